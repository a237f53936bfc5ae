import { MikroORM, type EntitySchema } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Logger } from '../logging/logger.ts';
import type { PostgresHandle } from './embedded-postgres.ts';
import { ormOptions } from './orm-options.ts';
import { registerPool } from './pool-usage.ts';

export interface Database {
  readonly orm: MikroORM;
  readonly url: string;
  /**
   * PostgreSQL itself, not through a pooler: for what needs a session of its own (the live-update
   * listener's LISTEN, the migration lock). The same as `url` unless DATABASE_DIRECT_URL says.
   */
  readonly directUrl: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** An external server; unset starts the embedded one under `<dataDir>/pg`. */
  readonly databaseUrl: string | undefined;
  /** DATABASE_DIRECT_URL: PostgreSQL itself when `databaseUrl` is a pooler; unset, `databaseUrl`. */
  readonly directUrl?: string | undefined;
  /** A transaction pooler (DATABASE_POOL_MODE=transaction): no statement is prepared by name. */
  readonly transactionPooler?: boolean;
  readonly dataDir: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the list mixes entity types.
  readonly entities: EntitySchema<any>[];
  readonly logger: Logger;
  readonly poolMax: number;
}

const EMBEDDED_DATABASE = 'vms';

/** Creates the application database on a fresh embedded server. */
const ensureDatabase = async (serverUrl: string, name: string): Promise<string> => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  let server: PostgresHandle | null = null;
  let url = options.databaseUrl;
  if (!url) {
    // Loaded only when used: the package installs process exit hooks as a side effect of importing it.
    const { startEmbeddedPostgres } = await import('./embedded-postgres.ts');
    server = await startEmbeddedPostgres(options.dataDir, options.logger);
    url = await ensureDatabase(server.serverUrl, EMBEDDED_DATABASE);
  }
  let orm: MikroORM;
  let pool: pg.Pool | undefined;
  try {
    // The ORM's type with its entity list widened: everything else takes the plain `MikroORM`.
    orm = (await MikroORM.init(
      ormOptions(url, options.entities, {
        max: options.poolMax,
        transactionPooler: options.transactionPooler ?? false,
        onPoolCreated: (created) => (pool = created),
      }),
    )) as MikroORM;
    // MikroORM 7 connects lazily: reach the server now, so that a database that cannot be reached
    // is named at start-up (runtime.ts explains it), as it was when the ORM connected in `init`.
    await orm.em
      .getConnection()
      .execute('select 1')
      .catch(async (error: unknown) => {
        await orm.close(true);
        throw error;
      });
  } catch (error) {
    await server?.stop();
    throw error;
  }
  registerPool(orm, () => pool);
  return {
    orm,
    url,
    directUrl: options.directUrl ?? url,
    close: async () => {
      await orm.close(true);
      await server?.stop();
    },
  };
};
