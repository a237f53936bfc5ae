/**
 * The terms of `GET /api/getApprovedVisitor`'s query (docs/product/api.md API-CALLS; docs/product/visits.md VIS-DESK-02): the desk's two views,
 * their filter menus (docs/product/visits.md VIS-DESK-01), search, sort and paging, all done by the database.
 * No zod here, so that the desk's pages render without it (page weight, bench/bundle-budget.ts);
 * desk-query.ts re-exports all of it beside the query's schema.
 */
/**
 * Active (today's) filters: the description's four, then `expected` (all but the visits their host
 * cancelled, which `all` still shows, marked), `arrived` (checked in, whether out or not) and `late`
 * (not checked in, not cancelled, and their visit time has passed on the site's clock), which the
 * dashboards' numbers link to (src/contract/dashboard-counts.ts). A cancelled visit is never "not
 * checked in": nobody is waiting for it. `flagged` (issue 13): not cancelled and with a watchlist flag
 * security has not cleared; only those who manage the watchlist (canManageWatchlist) may ask for it,
 * a host who does is refused.
 */
export const ACTIVE_FILTERS = ['all', 'not_checked_in', 'not_checked_out', 'checked_in_and_out', 'expected', 'arrived', 'late', 'flagged'] as const;
export const HISTORY_FILTERS = ['all', 'yesterday', 'last_week', 'current_month'] as const;
export const SORT_FIELDS = ['date', 'time', 'name'] as const;

export type ActiveFilter = (typeof ACTIVE_FILTERS)[number];
export type HistoryFilter = (typeof HISTORY_FILTERS)[number];
export type SortField = (typeof SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

export const FILTER_LABELS: Readonly<Record<ActiveFilter | HistoryFilter, string>> = {
  all: 'All',
  not_checked_in: 'Not Checked In',
  not_checked_out: 'Not Checked Out',
  checked_in_and_out: 'Checked In and Out',
  expected: 'Expected (Not Cancelled)',
  arrived: 'Arrived',
  late: 'Not Arrived, Past Their Time',
  flagged: 'Flagged by the Watchlist',
  yesterday: 'Yesterday',
  last_week: 'Last Week',
  current_month: 'Current Month',
};

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/**
 * Lists count exactly up to this many visits and say "10,000+" beyond (`totalCapped`), and pages
 * go as deep as that: counting or skipping a million rows on every call is what makes big lists
 * slow, and nobody pages past the first thousands (search and filters narrow the list instead).
 */
export const LIST_WINDOW = 10_000;
/**
 * A search counts (and pages) up to 500 matches: a common name part matches tens of thousands of
 * visits, and counting them means reading each one; counting to 1,000 made a common search the one
 * list call near 50 ms (docs/performance.md). A person refines a search long before the 20th page.
 */
export const SEARCH_WINDOW = 500;

/** How far a list is counted and paged. */
export const windowFor = (search: string | null | undefined): number => (search ? SEARCH_WINDOW : LIST_WINDOW);

/** A filter that is not one of the view's (or, for a host, the watchlist's `flagged`). */
export const INVALID_FILTER_MESSAGE = 'Please choose a valid filter.';
