/** The attributes that mark a table's rows and their controls for row-focus.ts (and its lazily loaded half). */
export const ROW_KEY = 'data-row-key';
export const ROW_ACTION = 'data-row-action';
