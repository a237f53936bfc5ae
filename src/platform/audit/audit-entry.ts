import type { ActorType } from '../ports/audit-log.ts';

/**
 * A row of the audit log, as the ORM maps the table (audit-entry.schema.ts). Rows are only ever
 * inserted, with a prepared statement in the use case's transaction (MikroOrmAuditLog, ADR 11).
 */
export class AuditEntry {
  id!: string;
  at!: Date;
  actorType!: ActorType;
  actorId!: number | null;
  actorLabel!: string;
  action!: string;
  subjectType!: string;
  subjectId!: string | null;
  details!: Record<string, unknown> | null;
}
