import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli.ts';
import { createTestDatabase, queryRows, type TestDatabase } from '../../support/test-database.ts';

/**
 * Issue 27, item 11: `vms` on a production host, run as an operator would, in a working directory of
 * its own (where the default VMS_DATA_DIR, `.data`, would appear). Without the servers' settings it
 * names every missing one and stops, never making a secret of its own or a `.data`; with them it
 * works and still writes nothing there; the demo company is refused in production.
 */
describe('vms on a production host', () => {
  let database: TestDatabase;
  let cwd: string;
  /** The replicas' settings, as docs/deploy.md has them: the same file for the servers and `vms`. */
  let replicas: Record<string, string>;
  const vms = (args: readonly string[], env: Record<string, string>) => runCli(args, env, undefined, cwd);
  const addAdmin = (who: string) => ['users', 'add', '--role', 'admin', '--email', who, '--name', 'Chief Admin'];
  const people = async () => (await queryRows<{ email: string }>(database.url, 'select email from employee order by email')).map((row) => row.email);

  beforeAll(async () => {
    database = await createTestDatabase();
    replicas = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      VMS_SERVER_SECRET: 'p'.repeat(48),
      VMS_PAYLOAD_PHRASE: 'the replicas own phrase',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      VMS_PUBLIC_URL: 'https://visitors.example.com',
      VMS_COMPANY_DOMAIN: 'example.com',
    };
  });
  afterAll(() => database.drop());
  beforeEach(async () => {
    cwd = await mkdtemp(join(tmpdir(), 'vms-production-'));
  });
  afterEach(() => rm(cwd, { recursive: true, force: true }));

  it('should name every missing setting, one line each, exit 1, and make neither .data nor a secret', async () => {
    const result = await vms(addAdmin('first.try'), { NODE_ENV: 'production', DATABASE_URL: database.url });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.split('\n').filter(Boolean)).toEqual([
      'vms: Invalid VMS_SERVER_SECRET: required when NODE_ENV=production (every replica must share it)',
      'vms: Invalid VMS_PAYLOAD_PHRASE: required when NODE_ENV=production (the development phrase is public)',
      'vms: Invalid SMTP_URL: required when NODE_ENV=production (mail must leave the machine)',
      'vms: Invalid VMS_PUBLIC_URL: must be an https:// URL when NODE_ENV=production (the links in e-mails)',
    ]);
    expect(await readdir(cwd)).toEqual([]);
    expect(await people()).not.toContain('first.try@example.com');
  });

  it('should refuse an external database without the servers\' secret, rather than make one of its own', async () => {
    // The README's old advice: only DATABASE_URL. A secret made here would sign a set-up link the servers refuse.
    const result = await vms(addAdmin('second.try'), { DATABASE_URL: database.url });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'vms: Invalid VMS_SERVER_SECRET: required with an external DATABASE_URL (the servers\' own secret; vms never makes one for a shared database)\n',
    );
    expect(await readdir(cwd)).toEqual([]);
    expect(await people()).not.toContain('second.try@example.com');
  });

  it('should refuse the demo company in production, in one line, adding no one', async () => {
    const result = await vms(['seed', '--demo', '--visits', '0'], replicas);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      'vms: seed --demo is refused when NODE_ENV=production: the demo people\'s passwords are published. Add the first admin with `vms users add --role admin --email <you> --name "<Your Name>"`.\n',
    );
    expect(await people()).not.toContain('admin@example.com');
    expect(await readdir(cwd)).toEqual([]);
  });

  it('should add the first admin with the replicas\' settings, writing nothing in the working directory', async () => {
    const result = await vms(addAdmin('chief'), replicas);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/https:\/\/visitors\.example\.com\/Forgotpassword\?email=chief%40example\.com&setup=[A-Za-z0-9_-]{32}\n$/);
    expect(await people()).toContain('chief@example.com');
    expect(await readdir(cwd)).toEqual([]);
  });
});
