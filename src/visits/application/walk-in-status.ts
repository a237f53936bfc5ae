import type { WalkInStatus } from '../../shared/api/kiosk-answers.ts';
import type { VisitState } from '../../shared/visit-state.ts';

/**
 * Where a walk-in stands for the kiosk waiting with the visitor (issue 13): its host's answer, or
 * "see the desk" when the watchlist flagged it (and security has not cleared it), or when nothing is
 * left for the kiosk to do (its day has passed). A visit its host cancelled is as good as declined.
 * In, then Out, stays "checked in": the kiosk is done with it.
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
      return flagged ? 'see_desk' : 'waiting';
    case 'expected':
      return flagged ? 'see_desk' : 'approved';
  }
};

/** What a kiosk may show of a visitor: the first word of their name. */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? '';
