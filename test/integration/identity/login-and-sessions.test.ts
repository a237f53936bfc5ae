import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, MINUTE, SECOND } from '../../support/fake-clock.ts';
import { addAccount, captcha, checkSession, digest, email, logIn, signedIn } from '../../support/identity-flows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';

describe('login and sessions', () => {
  let t: TestApp;
  const pendingList = (client: TestClient, address: string) =>
    client.get(`/api/fetchEmployeesToApprove?encryptedData=${encodeURIComponent(t.envelope.encrypt(address))}`);

  beforeAll(async () => {
    t = await startTestApp();
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'manager', 'manager', { manager: 'admin', password: 'Manager@123' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
  });
  afterAll(() => t.close());

  it('should refuse a wrong captcha with 400 "Invalid Captcha" before looking at the password', async () => {
    const client = new TestClient(t);
    const { captchaId } = await captcha(client);
    const result = await client.post('/api/auth/login', {
      data: t.envelope.encrypt({ email: email('manager'), password: digest('Manager@123'), captchaId, captcha: 'ZZZZ' }),
    });
    expect(result).toMatchObject({ status: 400, body: { errmessage: 'Invalid Captcha', code: 'captcha.wrong' } });
    expect(result.headers.get('set-cookie')).toBeNull();
  });

  it.each([
    [{ email: '' }, 'Please enter email'],
    [{ email: null }, 'Please enter email'],
    [{ email: 'manager@elsewhere.com' }, 'Email is invalid'],
    [{ password: '' }, 'Please enter your password'],
    [{ password: null }, 'Please enter your password'],
    [{ captcha: '' }, 'Please Enter the CAPTCHA'],
    [{ captchaId: null }, 'Please Enter the CAPTCHA'],
    [{ email: 12345 }, 'Please enter email'],
    [{ password: { nested: true } }, 'Please enter your password'],
    [{ captcha: ['AB12'] }, 'Please Enter the CAPTCHA'],
  ])('should refuse the login %j with the login form\'s words, and sign nobody in', async (change, message) => {
    const client = new TestClient(t);
    const result = await client.post('/api/auth/login', {
      data: t.envelope.encrypt({ email: email('manager'), password: digest('Manager@123'), ...(await captcha(client)), ...change }),
    });
    expect(result).toMatchObject({ status: 400, body: { errmessage: message, code: 'input.invalid' } });
    expect(result.headers.get('set-cookie')).toBeNull();
  });

  it('should answer a wrong password and an unknown address alike: 401 "Invalid credentials"', async () => {
    expect(await logIn(t, new TestClient(t), email('manager'), 'Wrong@123')).toMatchObject({ status: 401, body: { errmessage: 'Invalid credentials', code: 'auth.invalid_credentials' } });
    expect(await logIn(t, new TestClient(t), email('nobody'), 'Wrong@123')).toMatchObject({ status: 401, body: { errmessage: 'Invalid credentials', code: 'auth.invalid_credentials' } });
  });

  it('should lock an account for 15 minutes after five failures in 15 minutes, saying how long', async () => {
    const account = await addAccount(t, 'locked', 'employee', { manager: 'manager', password: 'Right@123' });
    for (let i = 0; i < 5; i += 1) expect((await logIn(t, new TestClient(t), account.email, 'Wrong@123')).status).toBe(401);
    const locked = await logIn(t, new TestClient(t), account.email, 'Right@123');
    expect(locked.status).toBe(429);
    expect(locked.body.errmessage).toBe('Too many failed login attempts. Please try again in 15 minutes.');
    expect(locked.body.code).toBe('auth.locked');
    expect(locked.headers.get('retry-after')).toBe('900');
    t.clock.advance(14 * MINUTE);
    expect((await logIn(t, new TestClient(t), account.email, 'Right@123')).body.errmessage).toBe(
      'Too many failed login attempts. Please try again in 1 minute.',
    );
    t.clock.advance(MINUTE);
    expect((await logIn(t, new TestClient(t), account.email, 'Right@123')).status).toBe(200);
  });

  it('should not lock an account for failures spread over more than 15 minutes', async () => {
    const account = await addAccount(t, 'spread', 'employee', { manager: 'manager', password: 'Right@123' });
    for (let i = 0; i < 4; i += 1) await logIn(t, new TestClient(t), account.email, 'Wrong@123');
    t.clock.advance(16 * MINUTE);
    await logIn(t, new TestClient(t), account.email, 'Wrong@123');
    expect((await logIn(t, new TestClient(t), account.email, 'Right@123')).status).toBe(200);
  });

  it('should end the first session when the same person logs in again', async () => {
    const first = await signedIn(t, { email: email('manager'), password: 'Manager@123' });
    expect((await checkSession(t, first, email('manager'))).status).toBe(200);
    const second = await signedIn(t, { email: email('manager'), password: 'Manager@123' });
    expect(await checkSession(t, first, email('manager'))).toMatchObject({ status: 401, body: { message: 'Previous session destroyed', code: 'session.destroyed' } });
    expect(await pendingList(first, email('manager'))).toMatchObject({ status: 401, body: { errmessage: 'Previous session destroyed', code: 'session.destroyed' } });
    expect((await checkSession(t, second, email('manager'))).status).toBe(200);
  });

  it('should end a session after ten minutes without a call, and not count the session check as one', async () => {
    const client = await signedIn(t, { email: email('manager'), password: 'Manager@123' });
    t.clock.advance(9 * MINUTE);
    expect((await pendingList(client, email('manager'))).status).toBe(200); // activity
    t.clock.advance(9 * MINUTE);
    expect((await checkSession(t, client, email('manager'))).status).toBe(200); // not activity
    t.clock.advance(MINUTE + SECOND);
    expect(await checkSession(t, client, email('manager'))).toMatchObject({ status: 401, body: { message: 'Previous session destroyed' } });
    expect((await pendingList(client, email('manager'))).status).toBe(401);
  });

  it('should end any session twelve hours after login, however busy', async () => {
    const client = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
    for (let elapsed = 0; elapsed < 12 * HOUR - 5 * MINUTE; elapsed += 5 * MINUTE) {
      t.clock.advance(5 * MINUTE);
      expect((await pendingList(client, email('admin'))).status).toBe(200);
    }
    t.clock.advance(5 * MINUTE);
    expect((await pendingList(client, email('admin'))).status).toBe(401);
  });

  it('should answer the session check only for the session\'s own e-mail', async () => {
    const client = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
    expect((await checkSession(t, client, email('manager'))).status).toBe(401);
    expect((await client.get('/check-session/not-an-envelope/1')).status).toBe(401);
  });

  it('should refuse protected calls without a session (401) and with the wrong role (403)', async () => {
    expect(await pendingList(new TestClient(t), email('manager'))).toMatchObject({ status: 401, body: { errmessage: 'Please log in to continue.', code: 'auth.required' } });
    const guard = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    expect(await pendingList(guard, email('guard'))).toMatchObject({
      status: 403,
      body: { errmessage: 'You do not have permission to access this page.', code: 'http.forbidden' },
    });
  });

  it('should end the cookie\'s own session whatever session id the logout path names, and leave the named one alive', async () => {
    const admin = new TestClient(t);
    const adminLogin = await logIn(t, admin, email('admin'), 'Admin@123');
    const manager = new TestClient(t);
    const login = await logIn(t, manager, email('manager'), 'Manager@123');
    const adminCookie = admin.cookie;
    expect(await admin.post(`/logout/${login.body.result.storedSessionId}`, {})).toMatchObject({ status: 200, body: { message: 'Logged out successfully' } });
    expect((await checkSession(t, manager, email('manager'))).status).toBe(200);
    // The cookie's session is over on the server, not only forgotten by this browser.
    const stale = new TestClient(t);
    stale.cookie = adminCookie;
    expect(adminLogin.body.result.storedSessionId).not.toBe(login.body.result.storedSessionId);
    expect((await checkSession(t, stale, email('admin'))).status).toBe(401);
  });

  it('should end every session of a person who sets a new password', async () => {
    const account = await addAccount(t, 'resetter', 'employee', { manager: 'manager', password: 'Old@1234' });
    const client = await signedIn(t, account);
    const { SetPassword } = await import('../../../src/identity/application/set-password.ts');
    const { IssueSetupCode } = await import('../../../src/identity/application/issue-setup-code.ts');
    const { code } = await t.inContext(() => t.get(IssueSetupCode).execute(account.email));
    await t.inContext(() => t.get(SetPassword).execute({ email: account.email, password: digest('New@12345'), setupToken: code }));
    expect((await checkSession(t, client, account.email)).status).toBe(401);
    expect((await logIn(t, new TestClient(t), account.email, 'New@12345')).status).toBe(200);
  });
});
