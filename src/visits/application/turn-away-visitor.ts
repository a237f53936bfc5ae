import { canManageWatchlist } from '#contract/capabilities.ts';
import { DomainError } from '#kernel/domain-error.ts';
import { MESSAGES } from '#contract/messages.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { VisitorPassRepository, VisitScreening } from './ports.ts';

/**
 * `POST /api/flagged-visits/{id}/turn-away` (issue 28): security or an admin, having seen a flagged
 * visitor at the door, sends them away with a written reason. In one transaction, under the visit's
 * row lock (the check-in's, so a check-in racing it waits and then finds the visit called off): the
 * visit's open flags are closed as turned away (who, when, why: `visit_flag`), the visit is called off
 * (`cancelled_at`, by security: no desk or kiosk checks it in; a declined walk-in stays declined), and
 * the audit log keeps `visit.turned_away` with the reason. Only a visit with an open flag is turned
 * away here; nobody is mailed (the host's screens show the visit called off, never why).
 */
export class TurnAwayVisitor {
  constructor(
    private readonly passes: VisitorPassRepository,
    private readonly screening: VisitScreening,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(principal: Principal, visitId: number, reason: string): Promise<{ message: string }> {
    if (!canManageWatchlist(principal)) throw new DomainError('http.forbidden');
    return this.unitOfWork.run(async () => {
      const pass = await this.passes.findByIdForUpdate(visitId);
      if (!pass) throw new DomainError('watchlist.visit_not_flagged');
      const now = this.clock.now();
      // The visit's own refusals (already in, already called off) come before the flags are touched.
      pass.turnAway(principal.employeeId, now);
      const closed = await this.screening.turnedAway(visitId, { employeeId: principal.employeeId, label: principal.email }, reason);
      if (closed === 0) throw new DomainError('watchlist.visit_not_flagged');
      this.audit.record({
        actor: { type: 'employee', id: principal.employeeId, label: principal.email },
        action: 'visit.turned_away',
        subjectType: 'visit',
        subjectId: pass.id,
        details: { reason, flagsClosed: closed },
      });
      return { message: MESSAGES.watchlist.turnedAway };
    });
  }
}
