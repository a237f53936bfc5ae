import { useCallback, useEffect, useRef } from 'react';
import { ROW_ACTION, ROW_KEY } from './row-focus-attributes.ts';
import type * as RowFocusMoves from './row-focus-moves.ts';
import type { FocusKeeper } from './row-focus-moves.ts';

/**
 * Where the keyboard focus goes after a row's action (Approve on Visitor Approval, In and Out at the
 * desk), WCAG 2.4.3. The pressed button is disabled while its call runs, and the browser then drops
 * the focus to the page's body: the next Tab would start again from the header, and a screen reader
 * would say nothing. So once the call has settled the focus is put back in the row:
 *
 * - after a success, on the first of `prefer` that is enabled (the desk's Out after In), waiting a
 *   moment for the row to show the change; else on the row's next enabled control after the pressed
 *   button; else on the row itself;
 * - after a failure, on the pressed button again once it is enabled; else as after a success.
 *
 * Only when the focus is still in the row or was dropped to the body: a user who went on elsewhere
 * meanwhile keeps their place. A live update that re-renders the rows keeps their elements (their keys
 * are the visits' ids); one that disables the focused control is useKeepRowFocus's, below. The outcome
 * itself is announced by the notices' role status or alert region (notices.tsx), not here.
 *
 *   <TableRow {...focusableRow(visit.id)} sx={ROW_FOCUS_SX}> ... <Button {...rowAction('in')}>
 *   const settleFocus = useRowFocus();
 *   settleFocus(visit.id, 'in', result.ok, ['out']);
 */


/** The row (or card) element the focus may fall back to: keyed, and focusable by script but not by Tab. */
export const focusableRow = (key: string | number) => ({ [ROW_KEY]: String(key), tabIndex: -1 }) as const;

/** Names one of a row's controls, for `prefer` and for finding the pressed one. */
export const rowAction = (name: string) => ({ [ROW_ACTION]: name }) as const;

/** A row holding the focus shows it as the buttons do (it is only ever focused by script, after an action). */
export const ROW_FOCUS_SX = { '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' } } as const;

export type SettleRowFocus = (key: string | number, pressed: string, ok: boolean, prefer?: readonly string[]) => void;

type Moves = typeof RowFocusMoves;
let loading: Promise<Moves> | undefined;

/**
 * The DOM work loads just after a table first renders, not with the page: it acts only after a key press on a
 * row's button, long after. Should it fail to arrive, the page works as before and the browser leaves the focus
 * where it drops it; a later render tries the load again.
 */
const loadMoves = (): Promise<Moves> =>
  (loading ??= import('./row-focus-moves.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));

const ignore = () => undefined;

/** The focus's place after a row's action settles (see above); one wait at a time, none after unmounting. */
export const useRowFocus = (): SettleRowFocus => {
  const frame = useRef(0);
  useEffect(() => {
    loadMoves().catch(ignore);
  }, []);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  return useCallback((key, pressed, ok, prefer = []) => {
    loadMoves()
      .then((moves) => moves.settleRowFocus(frame, String(key), pressed, ok, prefer))
      .catch(ignore);
  }, []);
};

/**
 * For a table of keyed rows, called on each of its renders: when a render disables (or replaces) the
 * row control that had the focus - its own call has started, or a live update says another desk
 * checked the visitor in - the browser drops the focus to the body; it is put on that row instead,
 * which a screen reader then reads as it now is. When the row itself has left the list (a filter it
 * no longer matches, a visitor gone from the roll call), the focus goes to the row now in its place,
 * else the one before it. An action's useRowFocus may move it on from there.
 */
export const useKeepRowFocus = (): void => {
  const keeper = useRef<FocusKeeper | null>(null);
  useEffect(() => {
    let stopped = false;
    loadMoves()
      .then((moves) => {
        if (!stopped) keeper.current = moves.keepRowFocus();
      })
      .catch(ignore);
    return () => {
      stopped = true;
      keeper.current?.stop();
      keeper.current = null;
    };
  }, []);
  useEffect(() => {
    keeper.current?.check();
  });
};
