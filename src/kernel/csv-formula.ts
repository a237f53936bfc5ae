/**
 * CSV formula injection (OWASP, "CSV Injection"): a spreadsheet opening a CSV reads a cell that
 * begins with `=`, `+`, `-` or `@` as a formula, and one that begins with TAB or CR is trimmed to what
 * follows, which may be one. So a stored name such as `=HYPERLINK("http://evil.example","x")` would be
 * a live link in the file a desk opens. Every text cell of every CSV the product writes (the roll
 * call, the insights, `vms visitors export`) goes through this rule: such a cell is written with a
 * single quote in front, which spreadsheets show as text and CSV readers keep as part of the value.
 * Cells the product writes from numbers (counts, ids) are not text and are left alone.
 * docs/adr/0021-csv-formulas-and-terminal-text.md.
 */

/**
 * The characters that make a cell a formula when it begins with one: `=` `+` `-` `@` TAB CR, and the
 * full-width `＝` `＋` `－` `＠`, which Apple Numbers reads as the plain ones (as csv-stringify's own
 * `escape_formulas` also knows).
 */
export const FORMULA_LEADS = ['=', '+', '-', '@', '\t', '\r', '\uff1d', '\uff0b', '\uff0d', '\uff20'] as const;

/** What goes in front of such a cell. */
export const FORMULA_GUARD = "'";

const LEADS: ReadonlySet<string> = new Set(FORMULA_LEADS);

/** Whether a spreadsheet would read this text cell as a formula. */
export const startsAsFormula = (cell: string): boolean => cell.length > 0 && LEADS.has(cell[0]!);

/** The cell as it is written to a CSV: with a single quote in front when it would be a formula. */
export const neutraliseFormula = (cell: string): string => (startsAsFormula(cell) ? `${FORMULA_GUARD}${cell}` : cell);
