import type { EntityManager } from '@mikro-orm/postgresql';
import { assertInTransaction } from './in-transaction.ts';
import { runPrepared, type PreparedStatement } from './prepared-sql.ts';

interface QueuedWrite {
  readonly statement: PreparedStatement;
  readonly values: readonly unknown[];
}

/**
 * Rows a use case only ever inserts (audit entries, queued mail), kept per transaction and written
 * with prepared statements when the unit of work flushes or commits. They used to be ORM entities:
 * the flush computed change sets, built an insert and hydrated ids nobody reads, the larger part
 * of a check-in's CPU (docs/performance.md). Keyed by the transaction's own context object, so
 * two transactions in flight never see each other's rows, and nothing outlives its transaction.
 */
const pending = new WeakMap<object, QueuedWrite[]>();

/** Queues an insert in the current transaction (throws outside one). */
export const queueWrite = (em: EntityManager, what: string, statement: PreparedStatement, values: readonly unknown[]): void => {
  assertInTransaction(em, what);
  const context = em.getTransactionContext<object>()!;
  const writes = pending.get(context);
  if (writes) writes.push({ statement, values });
  else pending.set(context, [{ statement, values }]);
};

/** Writes what the current transaction has queued, in order, on its own connection. */
export const writeQueued = async (em: EntityManager): Promise<void> => {
  const context = em.getTransactionContext<object>();
  const writes = context && pending.get(context);
  if (!context || !writes) return;
  pending.delete(context);
  for (const write of writes) await runPrepared(em, write.statement, write.values);
};
