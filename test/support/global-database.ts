import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { ENTITIES } from '../../src/entities.ts';
import { openDatabase } from '../../src/platform/database/database.ts';
import { migrateToLatest } from '../../src/platform/database/migrate.ts';
import { createLogger } from '../../src/platform/logging/logger.ts';
import { startTestPostgres } from './test-postgres.ts';

export const TEMPLATE_DATABASE = 'vms_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test server's maintenance database; test files clone `vms_template` from it. */
    databaseServerUrl: string;
  }
}

const withDatabase = (serverUrl: string, name: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Once per run: a PostgreSQL server and a template database with every migration applied. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startTestPostgres();
  const admin = new pg.Client({ connectionString: server.serverUrl });
  await admin.connect();
  await admin.query(`create database "${TEMPLATE_DATABASE}"`);
  await admin.end();

  const templateUrl = withDatabase(server.serverUrl, TEMPLATE_DATABASE);
  const database = await openDatabase({ databaseUrl: templateUrl, dataDir: '.data', entities: ENTITIES, logger: createLogger('silent'), poolMax: 2 });
  await migrateToLatest(database.orm, templateUrl);
  await database.close();

  project.provide('databaseServerUrl', server.serverUrl);
  return () => server.stop();
}
