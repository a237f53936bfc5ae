import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildIfStale } from '../../../scripts/build-if-stale.mjs';
import { DEMO_PEOPLE } from '../../../cli/seed-command.ts';
import { runCli } from '../../support/run-cli.ts';
import { onFreePort } from '../../support/free-port.ts';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

interface Running {
  readonly url: string;
  readonly child: ChildProcess;
  readonly output: string[];
  readonly exited: Promise<number | null>;
}

/** Every server a test starts, so that a failing test never leaves one running (and holding the port). */
const started: ChildProcess[] = [];

/**
 * `npm start` without the SPA build: the server on the embedded PostgreSQL, in its own process group
 * like a terminal job. Each start on a port of its own, and on another when that one was taken before
 * the server bound it (the server's own postgres, started first, may be the taker); what the failed
 * starts wrote is kept (the first start's initdb may be among it).
 */
const startServer = async (env: Record<string, string>): Promise<Running> => {
  const earlier: string[] = [];
  // The compiled server, as `npm start` runs it once its build is current (scripts/start.mjs). Through
  // tsx from the source, each start compiled every module again: 34 s of this file's 36 s of CPU.
  const { dir } = await buildIfStale();
  return onFreePort(async (port) => {
    const child = spawn(process.execPath, ['--enable-source-maps', join(dir, 'src', 'server.js')], {
      env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '/tmp', ...env, PORT: String(port) },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push(child);
    const output: string[] = [...earlier];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    for (let waited = 0; !output.join('').includes('visitor desk ready'); waited += 100) {
      if (waited > 60_000 || child.exitCode !== null) {
        earlier.splice(0, earlier.length, ...output);
        throw new Error(`server did not start:\n${output.join('')}`);
      }
      await sleep(100);
    }
    return { url: `http://127.0.0.1:${port}`, child, output, exited };
  });
};

const postgresPid = async (dataDir: string) => Number((await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);
const startupMs = (output: string[]) => Number(/"startupMs":(\d+)/.exec(output.join(''))?.[1]);

describe('npm start on the embedded PostgreSQL', () => {
  let dataDir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vms-lifecycle-'));
    await chmod(dataDir, 0o755);
    env = { VMS_DATA_DIR: dataDir, LOG_LEVEL: 'info' };
  });
  afterEach(async () => {
    for (const child of started.splice(0)) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      process.kill(-child.pid!, 'SIGINT');
      await new Promise((done) => child.once('exit', done));
    }
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('should start, share its database with the CLI, stop on Ctrl-C with nothing left running, and keep the data', async () => {
    // A photo an older version kept on disk: the server moves it into the database when it starts.
    const oldPhoto = join(dataDir, 'files', 'photos', '2026', '2026-7-AbCdEfGhIjKlMnOp.jpg');
    await mkdir(dirname(oldPhoto), { recursive: true });
    await writeFile(oldPhoto, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    const first = await startServer(env);
    expect(first.output.join('')).toContain('initialising the embedded PostgreSQL (first start)');
    expect(first.output.join('')).toMatch(/"imported":1,.*"local files imported into the database"/);
    await expect(stat(oldPhoto)).rejects.toThrow(/ENOENT/);
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    const pgPid = await postgresPid(dataDir);
    expect(isAlive(pgPid)).toBe(true);

    // The CLI uses the running server's database rather than starting a second one.
    const seeded = await runCli(['seed', '--demo'], { VMS_DATA_DIR: dataDir });
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toContain('Admin@1234');
    expect(isAlive(pgPid)).toBe(true);

    // Ctrl-C in a terminal: SIGINT to the whole process group.
    process.kill(-first.child.pid!, 'SIGINT');
    expect(await first.exited).toBe(0);
    for (let waited = 0; isAlive(pgPid) && waited < 10_000; waited += 100) await sleep(100);
    expect(isAlive(pgPid)).toBe(false);

    const second = await startServer(env);
    expect(second.output.join('')).not.toContain('initialising');
    expect(startupMs(second.output)).toBeGreaterThan(0);
    const again = await runCli(['seed', '--demo'], { VMS_DATA_DIR: dataDir });
    expect(again.stdout.match(/@example\.com\s+\w+\s+\(already present, unchanged\)/g)).toHaveLength(DEMO_PEOPLE.length);
    expect(again.stdout).toContain('Demo visits: already present, unchanged.');
    process.kill(-second.child.pid!, 'SIGINT');
    expect(await second.exited).toBe(0);
    // A first start (initdb), two more starts and two seedings: on two busy cores, more than the default 30 s.
  }, 120_000);

  it('should adopt a database left running by a killed server, and stop it on the next Ctrl-C', async () => {
    const crashed = await startServer(env);
    const pgPid = await postgresPid(dataDir);
    process.kill(crashed.child.pid!, 'SIGKILL'); // the node process only: postgres is orphaned
    await crashed.exited;
    expect(isAlive(pgPid)).toBe(true);

    const next = await startServer(env);
    expect(next.output.join('')).toContain('adopting an embedded PostgreSQL left running');
    expect((await fetch(`${next.url}/healthz`)).status).toBe(200);
    process.kill(-next.child.pid!, 'SIGINT');
    expect(await next.exited).toBe(0);
    // A limit to catch a database left running, not a timing: the adopted PostgreSQL, stopped by signal, was
    // still shutting down 10 s after the server's exit once, on two cores loaded to 18 (28-11-2026).
    for (let waited = 0; isAlive(pgPid) && waited < 30_000; waited += 100) await sleep(100);
    expect(isAlive(pgPid)).toBe(false);
    // Two starts and a stop: on two busy cores, more than the default 30 s (CI ran out once).
  }, 90_000);
});
