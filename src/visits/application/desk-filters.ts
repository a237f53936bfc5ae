import type { ActiveFilter, HistoryFilter, SortField, SortOrder } from '../../shared/desk-query.ts';
import { addDays } from '../../shared/visit-time.ts';

export type DeskView = { readonly view: 'active'; readonly filter: ActiveFilter } | { readonly view: 'history'; readonly filter: HistoryFilter } | { readonly view: 'all' };

/** What "in" and "out" a listed visit must be. */
export type PresenceFilter = 'any' | 'not_in' | 'in_not_out' | 'in_and_out';

/** A list query in database terms: a date range (ISO dates, inclusive) and a presence filter. */
export interface VisitListCriteria {
  readonly dateFrom: string | null;
  readonly dateTo: string | null;
  readonly presence: PresenceFilter;
  /** Only this host's visits (the employee's own list). */
  readonly hostId: number | null;
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

/** The natural order of each view: today's visits by time, history newest first. */
export const defaultSort = (view: DeskView): { sort: SortField; order: SortOrder } =>
  view.view === 'active' ? { sort: 'time', order: 'asc' } : { sort: 'date', order: 'desc' };
