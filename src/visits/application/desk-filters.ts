import type { ActiveFilter, HistoryFilter, SortField, SortOrder } from '#kernel/desk-query.ts';
import { addDays } from '#contract/visit-time.ts';
import type { VisitorPass } from '../domain/visitor-pass.ts';

/**
 * A visit as the desk's read model lists it: the pass and, when the read model was asked, whether the
 * watchlist holds a flag on it that security has not cleared (issue 13; `openFlag`). Only the desk's
 * answers to those who manage the watchlist pass it on.
 */
export type ListedVisit = VisitorPass & { readonly openFlag?: boolean };

export type DeskView = { readonly view: 'active'; readonly filter: ActiveFilter } | { readonly view: 'history'; readonly filter: HistoryFilter } | { readonly view: 'all' };

/** What "in" and "out" a listed visit must be. */
/** `not_in` is not checked in and not cancelled (still expected); `not_cancelled` every visit but a cancelled one. */
export type PresenceFilter = 'any' | 'not_in' | 'in_not_out' | 'in_and_out' | 'in' | 'not_cancelled';

/** A list query in database terms: a date range (ISO dates, inclusive) and a presence filter. */
export interface VisitListCriteria {
  readonly dateFrom: string | null;
  readonly dateTo: string | null;
  readonly presence: PresenceFilter;
  /** Only visits whose time of day is before this one (`HH:mm:ss`): "past their time" (the `late` filter). */
  readonly timeBefore?: string | null;
  /** Only visits with a watchlist flag security has not cleared (the `flagged` filter, issue 13). */
  readonly flagged?: boolean;
  /**
   * Also visits not approved (awaiting details or the host, or declined) with a watchlist flag security
   * has not cleared: a search by someone who manages the watchlist (issue 28). The `flagged` list holds
   * every approval state of its own accord.
   */
  readonly withOpenFlags?: boolean;
  /** Only this host's visits (the employee's own list). */
  readonly hostId: number | null;
  /** Only the visits at this site (the desk's lists and counts, issue 30); unset or null: every site. */
  readonly siteId?: number | null;
  /** Only the visits checked in at this entrance (the desk list's filter, issue 30); unset or null: any. */
  readonly entranceId?: number | null;
  /** A name (prefix or part), a phone number or a pass code. */
  readonly search: string | null;
  readonly sort: SortField;
  readonly order: SortOrder;
  readonly offset: number;
  readonly limit: number;
}

const PRESENCE: Readonly<Record<ActiveFilter, PresenceFilter>> = {
  all: 'any',
  not_checked_in: 'not_in',
  not_checked_out: 'in_not_out',
  checked_in_and_out: 'in_and_out',
  expected: 'not_cancelled',
  arrived: 'in',
  late: 'not_in',
  flagged: 'not_cancelled',
};

/**
 * The dates a view covers, given the site's `today`: Active is today; History is the days before
 * today (yesterday; the seven days before today; this month up to yesterday; or all of them).
 */
export const dateRangeOf = (view: DeskView, today: string): { dateFrom: string | null; dateTo: string | null } => {
  if (view.view === 'all') return { dateFrom: null, dateTo: null };
  if (view.view === 'active') return { dateFrom: today, dateTo: today };
  const yesterday = addDays(today, -1);
  switch (view.filter) {
    case 'yesterday':
      return { dateFrom: yesterday, dateTo: yesterday };
    case 'last_week':
      return { dateFrom: addDays(today, -7), dateTo: yesterday };
    case 'current_month':
      // On the first of the month there is nothing before today in it: an empty range.
      return { dateFrom: `${today.slice(0, 8)}01`, dateTo: yesterday };
    case 'all':
      return { dateFrom: null, dateTo: yesterday };
  }
};

export const presenceOf = (view: DeskView): PresenceFilter => (view.view === 'active' ? PRESENCE[view.filter] : 'any');

/** One formatter per time zone, made once (a formatter per call is what dayjs's `tz()` costs). */
const timeFormatters = new Map<string, Intl.DateTimeFormat>();

/** The site's time of day at `now`, `HH:mm:ss`. */
export const siteTimeOfDay = (timeZone: string, now: Date): string => {
  let format = timeFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    timeFormatters.set(timeZone, format);
  }
  return format.format(now);
};

/** A `late` visit's time has passed: its time of day is before the site's clock now. */
export const timeBeforeOf = (view: DeskView, at: SiteMoment): string | null =>
  view.view === 'active' && view.filter === 'late' ? siteTimeOfDay(at.timeZone, at.now) : null;

/** A moment of the site's clock: the date there, the instant, and the zone to read its time of day in. */
export interface SiteMoment {
  readonly today: string;
  readonly now: Date;
  readonly timeZone: string;
}

/**
 * Which visits a view and filter hold, in database terms (dates, presence, time), at a moment of the
 * site's clock: the one definition the desk list (list-desk-visits.ts) and the dashboards' counts
 * (read-dashboard-counts.ts) both use, so a number and the list it links to cannot disagree.
 */
export const filterCriteriaOf = (
  view: DeskView,
  at: SiteMoment,
): Pick<VisitListCriteria, 'dateFrom' | 'dateTo' | 'presence' | 'timeBefore' | 'flagged'> => ({
  ...dateRangeOf(view, at.today),
  presence: presenceOf(view),
  timeBefore: timeBeforeOf(view, at),
  ...(view.view === 'active' && view.filter === 'flagged' ? { flagged: true } : {}),
});

/** The natural order of each view: today's visits by time, history newest first. */
export const defaultSort = (view: DeskView): { sort: SortField; order: SortOrder } =>
  view.view === 'active' ? { sort: 'time', order: 'asc' } : { sort: 'date', order: 'desc' };
