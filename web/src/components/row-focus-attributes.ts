/** The attributes that mark a table's rows and their controls for row-focus.ts (and its lazily loaded half). */
export const ROW_KEY = 'data-row-key';
export const ROW_ACTION = 'data-row-action';
export const ROW_FALLBACK = 'data-row-fallback';

/**
 * Marks a list's "No records found." as where the focus goes when the last row leaves the list (another
 * desk checked its visitor in or out): focusable by script but not by Tab, so a screen reader reads that the list
 * is now empty instead of the focus falling to the page's body.
 */
export const emptyListFocus = { [ROW_FALLBACK]: '', tabIndex: -1 } as const;
