import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';

// Any fixed number: the key of the advisory lock that serialises migrations across processes.
const MIGRATION_LOCK = 727_001;

/**
 * Applies pending migrations. Two processes starting together (two servers, a server and the CLI)
 * take turns through a PostgreSQL advisory lock instead of racing each other.
 */
export const migrateToLatest = async (orm: MikroORM, url: string): Promise<string[]> => {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const applied = await orm.getMigrator().up();
    return applied.map((migration) => migration.name);
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await lock.end();
  }
};

export const pendingMigrations = async (orm: MikroORM): Promise<string[]> =>
  (await orm.getMigrator().getPendingMigrations()).map((migration) => migration.name);
