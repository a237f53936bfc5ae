import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql, type Compilable, type RawBuilder } from 'kysely';
import type { PreparedStatement } from './prepared-sql.ts';

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

/** A compiled statement and which slot each of its parameters is. */
export interface CompiledStatement<Slot extends string = string> extends PreparedStatement {
  readonly slots: readonly Slot[];
}

/** Compiles a statement built with `slot`s. */
export const compile = <Slot extends string>(name: string, query: Compilable): CompiledStatement<Slot> => {
  const compiled = query.compile();
  // A value written into the builder would be bound as it was at compile time, for every request.
  const fixed = compiled.parameters.find((parameter) => typeof parameter !== 'string');
  if (fixed !== undefined) throw new Error(`${name}: a parameter that is not a slot (${String(fixed)}); use slot() or sql.lit()`);
  return { name, text: compiled.sql, slots: compiled.parameters as Slot[] };
};

/** A request's values in the order the statement's parameters want them. */
export const bind = <Slot extends string>(statement: CompiledStatement<Slot>, values: Readonly<Record<Slot, unknown>>): unknown[] =>
  statement.slots.map((name) => values[name]);
