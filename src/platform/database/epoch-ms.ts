/**
 * A timestamptz column as epoch milliseconds (a number), and back: how the plain-SQL reads select
 * instants, so that a row carries numbers rather than text to parse. In a file of its own, free of
 * the ORM and of Kysely, because the hand-written baseline of bench/compare.ts uses it too and must
 * not load the product's framework.
 */
export const epochMsOf = (column: string): string => `(extract(epoch from ${column}) * 1000)::float8`;
export const epochMs = (column: string, alias: string): string => `${epochMsOf(column)} as ${alias}`;
export const dateOrNull = (ms: number | null): Date | null => (ms === null ? null : new Date(ms));
