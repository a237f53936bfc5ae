import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { onFreePort, type FreePortOptions } from './free-port.ts';
import { TEST_CAPTCHA, TEST_DOMAIN, TEST_PHRASE, TEST_SERVER_SECRET } from './test-app.ts';

/**
 * A real server process, with a data folder of its own: the compiled server that `npm start` and the
 * image run (dist/, compiled first when any source changed since the last build, so it is always the
 * current source), as server-lifecycle.test.ts starts `npm start`'s server.
 */
export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Its stdout and stderr, as they came. */
  readonly output: string[];
  readonly exited: Promise<number | null>;
  /** Its pino log lines, parsed. */
  logLines(): Record<string, unknown>[];
  /** SIGTERM and wait for the exit (no-op when it has exited already). */
  stop(): Promise<number | null>;
}

/**
 * The settings every replica of a test run shares (ADR 8: one database, one secret, one payload
 * phrase, one mail server), the same as the in-process test app's; `extra` adds or overrides each
 * test's own (time zone, pool size, background work, …).
 */
export const replicaEnv = (databaseUrl: string, smtpUrl: string, extra: Readonly<Record<string, string>> = {}): Record<string, string> => ({
  NODE_ENV: 'test',
  DATABASE_URL: databaseUrl,
  VMS_SERVER_SECRET: TEST_SERVER_SECRET,
  VMS_PAYLOAD_PHRASE: TEST_PHRASE,
  VMS_COMPANY_DOMAIN: TEST_DOMAIN,
  VMS_CAPTCHA_FIXED_TEXT: TEST_CAPTCHA,
  VMS_PUBLIC_URL: 'http://vms.test',
  SMTP_URL: smtpUrl,
  LOG_LEVEL: 'info',
  ...extra,
});

/**
 * The server on a port of its own: it binds the PORT it is given, so a port taken between the probe
 * and its bind (by another test's postgres or server) means starting again on another (onFreePort);
 * `ports` lets a test hand it a taken one first.
 */
export const startServerProcess = async (env: Readonly<Record<string, string>>, ports: FreePortOptions = {}): Promise<ServerProcess> => {
  const { dir } = await buildIfStale();
  return onFreePort((port) => startOn(port, dir, env), ports);
};

const startOn = async (port: number, dir: string, env: Readonly<Record<string, string>>): Promise<ServerProcess> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'vms-replica-'));
  await chmod(dataDir, 0o755);
  const child = spawn(process.execPath, ['--enable-source-maps', join(dir, 'src', 'server.js')], {
    env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '/tmp', VMS_DATA_DIR: dataDir, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code))).finally(() =>
    rm(dataDir, { recursive: true, force: true }),
  );
  for (let waited = 0; !output.join('').includes('visitor desk ready'); waited += 100) {
    if (waited > 90_000 || child.exitCode !== null) {
      child.kill('SIGKILL');
      await exited;
      // Its fatal line ("Port … is already in use") is in the message: onFreePort tries another port.
      throw new Error(`server did not start:\n${output.join('')}`);
    }
    await sleep(100);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output,
    exited,
    logLines: () =>
      output
        .join('')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
};
