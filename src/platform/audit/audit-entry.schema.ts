import { EntitySchema } from '@mikro-orm/core';
import { timestamptz } from '../database/columns.ts';
import { AuditEntry } from './audit-entry.ts';

export const AuditEntrySchema = new EntitySchema<AuditEntry>({
  class: AuditEntry,
  tableName: 'audit_log',
  properties: {
    id: { type: 'bigint', primary: true, autoincrement: true },
    at: { ...timestamptz, index: 'audit_log_at_idx' },
    actorType: { type: 'text' },
    actorId: { type: 'integer', nullable: true },
    actorLabel: { type: 'text' },
    action: { type: 'text' },
    subjectType: { type: 'text' },
    subjectId: { type: 'text', nullable: true },
    details: { type: 'json', nullable: true },
  },
  indexes: [{ name: 'audit_log_subject_idx', properties: ['subjectType', 'subjectId'] }],
});
