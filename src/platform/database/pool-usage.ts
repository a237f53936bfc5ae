import type { MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';

/** The ORM's connection pool right now, as an operator's metrics read it. */
export interface PoolUsage {
  /** Connections lent to a query or a transaction. */
  readonly inUse: number;
  /** Open connections nobody holds. */
  readonly idle: number;
  /** Callers waiting for a connection: above 0 for long, DATABASE_POOL_MAX is too small for the load. */
  readonly waiting: number;
}

/** Each ORM's `pg` pool, as MikroORM's `onPoolCreated` driver option hands it over (orm-options.ts). */
const pools = new WeakMap<MikroORM, () => pg.Pool | undefined>();

/** Tells `poolUsage` where `orm`'s pool is (database.ts, once the ORM is made). */
export const registerPool = (orm: MikroORM, pool: () => pg.Pool | undefined): void => {
  pools.set(orm, pool);
};

/**
 * MikroORM 7 runs its queries on a `pg` pool (through Kysely), whose `totalCount`, `idleCount` and
 * `waitingCount` are pg's public API. An ORM that has not connected yet, or is closed, has no pool:
 * every count is then 0.
 */
export const poolUsage = (orm: MikroORM): PoolUsage => {
  const pool = pools.get(orm)?.();
  if (!pool || pool.ended) return { inUse: 0, idle: 0, waiting: 0 };
  return { inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount };
};
