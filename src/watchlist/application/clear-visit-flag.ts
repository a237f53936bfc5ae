import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { VisitFlagRepository } from './ports.ts';
import { auditActorOf, entryActorOf, type WatchlistCaller } from './watchlist-caller.ts';

/**
 * `POST /api/flagged-visits/{id}/clear`: security or an admin, having seen the visitor, clears the
 * visit's open flags with a written reason (audited); the desk may then check the visitor in.
 */
export class ClearVisitFlag {
  constructor(
    private readonly flags: VisitFlagRepository,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  execute(caller: WatchlistCaller, visitId: number, reason: string): Promise<{ cleared: number }> {
    const actor = auditActorOf(caller);
    return this.unitOfWork.run(async () => {
      const open = await this.flags.lockOpenFlags(visitId);
      if (open.length === 0) throw new DomainError('watchlist.visit_not_flagged');
      const now = this.clock.now();
      for (const flag of open) flag.clear(entryActorOf(actor), reason, now);
      this.audit.record({ actor, action: 'visit.flag_cleared', subjectType: 'visit', subjectId: visitId, details: { reason, entryIds: open.map((flag) => flag.entryId) } });
      return { cleared: open.length };
    });
  }
}
