import type { MikroORM } from '@mikro-orm/postgresql';

/** The ORM's connection pool right now, as an operator's metrics read it. */
export interface PoolUsage {
  /** Connections lent to a query or a transaction. */
  readonly inUse: number;
  /** Open connections nobody holds. */
  readonly idle: number;
  /** Callers waiting for a connection: above 0 for long, DATABASE_POOL_MAX is too small for the load. */
  readonly waiting: number;
}

/** The part of tarn's pool (knex's, under MikroORM 6) read here: its documented counters. */
interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

/**
 * The one place that reaches into the ORM for its pool: MikroORM 6's knex client keeps a tarn pool
 * (`client.pool`), whose `numUsed`, `numFree` and `numPendingAcquires` are tarn's public API. A closed
 * ORM has no pool: every count is then 0.
 */
export const poolUsage = (orm: MikroORM): PoolUsage => {
  const pool = (orm.em.getConnection().getKnex().client as { pool?: TarnPool | null }).pool;
  if (!pool) return { inUse: 0, idle: 0, waiting: 0 };
  return { inUse: pool.numUsed(), idle: pool.numFree(), waiting: pool.numPendingAcquires() };
};
