import { MESSAGES } from '#contract/messages.ts';
import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import { principalAuditActor, type AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { DomainEvents } from '../../platform/ports/domain-events.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import { lockOwnVisit } from './own-visit.ts';
import type { VisitorPassRepository } from './ports.ts';
import { siteDayOf } from './site-clock.ts';
import { hostWasInvited, toVisitRecord } from './visit-record.ts';

/**
 * `POST /api/my-visits/{id}/cancel`: the host calls off a visit that is invited, submitted or
 * approved, not checked in and not past. From then on the desk does not expect it (no In, check-in
 * refused), its link is refused, and the visitor (when an e-mail is known) and the host are told
 * through the outbox in the same transaction, each with the calendar's cancellation of the visit.
 */
export class CancelVisit {
  constructor(
    private readonly passes: VisitorPassRepository,
    private readonly directory: EmployeeDirectory,
    private readonly events: DomainEvents,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly sites: SiteDirectory,
  ) {}

  execute(principal: Principal, id: number): Promise<{ message: string }> {
    return this.unitOfWork.run(async () => {
      const pass = await lockOwnVisit(this.passes, principal, id);
      const now = this.clock.now();
      pass.cancel(principal.employeeId, now, (await siteDayOf(this.sites, pass, now)).today);
      const hosts = await this.directory.byIds([pass.hostId]);
      const record = toVisitRecord(pass, hosts.get(pass.hostId));
      await this.events.record({ type: 'visit.cancelled', visit: record, at: now });
      this.audit.record({
        actor: principalAuditActor(principal),
        action: 'visit.cancelled',
        subjectType: 'visit',
        subjectId: pass.id,
        // Who is told: the visitor when an e-mail is known, the host when their calendar holds the visit.
        details: { passCode: pass.passCode, visitorMailed: record.email !== null, hostMailed: record.host !== null && hostWasInvited(record) },
      });
      return { message: MESSAGES.myVisits.cancelled };
    });
  }
}
