import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { currentTransaction } from './entity-manager-scope.ts';

/** A statement PostgreSQL parses and plans once per connection (a named prepared statement). */
export interface PreparedStatement {
  /** Unique across the application: pg keys its per-connection cache by it. */
  readonly name: string;
  readonly text: string;
}

interface PgConnection {
  query(config: { name?: string; text: string; values: readonly unknown[] }): Promise<{ rows: unknown[] }>;
}

interface KnexClient {
  acquireConnection(): Promise<PgConnection>;
  releaseConnection(connection: PgConnection): Promise<void> | void;
}

/**
 * The ORMs (by their configuration, which every fork shares) whose connections go through a
 * transaction pooler: there a named statement prepared on one server connection is unknown on the
 * next, or already exists on it for another client ("prepared statement … already exists"), so
 * their statements are sent unnamed: parsed and planned on each run, like `runSql`'s.
 */
const unnamed = new WeakSet<object>();

/** From now on `orm`'s prepared statements are sent without their names (DATABASE_POOL_MODE=transaction). */
export const sendStatementsUnnamed = (orm: MikroORM): void => {
  unnamed.add(orm.config);
};

/**
 * Runs a prepared statement on the ORM's own pool, inside the current unit of work's transaction
 * when there is one. For the hot paths (session check, desk lists, check-in), where MikroORM's
 * query building, client-side parameter inlining and hydration cost more than the query itself:
 * PostgreSQL plans the statement once per connection and the row comes back as plain data.
 *
 * Raw rows carry `date` and `timestamptz` as text (the ORM's type parsers); select instants as
 * epoch milliseconds (`… * 1000)::float8`) to get numbers instead.
 */
export const runPrepared = <Row>(em: EntityManager, statement: PreparedStatement, values: readonly unknown[]): Promise<Row[]> =>
  runOnConnection<Row>(em, unnamed.has(em.config) ? { text: statement.text } : statement, values);

/**
 * The same for a statement whose text varies with the request (a list's filters and sort): bound
 * parameters, planned for the values at hand rather than once for all.
 */
export const runSql = <Row>(em: EntityManager, text: string, values: readonly unknown[]): Promise<Row[]> => runOnConnection<Row>(em, { text }, values);

const runOnConnection = async <Row>(em: EntityManager, statement: { name?: string; text: string }, values: readonly unknown[]): Promise<Row[]> => {
  // In a transaction, knex's transaction client hands out the transaction's own connection. Found
  // without forking: a read outside a transaction needs no EntityManager of its own.
  const transaction = currentTransaction<{ client: KnexClient }>(em);
  const client: KnexClient = transaction?.client ?? (em.getConnection().getKnex().client as KnexClient);
  const connection = await client.acquireConnection();
  try {
    // Not `{ ...statement, values }`: a spread followed by a field is V8's slow path on Node 20 (with-fields.ts).
    return (await connection.query({ name: statement.name, text: statement.text, values })).rows as Row[];
  } finally {
    await client.releaseConnection(connection);
  }
};

export { dateOrNull, epochMs } from './epoch-ms.ts';
