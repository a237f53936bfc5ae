/**
 * Where a visit stands at the desk (docs/product/visits.md VIS-STATE): not checked in, then In, then Out;
 * a visit whose day has passed with neither is missed; a visit its host cancelled before it began is
 * cancelled (no longer expected: no In, its link refused); a walk-in its host declined from the
 * mailed link is declined (issue 13: no In, nothing left to do). The server states it; the desk's
 * buttons and the host's My visitors actions follow the same rules.
 */
export const VISIT_STATES = ['awaiting_details', 'awaiting_approval', 'expected', 'checked_in', 'checked_out', 'missed', 'cancelled', 'declined'] as const;
export type VisitState = (typeof VISIT_STATES)[number];

/** `today` is the site's date as an ISO date. */
export interface VisitFacts {
  readonly submittedAt: Date | null;
  readonly approveStatus: string;
  readonly checkIn: Date | null;
  readonly checkOut: Date | null;
  /** ISO date. */
  readonly visitDate: string;
  /** Set when the host cancelled the visit (only possible before a check-in). */
  readonly cancelledAt?: Date | null;
  /** Set when the host declined a walk-in (only possible while it awaits approval). */
  readonly declinedAt?: Date | null;
}

export const visitState = (pass: VisitFacts, today: string): VisitState => {
  if (pass.cancelledAt) return 'cancelled';
  if (pass.declinedAt) return 'declined';
  if (pass.checkIn && pass.checkOut) return 'checked_out';
  if (pass.checkIn) return 'checked_in';
  if (pass.visitDate < today) return 'missed';
  if (!pass.submittedAt) return 'awaiting_details';
  if (pass.approveStatus !== 'Approved') return 'awaiting_approval';
  return 'expected';
};

/** In is possible for an approved visit of today that has not checked in ("disabled when already in and in history"). */
export const canCheckIn = (state: VisitState, visitDate: string, today: string): boolean => state === 'expected' && visitDate === today;

/**
 * Called off: the host cancelled the visit, or declined the walk-in. Nobody is coming on it, so the
 * desk has nothing to do with it: no In, no photo to take, no badge to print (a photo taken before
 * stays viewable).
 */
export const isCalledOff = (state: VisitState): boolean => state === 'cancelled' || state === 'declined';

/** Out needs a prior In and no Out. */
export const canCheckOut = (state: VisitState): boolean => state === 'checked_in';

/** What a host may do with one of their visits on My visitors (`/MyVisitors`). */
export interface HostVisitActions {
  /** A new link to the details form (the old one stops working): the visitor has not filled it in yet. */
  readonly resendLink: boolean;
  /** Invited, submitted or approved, not checked in and not past. */
  readonly cancel: boolean;
  /** The details are in, waiting for the host's approval. */
  readonly approve: boolean;
}

/**
 * The actions that fit a visit's state. A state already carries the day: a visit whose day has
 * passed without a check-in is `missed`, so the three waiting states are always today or later.
 */
export const hostVisitActions = (state: VisitState): HostVisitActions => ({
  resendLink: state === 'awaiting_details',
  cancel: state === 'awaiting_details' || state === 'awaiting_approval' || state === 'expected',
  approve: state === 'awaiting_approval',
});
