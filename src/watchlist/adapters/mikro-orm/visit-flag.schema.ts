import { EntitySchema } from '@mikro-orm/core';
import { timestamptz } from '../../../platform/database/columns.ts';
import { VisitFlag } from '../../domain/visit-flag.ts';
import { entityNamed } from '../../../platform/database/entity-reference.ts';

export const VisitFlagSchema = new EntitySchema<VisitFlag>({
  class: VisitFlag,
  tableName: 'visit_flag',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    visitId: { kind: 'm:1', entity: entityNamed('VisitorPass'), mapToPk: true, fieldName: 'visit_id', deleteRule: 'cascade' },
    entryId: { kind: 'm:1', entity: entityNamed('WatchlistEntry'), mapToPk: true, fieldName: 'entry_id', deleteRule: 'cascade' },
    matchKind: { type: 'text' },
    raisedOn: { type: 'text' },
    raisedAt: { ...timestamptz },
    clearedAt: { ...timestamptz, nullable: true },
    clearedById: { kind: 'm:1', entity: entityNamed('Employee'), mapToPk: true, fieldName: 'cleared_by_id', nullable: true, deleteRule: 'set null' },
    clearedByLabel: { type: 'text', nullable: true },
    clearReason: { type: 'text', nullable: true },
    outcome: { type: 'text', nullable: true },
    doorMailedAt: { ...timestamptz, nullable: true },
  },
  // One flag per visit and entry; "is this visit flagged" reads the visit's rows.
  uniques: [{ name: 'visit_flag_visit_entry_unique', properties: ['visitId', 'entryId'] }],
  // The desk's read model probes a visit's open flags once per listed row (`flagged`, issue 13).
  indexes: [{ name: 'visit_flag_open_idx', expression: 'create index "visit_flag_open_idx" on "visit_flag" ("visit_id") where "cleared_at" is null' }],
});
