import { MESSAGES } from '#contract/messages.ts';
import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { DomainEvents } from '../../platform/ports/domain-events.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import { detailsFormLink, type LinkTokens } from './link-token.ts';
import { lockOwnVisit } from './own-visit.ts';
import type { VisitorPassRepository } from './ports.ts';
import { siteDayOf } from './site-clock.ts';
import { toVisitRecord } from './visit-record.ts';

/**
 * `POST /api/my-visits/{id}/resend-link`: a new link to the details form for a visit still waiting
 * for the visitor's details (today or later). The pass's link version moves on, so every older link
 * stops working; the new one goes out through the outbox in the same mail as at creation (to the
 * visitor when an e-mail is known, and to the host). Only the visit's own host.
 */
export class ResendVisitorLink {
  constructor(
    private readonly passes: VisitorPassRepository,
    private readonly directory: EmployeeDirectory,
    private readonly links: LinkTokens,
    private readonly events: DomainEvents,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly settings: { readonly publicUrl: string },
    private readonly sites: SiteDirectory,
  ) {}

  execute(principal: Principal, id: number): Promise<{ message: string }> {
    return this.unitOfWork.run(async () => {
      const pass = await lockOwnVisit(this.passes, principal, id);
      const now = this.clock.now();
      pass.renewLink((await siteDayOf(this.sites, pass, now)).today);
      const hosts = await this.directory.byIds([pass.hostId]);
      const link = detailsFormLink(this.settings.publicUrl, this.links.issue(pass));
      // Told now: the calendar invitation it carries is a later revision of the one sent with the pass.
      await this.events.record({ type: 'visit.link_resent', visit: toVisitRecord(pass, hosts.get(pass.hostId)), link, at: now });
      this.audit.record({
        actor: { type: 'employee', id: principal.employeeId, label: principal.email },
        action: 'visit.link_resent',
        subjectType: 'visit',
        subjectId: pass.id,
        details: { passCode: pass.passCode, linkVersion: pass.linkVersion, visitorMailed: pass.email !== null },
      });
      // Without the visitor's address only the host was mailed: say so rather than "has been sent" (issue 28).
      return { message: pass.email !== null ? MESSAGES.myVisits.linkResent : MESSAGES.myVisits.linkResentToHost };
    });
  }
}
