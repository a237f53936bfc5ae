import { MESSAGES } from '../../shared/messages.ts';
import { siteToday } from '../../shared/visit-time.ts';
import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { MailOutbox } from '../../platform/ports/mail-outbox.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { hostVisitCancelledMail, visitCancelledMail } from './cancellation-mail.ts';
import { lockOwnVisit } from './own-visit.ts';
import type { VisitorPassRepository } from './ports.ts';
import { toVisitRecord } from './visit-record.ts';

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
    private readonly outbox: MailOutbox,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly timeZone: string,
  ) {}

  execute(principal: Principal, id: number): Promise<{ message: string }> {
    return this.unitOfWork.run(async () => {
      const pass = await lockOwnVisit(this.passes, principal, id);
      const now = this.clock.now();
      pass.cancel(principal.employeeId, now, siteToday(this.timeZone, now));
      const hosts = await this.directory.byIds([pass.hostId]);
      const record = toVisitRecord(pass, hosts.get(pass.hostId));
      const mail = visitCancelledMail(record, now);
      if (mail) this.outbox.enqueue(mail);
      // The host had the visit's invitation since the pass was made: their calendar drops it too.
      const hostMail = hostVisitCancelledMail(record, now);
      if (hostMail) this.outbox.enqueue(hostMail);
      this.audit.record({
        actor: { type: 'employee', id: principal.employeeId, label: principal.email },
        action: 'visit.cancelled',
        subjectType: 'visit',
        subjectId: pass.id,
        details: { passCode: pass.passCode, visitorMailed: mail !== null, hostMailed: hostMail !== null },
      });
      return { message: MESSAGES.myVisits.cancelled };
    });
  }
}
