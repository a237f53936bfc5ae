import Chip from '@mui/material/Chip';
import type { DeskVisit } from './desk-visit.ts';

/**
 * A visit's watchlist flag on the desk's screens (issue 13): the chip that shows it. The "Clear flag"
 * dialog's state is use-clear-flag.ts, which the desk's list needs before its rows (and their chips)
 * have loaded.
 */

/** What the chip says to a screen reader: the reason the visit stands out, not just the word on it. */
export const FLAGGED_LABEL = 'Flagged by the watchlist: security must clear the flag before check-in';

/**
 * "Watchlist": a visit with a watchlist flag security has not cleared (issue 13), in the desk's lists,
 * the detail view and the roll call. Red and filled, so that it is seen among the status chips; named
 * for screen readers by what it means. No icon: the desk's list is at its page-weight limit.
 */
export const WatchlistChip = ({ size = 'small', id }: { readonly size?: 'small' | 'medium'; readonly id?: string }) => (
  <Chip
    id={id}
    size={size}
    color="error"
    label="Watchlist"
    role="img"
    aria-label={FLAGGED_LABEL}
    data-flagged
    sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
  />
);

/** The hint on a flagged visit's disabled In (the list's rows): why it cannot be pressed, and what to do. */
export const IN_WAITS_FOR_FLAG = 'Flagged by the watchlist: clear the flag first';

/** The id of a visit's chip in a list, for the In button that it describes. */
export const flagChipId = (visit: Pick<DeskVisit, 'id'>): string => `watchlist-flag-${visit.id}`;
