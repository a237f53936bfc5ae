import { siteToday } from './site-calendar.ts';

/**
 * The roll call's one rule (issue 12), used by the server's `GET /api/on-site`, its CSV and the
 * nightly closing of open visits, and by the SPA's /OnSite: a check-in from before today at the visit's
 * site (issue 30) is stale. Nobody stays overnight at a visitor desk, so such a visitor almost
 * certainly left without an Out; the roll call marks them and leaves them out of its count unless
 * asked to show them, because in an evacuation that count must be right. The instant from which a
 * check-in is not stale is the site's midnight starting today (`startOfSiteDay` in visit-time.ts; not
 * here, so that /OnSite, which uses this rule, loads no dayjs).
 */

/** What the roll call, and the host's My visitors, call a stale check-in. */
export const STALE_CHECK_IN_LABEL = 'Checked in before today';

/** A check-in as the server holds it (a Date) or as an answer carries it (an ISO instant). */
export type CheckIn = Date | string | null | undefined;

const instantOf = (checkIn: CheckIn): Date | null => {
  if (checkIn === null || checkIn === undefined) return null;
  const at = typeof checkIn === 'string' ? new Date(checkIn) : checkIn;
  return Number.isNaN(at.getTime()) ? null : at;
};

/** Whether a check-in happened before `today` (an ISO date at the site). No check-in is not stale. */
export const isStaleCheckIn = (checkIn: CheckIn, today: string, timeZone: string): boolean => {
  const at = instantOf(checkIn);
  return at !== null && siteToday(timeZone, at) < today;
};

export interface RollCall<T> {
  /** Checked in today and not out: the people the roll call counts. */
  readonly onSite: T[];
  /** Checked in before today and never out. */
  readonly stale: T[];
}

/** One value for every visit, or each visit's own (its site's date and zone, issue 30). */
type PerVisit<T, V> = V | ((visit: T) => V);

const valueFor = <T, V>(value: PerVisit<T, V>, visit: T): V => (typeof value === 'function' ? (value as (visit: T) => V)(visit) : value);

/**
 * Splits the open visits of the roll call by the rule above, keeping their order; `today` and
 * `timeZone` are one site's, or each visit's own site's when the list spans sites.
 */
export const splitRollCall = <T>(visits: readonly T[], checkInOf: (visit: T) => CheckIn, today: PerVisit<T, string>, timeZone: PerVisit<T, string>): RollCall<T> => {
  const onSite: T[] = [];
  const stale: T[] = [];
  for (const visit of visits) (isStaleCheckIn(checkInOf(visit), valueFor(today, visit), valueFor(timeZone, visit)) ? stale : onSite).push(visit);
  return { onSite, stale };
};
