import { canUseDesk, worksAtSite } from '#contract/capabilities.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { SiteDirectory, SitePlace } from '../../sites/application/site-directory.ts';

/**
 * The site a desk list or a dashboard is of (issue 30): the one asked for (`?site=`, the desk's
 * picker), else the caller's home site, else the first site. Its clock says what "today" and "late"
 * are; an installation with one site always gets that one. The desk works only at the caller's own
 * sites (ADR 42): a site they do not work at is refused (`site.not_yours`), and when none is asked
 * for, a security user or site admin whose home site is not one of theirs gets the first of theirs.
 * A host's own lists are of their visitors at every site: the site only sets the clock.
 */
export const deskSiteOf = async (sites: SiteDirectory, principal: Principal, requested: number | undefined): Promise<SitePlace> => {
  const desk = canUseDesk(principal);
  if (requested !== undefined) {
    const site = await sites.byId(requested);
    if (!site) throw new DomainError('visit.site_invalid');
    if (desk && !worksAtSite(principal, site.id)) throw new DomainError('site.not_yours');
    return site;
  }
  const home = principal.homeSiteId;
  const mine = desk && !worksAtSite(principal, home) ? principal.siteIds.find((id) => worksAtSite(principal, id)) : undefined;
  const chosen = mine ?? home;
  return (chosen === undefined ? null : await sites.byId(chosen)) ?? sites.first();
};
