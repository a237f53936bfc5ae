import { DomainError } from '#kernel/domain-error.ts';
import { PASS_CODE_ALPHABET, PASS_CODE_LENGTH } from '#contract/pass-code.ts';
import { createsPassesForHosts } from '#contract/capabilities.ts';
import type { VisitorPassInput } from '#contract/validation/visitor-pass.ts';
import { endOfSiteDay } from '#contract/visit-time.ts';
import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import type { SiteDirectory, SitePlace } from '../../sites/application/site-directory.ts';
import { principalAuditActor, type AuditLog } from '../../platform/ports/audit-log.ts';
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
    private readonly settings: { readonly publicUrl: string },
    private readonly screening: VisitScreening,
    private readonly sites: SiteDirectory,
  ) {}

  /**
   * The site whose clock a pass's date and time are read on, before the pass is read (its date
   * rules depend on it): the site chosen, else the host's home site. From the raw payload, so a
   * host that is not one falls back to the first site and is refused by `execute`.
   */
  async siteFor(principal: Principal, raw: { readonly siteId?: unknown; readonly empEmail?: unknown }): Promise<SitePlace> {
    if (typeof raw.siteId === 'number') return this.siteAt(raw.siteId);
    const hostEmail = createsPassesForHosts(principal) ? (typeof raw.empEmail === 'string' ? raw.empEmail.trim() : '') : principal.email;
    const host = hostEmail ? await this.directory.activeHost(hostEmail) : null;
    const home = host ? await this.directory.homeSiteOf(host.id) : null;
    return home === null ? this.sites.first() : this.siteAt(home);
  }

  async execute(principal: Principal, input: VisitorPassInput): Promise<{ id: number; passCode: string; link: string }> {
    const host = await this.hostFor(principal, input);
    // The site chosen, else the host's home site (issue 30).
    const homeSiteId = await this.directory.homeSiteOf(host.id);
    if (homeSiteId === null) throw new DomainError('visit.host_invalid');
    const site = await this.siteAt(input.siteId ?? homeSiteId);
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
        siteId: site.id,
        createdById: principal.employeeId,
        visitDate: input.date,
        visitTime: input.time,
        linkExpiresAt: endOfSiteDay(input.date, site.timeZone),
        createdAt: now,
      });
      this.passes.add(pass);
      await this.unitOfWork.flush();
      // The watchlist (issue 13): a match flags the visit for security; the host's answer and mails are the same either way.
      await this.screening.screen({ visitId: pass.id, siteId: pass.siteId, name: input.name, phone: input.phoneNumber, idKind: null, idLast4: null }, 'pass');
      const link = detailsFormLink(this.settings.publicUrl, this.links.issue(pass));
      await this.events.record({ type: 'visit.invited', visit: toVisitRecord(pass, host), link, at: now });
      this.audit.record({
        actor: principalAuditActor(principal),
        action: 'visit.created',
        subjectType: 'visit',
        subjectId: pass.id,
        details: { passCode: pass.passCode, host: host.email, site: site.id, date: input.date, time: input.time, visitorType: input.visitorType },
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

  private async siteAt(id: number): Promise<SitePlace> {
    const site = await this.sites.byId(id);
    if (!site) throw new DomainError('visit.site_invalid');
    return site;
  }

  private async freePassCode(): Promise<string> {
    for (;;) {
      const code = this.crypto.randomString(PASS_CODE_LENGTH, PASS_CODE_ALPHABET);
      if (!(await this.passes.passCodeTaken(code))) return code;
    }
  }
}
