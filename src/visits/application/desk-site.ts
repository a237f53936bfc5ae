import { DomainError } from '#kernel/domain-error.ts';
import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { SiteDirectory, SitePlace } from '../../sites/application/site-directory.ts';

/**
 * The site a desk list or a dashboard is of (issue 30): the one asked for (`?site=`, the desk's
 * picker), else the caller's home site, else the first site. Its clock says what "today" and "late"
 * are; an installation with one site always gets that one.
 */
export const deskSiteOf = async (sites: SiteDirectory, directory: EmployeeDirectory, principal: Principal, requested: number | undefined): Promise<SitePlace> => {
  if (requested !== undefined) {
    const site = await sites.byId(requested);
    if (!site) throw new DomainError('visit.site_invalid');
    return site;
  }
  const home = await directory.homeSiteOf(principal.employeeId);
  return (home === null ? null : await sites.byId(home)) ?? sites.first();
};
