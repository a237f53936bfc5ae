import { useQuery } from '@tanstack/react-query';
import type { SitePlacesAnswer, SitePlaceView } from '#contract/api/site-answers.ts';

/** The key the sites' places live under in the data layer (app/query-client.tsx). */
export const sitePlacesKey = ['site-places'] as const;

/**
 * The sites with their clocks and the caller's home site (`GET /api/site-places`, issue 30), for the
 * pass form's and the desk's choice of site; the call loads with its first use, not with the page
 * (and not at all where `enabled` is false: a screen that offers no site).
 */
export const useSitePlaces = (enabled = true) =>
  useQuery({ queryKey: sitePlacesKey, queryFn: async ({ signal }) => (await import('./site-places-api.ts')).fetchSitePlaces(signal), enabled });

/** The site whose id is given, else the caller's home site; undefined until the sites arrive. */
export const siteChosen = (answer: { readonly sites: readonly SitePlaceView[]; readonly homeSiteId: number } | undefined, id: number | null): SitePlaceView | undefined =>
  answer?.sites.find((site) => site.id === (id ?? answer.homeSiteId));

/**
 * The sites whose desk the caller works (ADR 42: an admin's every site, a security user's or site
 * admin's own) and the one the desk opens at: what the desk's and the evacuation's pickers offer.
 */
export const deskSitesOf = (answer: SitePlacesAnswer): { readonly sites: SitePlaceView[]; readonly homeSiteId: number } => ({
  sites: answer.sites.filter((place) => answer.deskSiteIds.includes(place.id)),
  homeSiteId: answer.deskSiteId ?? answer.homeSiteId,
});
