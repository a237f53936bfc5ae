import type { MikroORM as Orm } from '@mikro-orm/postgresql';

/** Any of the ORM's instance types (the container's is typed by its class, with a read-only entity list). */
type MikroORM = InstanceType<typeof Orm>;
import type { Migrator } from '@mikro-orm/migrations';
import pg from 'pg';
import { MIGRATION_NAMES } from '../../../migrations/names.ts';
import { takeMigrationNotes } from '../../../migrations/notes.ts';

// Any fixed number: the key of the advisory lock that serialises migrations across processes.
const MIGRATION_LOCK = 727_001;

/**
 * MikroORM's migrator with the project's migrations, loaded on first use: it and the migration
 * classes take about a third of a second to load, which every start-up used to pay.
 */
export const migratorOf = async (orm: MikroORM): Promise<Migrator> => {
  const [{ Migrator }, { MIGRATIONS }] = await Promise.all([import('@mikro-orm/migrations'), import('../../../migrations/index.ts')]);
  // Listed explicitly: loading `.ts` migrations by path fails under vitest and in the compiled build alike.
  orm.config.set('migrations', { ...orm.config.get('migrations'), migrationsList: MIGRATIONS });
  // Typed for core's MikroORM; the driver's is the same object with a narrower entity list.
  Migrator.register(orm as unknown as Parameters<typeof Migrator.register>[0]);
  return orm.migrator as Migrator;
};

/** True when every migration this build knows is recorded as applied (one query, no migrator). */
const allApplied = async (orm: MikroORM): Promise<boolean> => {
  const table = orm.config.get('migrations').tableName ?? 'mikro_orm_migrations';
  try {
    const rows: unknown = await orm.em.fork().getConnection().execute(`select name from "${table}"`);
    const applied = new Set((rows as { name: string }[]).map((row) => row.name));
    return MIGRATION_NAMES.every((name) => applied.has(name));
  } catch {
    // No table yet: a new database.
    return false;
  }
};

/**
 * Applies pending migrations. Two processes starting together (two servers, a server and the CLI)
 * take turns through a PostgreSQL advisory lock instead of racing each other. The lock is a
 * session's, held on a connection of its own to `directUrl`, PostgreSQL itself: through a
 * transaction pooler each statement may reach another server connection, so a second process could
 * take the lock again on the connection that holds it (it is re-entrant), and the unlock could miss
 * it and leave it held by a connection the pooler keeps open. The ORM's own connections may go
 * through the pooler: each migration is one transaction. `onNote` hears what a data migration says it
 * did (the rows it changed: migrations/notes.ts), once the migrations committed.
 */
export const migrateToLatest = async (orm: MikroORM, directUrl: string, onNote: (note: string) => void = () => {}): Promise<string[]> => {
  if (await allApplied(orm)) return [];
  const migrator = await migratorOf(orm);
  const lock = new pg.Client({ connectionString: directUrl, application_name: 'vms-migrate' });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    takeMigrationNotes();
    const applied = await migrator.up().catch((error: unknown) => {
      takeMigrationNotes();
      throw error;
    });
    for (const note of takeMigrationNotes()) onNote(note);
    return applied.map((migration) => migration.name);
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await lock.end();
  }
};

export const pendingMigrations = async (orm: MikroORM): Promise<string[]> =>
  (await (await migratorOf(orm)).getPending()).map((migration) => migration.name);
