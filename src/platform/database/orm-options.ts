import { defineConfig, type EntitySchema, type Options } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { scopedEntityManager } from './entity-manager-scope.ts';
import { registerEntities } from './entity-reference.ts';
import { SessionClient, StatementNamingClient } from './statement-naming-client.ts';

export interface PoolOptions {
  readonly max: number;
  /** A transaction pooler (DATABASE_POOL_MODE=transaction): no statement is prepared by name. */
  readonly transactionPooler?: boolean;
  /** Handed the `pg` pool when MikroORM makes it (pool-usage.ts reads its counters). */
  readonly onPoolCreated?: (pool: pg.Pool) => void;
}

/**
 * The ORM's settings. The migrator is not registered here: migrate.ts loads it (and the list of
 * migrations) only when there is something to migrate. The snapshot has a fixed name so that every
 * database (development, tests, production) agrees on it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the list mixes entity types.
export const ormOptions = (clientUrl: string, entities: EntitySchema<any>[], pool: PoolOptions): Partial<Options> => {
  registerEntities(entities);
  let made = false;
  return defineConfig({
    clientUrl,
    entities,
    // Every request, job and command runs in its own fork (entity-manager-scope.ts), made when first
    // used; the global manager is never used by mistake.
    context: scopedEntityManager,
    allowGlobalContext: false,
    forceUtcTimezone: true,
    discovery: { warnWhenNoEntities: false },
    pool: { min: 0, max: pool.max },
    schemaGenerator: {
      // MikroORM 6 gave every foreign key `on update cascade`; 7 leaves it to the database unless told.
      // The same rule keeps the schema the migrations made (a new migration stays empty).
      defaultUpdateRule: 'cascade',
      // The live-update triggers and their functions are written by hand in migrations (ADR 22's
      // NOTIFY): MikroORM 7 reads triggers and would drop those no entity declares.
      ignoreTriggers: true,
    },
    // Passed to `pg.Pool` as they are (MikroORM 7): pg's `Client` option names the application's
    // prepared statements (prepared-sql.ts), except through a transaction pooler.
    //
    // A function: MikroORM 7 asks for them each time it makes its client. It makes one when first
    // used, and again after `orm.close()` (it reconnects lazily, where 6 refused): a closed ORM must
    // refuse instead, so that nothing a shutdown left running opens a new pool behind it.
    driverOptions: () => {
      if (made) throw new Error('The database connection is closed');
      made = true;
      return {
        Client: pool.transactionPooler ? SessionClient : StatementNamingClient,
        ...(pool.onPoolCreated ? { onPoolCreated: pool.onPoolCreated } : {}),
      };
    },
    migrations: {
      tableName: 'mikro_orm_migrations',
      path: 'migrations',
      pathTs: 'migrations',
      snapshotName: '.snapshot-vms',
      transactional: true,
      allOrNothing: true,
      emit: 'ts',
      silent: true,
    },
  });
};
