import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { onFreePort } from './free-port.ts';

/**
 * A PostgreSQL server of the operating system's own packages (Debian's `postgresql-15`), started for
 * one test file in a folder of its own. The embedded server every other test uses is PostgreSQL 18;
 * this one shows the oldest version the product supports migrates and runs (docs/deploy.md).
 */
export const DEBIAN_POSTGRES_VERSION = 15;
const BIN = `/usr/lib/postgresql/${DEBIAN_POSTGRES_VERSION}/bin`;

export const debianPostgresAvailable = (): boolean => existsSync(join(BIN, 'postgres')) && existsSync(join(BIN, 'initdb'));

/**
 * Where the server is missing: outside CI the file's tests are skipped with a printed warning, as the
 * browser journeys are; in CI (`CI=true`) that is a failure, since `.ci/run` installs it.
 */
export const requireDebianPostgres = (): boolean => {
  if (debianPostgresAvailable()) return true;
  const message = `PostgreSQL ${DEBIAN_POSTGRES_VERSION} was not found in ${BIN}: install it with \`apt-get install -y postgresql-${DEBIAN_POSTGRES_VERSION}\`.`;
  if (process.env['CI']) throw new Error(`${message} It is never skipped in CI.`);
  process.stderr.write(`\n[integration] ${message} Its tests are SKIPPED on this machine.\n\n`);
  return false;
};

export interface DebianPostgres {
  /** A URL of the `postgres` maintenance database. */
  readonly serverUrl: string;
  stop(): Promise<void>;
}

/** The server refuses to run as root; as root, run its programs as the `postgres` user the package made. */
const asPostgres = (program: string, args: readonly string[]): [string, string[]] =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, [...args]];

const ready = async (url: string, server: ChildProcess, log: () => string): Promise<void> => {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (server.exitCode !== null) throw new Error(`postgres ${DEBIAN_POSTGRES_VERSION} exited while starting: ${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`postgres ${DEBIAN_POSTGRES_VERSION} did not accept connections: ${log()}`);
};

export const startDebianPostgres = async (): Promise<DebianPostgres> => {
  const dir = await mkdtemp(join(tmpdir(), 'vms-test-pg15-'));
  await chmod(dir, 0o777);
  const data = join(dir, 'data');
  const [initdb, initArgs] = asPostgres(join(BIN, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  execFileSync(initdb, initArgs, { stdio: 'pipe' });

  const start = async (port: number) => {
    const output: string[] = [];
    const [program, args] = asPostgres(join(BIN, 'postgres'), [
      '-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1',
      '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=100',
    ]);
    const server = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    try {
      await ready(url, server, () => output.join(''));
    } catch (error) {
      server.kill('SIGKILL');
      throw error;
    }
    return { server, url };
  };
  const { server, url } = await onFreePort(start);
  return {
    serverUrl: url,
    stop: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      // The postmaster itself, not `runuser` in front of it: SIGINT is PostgreSQL's fast shutdown.
      const postmaster = Number((await readFile(join(data, 'postmaster.pid'), 'utf8')).split('\n')[0]);
      process.kill(postmaster, 'SIGINT');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
};
