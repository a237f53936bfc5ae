import type { Site } from '../domain/site.ts';
import type { SiteRepository } from './ports.ts';
import { canChangeSiteSettings } from '#contract/capabilities.ts';
import { DomainError } from '#kernel/domain-error.ts';
import { seesSiteSettings, type SiteCaller } from './site-caller.ts';

/** `GET /api/sites` and `vms sites list`: every site, by name; a site admin's own sites only (issue 30). */
export class ListSites {
  constructor(private readonly sites: SiteRepository) {}

  async execute(caller: SiteCaller): Promise<Site[]> {
    if (caller.kind === 'principal' && !canChangeSiteSettings(caller.principal)) throw new DomainError('http.forbidden');
    return (await this.sites.list()).filter((site) => seesSiteSettings(caller, site.id));
  }
}
