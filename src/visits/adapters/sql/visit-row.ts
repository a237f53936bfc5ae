import { types } from '@mikro-orm/core';
import { sql, type AliasedRawBuilder, type Selectable } from 'kysely';
import type { Tables } from '../../../tables.ts';
import { dateOrNull, epochMsOf } from '../../../platform/database/epoch-ms.ts';
import { VisitorPass } from '../../domain/visitor-pass.ts';
import { VisitorPassSchema } from '../mikro-orm/visitor-pass.schema.ts';

/** A visit's table as the definition says (`visitor-pass.schema.ts`, inferred by InferKyselyDB). */
export type VisitTable = Selectable<Tables['visitor_pass']>;
/** A column of a visit's table. */
export type VisitColumn = keyof VisitTable & string;

/** An instant is read as epoch milliseconds, under its column's name with `_at` turned into `_ms`. */
type Instant<S extends string> = S extends `${infer B}_at` ? `${B}_ms` : `${S}_ms`;
/** The definition's lazy columns, which no list or desk action reads: none since the sealed Aadhaar number went (issue 31). */
type Unread = never;

/**
 * A visit's row as the reads that skip the ORM select it: one field for each column of the
 * definition, typed as the definition types it, so a column added there is a field here. Dates and
 * times come as text, instants as epoch milliseconds.
 */
export type VisitRow = {
  [K in Exclude<VisitColumn, Unread> as VisitTable[K] extends Date | null ? Instant<K> : K]: VisitTable[K] extends Date
    ? number
    : VisitTable[K] extends Date | null
      ? number | null
      : VisitTable[K];
};

/** How a column arrives in PostgreSQL's binary format, by the definition's type (the export decodes by it). */
export type ColumnKind = 'text' | 'int4' | 'int2' | 'bool' | 'date' | 'time' | 'timestamptz' | 'json';

/** A property of the definition as `defineEntity` leaves it in the metadata. */
interface Defined {
  readonly fieldName?: string;
  readonly columnType?: string;
  readonly type?: unknown;
  readonly kind?: string;
  readonly lazy?: boolean;
}

const KINDS = new Map<unknown, ColumnKind>([
  [types.text, 'text'],
  [types.integer, 'int4'],
  [types.smallint, 'int2'],
  [types.boolean, 'bool'],
  [types.date, 'date'],
  [types.time, 'time'],
  [types.datetime, 'timestamptz'],
  [types.json, 'json'],
]);

/** One column of a visit, read from the definition: its property, column, how it is read, and whether lists read it. */
export interface VisitField {
  readonly property: keyof VisitorPass & string;
  readonly column: VisitColumn;
  readonly kind: ColumnKind;
  /** The row's field: the column, or for an instant `…_ms`. */
  readonly alias: string;
  readonly lazy: boolean;
}

const snakeCase = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Every column of a visit, in the definition's order: the one place a visit's columns are written is the definition. */
export const VISIT_FIELDS: readonly VisitField[] = Object.entries(VisitorPassSchema.meta.properties as unknown as Record<string, Defined>).map(([property, defined]) => {
  const column = (defined.fieldName ?? snakeCase(property)) as VisitColumn;
  // A relation to another row holds that row's integer id.
  const kind = defined.kind === 'm:1' ? 'int4' : KINDS.get(defined.type);
  if (!kind) throw new Error(`visit-row: no column kind for ${property}`);
  if (kind === 'timestamptz' && defined.columnType !== 'timestamptz') throw new Error(`visit-row: ${property} is a datetime that is not timestamptz`);
  const alias = kind === 'timestamptz' ? `${column.replace(/_at$/, '')}_ms` : column;
  return { property: property as keyof VisitorPass & string, column, kind, alias, lazy: defined.lazy === true };
});

const READ = VISIT_FIELDS.filter((field) => !field.lazy);
const UNREAD: readonly Unread[] = [];
// The type's exception and the definition's lazy columns are one and the same.
if (VISIT_FIELDS.filter((field) => field.lazy).map((field) => field.column).join() !== UNREAD.join()) throw new Error('visit-row: lazy columns differ from VisitRow');

/**
 * Every column of a visit as the domain object holds it, for reads that skip the ORM, as Kysely
 * selections of the table aliased `v`: instants as epoch milliseconds (numbers, not text to parse),
 * dates and times as text.
 */
export const visitSelections = (): AliasedRawBuilder<unknown, keyof VisitRow>[] =>
  READ.map((field) => {
    const column = sql.ref(`v.${field.column}`);
    const selection =
      field.kind === 'timestamptz'
        ? sql.raw(epochMsOf(`"v"."${field.column}"`))
        : field.kind === 'date' || field.kind === 'time'
          ? sql`${column}::text`
          : sql`${column}`;
    return selection.as(field.alias as keyof VisitRow);
  });

/**
 * The domain object of a row: read-only use (lists, answers), never handed to the ORM to write. Made
 * by a function written once from VISIT_FIELDS, as MikroORM's own hydrator is: one object literal of
 * every field keeps it as cheap as a hand-written mapping (a loop over the fields with computed keys
 * cost ten times as much a desk page), its fields its own from the start, so that none of the ORM's
 * setters on the class's prototype runs (platform/database/detached-entity.ts).
 */
export const passFromRow: (row: VisitRow) => VisitorPass = (() => {
  const fields = VISIT_FIELDS.map((field) => {
    const value = field.lazy ? 'null' : field.kind === 'timestamptz' ? `dateOrNull(row[${JSON.stringify(field.alias)}])` : `row[${JSON.stringify(field.alias)}]`;
    return `${JSON.stringify(field.property)}: ${value}`;
  });
  // Written from the definition once, at load, as the ORM's hydrator is.
  const make = new Function('prototype', 'dateOrNull', `return (row) => Object.setPrototypeOf({ ${fields.join(', ')} }, prototype);`) as (
    prototype: object,
    toDate: typeof dateOrNull,
  ) => (row: VisitRow) => VisitorPass;
  return make(VisitorPass.prototype, dateOrNull);
})();
