import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEmbeddedPostgres, startOrExplain } from '../../src/platform/database/load-embedded-postgres.ts';
import { onFreePort, type FreePortOptions } from './free-port.ts';

export interface TestPostgres {
  /** A URL of the `postgres` maintenance database. */
  readonly serverUrl: string;
  readonly kind: 'testcontainers' | 'embedded';
  stop(): Promise<void>;
}

// Durability is worth nothing in a throwaway test server; speed is.
const FAST = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300'];

const startContainer = async (): Promise<TestPostgres> => {
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const container = await new PostgreSqlContainer('postgres:16-alpine').withCommand(['postgres', ...FAST]).start();
  const url = new URL(container.getConnectionUri());
  url.pathname = '/postgres';
  return { serverUrl: url.toString(), kind: 'testcontainers', stop: async () => void (await container.stop()) };
};

/**
 * The embedded server on a port of its own. postgres cannot bind port 0 and tell us which it got, so
 * a port taken between the probe and postgres's bind (a flaky CI run did see one) means starting again
 * on another (onFreePort); `ports` lets a test hand it a taken one first.
 */
export const startEmbedded = async (ports: FreePortOptions = {}): Promise<TestPostgres> => {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const dir = await mkdtemp(join(tmpdir(), 'vms-test-pg-'));
  // As root, embedded-postgres runs the server as a `postgres` user, who must be able to enter the folder.
  await chmod(dir, 0o755);
  const password = randomBytes(12).toString('hex');
  let initialised = false;
  const start = async (port: number) => {
    const log: string[] = [];
    let starting = true;
    const server = new EmbeddedPostgres({
      databaseDir: join(dir, 'data'),
      port,
      user: 'postgres',
      password,
      persistent: false,
      createPostgresUser: true,
      postgresFlags: [...FAST, '-c', 'listen_addresses=127.0.0.1'],
      onLog: (message) => void (starting && log.push(String(message))),
      onError: () => {},
    });
    if (!initialised) await server.initialise();
    initialised = true;
    await startOrExplain(server, port, log, join(dir, 'data'));
    starting = false;
    return { server, port };
  };
  try {
    const { server, port } = await onFreePort(start, ports);
    return {
      serverUrl: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
      kind: 'embedded',
      stop: async () => {
        await server.stop();
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
};

/**
 * A real PostgreSQL for the test run: a container when a Docker engine answers, otherwise the
 * embedded server (testcontainers fails within milliseconds when there is no engine).
 */
export const startTestPostgres = async (): Promise<TestPostgres> => {
  try {
    return await startContainer();
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    process.stderr.write(`[test database] no container runtime (${reason}); using embedded-postgres\n`);
    return startEmbedded();
  }
};
