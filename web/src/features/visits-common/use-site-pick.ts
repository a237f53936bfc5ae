import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SitePlacesAnswer, SitePlaceView } from '#contract/api/site-answers.ts';
import { deskSitesOf, sitePlacesKey, useSitePlaces } from './use-site-places.ts';

/**
 * Which sites a screen offers (issue 30): the desk's ('desk': the desk list, the dashboards' desk
 * numbers, the evacuation), one at a time; or those the caller's figures may be of ('figures': the
 * insights), one or all of them.
 */
export type SitePickScope = 'desk' | 'figures';

export interface SitePick {
  /** The sites offered, by name: a screen shows its picker only when there are two or more. */
  readonly sites: readonly SitePlaceView[];
  /**
   * The site the screen is of: the one asked (the address), else the one the user last picked when
   * it is offered here, else where the screen opens with nothing picked (the desk's site; every
   * site for figures: null). Undefined until the sites arrive.
   */
  readonly site: SitePlaceView | null | undefined;
  /** Where the screen opens with nothing asked or picked; undefined until the sites arrive. */
  readonly fallback: SitePlaceView | null | undefined;
  /** Whether the sites have been read (or could not be: the screen then goes on without them). */
  readonly settled: boolean;
  /** The user picks a site (null: all of them, figures only): every screen follows at once, and the server remembers it for them. */
  readonly pick: (site: number | null) => void;
}

const offeredBy = (answer: SitePlacesAnswer, scope: SitePickScope): SitePlaceView[] =>
  scope === 'desk' ? deskSitesOf(answer).sites : answer.sites.filter((place) => answer.figureSiteIds.includes(place.id));

/**
 * The one hook behind every site picker (the desk, the dashboards, the evacuation and the insights):
 * the choice is the user's, kept on the server (`PUT /api/site-preference`, ADR 51) so that it follows
 * them to another browser, and read with the sites (`pickedSiteId`) when a screen opens. Not
 * `enabled`: nothing is read (a screen that offers no site), and the screen is settled at once.
 */
export const useSitePick = (scope: SitePickScope, asked: number | null = null, enabled = true): SitePick => {
  const client = useQueryClient();
  const places = useSitePlaces(enabled);
  const answer = places.data;
  const sites = answer ? offeredBy(answer, scope) : [];
  const offered = (id: number | null | undefined) => (id == null ? undefined : sites.find((place) => place.id === id));
  const fallback = answer === undefined ? undefined : scope === 'desk' ? (offered(deskSitesOf(answer).homeSiteId) ?? sites[0] ?? null) : null;
  // A site asked in the address that is not offered stays asked: the server then says why it is refused.
  const site = answer === undefined ? undefined : asked !== null ? (answer.sites.find((place) => place.id === asked) ?? null) : (offered(answer.pickedSiteId) ?? fallback);

  const pick = useCallback(
    (id: number | null) => {
      // Every screen reading the sites follows at once; the server's answer, or a refusal, then settles it.
      client.setQueryData<SitePlacesAnswer>(sitePlacesKey, (old) => old && { ...old, pickedSiteId: id });
      void import('./site-places-api.ts')
        .then(({ rememberSitePick }) => rememberSitePick(id))
        .catch(() => client.invalidateQueries({ queryKey: sitePlacesKey }));
    },
    [client],
  );

  return { sites, site, fallback, settled: !enabled || !places.isPending, pick };
};
