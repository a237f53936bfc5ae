import type { RegistrationSite } from '#contract/api/identity-answers.ts';
import { RegistrationSites } from '../../identity/application/ports.ts';
import type { SiteDirectory } from './site-directory.ts';

/**
 * Identity's port for registration's home site (issue 30), answered here because the sites module
 * already depends on identity (identity may not import sites): each site's id and name only.
 */
export class DirectoryRegistrationSites extends RegistrationSites {
  constructor(private readonly sites: SiteDirectory) {
    super();
  }

  async list(): Promise<RegistrationSite[]> {
    return (await this.sites.all()).map(({ id, name }) => ({ id, name }));
  }
}
