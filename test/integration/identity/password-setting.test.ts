import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IssueSetupCode } from '../../../src/identity/application/issue-setup-code.ts';
import { HOUR, MINUTE } from '../../support/fake-clock.ts';
import { addAccount, digest, email, logIn, otpFromMail, proveAddress, register, registrant, sendOtp, setPassword, startIdentityApp } from '../../support/identity-flows.ts';
import type { SmtpSink } from '../../support/smtp-sink.ts';
import type { TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';

describe('setting a password (first login and reset)', () => {
  let smtp: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    ({ t, smtp } = await startIdentityApp());
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const submit = (client: TestClient, address: string, password: string, setupToken?: string) =>
    client.put('/api/auth/submit-forgotPassword', { data: t.envelope.encrypt({ email: address, password: digest(password), ...(setupToken ? { setupToken } : {}) }) });

  it('should not start for an unregistered address: "User not found. Please Register first."', async () => {
    expect(await sendOtp(t, new TestClient(t), email('stranger'), 'reset')).toMatchObject({
      status: 404,
      body: { errmessage: 'User not found. Please Register first.', code: 'account.not_found' },
    });
  });

  it('should not start for a pending registration', async () => {
    await register(t, smtp, registrant('waiting', 'manager'));
    expect(await sendOtp(t, new TestClient(t), email('waiting'), 'reset')).toMatchObject({
      status: 403,
      body: { errmessage: 'Your approval request is still pending. Please wait for your reporting manager to approve.', code: 'account.pending' },
    });
  });

  it.each([
    [{ password: '' }, 'Please enter your Password'],
    [{ password: 'Passw0rd!' }, 'Please enter valid password'],
    [{ email: '' }, 'Please enter your Email.'],
    [{ email: 'someone@elsewhere.com' }, 'Email is invalid'],
  ])('should refuse the new password %j in the form\'s words', async (change, message) => {
    const body = { email: email('form.words'), password: digest('New@12345'), ...change };
    expect(await new TestClient(t).put('/api/auth/submit-forgotPassword', { data: t.envelope.encrypt(body) })).toMatchObject({
      status: 400,
      body: { errmessage: message, code: 'input.invalid' },
    });
  });

  it('should refuse a new password without a verified reset code', async () => {
    const account = await addAccount(t, 'no.proof', 'employee', { manager: 'manager', password: 'Old@12345' });
    expect(await submit(new TestClient(t), account.email, 'New@12345')).toMatchObject({
      status: 403,
      body: { errmessage: 'Please verify your email with an OTP first.', code: 'otp.not_verified' },
    });
    // A registration code is not a reset code.
    expect((await logIn(t, new TestClient(t), account.email, 'Old@12345')).status).toBe(200);
  });

  it('should reset with a verified code, once, and only within 15 minutes of verifying it', async () => {
    const account = await addAccount(t, 'resets', 'employee', { manager: 'manager', password: 'Old@12345' });
    expect((await setPassword(t, smtp, account.email, 'New@12345')).status).toBe(200);
    expect((await logIn(t, new TestClient(t), account.email, 'New@12345')).status).toBe(200);
    expect((await logIn(t, new TestClient(t), account.email, 'Old@12345')).status).toBe(401);
    // The code is used up.
    expect((await submit(new TestClient(t), account.email, 'Other@1234')).status).toBe(403);

    const client = new TestClient(t);
    t.clock.advance(2 * MINUTE);
    await proveAddress(t, smtp, client, account.email, 'reset');
    t.clock.advance(15 * MINUTE + 1);
    expect((await submit(client, account.email, 'Late@12345')).status).toBe(403);
  });

  it('should verify a reset code with the reset wording', async () => {
    const account = await addAccount(t, 'wording', 'employee', { manager: 'manager' });
    const client = new TestClient(t);
    await sendOtp(t, client, account.email, 'reset');
    await t.deliverMail();
    const code = await otpFromMail(smtp, account.email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await client.post('/api/auth/verify-otp', { encryptedData: t.envelope.encrypt({ email: account.email, otp: wrong, purpose: 'reset' }) })).body).toEqual({
      errmessage: 'Invalid Email OTP. Please enter the correct OTP.', code: 'otp.wrong',
    });
    expect((await client.post('/api/auth/verify-otp', { encryptedData: t.envelope.encrypt({ email: account.email, otp: code, purpose: 'reset' }) })).body).toEqual({
      message: 'OTP verified successfully. You can now set a new password.',
    });
  });

  it('should accept the set-up code `vms users add` prints, once, for 24 hours', async () => {
    const { AddEmployee } = await import('../../../src/identity/application/add-employee.ts');
    await t.inContext(() =>
      t.get(AddEmployee).execute({ account: { email: email('first.admin'), name: 'First Admin', role: 'admin' }, actor: { type: 'cli', label: 'cli:test' } }),
    );
    const { code, link } = await t.inContext(() => t.get(IssueSetupCode).execute(email('first.admin')));
    expect(link).toBe(`http://vms.test/Forgotpassword?email=first.admin%40example.com&setup=${code}`);
    expect((await submit(new TestClient(t), email('first.admin'), 'Admin@2026', 'x'.repeat(32))).status).toBe(403);
    expect((await submit(new TestClient(t), email('first.admin'), 'Admin@2026', code)).status).toBe(200);
    expect((await submit(new TestClient(t), email('first.admin'), 'Again@2026', code)).status).toBe(403);
    expect((await logIn(t, new TestClient(t), email('first.admin'), 'Admin@2026')).status).toBe(200);

    const late = await t.inContext(() => t.get(IssueSetupCode).execute(email('first.admin')));
    t.clock.advance(24 * HOUR);
    expect((await submit(new TestClient(t), email('first.admin'), 'Late@20266', late.code)).status).toBe(403);
  });

  it('should refuse a value that is not a SHA-256 digest: the password itself never travels', async () => {
    const account = await addAccount(t, 'digest.only', 'employee', { manager: 'manager' });
    const client = new TestClient(t);
    await proveAddress(t, smtp, client, account.email, 'reset');
    const result = await client.put('/api/auth/submit-forgotPassword', { data: t.envelope.encrypt({ email: account.email, password: 'New@12345' }) });
    expect(result.status).toBe(400);
  });
});
