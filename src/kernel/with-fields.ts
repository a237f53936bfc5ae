/**
 * `{ ...fresh, ...extra }` for an object just made by the caller: `extra`'s fields are added to
 * `fresh` itself, which is returned.
 *
 * Why not the spread: on Node 20, an object literal that spreads an object and then adds fields
 * (`{ ...record, state }`) takes V8's slow path, 0.8–7.8 µs an object whatever its size, against
 * 0.1–0.3 µs for this (bench/object-spread.ts; docs/performance-history.md, "Rows built by spreading"). The
 * lists built several such objects a row, and a desk page of 25 rows spent about 0.8 ms of CPU in them.
 */
export const withFields = <T extends object, U extends object>(fresh: T, extra: U): T & U => Object.assign(fresh, extra);
