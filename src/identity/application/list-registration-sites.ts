import type { RegistrationSite } from '#contract/api/identity-answers.ts';
import type { RegistrationSites } from './ports.ts';

/** `GET /api/registration/sites` (issue 30): the sites a registrant picks their home site from, by name. */
export class ListRegistrationSites {
  constructor(private readonly sites: RegistrationSites) {}

  execute(): Promise<RegistrationSite[]> {
    return this.sites.list();
  }
}
