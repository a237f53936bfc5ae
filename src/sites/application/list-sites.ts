import type { Site } from '../domain/site.ts';
import type { SiteRepository } from './ports.ts';
import { auditActorOf, type SiteCaller } from './site-caller.ts';

/** `GET /api/sites` and `vms sites list`: every site, by name. */
export class ListSites {
  constructor(private readonly sites: SiteRepository) {}

  execute(caller: SiteCaller): Promise<Site[]> {
    auditActorOf(caller);
    return this.sites.list();
  }
}
