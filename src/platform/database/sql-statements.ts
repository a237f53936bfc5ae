import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql, type Compilable, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import type { EntityManager } from '@mikro-orm/postgresql';
import { runPrepared, type PreparedStatement } from './prepared-sql.ts';

/**
 * A Kysely that only compiles (no connection): the read models build each statement with Kysely's
 * typed builder over tables inferred from the entity definitions, and compile it once, at module load
 * or once per shape of a list's filters. Its text then runs through `runPrepared`/`runSql` as before,
 * so a request pays a map look-up, not a build and a compile (docs/adr/0032-kysely-typed-read-models.md).
 */
export const sqlBuilder = <Database>(): Kysely<Database> =>
  new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });

/**
 * A parameter of a statement compiled once, named rather than valued: the compiled query's
 * parameters are these names in `$n` order, and `bind` puts each request's values in their place.
 * `T` is the type the builder checks it against (a column's type), `cast` an SQL type to cast to.
 */
export const slot = <T>(name: string, cast?: string): RawBuilder<T> => (cast ? sql<T>`${name}::${sql.raw(cast)}` : sql<T>`${name}`);

/**
 * A compiled statement and which slot each of its parameters is. `Row` is the row the builder
 * inferred from the select list (a type only: `row` is never set), so that a read model's rows are
 * typed by the statement that makes them rather than by a second, hand-written interface.
 */
export interface CompiledStatement<Slot extends string = string, Row = unknown> extends PreparedStatement {
  readonly slots: readonly Slot[];
  readonly row?: Row;
}

/** Compiles a statement built with `slot`s. */
export const compile = <Slot extends string, Row = unknown>(name: string, query: Compilable<Row>): CompiledStatement<Slot, Row> => {
  const compiled = query.compile();
  // A value written into the builder would be bound as it was at compile time, for every request.
  const fixed = compiled.parameters.find((parameter) => typeof parameter !== 'string');
  if (fixed !== undefined) throw new Error(`${name}: a parameter that is not a slot (${String(fixed)}); use slot() or sql.lit()`);
  return { name, text: compiled.sql, slots: compiled.parameters as Slot[] };
};

/**
 * Statements compiled once per key (a list's shape of filters), named `<prefix>.<n>` in the order
 * they are first asked for: a request whose shape was seen before pays a map look-up.
 */
export const statementCache = (prefix: string) => {
  const statements = new Map<string, CompiledStatement>();
  return <Slot extends string>(key: string, build: () => Compilable): CompiledStatement<Slot> => {
    let statement = statements.get(key);
    if (!statement) {
      statement = compile<Slot>(`${prefix}.${statements.size + 1}`, build());
      statements.set(key, statement);
    }
    return statement as CompiledStatement<Slot>;
  };
};

/**
 * The select list of `select … from <from>` as SQL text, for statements written around it (a `COPY`,
 * the baseline's own statements): the builder's text with its fixed start and end taken off, checked.
 */
export const selectListOf = (query: Compilable, from: string): string => {
  const text = query.compile().sql;
  const start = 'select ';
  if (!text.startsWith(start) || !text.endsWith(from)) throw new Error(`selectListOf: unexpected text ${text}`);
  return text.slice(start.length, -from.length);
};

/**
 * The rows that meet `conditions` counted as `alias` (all of them when there is none): one column of
 * a statement that counts several lists in one read (the desk's and My visitors' `countEach`).
 */
export const countFiltered = <Database, Table extends keyof Database>(eb: ExpressionBuilder<Database, Table>, conditions: readonly Expression<SqlBool>[], alias: string) => {
  const count = eb.fn.countAll<string>();
  return (conditions.length > 0 ? count.filterWhere(eb.and([...conditions])) : count).as(alias);
};

/** `%` and `_` typed into a search box are letters, not wildcards, in a `like` pattern made from it. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A request's values in the order the statement's parameters want them. */
export const bind = <Slot extends string>(statement: CompiledStatement<Slot, unknown>, values: Readonly<Record<Slot, unknown>>): unknown[] =>
  statement.slots.map((name) => values[name]);

/** Runs a compiled statement with a request's values; its rows have the type its builder inferred. */
export const runCompiled = <Slot extends string, Row>(em: EntityManager, statement: CompiledStatement<Slot, Row>, values: Readonly<Record<Slot, unknown>>): Promise<Row[]> =>
  runPrepared<Row>(em, statement, bind(statement, values));
