import { stringify } from 'csv-stringify/sync';
import { neutraliseFormula } from '#kernel/csv-formula.ts';

/** A cell: text (a name, a date as the site writes it) or a number the product counted. */
export type CsvCell = string | number;

/**
 * A whole CSV file as the product's downloads write it (the roll call, each insight chart): RFC 4180
 * as csv-stringify writes it, a header row, and every text cell through the formula rule
 * (src/kernel/csv-formula.ts), so a stored `=HYPERLINK(…)` reaches a spreadsheet as text. Numbers are
 * written as they are. `vms visitors export` streams its CSV through the same rule byte by byte
 * (copy-binary-export-encoder.ts).
 */
export const csvDocument = (columns: readonly string[], rows: readonly (readonly CsvCell[])[]): string =>
  stringify(rows as CsvCell[][], { header: true, columns: [...columns], cast: { string: (cell) => neutraliseFormula(cell) } });
