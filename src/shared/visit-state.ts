/**
 * Where a visit stands at the desk (product-spec.md section 4): not checked in, then In, then Out;
 * a visit whose day has passed with neither is missed. The server states it; the desk's buttons
 * follow the same rules.
 */
export const VISIT_STATES = ['awaiting_details', 'awaiting_approval', 'expected', 'checked_in', 'checked_out', 'missed'] as const;
export type VisitState = (typeof VISIT_STATES)[number];

/** `today` is the site's date as an ISO date. */
export interface VisitFacts {
  readonly submittedAt: Date | null;
  readonly approveStatus: string;
  readonly checkIn: Date | null;
  readonly checkOut: Date | null;
  /** ISO date. */
  readonly visitDate: string;
}

export const visitState = (pass: VisitFacts, today: string): VisitState => {
  if (pass.checkIn && pass.checkOut) return 'checked_out';
  if (pass.checkIn) return 'checked_in';
  if (pass.visitDate < today) return 'missed';
  if (!pass.submittedAt) return 'awaiting_details';
  if (pass.approveStatus !== 'Approved') return 'awaiting_approval';
  return 'expected';
};

/** In is possible for an approved visit of today that has not checked in ("disabled when already in and in history"). */
export const canCheckIn = (state: VisitState, visitDate: string, today: string): boolean => state === 'expected' && visitDate === today;

/** Out needs a prior In and no Out. */
export const canCheckOut = (state: VisitState): boolean => state === 'checked_in';
