import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery, type Kysely } from 'kysely';
import { currentTransaction } from './entity-manager-scope.ts';
import { nameStatement } from './statement-naming-client.ts';

/** A statement PostgreSQL parses and plans once per connection (a named prepared statement). */
export interface PreparedStatement {
  /** Unique across the application: pg keys its per-connection cache by it. */
  readonly name: string;
  readonly text: string;
}

/**
 * Runs a prepared statement on the ORM's own pool, inside the current unit of work's transaction
 * when there is one. For the hot paths (session check, desk lists, check-in), where MikroORM's
 * query building, client-side parameter inlining and hydration cost more than the query itself:
 * PostgreSQL plans the statement once per connection and the row comes back as plain data. The
 * statement goes through MikroORM's Kysely client (public API); the pool's client gives it its name
 * (statement-naming-client.ts), or sends it unnamed through a transaction pooler.
 *
 * Raw rows carry `date` and `timestamptz` as text (the ORM's type parsers); select instants as
 * epoch milliseconds (`… * 1000)::float8`) to get numbers instead.
 */
export const runPrepared = <Row>(em: EntityManager, statement: PreparedStatement, values: readonly unknown[]): Promise<Row[]> => {
  nameStatement(statement.text, statement.name);
  return runSql<Row>(em, statement.text, values);
};

/**
 * The same for a statement whose text varies with the request (a list's filters and sort): bound
 * parameters, planned for the values at hand rather than once for all.
 */
export const runSql = async <Row>(em: EntityManager, text: string, values: readonly unknown[]): Promise<Row[]> => {
  // In a transaction, its Kysely transaction runs the statement on the transaction's own connection.
  // Found without forking: a read outside a transaction needs no EntityManager of its own.
  const executor = currentTransaction<Kysely<unknown>>(em) ?? em.getConnection().getClient<unknown>();
  return (await executor.executeQuery<Row>(CompiledQuery.raw(text, values as unknown[]))).rows as Row[];
};

export { dateOrNull, epochMs } from './epoch-ms.ts';
