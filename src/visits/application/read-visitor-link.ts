import { DomainError } from '#kernel/domain-error.ts';
import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import type { LinkTokens } from './link-token.ts';
import type { VisitorPassRepository } from './ports.ts';
import { toVisitRecord, type VisitRecord } from './visit-record.ts';

/** The visit a details-form link opens, with its site's zone: the form says until when the link works on that clock (issue 30). */
export interface LinkVisitRecord extends VisitRecord {
  readonly timeZone: string;
}

/**
 * `GET /fetchVisitorData/{enc(phone)}?token=…`: what the public details form shows. The token must
 * verify and name a pass with that phone, and be the pass's current link (a resent link replaces
 * the older ones, which say so: `link.superseded`). A cancelled visit's link says so (410). A submitted pass is returned (the form shows "already
 * submitted"); an unsubmitted one past its day is "This link has expired." (410).
 */
export class ReadVisitorLink {
  constructor(
    private readonly passes: VisitorPassRepository,
    private readonly directory: EmployeeDirectory,
    private readonly links: LinkTokens,
    private readonly clock: Clock,
    private readonly sites: SiteDirectory,
  ) {}

  async execute(token: unknown, phone: string): Promise<LinkVisitRecord> {
    const link = this.links.verify(token);
    const pass = await this.passes.findById(link.passId);
    if (!pass || pass.anonymisedAt || link.phone !== phone.trim()) throw new DomainError('link.invalid');
    if (pass.isCancelled()) throw new DomainError('link.cancelled');
    this.links.requireCurrent(link, pass);
    if (!pass.isSubmitted() && pass.linkExpired(this.clock.now())) throw new DomainError('link.expired');
    const hosts = await this.directory.byIds([pass.hostId]);
    const site = await this.sites.byId(pass.siteId);
    if (!site) throw new Error(`visit ${pass.id} names site ${pass.siteId}, which does not exist`);
    return { ...toVisitRecord(pass, hosts.get(pass.hostId)), timeZone: site.timeZone };
  }
}
