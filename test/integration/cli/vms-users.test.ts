import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliInProcess } from '../../support/run-cli.ts';
import { createTestDatabase, queryRows, sqlClient, type TestDatabase } from '../../support/test-database.ts';

describe('vms users', () => {
  let database: TestDatabase;
  let dataDir: string;
  let env: Record<string, string>;
  const vms = (...args: string[]) => runCliInProcess(args, env);
  const query = <T extends Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> => queryRows<T>(database.url, text, values);

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'vms-cli-users-'));
    env = { DATABASE_URL: database.url, VMS_DATA_DIR: dataDir, VMS_PUBLIC_URL: 'https://visitors.example.com', VMS_SERVER_SECRET: 's'.repeat(40) };
  });
  afterAll(async () => {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('should add the first admin and print a one-time link to set the password', async () => {
    const result = await vms('users', 'add', '--role', 'admin', '--email', 'anita.rao', '--name', 'Anita Rao', '--emp-id', 'ADM01');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Added anita\.rao@example\.com \(admin, employee id ADM01\)\./);
    expect(result.stdout).toMatch(/https:\/\/visitors\.example\.com\/Forgotpassword\?email=anita\.rao%40example\.com&setup=[A-Za-z0-9_-]{32}\n$/);
    const [admin] = await query<{ status: string; password_set_at: Date | null }>('select status, password_set_at from employee where email = $1', ['anita.rao@example.com']);
    expect(admin).toEqual({ status: 'Approved', password_set_at: null });
    const [code] = await query<{ purpose: string; code_hash: string }>("select purpose, code_hash from one_time_password where email = 'anita.rao@example.com'");
    expect(code?.purpose).toBe('setup');
    expect(result.stdout).not.toContain(code!.code_hash);
    const [audit] = await query<{ actor_type: string; action: string }>("select actor_type, action from audit_log where subject_id = 'anita.rao@example.com'");
    expect(audit).toEqual({ actor_type: 'cli', action: 'employee.added' });
  });

  it('should refuse bad input with the form\'s message, exit 1 and add nothing', async () => {
    // A --manager who is no one, or no manager, is named (the form's words speak of its picker); a missing --manager is bad usage (below).
    const noManager = await vms('users', 'add', '--role', 'employee', '--email', 'neha', '--name', 'Neha K', '--manager', 'nobody');
    expect(noManager).toMatchObject({ code: 1, stderr: 'vms: there is no employee nobody@example.com to be the manager\n' });
    await vms('users', 'add', '--role', 'security', '--email', 'vikram', '--name', 'Vikram Singh', '--manager', 'anita.rao');
    const notAManager = await vms('users', 'add', '--role', 'employee', '--email', 'neha', '--name', 'Neha K', '--manager', 'vikram');
    expect(notAManager).toMatchObject({ code: 1, stderr: 'vms: vikram@example.com cannot be a reporting manager: only an approved manager or admin can\n' });
    const adminUnderManager = await vms('users', 'add', '--role', 'admin', '--email', 'ravi', '--name', 'Ravi Kumar', '--manager', 'vikram');
    expect(adminUnderManager.stderr).toBe('vms: vikram@example.com cannot be a reporting manager: only an approved manager or admin can\n');
    const badName = await vms('users', 'add', '--role', 'manager', '--email', 'x', '--name', 'R2D2', '--manager', 'anita.rao');
    expect(badName).toMatchObject({ code: 1, stderr: 'vms: Please enter a valid name\n' });
    const duplicate = await vms('users', 'add', '--role', 'admin', '--email', 'anita.rao', '--name', 'Anita Again');
    expect(duplicate).toMatchObject({ code: 1, stderr: 'vms: Email already exits\n' });
    expect((await query<{ email: string }>('select email from employee order by email')).map((row) => row.email)).toEqual(['anita.rao@example.com', 'vikram@example.com']);
  });

  it('should exit 2 on usage mistakes', async () => {
    for (const role of ['employee', 'manager', 'security']) {
      const noManager = await vms('users', 'add', '--role', role, '--email', 'new.person', '--name', 'New Person');
      expect(noManager).toEqual({ code: 2, stdout: '', stderr: `vms: --manager is required for the role ${role} (only an admin may be added without a manager)\n` });
    }
    expect((await vms('users', 'add', '--role', 'pilot', '--email', 'x', '--name', 'Xyz')).code).toBe(2);
    expect((await vms('users', 'add', '--email', 'x', '--name', 'Xyz')).code).toBe(2);
    expect((await vms('users', 'approve')).code).toBe(2);
    expect((await vms('users', 'approve', 'a@example.com', '--all-pending')).code).toBe(2);
    expect((await vms('users', 'list', '--status', 'lost')).code).toBe(2);
  });

  it('should list people as a table and as JSON, filtered by status and manager', async () => {
    await vms('users', 'add', '--role', 'manager', '--email', 'priya', '--name', 'Priya Sharma', '--manager', 'anita.rao', '--emp-id', 'MGR01');
    const client = await sqlClient(database.url);
    // Two pending registrations under Priya and one under Anita, as the registration form would leave them.
    await client.query(`insert into employee (emp_id, name, email, phone, designation_id, manager_id, status, created_at)
      select v.emp_id, v.name, v.email, '9000000000', (select id from designation where name = 'Employee'), (select id from employee where email = v.manager), 'Approval Pending', now()
      from (values ('EMP01','Ravi Kumar','ravi@example.com','priya@example.com'), ('EMP02','Sara Ali','sara@example.com','priya@example.com'), ('EMP03','Tom Roy','tom@example.com','anita.rao@example.com'))
      as v(emp_id, name, email, manager)`);
    await client.end();

    const table = await vms('users', 'list');
    expect(table.code).toBe(0);
    expect(table.stdout.split('\n')[0]).toMatch(/^EMAIL\s+NAME\s+EMP ID\s+ROLE\s+STATUS\s+MANAGER$/);
    expect(table.stdout).toMatch(/priya@example\.com\s+Priya Sharma\s+MGR01\s+manager\s+First Login\s+anita\.rao@example\.com/);

    const pending = await vms('users', 'list', '--status', 'pending', '--manager', 'priya', '--json');
    expect(JSON.parse(pending.stdout).map((e: { email: string; status: string }) => [e.email, e.status])).toEqual([
      ['ravi@example.com', 'Approval Pending'],
      ['sara@example.com', 'Approval Pending'],
    ]);
  });

  it('should approve named people, then all pending of one manager, in one transaction each', async () => {
    const named = await vms('users', 'approve', 'tom');
    expect(named).toMatchObject({ code: 0, stdout: 'Approved 1: tom@example.com\n' });
    const refused = await vms('users', 'approve', 'ravi', 'nobody');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe('vms: User not found. Please Register first. (nobody@example.com)\n');
    expect(await query("select email from employee where status = 'Approval Pending' order by email")).toEqual([{ email: 'ravi@example.com' }, { email: 'sara@example.com' }]);

    const all = await vms('users', 'approve', '--all-pending', '--manager', 'priya', '--json');
    expect(JSON.parse(all.stdout)).toEqual({ approved: ['ravi@example.com', 'sara@example.com'] });
    expect(await query("select email from employee where status = 'Approval Pending'")).toEqual([]);
    const mails = await query<{ recipients: string[] }>("select recipients from mail_outbox where subject = 'Your Visitor Desk account is approved' order by id");
    expect(mails.map((m) => m.recipients[0])).toEqual(['tom@example.com', 'ravi@example.com', 'sara@example.com']);
    expect((await vms('users', 'approve', '--all-pending')).stdout).toBe('Nothing to approve.\n');
  });

  it('should reject a pending registration with a reason: the row gone, the person mailed', async () => {
    await query(`insert into employee (emp_id, name, email, phone, designation_id, status, created_at)
      values ('REJ01', 'Kiran Rao', 'kiran.rao@example.com', '9000000001', (select id from designation where name = 'Employee'), 'Approval Pending', now())`);
    const short = await vms('users', 'reject', 'kiran.rao', '--reason', 'No.');
    expect(short).toMatchObject({ code: 1, stderr: 'vms: The reason for rejecting must be at least 10 characters.\n' });
    const rejected = await vms('users', 'reject', 'kiran.rao', '--reason', 'Register again with your manager named.', '--json');
    expect(rejected.code).toBe(0);
    expect(JSON.parse(rejected.stdout)).toEqual({ rejected: 'kiran.rao@example.com' });
    expect(await query("select email from employee where email = 'kiran.rao@example.com'")).toEqual([]);
    expect(await query("select recipients from mail_outbox where subject = 'Your Visitor Desk registration was not approved'")).toEqual([{ recipients: ['kiran.rao@example.com'] }]);
    expect((await vms('users', 'reject', 'kiran.rao', '--reason', 'Register again with your manager named.')).code).toBe(1);
  });
});
