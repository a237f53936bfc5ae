import { defineConfig, type EntitySchema, type Options } from '@mikro-orm/postgresql';
import { scopedEntityManager } from './entity-manager-scope.ts';

/**
 * The ORM's settings. The migrator is not registered here: migrate.ts loads it (and the list of
 * migrations) only when there is something to migrate. The snapshot has a fixed name so that every
 * database (development, tests, production) agrees on it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the list mixes entity types.
export const ormOptions = (clientUrl: string, entities: EntitySchema<any>[], poolMax: number): Options =>
  defineConfig({
    clientUrl,
    entities,
    // Every request, job and command runs in its own fork (entity-manager-scope.ts), made when first
    // used; the global manager is never used by mistake.
    context: scopedEntityManager,
    allowGlobalContext: false,
    forceUtcTimezone: true,
    discovery: { warnWhenNoEntities: false },
    pool: { min: 0, max: poolMax },
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
