import { useCallback, useEffect, useRef } from 'react';

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

const ROW_KEY = 'data-row-key';
const ROW_ACTION = 'data-row-action';

/** How long a wanted control may take to become enabled (the row's re-render after the answer). */
const WAIT_MS = 1500;

/** The row (or card) element the focus may fall back to: keyed, and focusable by script but not by Tab. */
export const focusableRow = (key: string | number) => ({ [ROW_KEY]: String(key), tabIndex: -1 }) as const;

/** Names one of a row's controls, for `prefer` and for finding the pressed one. */
export const rowAction = (name: string) => ({ [ROW_ACTION]: name }) as const;

/** A row holding the focus shows it as the buttons do (it is only ever focused by script, after an action). */
export const ROW_FOCUS_SX = { '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' } } as const;

const TABBABLE = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

const rowOf = (key: string): HTMLElement | null => document.querySelector<HTMLElement>(`[${ROW_KEY}="${CSS.escape(key)}"]`);

const enabledAction = (row: HTMLElement, name: string): HTMLElement | null => {
  const element = row.querySelector<HTMLElement>(`[${ROW_ACTION}="${CSS.escape(name)}"]`);
  return element && element.matches(TABBABLE) && element.getAttribute('aria-disabled') !== 'true' ? element : null;
};

/** The first enabled control after the pressed one, in the order Tab takes. */
const nextAfter = (row: HTMLElement, pressed: string): HTMLElement | null => {
  const from = row.querySelector(`[${ROW_ACTION}="${CSS.escape(pressed)}"]`);
  if (!from) return null;
  return [...row.querySelectorAll<HTMLElement>(TABBABLE)].find((element) => element.getAttribute('aria-disabled') !== 'true' && (from.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0) ?? null;
};

/** Whether moving the focus into the row takes nobody's place: it is still in the row, or was dropped. */
const focusIsFree = (row: HTMLElement): boolean => {
  const active = document.activeElement;
  return active === null || active === document.body || row.contains(active);
};

export type SettleRowFocus = (key: string | number, pressed: string, ok: boolean, prefer?: readonly string[]) => void;

/** The focus's place after a row's action settles (see above); one wait at a time, none after unmounting. */
export const useRowFocus = (): SettleRowFocus => {
  const frame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  return useCallback((key, pressed, ok, prefer = []) => {
    cancelAnimationFrame(frame.current);
    const wanted = ok ? prefer : [pressed];
    const deadline = performance.now() + WAIT_MS;
    const step = () => {
      const row = rowOf(String(key));
      // The row has gone (another page, a filter it no longer matches): there is no place in it to keep.
      if (!row || !focusIsFree(row)) return;
      const ready = wanted.map((name) => enabledAction(row, name)).find((element) => element !== null);
      if (ready) {
        ready.focus();
        return;
      }
      if (wanted.length > 0 && performance.now() < deadline) {
        frame.current = requestAnimationFrame(step);
        return;
      }
      (nextAfter(row, pressed) ?? row).focus();
    };
    frame.current = requestAnimationFrame(step);
  }, []);
};

/**
 * For a table of keyed rows, called on each of its renders: when a render disables (or replaces) the
 * row control that had the focus - its own call has started, or a live update says another desk
 * checked the visitor in - the browser drops the focus to the body; it is put on that row instead,
 * which a screen reader then reads as it now is. An action's useRowFocus may move it on from there.
 */
export const useKeepRowFocus = (): void => {
  const last = useRef<{ readonly element: HTMLElement; readonly key: string } | null>(null);
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const element = event.target instanceof HTMLElement ? event.target : null;
      const key = element?.closest(`[${ROW_KEY}]`)?.getAttribute(ROW_KEY);
      last.current = element && key && element.getAttribute(ROW_KEY) === null ? { element, key } : null;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);
  useEffect(() => {
    const held = last.current;
    if (!held) return;
    const { element, key } = held;
    const lost = !element.isConnected || element.matches(':disabled');
    const active = document.activeElement;
    if (!lost || (active !== null && active !== document.body && active !== element)) return;
    last.current = null;
    rowOf(key)?.focus();
  });
};
