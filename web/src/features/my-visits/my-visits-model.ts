import type { DeskRecord } from '#contract/api/visit-answers.ts';
import {
  isMyVisitsWhen,
  isVisitState,
  MY_VISITS_DEFAULT_PAGE_SIZE,
  stateParam,
  stateParts,
  VISIT_STATE_LABELS,
  type MyVisitsWhen,
} from '#contract/my-visits-filters.ts';
import { isStaleCheckIn, STALE_CHECK_IN_LABEL } from '#contract/roll-call.ts';
import { hostVisitActions, type VisitState } from '#contract/visit-state.ts';

/**
 * What `/MyVisitors` shows, as its address holds it (issue 12): `when`, `state` (comma-separated
 * VisitState values), `q`, `page`, `pageSize`. The dashboards link here with `when` and `state`.
 */
export interface MyVisitsView {
  readonly when: MyVisitsWhen;
  /** Empty: every state. In VISIT_STATES order. */
  readonly states: readonly VisitState[];
  readonly q: string;
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
}

export const PAGE_SIZES = [10, 25, 50] as const;

export const DEFAULT_VIEW: MyVisitsView = { when: 'all', states: [], q: '', page: 1, pageSize: MY_VISITS_DEFAULT_PAGE_SIZE };

const positive = (text: string | null, fallback: number, max: number): number => {
  const value = text !== null && /^\d{1,5}$/.test(text) ? Number(text) : NaN;
  return value >= 1 && value <= max ? value : fallback;
};

/**
 * The view an address asks for; what it cannot read falls back to the default (an unknown `when`
 * is All, unknown states are left out, a page size not offered is the default), so an old or
 * hand-edited link still opens a list.
 */
export const readMyVisitsView = (search: string): MyVisitsView => {
  const params = new URLSearchParams(search);
  const when = params.get('when') ?? '';
  const states = stateParts(params.get('state') ?? '').filter(isVisitState);
  const size = positive(params.get('pageSize'), DEFAULT_VIEW.pageSize, 100);
  return {
    when: isMyVisitsWhen(when) ? when : DEFAULT_VIEW.when,
    states: stateParts(stateParam(states)) as VisitState[],
    q: (params.get('q') ?? '').trim().slice(0, 100),
    page: positive(params.get('page'), 1, 10_000),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_VIEW.pageSize,
  };
};

/** The address of a view, without the parts that are at their default. */
export const myVisitsSearch = (view: MyVisitsView): string => {
  const params = new URLSearchParams();
  if (view.when !== DEFAULT_VIEW.when) params.set('when', view.when);
  if (view.states.length > 0) params.set('state', stateParam(view.states));
  if (view.q.trim() !== '') params.set('q', view.q.trim());
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.pageSize !== DEFAULT_VIEW.pageSize) params.set('pageSize', String(view.pageSize));
  const text = params.toString().replace(/%2C/g, ',');
  return text === '' ? '' : `?${text}`;
};

/** A state chip's filter turned on or off; any change of filter goes back to the first page. */
export const toggleState = (view: MyVisitsView, state: VisitState): MyVisitsView => {
  const states = view.states.includes(state) ? view.states.filter((s) => s !== state) : [...view.states, state];
  return { ...view, states: stateParts(stateParam(states)) as VisitState[], page: 1 };
};

/** The buttons a row shows, beside View (which every row has). */
export type RowAction = 'resend' | 'approve' | 'cancel';

export const rowActions = (state: VisitState): readonly RowAction[] => {
  const can = hostVisitActions(state);
  return [...(can.resendLink ? (['resend'] as const) : []), ...(can.approve ? (['approve'] as const) : []), ...(can.cancel ? (['cancel'] as const) : [])];
};

/** "Showing 11–20 of 45": the pager's words, only ever for a loaded page with rows. */
export const rangeLabel = (page: number, pageSize: number, shown: number, total: number): string =>
  `${(page - 1) * pageSize + 1}–${(page - 1) * pageSize + shown} of ${total.toLocaleString('en-IN')}`;

/** Why the list is empty, in words that fit the filters. */
export const emptyText = (view: MyVisitsView): string =>
  view.q.trim() !== ''
    ? 'No visit matches this search. Try another name or phone number.'
    : view.when !== 'all' || view.states.length > 0
      ? 'No visit matches these filters. Choose All to see every visit.'
      : 'You have no visitors yet. Create a visitor pass to invite someone.';

export interface ShownState {
  readonly state: VisitState;
  /** Checked in before today and never out: stale, as the roll call says (src/contract/roll-call.ts). */
  readonly stale: boolean;
  readonly label: string;
}

/**
 * A visit's state in the host's words. A check-in from an earlier day that was never checked out is
 * not "On site": the roll call (/OnSite) and the host's dashboard leave it out of who is on site now,
 * so the list calls it what the roll call does. `today` is the site's date (ISO).
 */
export const stateOf = (visit: Pick<DeskRecord, 'visit_state' | 'check_in'>, today: string, timeZone: string): ShownState => {
  const stale = visit.visit_state === 'checked_in' && isStaleCheckIn(visit.check_in, today, timeZone);
  return { state: visit.visit_state, stale, label: stale ? STALE_CHECK_IN_LABEL : VISIT_STATE_LABELS[visit.visit_state] };
};
