import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MINUTE, SECOND } from '../../support/fake-clock.ts';
import { addAccount, captcha, email, otpFromMail, proveAddress, registrant, sendOtp, startIdentityApp, submitRegistration, verifyOtp } from '../../support/identity-flows.ts';
import type { SmtpSink } from '../../support/smtp-sink.ts';
import type { TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { sqlClient } from '../../support/test-database.ts';

describe('OTP and registration rules', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let client: TestClient;

  beforeAll(async () => {
    ({ t, smtp } = await startIdentityApp());
    await addAccount(t, 'staff', 'employee', { manager: 'manager' });
  });
  beforeEach(() => {
    client = new TestClient(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const count = async (sql: string, params: unknown[] = []) => {
    const db = await sqlClient(t.database.url);
    const { rows } = await db.query<{ n: string }>(sql, params);
    await db.end();
    return Number(rows[0]?.n);
  };

  it('should mail a six-digit code, stored only as a hash, valid for 120 seconds', async () => {
    const address = email('otp.one');
    const sent = await sendOtp(t, client, address);
    expect(sent).toMatchObject({ status: 200, body: { message: 'OTP sent successfully to your email' } });
    await t.deliverMail();
    const code = await otpFromMail(smtp, address);
    expect(code).toMatch(/^\d{6}$/);
    const db = await sqlClient(t.database.url);
    const { rows } = await db.query<{ code_hash: string; created_at: Date; expires_at: Date }>('select code_hash, created_at, expires_at from one_time_password where email = $1', [address]);
    await db.end();
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.code_hash).not.toContain(code);
    expect(rows[0]!.expires_at.getTime() - rows[0]!.created_at.getTime()).toBe(120 * SECOND);
  });

  it('should refuse a resend within 60 seconds, saying how long to wait', async () => {
    const address = email('otp.cooldown');
    await sendOtp(t, client, address);
    t.clock.advance(20 * SECOND);
    const again = await sendOtp(t, client, address);
    expect(again.status).toBe(429);
    expect(again.body).toEqual({ errmessage: 'Please wait 40 seconds before requesting a new OTP.', code: 'otp.cooldown' });
    expect(again.headers.get('retry-after')).toBe('40');
    t.clock.advance(40 * SECOND);
    expect((await sendOtp(t, client, address)).status).toBe(200);
  });

  it('should send at most five codes an hour to one address', async () => {
    const address = email('otp.hourly');
    for (let i = 0; i < 5; i += 1) {
      expect((await sendOtp(t, client, address)).status).toBe(200);
      t.clock.advance(61 * SECOND);
    }
    const sixth = await sendOtp(t, client, address);
    expect(sixth).toMatchObject({ status: 429, body: { errmessage: 'Too many OTP requests. Please try again later.', code: 'otp.hourly_limit' } });
    t.clock.advance(60 * MINUTE);
    expect((await sendOtp(t, client, address)).status).toBe(200);
  });

  it('should refuse a wrong code with 401 and the description\'s message', async () => {
    const address = email('otp.wrong');
    await sendOtp(t, client, address);
    await t.deliverMail();
    const code = await otpFromMail(smtp, address);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await verifyOtp(t, client, address, wrong)).toMatchObject({ status: 401, body: { errmessage: 'Invalid Email OTP. Please enter the correct OTP', code: 'otp.wrong' } });
    expect(await verifyOtp(t, client, address, wrong, 'reset')).toMatchObject({ status: 401 });
    expect(await verifyOtp(t, client, address, code)).toMatchObject({ status: 200, body: { message: 'OTP verification successful' } });
    // Used once: the same code does not verify twice.
    expect((await verifyOtp(t, client, address, code)).status).toBe(401);
  });

  it('should end a code after five wrong tries, even if the right one comes next', async () => {
    const address = email('otp.exhausted');
    await sendOtp(t, client, address);
    await t.deliverMail();
    const code = await otpFromMail(smtp, address);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) expect((await verifyOtp(t, client, address, wrong)).body.errmessage).toBe('Invalid Email OTP. Please enter the correct OTP');
    expect((await verifyOtp(t, client, address, wrong)).body.errmessage).toBe('Too many wrong attempts. Please click resend button to generate a new OTP.');
    expect(await verifyOtp(t, client, address, code)).toMatchObject({ status: 401 });
  });

  it('should refuse an expired code with 410 and the description\'s message', async () => {
    const address = email('otp.expired');
    await sendOtp(t, client, address);
    await t.deliverMail();
    const code = await otpFromMail(smtp, address);
    t.clock.advance(120 * SECOND);
    expect(await verifyOtp(t, client, address, code)).toMatchObject({
      status: 410,
      body: { errmessage: 'Email OTP has expired. Please click resend button to generate a new OTP.', code: 'otp.expired' },
    });
  });

  it('should only accept the newest code after a resend', async () => {
    const address = email('otp.newest');
    await sendOtp(t, client, address);
    await t.deliverMail();
    const first = await otpFromMail(smtp, address);
    const before = smtp.mails.length;
    t.clock.advance(61 * SECOND);
    await sendOtp(t, client, address);
    await t.deliverMail();
    const second = await otpFromMail(smtp, address, before);
    if (first !== second) expect((await verifyOtp(t, client, address, first)).status).toBe(401);
    expect((await verifyOtp(t, client, address, second)).status).toBe(200);
  });

  it.each([
    [{ otp: '' }, 'Please enter Email OTP'],
    [{ otp: '12345' }, 'Please enter a valid Email OTP (6 characters)'],
    [{ otp: '12345a' }, 'Please enter a valid Email OTP (6 characters)'],
    [{ email: 'someone@elsewhere.com' }, 'Email is invalid'],
  ])('should refuse %j with the form\'s message', async (change, message) => {
    const result = await client.post('/api/auth/verify-otp', {
      encryptedData: t.envelope.encrypt({ email: email('otp.form'), otp: '123456', purpose: 'register', ...change }),
    });
    expect(result).toMatchObject({ status: 400, body: { errmessage: message, code: 'input.invalid' } });
  });

  it('should not send a registration code to an address that is already registered', async () => {
    expect(await sendOtp(t, client, email('staff'))).toMatchObject({ status: 409, body: { errmessage: 'Email already exits', code: 'registration.email_taken' } });
  });

  it('should refuse the registration without a verified code for that address', async () => {
    const who = registrant('unverified', 'manager');
    const result = await submitRegistration(t, client, who);
    expect(result).toMatchObject({ status: 403, body: { errmessage: 'Please verify your email with an OTP first.', code: 'otp.not_verified' } });
    expect(await count('select count(*) n from employee where email = $1', [who.email])).toBe(0);
  });

  it('should refuse the registration with a code verified over 15 minutes ago', async () => {
    const who = registrant('stale.proof', 'manager');
    await proveAddress(t, smtp, client, who.email, 'register');
    t.clock.advance(15 * MINUTE + 1);
    expect((await submitRegistration(t, client, who)).status).toBe(403);
  });

  it('should refuse a wrong captcha with the registration\'s message and keep the proof usable', async () => {
    const who = registrant('bad.captcha', 'manager');
    await proveAddress(t, smtp, client, who.email, 'register');
    const { captchaId } = await captcha(client);
    const wrong = await client.post('/api/auth/submit-user-data', { encryptedData: t.envelope.encrypt({ ...who, captchaId, captcha: 'ZZZZ' }) });
    expect(wrong).toMatchObject({ status: 400, body: { errmessage: 'Incorrect CAPTCHA. Please try again.', code: 'captcha.wrong' } });
    expect((await submitRegistration(t, client, who)).status).toBe(200);
  });

  it('should refuse a taken address or employee id with 409, and change nothing', async () => {
    const who = registrant('taken.id', 'manager');
    await proveAddress(t, smtp, client, who.email, 'register');
    const db = await sqlClient(t.database.url);
    const { rows } = await db.query<{ emp_id: string }>('select emp_id from employee where email = $1', [email('staff')]);
    await db.end();
    const before = await count('select count(*) n from employee');
    expect(await submitRegistration(t, client, { ...who, employeeid: rows[0]!.emp_id })).toMatchObject({
      status: 409,
      body: { errmessage: 'This Employee ID is already registered.', code: 'registration.employee_id_taken' },
    });
    expect(await count('select count(*) n from employee')).toBe(before);
  });

  it('should offer only approved managers and admins, their names enveloped', async () => {
    const { body } = await client.get<{ allManagers: string }>('/api/auth/get-all-managers');
    const managers = t.envelope.decryptJson(body.allManagers) as { id: number; emp_name: string; emp_email: string; jobtitle: string }[];
    expect(managers.map((m) => [m.emp_email, m.jobtitle])).toEqual([
      [email('admin'), 'Admin'],
      [email('manager'), 'Manager'],
    ]);
    expect(managers.every((m) => /^[0-9a-f]{32}:/.test(m.emp_name))).toBe(true);
  });

  it.each([
    ['an admin registrant with a manager who is not an admin', { selectedDesignation: 'Admin' }, 'An admin must report to an admin manager.', 'registration.admin_manager_required'],
    ['a manager who is only an employee', { selectedManager: email('staff') }, 'Please select a valid manager.', 'registration.manager_invalid'],
    ['an unknown designation', { selectedDesignation: 'Astronaut' }, 'Please select a valid designation.', 'registration.designation_invalid'],
    ['no designation', { selectedDesignation: '' }, 'Please select your designation.', 'input.invalid'],
    ['no manager', { selectedManager: '' }, 'Please select your manager.', 'input.invalid'],
    ['a short name', { name: 'Al' }, 'Please enter a valid name (minimum 3 characters)', 'input.invalid'],
    ['a name with digits', { name: 'Neha 2' }, 'Please enter a valid name', 'input.invalid'],
    ['a phone starting with 0', { phonenumber: '0123456789' }, 'Please enter a valid 10-digit phone number using numbers only.', 'input.invalid'],
    ['a short employee id', { employeeid: 'AB12' }, 'Please enter a valid Employee ID (minimum 5 characters)', 'input.invalid'],
    ['an employee id of separators only', { employeeid: '_-_-_' }, 'Please enter a valid Employee ID (cannot consist only of _ and -).', 'input.invalid'],
  ])('should refuse %s with the form\'s message and its code', async (_label, change, message, code) => {
    const who = { ...registrant(`rule.${Math.random().toString(36).slice(2, 8)}`, 'manager'), ...change };
    await proveAddress(t, smtp, client, who.email, 'register');
    const result = await submitRegistration(t, client, who);
    expect(result).toMatchObject({ status: 400, body: { errmessage: message, code } });
  });

  it.each([
    [{ name: '' }, 'Please Enter Your Name'],
    [{ name: 12345 }, 'Please Enter Your Name'],
    [{ phonenumber: '' }, 'Please enter your phone number.'],
    [{ phonenumber: 9123456780 }, 'Please enter your phone number.'],
    [{ employeeid: '' }, 'Please enter your Employee ID.'],
    [{ employeeid: 'ABCDEFG' }, 'Please enter a valid Employee ID (minimum 5 characters)'],
    [{ email: '' }, 'Please enter your Email.'],
    [{ email: 'neha@elsewhere.com' }, 'Email is invalid'],
    [{ selectedDesignation: ['Employee'] }, 'Please select your designation.'],
    [{ selectedManager: 'priya@elsewhere.com' }, 'Email is invalid'],
    [{ captcha: '' }, 'Please enter CAPTCHA to submit.'],
  ])('should refuse the registration %j with the form\'s message before anything else, and register nobody', async (change, message) => {
    const who = registrant(`early.${Math.random().toString(36).slice(2, 8)}`, 'manager');
    const before = await count('select count(*) n from employee');
    const result = await client.post('/api/auth/submit-user-data', { encryptedData: t.envelope.encrypt({ ...who, ...(await captcha(client)), ...change }) });
    expect(result).toMatchObject({ status: 400, body: { errmessage: message, code: 'input.invalid' } });
    expect(await count('select count(*) n from employee')).toBe(before);
  });

  it('should let an admin register under an admin manager', async () => {
    const who = { ...registrant('second.admin', 'admin'), selectedDesignation: 'Admin' };
    await proveAddress(t, smtp, client, who.email, 'register');
    expect((await submitRegistration(t, client, who)).status).toBe(200);
  });

  it('should send the approval reminder at most once in ten minutes', async () => {
    const who = registrant('reminder', 'manager');
    await proveAddress(t, smtp, client, who.email, 'register');
    await submitRegistration(t, client, who);
    const notices = () => count("select count(*) n from mail_outbox where subject = 'Approval needed: Neha Kulkarni registered' and recipients ? $1", [email('manager')]);
    const start = await notices();
    const ask = () => client.post('/api/sendEmailToApprove', { encryptedData: t.envelope.encrypt({ email: who.email }) });
    expect((await ask()).status).toBe(200);
    expect(await notices()).toBe(start);
    t.clock.advance(10 * MINUTE);
    expect((await ask()).status).toBe(200);
    expect(await notices()).toBe(start + 1);
    expect((await ask()).status).toBe(200);
    expect(await notices()).toBe(start + 1);
  });
});
