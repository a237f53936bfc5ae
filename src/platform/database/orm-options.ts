import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type EntitySchema, type Options } from '@mikro-orm/postgresql';
import { MIGRATIONS } from '../../../migrations/index.ts';

/**
 * The ORM's settings. Migrations come from an explicit list (loading `.ts` files by path fails under
 * vitest and in the compiled build alike), and the snapshot has a fixed name so that every database
 * (development, tests, production) agrees on it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the list mixes entity types.
export const ormOptions = (clientUrl: string, entities: EntitySchema<any>[], poolMax: number): Options =>
  defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    // Every request and job runs in its own fork (RequestContext); the global manager is never used by mistake.
    allowGlobalContext: false,
    forceUtcTimezone: true,
    discovery: { warnWhenNoEntities: false },
    pool: { min: 0, max: poolMax },
    migrations: {
      tableName: 'mikro_orm_migrations',
      path: 'migrations',
      pathTs: 'migrations',
      migrationsList: MIGRATIONS,
      snapshotName: '.snapshot-vms',
      transactional: true,
      allOrNothing: true,
      emit: 'ts',
      silent: true,
    },
  });
