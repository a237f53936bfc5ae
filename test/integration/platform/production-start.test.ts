import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfStale } from '../../../scripts/build-if-stale.mjs';

interface Exit {
  readonly code: number;
  readonly stderr: string;
}

/**
 * The compiled server, as the image starts it (`node dist/src/server.js`, compiled first when any
 * source changed since the last build), with exactly this environment.
 */
const startServer = async (env: Record<string, string>): Promise<Exit> => {
  const { dir } = await buildIfStale();
  return new Promise((done) => {
    execFile(
      process.execPath,
      [join(dir, 'src', 'server.js')],
      { env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '/tmp', ...env }, timeout: 60_000 },
      (error, _stdout, stderr) => done({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stderr }),
    );
  });
};

describe('a production replica without its shared settings', () => {
  let dataDir: string;
  let production: Record<string, string>;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vms-production-'));
    production = {
      NODE_ENV: 'production',
      VMS_DATA_DIR: dataDir,
      // Nothing listens here: a replica that got past its settings would fail on the database instead.
      DATABASE_URL: 'postgres://vms:secret@127.0.0.1:9/vms',
      VMS_SERVER_SECRET: 's'.repeat(48),
      VMS_PAYLOAD_PHRASE: 'a phrase of our own',
      SMTP_URL: 'smtp://127.0.0.1:9',
      VMS_PUBLIC_URL: 'https://visitors.acme.com',
    };
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it.each([
    ['DATABASE_URL', 'Invalid DATABASE_URL: required when NODE_ENV=production'],
    ['VMS_SERVER_SECRET', 'Invalid VMS_SERVER_SECRET: required when NODE_ENV=production (every replica must share it)'],
    ['VMS_PAYLOAD_PHRASE', 'Invalid VMS_PAYLOAD_PHRASE: required when NODE_ENV=production'],
    ['SMTP_URL', 'Invalid SMTP_URL: required when NODE_ENV=production (mail must leave the machine)'],
    ['VMS_PUBLIC_URL', 'Invalid VMS_PUBLIC_URL: must be an https:// URL when NODE_ENV=production'],
  ])('should refuse to start without %s, with one line and exit code 1, writing nothing', async (variable, message) => {
    const { [variable]: _left, ...env } = production;
    const exit = await startServer(env);
    expect(exit.code).toBe(1);
    expect(exit.stderr.trim().split('\n')).toHaveLength(1);
    expect(exit.stderr).toContain(message);
    // No generated secret, no .eml folder, no embedded database: nothing a replica could keep to itself.
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('should refuse an http public URL', async () => {
    const exit = await startServer({ ...production, VMS_PUBLIC_URL: 'http://visitors.acme.com' });
    expect(exit.code).toBe(1);
    expect(exit.stderr).toContain('Invalid VMS_PUBLIC_URL: must be an https:// URL when NODE_ENV=production');
  });
});
