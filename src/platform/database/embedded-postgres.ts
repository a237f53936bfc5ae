import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { explainUnwritableDataDir } from '../config/startup-problem.ts';
import { onFreePort } from '../free-port.ts';
import type { Logger } from '../logging/logger.ts';
import { initialiseOrExplain, loadEmbeddedPostgres, startOrExplain } from './load-embedded-postgres.ts';
import { checkPostgresUserCanReach } from './postgres-user-access.ts';

export interface PostgresHandle {
  /** A URL of the `postgres` maintenance database on this server. */
  readonly serverUrl: string;
  /** Stops the server if this process is the one responsible for it. */
  stop(): Promise<void>;
}

const USER = 'postgres';

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readOrCreateSecret = async (file: string): Promise<string> => {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(24).toString('hex');
    await writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
};

/** The pid and port of a postgres already running on this directory, from its own lock file. */
const runningServer = async (databaseDir: string): Promise<{ pid: number; port: number } | null> => {
  try {
    const lines = (await readFile(join(databaseDir, 'postmaster.pid'), 'utf8')).split('\n');
    const pid = Number(lines[0]);
    const port = Number(lines[3]);
    return Number.isInteger(pid) && Number.isInteger(port) && isAlive(pid) ? { pid, port } : null;
  } catch {
    return null;
  }
};

const readOwner = async (file: string): Promise<number | null> => {
  try {
    const pid = Number((await readFile(file, 'utf8')).trim());
    return Number.isInteger(pid) && pid !== process.pid && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
};

/**
 * The development database: a real PostgreSQL under `<dataDir>/pg`, started on a free loopback port.
 *
 * - A server another live `vms` process started (the web server while the CLI runs) is shared and left running.
 * - A server whose starter died (killed with SIGKILL) is adopted: used, and stopped when this process stops.
 * - Otherwise it is initialised on first use and started; postgres itself also gets the terminal's
 *   Ctrl-C and shuts down cleanly ("fast shutdown": committed data is on disk).
 */
export const startEmbeddedPostgres = async (dataDir: string, logger: Logger): Promise<PostgresHandle> => {
  const root = resolve(dataDir);
  const databaseDir = join(root, 'pg');
  const ownerFile = join(root, 'pg-owner.pid');
  const password = await mkdir(root, { recursive: true })
    .then(() => readOrCreateSecret(join(root, 'pg-password')))
    .catch((error: unknown) => {
      throw explainUnwritableDataDir(error, root) ?? error;
    });
  const urlFor = (port: number) => `postgres://${USER}:${password}@127.0.0.1:${port}/postgres`;

  const running = await runningServer(databaseDir);
  if (running) {
    const owner = await readOwner(ownerFile);
    if (owner !== null) {
      logger.debug({ port: running.port, owner }, 'using the embedded PostgreSQL of another running process');
      return { serverUrl: urlFor(running.port), stop: async () => {} };
    }
    logger.info({ port: running.port }, 'adopting an embedded PostgreSQL left running');
    await writeFile(ownerFile, String(process.pid));
    return {
      serverUrl: urlFor(running.port),
      stop: async () => {
        process.kill(running.pid, 'SIGINT');
        for (let waited = 0; isAlive(running.pid) && waited < 30_000; waited += 100) await sleep(100);
        await unlink(ownerFile).catch(() => {});
      },
    };
  }

  await checkPostgresUserCanReach(databaseDir);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  /** A handle on the server for one port; `log` gets what postgres writes while it starts. */
  const server = (port: number, log: string[] = []) =>
    new EmbeddedPostgres({
      databaseDir,
      port,
      user: USER,
      password,
      persistent: true,
      createPostgresUser: true,
      authMethod: 'scram-sha-256',
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
      onLog: (message) => {
        if (log.length < 50) log.push(String(message));
        logger.trace({ postgres: String(message).trim() }, 'postgres');
      },
      onError: (message) => logger.debug({ postgres: String(message).trim() }, 'postgres'),
    });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    // A directory without PG_VERSION is a half-finished initdb: it holds no data and initdb needs it empty.
    await rm(databaseDir, { recursive: true, force: true });
    logger.info({ databaseDir }, 'initialising the embedded PostgreSQL (first start)');
    await initialiseOrExplain(server(0), databaseDir);
  }
  // postgres cannot bind port 0 and say which it got: a free port is a guess that another process may
  // take before postgres binds it ("Address already in use"), and then postgres starts on another.
  const { postgres, port } = await onFreePort(async (port) => {
    const log: string[] = [];
    const postgres = server(port, log);
    await startOrExplain(postgres, port, log, databaseDir);
    return { postgres, port };
  });
  await writeFile(ownerFile, String(process.pid));
  logger.info({ port }, 'embedded PostgreSQL started');
  let stopped = false;
  return {
    serverUrl: urlFor(port),
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await postgres.stop();
      await unlink(ownerFile).catch(() => {});
    },
  };
};
