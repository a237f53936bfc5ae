import { DomainError } from '#kernel/domain-error.ts';
import { PASS_CODE_ALPHABET, PASS_CODE_LENGTH } from '#contract/pass-code.ts';
import { createsPassesForHosts } from '#contract/capabilities.ts';
import type { VisitorPassInput } from '#contract/validation/visitor-pass.ts';
import { endOfSiteDay } from '#contract/visit-time.ts';
import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { DomainEvents } from '../../platform/ports/domain-events.ts';
import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { VisitorPass } from '../domain/visitor-pass.ts';
import { detailsFormLink, type LinkTokens } from './link-token.ts';
import type { VisitScreening, VisitorPassRepository } from './ports.ts';
import { toVisitRecord } from './visit-record.ts';

/** The pass code's alphabet and length live in src/contract/pass-code.ts (the desk reads codes with it too). */
export { PASS_CODE_ALPHABET, PASS_CODE_LENGTH } from '#contract/pass-code.ts';

/**
 * `POST /api/visitorForm`: a pass for an expected visitor. Security names the host (an approved
 * employee); everyone else is the host of their own passes. The link to the details form goes to
 * the host and, when given, to the visitor, through the outbox.
 */
export class CreateVisitorPass {
  constructor(
    private readonly passes: VisitorPassRepository,
    private readonly directory: EmployeeDirectory,
    private readonly links: LinkTokens,
    private readonly events: DomainEvents,
    private readonly audit: AuditLog,
    private readonly crypto: ServerCrypto,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly settings: { readonly timeZone: string; readonly publicUrl: string },
    private readonly screening: VisitScreening,
  ) {}

  async execute(principal: Principal, input: VisitorPassInput): Promise<{ id: number; passCode: string; link: string }> {
    const host = await this.hostFor(principal, input);
    // The host's home site (issue 30).
    const siteId = await this.directory.homeSiteOf(host.id);
    if (siteId === null) throw new DomainError('visit.host_invalid');
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const pass = new VisitorPass({
        passCode: await this.freePassCode(),
        visitorType: input.visitorType,
        visitorTypeOther: input.visitorTypeOther,
        name: input.name,
        phone: input.phoneNumber,
        email: input.visitorEmail,
        hostId: host.id,
        siteId,
        createdById: principal.employeeId,
        visitDate: input.date,
        visitTime: input.time,
        linkExpiresAt: endOfSiteDay(input.date, this.settings.timeZone),
        createdAt: now,
      });
      this.passes.add(pass);
      await this.unitOfWork.flush();
      // The watchlist (issue 13): a match flags the visit for security; the host's answer and mails are the same either way.
      await this.screening.screen({ visitId: pass.id, name: input.name, phone: input.phoneNumber, aadhaarLast4: null }, 'pass');
      const link = detailsFormLink(this.settings.publicUrl, this.links.issue(pass));
      await this.events.record({ type: 'visit.invited', visit: toVisitRecord(pass, host), link, at: now });
      this.audit.record({
        actor: { type: 'employee', id: principal.employeeId, label: principal.email },
        action: 'visit.created',
        subjectType: 'visit',
        subjectId: pass.id,
        details: { passCode: pass.passCode, host: host.email, date: input.date, time: input.time, visitorType: input.visitorType },
      });
      return { id: pass.id, passCode: pass.passCode, link };
    });
  }

  private async hostFor(principal: Principal, input: VisitorPassInput) {
    if (!createsPassesForHosts(principal)) {
      const self = await this.directory.activeHost(principal.email);
      if (!self) throw new DomainError('http.forbidden');
      return self;
    }
    if (!input.empEmail) throw new DomainError('visit.host_required');
    const host = await this.directory.activeHost(input.empEmail);
    if (!host) throw new DomainError('visit.host_invalid');
    return host;
  }

  private async freePassCode(): Promise<string> {
    for (;;) {
      const code = this.crypto.randomString(PASS_CODE_LENGTH, PASS_CODE_ALPHABET);
      if (!(await this.passes.passCodeTaken(code))) return code;
    }
  }
}
