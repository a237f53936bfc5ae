import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { onFreePort } from './free-port.ts';

/** Debian's PgBouncer (`apt-get install -y pgbouncer`), as .ci/run installs it. */
export const PGBOUNCER = '/usr/sbin/pgbouncer';

/**
 * Whether the PgBouncer tests can run here. In CI (CI=true) a missing pgbouncer fails the file, as a
 * missing Chromium fails the journeys (global-browser.ts); elsewhere the file is skipped, saying so.
 */
export const pgbouncerAvailable = (): boolean => {
  if (existsSync(PGBOUNCER)) return true;
  const message = `PgBouncer was not found at ${PGBOUNCER}: install it with \`apt-get install -y pgbouncer\`.`;
  if (process.env['CI']) throw new Error(`${message} The pooler tests never skip in CI.`);
  process.stderr.write(`\n[pgbouncer] ${message} The PgBouncer tests are SKIPPED on this machine.\n\n`);
  return false;
};

export interface PgBouncer {
  /** `url` with the pooler's host and port in place of the server's: the same database, through PgBouncer. */
  pooled(url: string): string;
  /** Its output, as it came (connection errors, refusals). */
  readonly output: string[];
  stop(): Promise<void>;
}

/**
 * A real PgBouncer in transaction mode (a common production default) in front of the test run's
 * PostgreSQL, on a loopback port of its own: every database of that server is reachable through it
 * by name. Clients are trusted (a loopback test); PgBouncer signs in to PostgreSQL with the server's
 * own user and password. `poolSize` is PgBouncer's `default_pool_size`: server connections per
 * database and user, kept small so that clients really share them.
 */
export const startPgBouncer = async (options: { readonly poolSize?: number } = {}): Promise<PgBouncer> => {
  const server = new URL(inject('databaseServerUrl'));
  const dir = await mkdtemp(join(tmpdir(), 'vms-pgbouncer-'));
  // PgBouncer refuses to run as root; it runs as `postgres` (-u), who must read its files.
  await chmod(dir, 0o755);
  const user = decodeURIComponent(server.username);
  await writeFile(join(dir, 'userlist.txt'), `"${user}" ""\n`);
  const start = async (port: number): Promise<PgBouncer> => {
    const config = join(dir, `pgbouncer-${port}.ini`);
    await writeFile(
      config,
      [
        '[databases]',
        `* = host=${server.hostname} port=${server.port} user=${user} password=${decodeURIComponent(server.password)}`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${port}`,
        'unix_socket_dir =',
        'auth_type = trust',
        `auth_file = ${join(dir, 'userlist.txt')}`,
        'pool_mode = transaction',
        `default_pool_size = ${options.poolSize ?? 4}`,
        'max_client_conn = 500',
        'ignore_startup_parameters = extra_float_digits,options',
        '',
      ].join('\n'),
    );
    const args = process.getuid?.() === 0 ? ['-u', 'postgres', config] : [config];
    const child: ChildProcess = spawn(PGBOUNCER, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: string[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    const pooled = (url: string) => {
      const through = new URL(url);
      through.hostname = '127.0.0.1';
      through.port = String(port);
      return through.toString();
    };
    // Ready once it answers a query through itself.
    for (let waited = 0; ; waited += 50) {
      if (child.exitCode !== null) throw new Error(`pgbouncer did not start:\n${output.join('')}`);
      const probe = new pg.Client({ connectionString: pooled(server.toString()) });
      try {
        await probe.connect();
        await probe.query('select 1');
        await probe.end();
        break;
      } catch (error) {
        await probe.end().catch(() => undefined);
        if (waited > 15_000) {
          child.kill('SIGKILL');
          await exited;
          throw new Error(`pgbouncer did not answer:\n${output.join('')}`, { cause: error });
        }
        await sleep(50);
      }
    }
    return {
      pooled,
      output,
      stop: async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
        await exited;
        await rm(dir, { recursive: true, force: true });
      },
    };
  };
  try {
    return await onFreePort(start);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
};
