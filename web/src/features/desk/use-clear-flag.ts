import { useCallback, useState } from 'react';
import type { ClearFlagDialogProps, FlagAction } from './clear-flag-dialog.tsx';
import type { DeskVisit } from './desk-visit.ts';

type Target = Pick<DeskVisit, 'id' | 'name'>;

/**
 * "Clear flag" and "Turn away" (issue 28) from a desk row or the detail view (issue 13): `openClearFlag(visit)`
 * or `openTurnAway(visit)` opens the
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
  const [action, setAction] = useState<FlagAction>('clear');
  if (visit !== null && visit !== shown) setShown(visit);

  const openClearFlag = useCallback((target: Target) => {
    setOpening((n) => n + 1);
    setAction('clear');
    setVisit(target);
  }, []);
  const openTurnAway = useCallback((target: Target) => {
    setOpening((n) => n + 1);
    setAction('turn_away');
    setVisit(target);
  }, []);
  const close = useCallback(() => setVisit(null), []);

  const dialogProps: ClearFlagDialogProps = { open: visit !== null, action, visit: visit ?? shown, onCleared: close, onClose: close, afterClear };
  return { openClearFlag, openTurnAway, dialogKey: opening, dialogProps };
};
