import { siteToday } from '#contract/visit-time.ts';
import type { SiteDirectory, SitePlace } from '../../sites/application/site-directory.ts';

/** A site's clock at one instant: its date there and the zone its times are read in (issue 30). */
export interface SiteDay {
  readonly today: string;
  readonly timeZone: string;
  /** The names of the site's entrances by id (issue 30), retired ones too: where its visits were checked in and out. */
  readonly entranceNames?: ReadonlyMap<number, string>;
}

/** Each visit's clock, looked up by its site's id. */
export interface SiteDays {
  of(siteId: number): SiteDay;
}

const dayAt = (site: Pick<SitePlace, 'timeZone'> & Partial<Pick<SitePlace, 'entrances'>>, now: Date): SiteDay => ({
  today: siteToday(site.timeZone, now),
  timeZone: site.timeZone,
  ...(site.entrances && site.entrances.length > 0 ? { entranceNames: new Map(site.entrances.map((entrance) => [entrance.id, entrance.name])) } : {}),
});

/**
 * Each site's date and zone at `now`, from one read of the sites, worked out for a site when one of
 * its visits first asks: a desk page of one site's visits at an installation of twenty sites reads one
 * site's clock, not twenty (each a time-zone conversion). A visit whose site the read does not hold is
 * a broken foreign key, never a user's mistake: it throws.
 */
export const siteDaysAt = async (sites: SiteDirectory, now: Date): Promise<SiteDays> => {
  const places = new Map((await sites.all()).map((site) => [site.id, site]));
  const days = new Map<number, SiteDay>();
  return {
    of: (siteId) => {
      const known = days.get(siteId);
      if (known) return known;
      const site = places.get(siteId);
      if (!site) throw new Error(`a visit names site ${siteId}, which does not exist`);
      const day = dayAt(site, now);
      days.set(siteId, day);
      return day;
    },
  };
};

/** The date and zone at one visit's site now (the use cases that touch one visit). */
export const siteDayOf = async (sites: SiteDirectory, visit: { readonly siteId: number }, now: Date): Promise<SiteDay> => {
  const site = await sites.byId(visit.siteId);
  if (!site) throw new Error(`a visit names site ${visit.siteId}, which does not exist`);
  return dayAt(site, now);
};

/** The date at the site a person works at (their home site, else the first site): their own lists' "today". */
export const homeSiteDayOf = async (sites: SiteDirectory, homeSiteId: number | null, now: Date): Promise<SiteDay> =>
  dayAt((homeSiteId === null ? null : await sites.byId(homeSiteId)) ?? (await sites.first()), now);
