import { ROW_ACTION, ROW_FALLBACK, ROW_KEY } from './row-focus-attributes.ts';

/**
 * The DOM work of row-focus.ts's hooks, loaded just after a table first renders (it only acts after a
 * row's action or a re-render that disables the focused control): see row-focus.ts for where the focus goes.
 */

/** How long a wanted control may take to become enabled (the row's re-render after the answer). */
const WAIT_MS = 1500;

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

/** A pending wait of settleRowFocus, so that a newer action or an unmount can cancel it. */
export interface FocusFrame {
  current: number;
}

/** Puts the focus in the row once its action has settled (row-focus.ts, useRowFocus). */
export const settleRowFocus = (frame: FocusFrame, key: string, pressed: string, ok: boolean, prefer: readonly string[]): void => {
  cancelAnimationFrame(frame.current);
  const wanted = ok ? prefer : [pressed];
  const deadline = performance.now() + WAIT_MS;
  const step = () => {
    const row = rowOf(key);
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
};

/** Follows which row control has the focus; `check`, after a render, moves it to the row when that render took it away. */
export interface FocusKeeper {
  check(): void;
  stop(): void;
}

const rowKeys = (): string[] => [...document.querySelectorAll<HTMLElement>(`[${ROW_KEY}]`)].map((row) => row.getAttribute(ROW_KEY) ?? '');

/** The row that now stands where the row `key` stood in `order`: the next one still shown, else the one before. */
const neighbourOf = (key: string, order: readonly string[]): HTMLElement | null => {
  const at = order.indexOf(key);
  if (at < 0) return null;
  for (const next of order.slice(at + 1)) {
    const row = rowOf(next);
    if (row) return row;
  }
  for (const before of order.slice(0, at).reverse()) {
    const row = rowOf(before);
    if (row) return row;
  }
  return null;
};

export const keepRowFocus = (): FocusKeeper => {
  let last: { readonly element: HTMLElement; readonly key: string } | null = null;
  // The rows in the order of the last check: where a row that has since left the list stood. A visitor
  // another desk checked in leaves a "Not Checked In" list, one checked out leaves the roll call.
  let order: string[] = [];
  const onFocusIn = (event: FocusEvent) => {
    const element = event.target instanceof HTMLElement ? event.target : null;
    const key = element?.closest(`[${ROW_KEY}]`)?.getAttribute(ROW_KEY);
    // The row itself too: it holds the focus after its focused control was disabled, and may then leave.
    last = element && key ? { element, key } : null;
  };
  document.addEventListener('focusin', onFocusIn);
  return {
    check: () => {
      const before = order;
      order = rowKeys();
      if (!last) return;
      const { element, key } = last;
      const lost = !element.isConnected || element.matches(':disabled');
      const active = document.activeElement;
      if (!lost || (active !== null && active !== document.body && active !== element)) return;
      last = null;
      // Its row, or, when the row has left the list, the row now in its place, or, when it was the last, the list's empty state.
      (rowOf(key) ?? neighbourOf(key, before) ?? document.querySelector<HTMLElement>(`[${ROW_FALLBACK}]`))?.focus();
    },
    stop: () => document.removeEventListener('focusin', onFocusIn),
  };
};
