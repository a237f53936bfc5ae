import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import { NoticeSites, type NoticeSite } from './ports.ts';

/**
 * A notice's site from the sites module (its application layer, ADR 2): the site's own e-mail for
 * grievances, or `privacy@<company domain>` when the site gives none.
 */
export class DirectoryNoticeSites extends NoticeSites {
  constructor(
    private readonly sites: SiteDirectory,
    private readonly companyDomain: string,
  ) {
    super();
  }

  async byId(id: number | null): Promise<NoticeSite | null> {
    const siteId = id ?? (await this.sites.first()).id;
    const facts = await this.sites.noticeFacts(siteId);
    return facts && { id: facts.id, name: facts.name, grievanceEmail: facts.email ?? `privacy@${this.companyDomain}`, retentionDays: facts.retentionDays };
  }
}
