import type { EntityManager } from '@mikro-orm/postgresql';
import { queueWrite } from '../database/queued-writes.ts';
import { AuditLog, type AuditEntryInput } from '../ports/audit-log.ts';
import type { Clock } from '../ports/clock.ts';

const INSERT_AUDIT_ENTRY = {
  name: 'platform.insert_audit_entry',
  text: `insert into audit_log (at, actor_type, actor_id, actor_label, action, subject_type, subject_id, details)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
};

/** Audit entries as rows of the caller's transaction: they commit with the change they describe. */
export class MikroOrmAuditLog extends AuditLog {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {
    super();
  }

  record(entry: AuditEntryInput): void {
    queueWrite(this.em, 'AuditLog.record', INSERT_AUDIT_ENTRY, [
      this.clock.now(),
      entry.actor.type,
      entry.actor.id ?? null,
      entry.actor.label,
      entry.action,
      entry.subjectType,
      entry.subjectId === undefined ? null : String(entry.subjectId),
      entry.details ? JSON.stringify(entry.details) : null,
    ]);
  }
}
