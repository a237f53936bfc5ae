import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipientsOf, type SmtpSink } from '../../support/smtp-sink.ts';
import { TEST_PASSWORD_COST, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { sqlClient } from '../../support/test-database.ts';
import { checkSession, digest, email, logIn, register, registrant, setPassword, signedIn, startIdentityApp } from '../../support/identity-flows.ts';

describe('an employee from registration to logout', () => {
  let smtp: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    ({ t, smtp } = await startIdentityApp({ managerPassword: 'Manager@123' }));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const existence = async (address: string) => {
    const { body } = await new TestClient(t).post<{ result: { emailExists: boolean; status: string | null } }>(
      '/api/auth/check-user-existence',
      { en_email: t.envelope.encrypt(address) },
    );
    return { emailExists: body.result.emailExists, status: body.result.status === null ? null : t.envelope.decrypt(body.result.status) };
  };

  it('should take a new employee through every status to a signed-in session and out again', async () => {
    const newcomer = registrant('neha.kulkarni', 'manager');
    expect(await existence(newcomer.email)).toEqual({ emailExists: false, status: null });

    // Registration: OTP by mail, details, and the manager's notice through the outbox.
    await register(t, smtp, newcomer);
    expect(await existence(newcomer.email)).toEqual({ emailExists: true, status: 'Approval Pending' });
    await t.deliverMail();
    const notice = await smtp.waitFor((m) => recipientsOf(m).includes(email('manager')) && m.subject === 'Approval needed: Neha Kulkarni registered');
    expect(notice.text).toContain(newcomer.email);
    expect(notice.text).toContain('http://vms.test/ApproveUser');

    // A pending account cannot sign in yet.
    const pending = await logIn(t, new TestClient(t), newcomer.email, 'Whatever1!');
    expect(pending.status).toBe(403);
    expect(pending.body.errmessage).toBe('Your approval request is still pending. Please wait for your reporting manager to approve.');
    expect(pending.body.code).toBe('account.pending');

    // The manager sees the registration and approves it.
    const manager = await signedIn(t, { email: email('manager'), password: 'Manager@123' });
    const queue = await manager.get<{ result: string }>(`/api/fetchEmployeesToApprove?encryptedData=${encodeURIComponent(t.envelope.encrypt(email('manager')))}`);
    expect(queue.status).toBe(200);
    expect(t.envelope.decryptJson(queue.body.result)).toEqual([
      { emp_name: 'Neha Kulkarni', emp_id: newcomer.employeeid, emp_email: newcomer.email, emp_phonenumber: '9123456780', userstatus: 'Approval Pending' },
    ]);
    const approval = await manager.post<{ result: { updatedUser: string; message: string } }>('/api/auth/approve-user', {
      encryptedData: t.envelope.encrypt({ email_to_approve: newcomer.email }),
    });
    expect(approval.status).toBe(200);
    expect(approval.body.result.message).toBe('approved successfully.');
    expect(t.envelope.decryptJson(approval.body.result.updatedUser)).toMatchObject({ emp_email: newcomer.email, userstatus: 'Approved' });
    await t.deliverMail();
    const approvedMail = await smtp.waitFor((m) => recipientsOf(m).includes(newcomer.email) && m.subject === 'Your Visitor Desk account is approved');
    expect(approvedMail.text).toContain('Approval successful. Please set your password to complete first-time login.');

    // Approved without a password: "First Login", and login is refused until one is set.
    expect(await existence(newcomer.email)).toEqual({ emailExists: true, status: 'First Login' });
    const firstLogin = await logIn(t, new TestClient(t), newcomer.email, 'Whatever1!');
    expect(firstLogin.status).toBe(403);
    expect(firstLogin.body.errmessage).toBe('Please set your password to complete first-time login.');
    expect(firstLogin.body.code).toBe('account.first_login');

    const set = await setPassword(t, smtp, newcomer.email, 'Neha@2026');
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ result: 'Password set successfully. Please log in.' });
    expect(await existence(newcomer.email)).toEqual({ emailExists: true, status: 'Approved' });

    // Login: the description's answer, a session cookie that JavaScript cannot read.
    const browser = new TestClient(t);
    const login = await logIn(t, browser, newcomer.email, 'Neha@2026');
    expect(login.status).toBe(200);
    expect(login.body.result.message).toBe('login successful');
    expect(login.body.result.isAuthenticated).toBe(true);
    expect(login.body.result.storedSessionId).toMatch(/^[0-9a-f-]{36}$/);
    const data = login.body.result.sessionData;
    expect(typeof data['id']).toBe('number');
    expect(t.envelope.decrypt(data['emp_email'])).toBe(newcomer.email);
    expect(t.envelope.decrypt(data['emp_name'])).toBe('Neha Kulkarni');
    expect(t.envelope.decrypt(data['jobtitle'])).toBe('Employee');
    expect(t.envelope.decrypt(data['userstatus'])).toBe('Approved');
    expect(t.envelope.decrypt(data['manager'])).toBe(email('manager'));
    expect(t.envelope.decryptJson(login.body.user)).toEqual({ email: newcomer.email, employee_id: newcomer.employeeid, designation: 'Employee' });
    const cookie = login.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^vms_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');

    expect((await checkSession(t, browser, newcomer.email)).body).toEqual({ message: 'Session active' });

    // Logout ends the session on the server: the same cookie is worthless afterwards.
    const staleCookie = browser.cookie;
    const logout = await browser.post(`/logout/${login.body.result.storedSessionId}`, { emailToDelete: t.envelope.encrypt(newcomer.email) });
    expect(logout.status).toBe(200);
    expect(browser.cookie).toBeUndefined();
    browser.cookie = staleCookie;
    const after = await checkSession(t, browser, newcomer.email);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: 'Previous session destroyed', code: 'session.destroyed' });

    // Every change is in the audit log.
    const sql = await sqlClient(t.database.url);
    const { rows } = await sql.query<{ action: string; actor_label: string }>(
      'select action, actor_label from audit_log where subject_id = $1 or actor_label = $1 order by id',
      [newcomer.email],
    );
    await sql.end();
    expect(rows.map((row) => row.action)).toEqual([
      'employee.registered',
      'employee.approved',
      'employee.first_password_set',
      'session.started',
      'session.ended',
    ]);
    expect(rows.find((row) => row.action === 'employee.approved')?.actor_label).toBe(email('manager'));
  });

  it('should never write an OTP, a password digest, a session token or a captcha answer to the log', async () => {
    const logged = JSON.stringify(t.logs);
    for (const mail of smtp.mails) {
      const code = /(\d{6})$/.exec(mail.subject ?? '')?.[1];
      if (code) expect(logged).not.toContain(code);
    }
    expect(logged).not.toContain(digest('Neha@2026'));
    expect(logged).not.toContain(digest('Manager@123'));
    expect(logged).not.toMatch(/vms_session=/);
    expect(logged).not.toContain('"AB12"');
  });

  it('should keep passwords only as scrypt hashes', async () => {
    const sql = await sqlClient(t.database.url);
    const { rows } = await sql.query<{ password_hash: string }>('select password_hash from employee where email = $1', [email('neha.kulkarni')]);
    await sql.end();
    expect(rows[0]?.password_hash).toMatch(new RegExp(`^scrypt\\$${TEST_PASSWORD_COST}\\$8\\$1\\$[A-Za-z0-9+/=]+\\$[A-Za-z0-9+/=]+$`));
    expect(rows[0]?.password_hash).not.toContain(digest('Neha@2026'));
  });
});
