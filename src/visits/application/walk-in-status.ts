import type { WalkInStatus } from '#contract/api/kiosk-answers.ts';
import type { VisitState } from '#contract/visit-state.ts';

/**
 * Where a walk-in stands for the kiosk waiting with the visitor (issue 13): its host's answer, or
 * "see the desk" when the watchlist flagged it (and security has not cleared it), or when nothing is
 * left for the kiosk to do (its day has passed). A visit its host cancelled is as good as declined.
 * In, then Out, stays "checked in": the kiosk is done with it. Until the host answers it is "waiting",
 * flagged or not (issue 27): the flag shows with the host's answer, so whoever stands at the tablet
 * cannot ask the watchlist about a phone number by signing in as a walk-in. Security hears of the flag
 * at once, as before (the flag's row and mail).
 */
export const walkInStatus = (state: VisitState, flagged: boolean): WalkInStatus => {
  switch (state) {
    case 'declined':
    case 'cancelled':
      return 'declined';
    case 'checked_in':
    case 'checked_out':
      return 'checked_in';
    case 'missed':
    case 'awaiting_details':
      return 'see_desk';
    case 'awaiting_approval':
      return 'waiting';
    case 'expected':
      return flagged ? 'see_desk' : 'approved';
  }
};
