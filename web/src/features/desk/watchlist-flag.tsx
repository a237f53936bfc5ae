import Chip from '@mui/material/Chip';
import { useCallback, useState } from 'react';
import type { ClearFlagDialogProps } from './clear-flag-dialog.tsx';
import type { DeskVisit } from './desk-visit.ts';

/**
 * A visit's watchlist flag on the desk's screens (issue 13): the chip that shows it and the "Clear
 * flag" dialog's state. One module, so that the screens that show a flag load one small chunk.
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

/** The id of a visit's chip in a list, for the In button that it describes. */
export const flagChipId = (visit: Pick<DeskVisit, 'id'>): string => `watchlist-flag-${visit.id}`;

type Target = Pick<DeskVisit, 'id' | 'name'>;

/**
 * "Clear flag" from a desk row or the detail view (issue 13): `openClearFlag(visit)` opens the
 * dialog (clear-flag-dialog.tsx, which asks for the reason and clears the flag); `dialogProps` are
 * the dialog's and `dialogKey` its key (a new one at each opening). Each screen loads the dialog
 * itself with `deferred`, so that its code (the call, zod) arrives just after the screen and the
 * preload list of that import is shared with the screen's other lazy parts (page weight: a list of
 * its own cost the desk's list about 1 KB). `afterClear` names what else the screen must read again.
 */
export const useClearFlag = (afterClear?: (id: number) => void) => {
  const [visit, setVisit] = useState<Target | null>(null);
  // The visit stays in the dialog while it closes; each opening is a new, empty dialog.
  const [shown, setShown] = useState<Target | null>(null);
  const [opening, setOpening] = useState(0);
  if (visit !== null && visit !== shown) setShown(visit);

  const openClearFlag = useCallback((target: Target) => {
    setOpening((n) => n + 1);
    setVisit(target);
  }, []);
  const close = useCallback(() => setVisit(null), []);

  const dialogProps: ClearFlagDialogProps = { open: visit !== null, visit: visit ?? shown, onCleared: close, onClose: close, afterClear };
  return { openClearFlag, dialogKey: opening, dialogProps };
};
