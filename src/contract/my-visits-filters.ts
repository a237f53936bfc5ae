import { VISIT_STATES, type VisitState } from './visit-state.ts';

/**
 * My visitors' filters (issue 12) without zod, for the SPA's address and the server's schema
 * (my-visits-query.ts) alike: which days (`when`) and which states (`state`, comma-separated
 * VisitState values). The dashboards link with these names: `/MyVisitors?when=today`,
 * `/MyVisitors?state=awaiting_approval`, `/MyVisitors?when=today&state=checked_in`.
 */
export const MY_VISITS_WHEN = ['upcoming', 'today', 'past', 'all'] as const;
export type MyVisitsWhen = (typeof MY_VISITS_WHEN)[number];

export const MY_VISITS_WHEN_LABELS: Readonly<Record<MyVisitsWhen, string>> = { upcoming: 'Upcoming', today: 'Today', past: 'Past', all: 'All' };

/** Each state as the host reads it, in the order the list's filter offers them. */
export const VISIT_STATE_LABELS: Readonly<Record<VisitState, string>> = {
  awaiting_details: 'Invited',
  awaiting_approval: 'Details submitted',
  expected: 'Approved',
  checked_in: 'On site',
  checked_out: 'Left',
  missed: 'Missed',
  cancelled: 'Cancelled',
  declined: 'Declined',
};

export const MY_VISITS_DEFAULT_PAGE_SIZE = 10;
export const MY_VISITS_MAX_PAGE_SIZE = 100;

/** `a, b,a` to its distinct parts; an empty text is none (every state). */
export const stateParts = (text: string): string[] => [...new Set(text.split(',').map((part) => part.trim()).filter(Boolean))];

export const isVisitState = (value: string): value is VisitState => (VISIT_STATES as readonly string[]).includes(value);

export const isMyVisitsWhen = (value: string): value is MyVisitsWhen => (MY_VISITS_WHEN as readonly string[]).includes(value);

/** The states as the address writes them (`awaiting_approval,expected`), in VISIT_STATES order. */
export const stateParam = (states: readonly VisitState[]): string => VISIT_STATES.filter((state) => states.includes(state)).join(',');
