import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PEOPLE } from '../../../cli/seed-command.ts';
import { MIGRATIONS } from '../../../migrations/index.ts';
import { runCli } from '../../support/run-cli.ts';
import { createEmptyDatabase, sqlClient, type TestDatabase } from '../../support/test-database.ts';

describe('vms (the CLI binary)', () => {
  let database: TestDatabase;
  let dataDir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await createEmptyDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'vms-cli-'));
    env = { DATABASE_URL: database.url, VMS_DATA_DIR: dataDir, VMS_COMPANY_DOMAIN: 'example.com', VMS_SERVER_SECRET: 's'.repeat(40) };
  });
  afterAll(async () => {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('should list its commands with --help', async () => {
    const result = await runCli(['--help'], env);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Usage: vms /);
    expect(result.stdout).toMatch(/\n {2}db\s/);
    expect(result.stdout).toMatch(/\n {2}seed\s/);
  });

  it('should show an example in the help of each command', async () => {
    for (const args of [['db', 'migrate', '--help'], ['db', 'status', '--help'], ['seed', '--help']]) {
      const result = await runCli(args, env);
      expect(result.code, args.join(' ')).toBe(0);
      expect(result.stdout, args.join(' ')).toMatch(/Examples?:\n\s+\$ (DATABASE_URL=\S+ )?vms /);
    }
  });

  it('should exit 2 on bad usage, with the reason on stderr', async () => {
    const unknown = await runCli(['frobnicate'], env);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown command 'frobnicate'");
    const badOption = await runCli(['seed', '--bogus'], env);
    expect(badOption.code).toBe(2);
    expect(badOption.stderr).toContain("unknown option '--bogus'");
    expect(badOption.stdout).toBe('');
  });

  it('should exit 1 with one line naming a bad setting', async () => {
    const result = await runCli(['db', 'status'], { ...env, PORT: 'abc' });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('vms: Invalid PORT: must be a whole number from 1 to 65535 (got "abc")\n');
  });

  it('should exit 1 with one line naming a database it cannot reach, without the password or a stack', async () => {
    // Port 1: nothing listens there.
    const refused = await runCli(['db', 'status'], { ...env, DATABASE_URL: 'postgres://vms:s3cret-pw@127.0.0.1:1/vms' });
    expect(refused).toEqual({ code: 1, stdout: '', stderr: 'vms: Cannot use the database of DATABASE_URL: nothing accepts connections at 127.0.0.1:1 (connection refused). Start PostgreSQL there or correct DATABASE_URL.\n' });
    const unknownHost = await runCli(['db', 'status'], { ...env, DATABASE_URL: 'postgres://vms:s3cret-pw@no-such-host.invalid:5432/vms' });
    expect(unknownHost).toEqual({ code: 1, stdout: '', stderr: 'vms: Cannot use the database of DATABASE_URL: the host of no-such-host.invalid:5432 is not known. Start PostgreSQL there or correct DATABASE_URL.\n' });
  });

  it('should report, then apply, the pending migrations, and then have nothing to do', async () => {
    const before = await runCli(['db', 'status'], env);
    expect(before.code).toBe(0);
    const names = MIGRATIONS.map((migration) => migration.name);
    expect(before.stdout).toBe(`Pending: ${names.join(', ')}\n`);

    const migrate = await runCli(['db', 'migrate'], env);
    expect(migrate.code).toBe(0);
    expect(migrate.stdout).toBe(`Applied ${names.length}: ${names.join(', ')}\n`);

    const again = await runCli(['db', 'migrate'], env);
    expect(again.stdout).toBe('Database is up to date.\n');
  });

  it('should seed the demo people once, print their passwords once, and audit it as the CLI', async () => {
    const first = await runCli(['seed', '--demo', '--visits', '0'], env);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Designations: all four present.');
    expect(first.stdout).toMatch(/admin@example\.com\s+admin\s+Admin@1234/);
    expect(first.stdout).toMatch(/security@example\.com\s+security\s+Security@1234/);

    const second = await runCli(['seed', '--demo', '--visits', '0'], env);
    expect(second.code).toBe(0);
    expect(second.stdout).not.toContain('Admin@1234');
    expect(second.stdout.match(/already present, unchanged/g)).toHaveLength(DEMO_PEOPLE.length);

    const sql = await sqlClient(database.url);
    const people = await sql.query<{ email: string; status: string; role: string; manager: string | null; has_password: boolean }>(
      `select e.email, e.status, d.name as role, m.email as manager, e.password_hash is not null as has_password
         from employee e join designation d on d.id = e.designation_id left join employee m on m.id = e.manager_id order by e.id`,
    );
    const audit = await sql.query<{ actor_type: string; actor_label: string; action: string }>(
      "select actor_type, actor_label, action from audit_log where action = 'employee.added'",
    );
    const hashes = await sql.query<{ password_hash: string }>('select password_hash from employee');
    await sql.end();

    expect(people.rows).toEqual(
      DEMO_PEOPLE.map((person) => ({
        email: `${person.prefix}@example.com`,
        status: 'Approved',
        role: person.role[0]!.toUpperCase() + person.role.slice(1),
        manager: person.manager ? `${person.manager}@example.com` : null,
        has_password: true,
      })),
    );
    // Stored only through scrypt, never as the password or its bare SHA-256.
    expect(hashes.rows.every((row) => /^scrypt\$32768\$8\$1\$/.test(row.password_hash))).toBe(true);
    expect(audit.rows).toHaveLength(DEMO_PEOPLE.length);
    expect(audit.rows.every((row) => row.actor_type === 'cli' && row.actor_label.startsWith('cli:'))).toBe(true);
  });

  it('should put a missing designation back with plain `vms seed`', async () => {
    const sql = await sqlClient(database.url);
    await sql.query("insert into designation (name) values ('Visitor Liaison')");
    await sql.query(
      "update employee set designation_id = (select id from designation where name = 'Visitor Liaison') where designation_id = (select id from designation where name = 'Security')",
    );
    await sql.query("delete from designation where name = 'Security'");
    await sql.end();
    const result = await runCli(['seed'], env);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('Designations added: Security\n');
  });
});
