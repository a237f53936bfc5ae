import { defineEntity, p } from '@mikro-orm/core';
import { instant } from '../../../platform/database/columns.ts';
import { VisitFlag } from '../../domain/visit-flag.ts';
import { relationTo } from '../../../platform/database/entity-reference.ts';

/** A flag's table, with `defineEntity` so that the desk's read model types its probe of open flags from it (InferKyselyDB). */
export const VisitFlagSchema = defineEntity({
  class: VisitFlag,
  tableName: 'visit_flag',
  properties: {
    id: p.integer().primary().autoincrement(),
    visitId: relationTo('VisitorPass').mapToPk().fieldName('visit_id').deleteRule('cascade'),
    entryId: relationTo('WatchlistEntry').mapToPk().fieldName('entry_id').deleteRule('cascade'),
    matchKind: p.text(),
    raisedOn: p.text(),
    raisedAt: instant(),
    clearedAt: instant().nullable(),
    clearedById: relationTo('Employee').mapToPk().fieldName('cleared_by_id').nullable().deleteRule('set null'),
    clearedByLabel: p.text().nullable(),
    clearReason: p.text().nullable(),
    outcome: p.text().nullable(),
    doorMailedAt: instant().nullable(),
  },
  // One flag per visit and entry; "is this visit flagged" reads the visit's rows.
  uniques: [{ name: 'visit_flag_visit_entry_unique', properties: ['visitId', 'entryId'] }],
  // The desk's read model probes a visit's open flags once per listed row (`flagged`, issue 13).
  indexes: [{ name: 'visit_flag_open_idx', expression: 'create index "visit_flag_open_idx" on "visit_flag" ("visit_id") where "cleared_at" is null' }],
});
