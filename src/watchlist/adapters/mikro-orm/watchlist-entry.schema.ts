import { EntitySchema } from '@mikro-orm/core';
import { timestamptz } from '../../../platform/database/columns.ts';
import { WatchlistEntry } from '../../domain/watchlist-entry.ts';
import { entityNamed } from '../../../platform/database/entity-reference.ts';

export const WatchlistEntrySchema = new EntitySchema<WatchlistEntry>({
  class: WatchlistEntry,
  tableName: 'watchlist_entry',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    name: { type: 'text' },
    nameNormalised: { type: 'text' },
    phone: { type: 'text', nullable: true },
    idKind: { type: 'text', nullable: true },
    idLast4: { type: 'text', nullable: true, fieldName: 'id_last4' },
    reason: { type: 'text' },
    addedById: { kind: 'm:1', entity: entityNamed('Employee'), mapToPk: true, fieldName: 'added_by_id', nullable: true, deleteRule: 'set null' },
    addedByLabel: { type: 'text' },
    createdAt: { ...timestamptz },
    resolvedAt: { ...timestamptz, nullable: true },
    resolvedById: { kind: 'm:1', entity: entityNamed('Employee'), mapToPk: true, fieldName: 'resolved_by_id', nullable: true, deleteRule: 'set null' },
    resolvedByLabel: { type: 'text', nullable: true },
    resolutionNote: { type: 'text', nullable: true },
    // Its own table, watchlist_entry_site (ADR 42): the repository reads and writes it, the ORM does not.
    siteIds: { type: 'json', persist: false },
  },
  indexes: [
    // Matching (docs/adr/0013-watchlist.md): active entries by close name (trigrams) and by phone.
    {
      name: 'watchlist_entry_name_trgm_idx',
      expression: 'create index "watchlist_entry_name_trgm_idx" on "watchlist_entry" using gin ("name_normalised" gin_trgm_ops) where "resolved_at" is null',
    },
    { name: 'watchlist_entry_phone_idx', expression: 'create index "watchlist_entry_phone_idx" on "watchlist_entry" ("phone") where "resolved_at" is null' },
  ],
});
