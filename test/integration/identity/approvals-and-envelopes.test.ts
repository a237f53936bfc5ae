import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, email, proveAddress, register, registrant, signedIn, startIdentityApp } from '../../support/identity-flows.ts';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { sqlClient } from '../../support/test-database.ts';

describe('approving registrations', () => {
  let smtp: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ smtp });
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'm.one', 'manager', { manager: 'admin', password: 'Manager@123' });
    await addAccount(t, 'm.two', 'manager', { manager: 'admin', password: 'Manager@123' });
    await addAccount(t, 'plain', 'employee', { manager: 'm.one', password: 'Plain@123' });
    await register(t, smtp, registrant('report.one', 'm.one'));
    await register(t, smtp, registrant('report.two', 'm.two'));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const approve = (client: TestClient, address: string) =>
    client.post('/api/auth/approve-user', { encryptedData: t.envelope.encrypt({ email_to_approve: address }) });
  const statusOf = async (address: string) => {
    const sql = await sqlClient(t.database.url);
    const { rows } = await sql.query<{ status: string }>('select status from employee where email = $1', [address]);
    await sql.end();
    return rows[0]?.status;
  };
  const queue = async (client: TestClient, address: string) => {
    const result = await client.get<{ result: string }>(`/api/fetchEmployeesToApprove?encryptedData=${encodeURIComponent(t.envelope.encrypt(address))}`);
    return { status: result.status, emails: result.status === 200 ? (t.envelope.decryptJson(result.body.result) as { emp_email: string }[]).map((e) => e.emp_email) : [] };
  };

  it('should show a manager only their own pending reports, and an admin all of them', async () => {
    const one = await signedIn(t, { email: email('m.one'), password: 'Manager@123' });
    const admin = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
    expect(await queue(one, email('m.one'))).toEqual({ status: 200, emails: [email('report.one')] });
    expect((await queue(admin, email('admin'))).emails.sort()).toEqual([email('report.one'), email('report.two')]);
  });

  it('should refuse a pending list asked for under someone else\'s e-mail', async () => {
    const one = await signedIn(t, { email: email('m.one'), password: 'Manager@123' });
    expect((await queue(one, email('m.two'))).status).toBe(403);
  });

  it('should refuse a manager approving another manager\'s report, and change nothing', async () => {
    const one = await signedIn(t, { email: email('m.one'), password: 'Manager@123' });
    expect(await approve(one, email('report.two'))).toMatchObject({
      status: 403,
      body: { errmessage: 'Only the reporting manager or an admin can approve this employee.', code: 'approval.not_your_report' },
    });
    expect(await statusOf(email('report.two'))).toBe('Approval Pending');
  });

  it('should refuse an employee approving anyone', async () => {
    const plain = await signedIn(t, { email: email('plain'), password: 'Plain@123' });
    expect((await approve(plain, email('report.one'))).status).toBe(403);
    expect(await statusOf(email('report.one'))).toBe('Approval Pending');
  });

  it('should let an admin approve any registration, once', async () => {
    const admin = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
    expect((await approve(admin, email('report.two'))).status).toBe(200);
    expect(await statusOf(email('report.two'))).toBe('Approved');
    expect(await approve(admin, email('report.two'))).toMatchObject({ status: 409, body: { errmessage: 'This employee is already approved. (report.two@example.com)', code: 'approval.already_approved' } });
  });

  it('should answer an unknown address with 404', async () => {
    const admin = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
    expect((await approve(admin, email('ghost'))).status).toBe(404);
  });
});

describe('bad envelopes and per-address limits', () => {
  let smtp: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    ({ t, smtp } = await startIdentityApp());
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const employees = async () => {
    const sql = await sqlClient(t.database.url);
    const { rows } = await sql.query<{ n: string }>('select count(*) n from employee');
    await sql.end();
    return Number(rows[0]?.n);
  };

  it.each([
    ['a missing envelope', {}, 'Data to decrypt is undefined', 'envelope.undefined'],
    ['an empty envelope', { encryptedData: '' }, 'Data to decrypt is undefined', 'envelope.undefined'],
    ['a malformed envelope', { encryptedData: 'not:an-envelope' }, 'Encrypted data is malformed', 'envelope.malformed'],
    ['an envelope that is not JSON', { encryptedData: 'PLAIN' }, 'Encrypted data is malformed', 'envelope.malformed'],
    ['a number', { encryptedData: 42 }, 'Encrypted data is malformed', 'envelope.malformed'],
  ])('should answer %s with 400 and change nothing', async (_label, body: { encryptedData?: unknown }, message, code) => {
    const client = new TestClient(t);
    const who = registrant('envelope.case', 'manager');
    await proveAddress(t, smtp, client, who.email, 'register').catch(() => undefined);
    const before = await employees();
    const payload = body.encryptedData === 'PLAIN' ? { encryptedData: t.envelope.encrypt('plain text') } : body;
    expect(await client.post('/api/auth/submit-user-data', payload)).toMatchObject({ status: 400, body: { errmessage: message, code } });
    expect(await employees()).toBe(before);
  });

  it('should refuse a tampered envelope with 400 and change nothing', async () => {
    const client = new TestClient(t);
    const who = registrant('tampered', 'manager');
    await proveAddress(t, smtp, client, who.email, 'register');
    const sealed = t.envelope.encrypt({ ...who, captchaId: '00000000-0000-0000-0000-000000000000', captcha: 'AB12' });
    const tampered = `${sealed.slice(0, 40)}${sealed[40] === '0' ? '1' : '0'}${sealed.slice(41)}`;
    const before = await employees();
    const result = await client.post('/api/auth/submit-user-data', { encryptedData: tampered });
    expect(result.status).toBe(400);
    expect(await employees()).toBe(before);
  });

  it('should answer a body that is not JSON with 400, not 500', async () => {
    const response = await t.request('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{oops' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errmessage: 'The request could not be read. Please try again.', code: 'input.unreadable' });
  });

  it('should limit each client address on the public calls and tell it when to come back', async () => {
    const noisy = new TestClient(t);
    const quiet = new TestClient(t);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push((await noisy.post('/api/auth/send-otp', { en_email: t.envelope.encrypt(email(`flood${i}`)) })).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    const refused = await noisy.post('/api/auth/send-otp', { en_email: t.envelope.encrypt(email('flood.more')) });
    expect(refused.status).toBe(429);
    expect(refused.body.errmessage).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect(refused.body.code).toBe('http.too_many_requests');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await quiet.post('/api/auth/send-otp', { en_email: t.envelope.encrypt(email('quiet')) })).status).toBe(200);
  });
});
