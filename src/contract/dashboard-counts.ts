import type { ActiveFilter } from './desk-list-terms.ts';
import type { MyVisitsWhen } from './my-visits-filters.ts';
import type { VisitState } from './visit-state.ts';

/**
 * What each number on a dashboard counts, written once: every number is the length of the list it
 * links to, so it is defined as that list's filter. The server counts with these (the desk's through
 * the desk list's own filter rules, src/visits/application/desk-filters.ts) and the SPA links with
 * them; test/integration/visits/dashboard-counts.test.ts checks each number against its list.
 */

/** The desk's numbers (security and admins): today's approved visits. */
export const DESK_COUNTS = ['expected', 'arrived', 'onSite', 'left', 'late'] as const;
export type DeskCount = (typeof DESK_COUNTS)[number];

/**
 * The Active filter of Approved Visitor Details (`/ApprovedVisitorDetails?filter=…`) each desk number
 * counts. On site is also the roll call's count of today's check-ins (`/OnSite`, where it links).
 */
export const DESK_COUNT_FILTER: Readonly<Record<DeskCount, ActiveFilter>> = {
  expected: 'expected',
  arrived: 'arrived',
  onSite: 'not_checked_out',
  left: 'checked_in_and_out',
  late: 'late',
};

/**
 * Today's visits with a watchlist flag security has not cleared (issue 13), whatever they await (the
 * details, the host's answer; issue 28), for those who manage the watchlist: the desk list's `flagged`
 * filter (`/ApprovedVisitorDetails?filter=flagged`), counted as that list.
 */
export const FLAGGED_COUNT_FILTER: ActiveFilter = 'flagged';

/** The hosts' numbers (employees, managers, admins): their own visits only. */
export const HOST_COUNTS = ['today', 'awaitingApproval', 'onSite'] as const;
export type HostCount = (typeof HOST_COUNTS)[number];

/** A My visitors list (`/MyVisitors?when=…&state=…`, src/kernel/my-visits-query.ts). */
export interface HostListFilter {
  readonly when: MyVisitsWhen;
  /** Empty: every state. */
  readonly state: readonly VisitState[];
}

/**
 * The My visitors list each host number counts (the server counts it with that list's own query).
 * Today's visitors are those still coming, here or gone today: every state of a visit of today
 * but cancelled (a visit of today cannot be missed yet). Waiting for approval is always today or
 * later (before today it is missed), so `upcoming` narrows the read and changes nothing.
 */
export const HOST_COUNT_LIST: Readonly<Record<HostCount, HostListFilter>> = {
  today: { when: 'today', state: ['awaiting_details', 'awaiting_approval', 'expected', 'checked_in', 'checked_out'] },
  awaitingApproval: { when: 'upcoming', state: ['awaiting_approval'] },
  onSite: { when: 'today', state: ['checked_in'] },
};

/** The words under each number. */
export const COUNT_LABELS: Readonly<Record<`desk.${DeskCount}` | `host.${HostCount}` | 'watchlist.flagged', string>> = {
  'desk.expected': 'Expected today',
  'desk.arrived': 'Arrived',
  'desk.onSite': 'On site',
  'desk.left': 'Left',
  'desk.late': 'Not yet arrived, past their time',
  'watchlist.flagged': 'Flagged by the watchlist',
  'host.today': 'My visitors today',
  'host.awaitingApproval': 'Awaiting my approval',
  'host.onSite': 'On site now',
};
