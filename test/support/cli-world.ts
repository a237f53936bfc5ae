import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { liveSiteZone } from './live-site.ts';
import { runCliInProcess, type CliResult } from './run-cli.ts';
import { createTestDatabase, sqlClient, type TestDatabase } from './test-database.ts';

export interface CliWorld {
  readonly database: TestDatabase;
  readonly dataDir: string;
  /** The environment `vms` runs with: this database, this data folder, a fixed secret, the run's live site. */
  readonly env: Record<string, string>;
  vms(...args: string[]): Promise<CliResult>;
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/**
 * For a `describe` of CLI tests: a fresh database and data folder of its own (made in beforeAll,
 * removed in afterAll), the `vms` CLI run in-process against them (runCliInProcess), and SQL to look at the result.
 * `vms` runs on the real clock, so its site is the run's live site (live-site.ts) unless `settings`
 * name another zone (for times written out in a zone's words).
 */
export const cliWorld = (dataDirPrefix: string, settings: Readonly<Record<string, string>> = {}): CliWorld => {
  let database: TestDatabase | undefined;
  let dataDir = '';
  let env: Record<string, string> = {};
  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), dataDirPrefix));
    env = { DATABASE_URL: database.url, VMS_DATA_DIR: dataDir, VMS_SERVER_SECRET: 's'.repeat(40), VMS_TIMEZONE: liveSiteZone(), ...settings };
  });
  afterAll(async () => {
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return {
    get database() {
      if (!database) throw new Error('cliWorld is used before its beforeAll ran');
      return database;
    },
    get dataDir() {
      return dataDir;
    },
    get env() {
      return env;
    },
    vms: (...args) => runCliInProcess(args, env),
    query: async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) => {
      const client = await sqlClient(database!.url);
      try {
        return (await client.query<T>(sql, params)).rows;
      } finally {
        await client.end();
      }
    },
  };
};
