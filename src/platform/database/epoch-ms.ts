/**
 * A timestamptz column as epoch milliseconds (a number), and back: how the plain-SQL reads select
 * instants, so that a row carries numbers rather than text to parse. In a file of its own, free of
 * the ORM, because column definitions built with it (visits/adapters/sql/visit-row.ts) are shared
 * with the hand-written baseline of bench/compare.ts, which must not load the product's framework.
 */
export const epochMs = (column: string, alias: string): string => `(extract(epoch from ${column}) * 1000)::float8 as ${alias}`;
export const dateOrNull = (ms: number | null): Date | null => (ms === null ? null : new Date(ms));
