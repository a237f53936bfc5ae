/**
 * The largest id a row of the product has: every id a request can name (a visit, an employee, a kiosk,
 * a watchlist entry, a flag) is a PostgreSQL `integer`. A larger one names nothing, and sent to
 * PostgreSQL it fails the statement (a 500, issue 27), so it is refused before any query.
 */
export const MAX_RECORD_ID = 2_147_483_647;

/** An id as the product writes one: decimal digits, no sign, no leading zero. */
const RECORD_ID = /^[1-9][0-9]{0,9}$/;

/** Whether a number can be the id of a row. */
export const isRecordId = (id: number): boolean => Number.isSafeInteger(id) && id >= 1 && id <= MAX_RECORD_ID;

/** The id a text (a path segment, a token's part) spells, or undefined when it spells none a row can have. */
export const recordIdOf = (text: string): number | undefined => {
  if (!RECORD_ID.test(text)) return undefined;
  const id = Number(text);
  return id <= MAX_RECORD_ID ? id : undefined;
};
