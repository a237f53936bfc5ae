import type { EntityManager } from '@mikro-orm/postgresql';
import { assertInTransaction } from '../database/mikro-orm-unit-of-work.ts';
import { AuditLog, type AuditEntryInput } from '../ports/audit-log.ts';
import type { Clock } from '../ports/clock.ts';
import { AuditEntry } from './audit-entry.ts';

export class MikroOrmAuditLog extends AuditLog {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {
    super();
  }

  record(entry: AuditEntryInput): void {
    assertInTransaction(this.em, 'AuditLog.record');
    this.em.persist(
      new AuditEntry({
        at: this.clock.now(),
        actorType: entry.actor.type,
        actorId: entry.actor.id ?? null,
        actorLabel: entry.actor.label,
        action: entry.action,
        subjectType: entry.subjectType,
        subjectId: entry.subjectId === undefined ? null : String(entry.subjectId),
        details: entry.details ? { ...entry.details } : null,
      }),
    );
  }
}
