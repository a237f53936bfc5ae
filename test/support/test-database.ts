import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export interface TestDatabase {
  readonly url: string;
  readonly name: string;
  drop(): Promise<void>;
}

const TEMPLATE = 'vms_template';

const urlFor = (name: string): string => {
  const url = new URL(inject('databaseServerUrl'));
  url.pathname = `/${name}`;
  return url.toString();
};

/** Runs SQL on the server's maintenance database (for CREATE/DROP DATABASE). */
const onServer = async (sql: string): Promise<void> => {
  const client = new pg.Client({ connectionString: inject('databaseServerUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

/** A fresh, fully migrated database of its own, cloned from the template in a few milliseconds. */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await onServer(`create database "${name}" template "${TEMPLATE}"`);
  return {
    url: urlFor(name),
    name,
    drop: () => onServer(`drop database if exists "${name}" with (force)`),
  };
};

/** An empty database, as on a first deployment: no tables, no migrations. */
export const createEmptyDatabase = async (): Promise<TestDatabase> => {
  const name = `e_${randomBytes(6).toString('hex')}`;
  await onServer(`create database "${name}"`);
  return { url: urlFor(name), name, drop: () => onServer(`drop database if exists "${name}" with (force)`) };
};

/** A plain SQL client on a test database, for looking at rows the way an auditor would. */
export const sqlClient = async (url: string): Promise<pg.Client> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
};

/** One statement on a connection of its own: what a test reads or writes behind the product's back. */
export const queryRows = async <T extends Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<T[]> => {
  const client = await sqlClient(url);
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
};
