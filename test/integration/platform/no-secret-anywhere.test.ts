import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addAccount,
  captcha,
  digest,
  email,
  logIn,
  proveAddress,
  registrant,
  submitRegistration,
} from '../../support/identity-flows.ts';
import { recipientsOf, startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, TEST_SERVER_SECRET, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { sqlClient } from '../../support/test-database.ts';
import { approveVisitor, createPass, fetchVisitorData, linkFromMail, submitDetails } from '../../support/visit-flows.ts';

/**
 * docs/product/security-and-operations.md SEC-01 and the non-negotiables: "No secret, OTP, password hash or Aadhaar number in
 * a log line, an answer or a mail". One whole flow (registration with OTP, approval, password, login,
 * a pass, the details form with Aadhaar, approval, check-in and out, the lists and views that show the
 * visit), with every log line, every answer (headers and body, envelopes opened) and every mail kept,
 * then searched for each secret the flow handled.
 */
describe('no secret in a log line, an answer or a mail', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  /** Every answer as text: status line, headers but the session cookie's, body with each envelope opened. */
  const answers: string[] = [];
  /** Session tokens the server handed out, read from Set-Cookie: the one place they belong. */
  const sessionTokens = new Set<string>();
  const otpCodes: string[] = [];
  const passwords = ['Neha@2026', 'Guard@123', 'Admin@123', 'Manager@123'];
  const aadhaar = '234123412346';

  const ENVELOPE = /^[0-9a-f]{32}:[0-9a-f]+$/;
  /** The SPA opens these; so does the test, or a secret inside one would go unseen. */
  const opened = (value: unknown): unknown => {
    if (typeof value === 'string' && ENVELOPE.test(value)) {
      const plain = t.envelope.decrypt(value);
      try {
        return opened(JSON.parse(plain));
      } catch {
        return plain;
      }
    }
    if (Array.isArray(value)) return value.map(opened);
    if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, opened(inner)]));
    return value;
  };

  const recording: Pick<TestApp, 'request'> = {
    request: async (path, init) => {
      const response = await t.request(path, init);
      const headers: string[] = [];
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') headers.push(`${name}: ${value}`);
      });
      for (const cookie of response.headers.getSetCookie()) {
        const token = /^vms_session=([^;]+)/.exec(cookie)?.[1];
        if (token) sessionTokens.add(token);
        else headers.push(`set-cookie: ${cookie}`);
      }
      const text = await response.clone().text();
      let body: unknown = text;
      try {
        body = opened(JSON.parse(text));
      } catch {
        // Not JSON (a CSV, a photo): searched as it came.
      }
      answers.push(`${init?.method ?? 'GET'} ${path} ${response.status}\n${headers.join('\n')}\n${JSON.stringify(body)}`);
      return response;
    },
  };
  const client = () => new TestClient(recording);
  const signIn = async (address: string, password: string) => {
    const browser = client();
    const result = await logIn(t, browser, address, password);
    if (result.status !== 200) throw new Error(`login ${result.status}: ${JSON.stringify(result.body)}`);
    return browser;
  };
  const otpMails = (): ParsedMail[] => smtp.mails.filter((m) => m.subject === 'Your Visitor Desk verification code');
  const codeOf = (mail: ParsedMail): string => /one-time code [^:]*: (\d{6})/.exec(mail.text ?? '')![1]!;
  /** A six-digit code standing on its own, not inside a longer run of letters and digits (hex, Base64). */
  const standalone = (code: string) => new RegExp(`(?<![A-Za-z0-9])${code}(?![A-Za-z0-9])`);

  let logsText: string;
  let answersText: string;
  let passwordHashes: string[];
  let keptIds: { id_kind: string; id_last4: string }[];
  let linkToken: string;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ smtp });
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'manager', 'manager', { manager: 'admin', password: 'Manager@123' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });

    // Registration with an OTP, the manager's approval, the first password through a second OTP.
    const newcomer = registrant('neha.kulkarni', 'manager');
    const browser = client();
    await proveAddress(t, smtp, browser, newcomer.email, 'register');
    expect((await submitRegistration(t, browser, newcomer)).status).toBe(200);
    expect((await browser.post('/api/sendEmailToApprove', { encryptedData: t.envelope.encrypt({ email: newcomer.email }) })).status).toBe(200);
    const manager = await signIn(email('manager'), 'Manager@123');
    await manager.get(`/api/fetchEmployeesToApprove?encryptedData=${encodeURIComponent(t.envelope.encrypt(email('manager')))}`);
    expect((await manager.post('/api/auth/approve-user', { encryptedData: t.envelope.encrypt({ email_to_approve: newcomer.email }) })).status).toBe(200);
    await proveAddress(t, smtp, browser, newcomer.email, 'reset');
    expect((await browser.put('/api/auth/submit-forgotPassword', { data: t.envelope.encrypt({ email: newcomer.email, password: digest('Neha@2026') }) })).status).toBe(200);
    // A wrong password and a wrong OTP are logged as failures: those lines must not carry what was typed either.
    expect((await logIn(t, client(), newcomer.email, 'Wrong@2026')).status).toBe(401);
    const host = await signIn(newcomer.email, 'Neha@2026');

    // A pass, the visitor's details with their Aadhaar number, the host's approval.
    // Today at the site (the fake clock's 20-11-2026, 10:00 AM), so the desk can check the visitor in.
    const today = { date: '20-11-2026', time: '11:00 AM' };
    const created = await createPass(t, host, { visitorEmail: 'arjun@supplier.test', ...today });
    expect(created.status).toBe(201);
    await t.deliverMail();
    ({ token: linkToken } = await linkFromMail(smtp, 'arjun@supplier.test'));
    const visitor = client();
    expect((await fetchVisitorData(t, visitor, '9812345670', linkToken)).status).toBe(200);
    expect((await submitDetails(t, visitor, linkToken, { aadharNo: aadhaar, dateOfVisit: today.date, timeOfVisit: today.time })).status).toBe(200);
    await host.get(`/fetch-visitorData/${encodeURIComponent(t.envelope.encrypt(newcomer.email))}/true`);
    await host.get('/api/my-visits');
    expect((await approveVisitor(t, host, created.body.id)).status).toBe(200);

    // The desk: the lists, the detail view, in and out.
    const desk = await signIn(email('guard'), 'Guard@123');
    const id = encodeURIComponent(t.envelope.encrypt(String(created.body.id)));
    await desk.get('/api/getApprovedVisitor');
    await desk.get(`/fetchVisitorDetails/${id}`);
    expect((await desk.post('/visitorTimeIn', { encryptedId: t.envelope.encrypt(String(created.body.id)), time_in: '10:00' })).status).toBe(200);
    await desk.get('/api/on-site?format=json');
    expect((await desk.post('/visitorTimeOut', { encryptedId: t.envelope.encrypt(String(created.body.id)), time_out: '11:00' })).status).toBe(200);
    await desk.get('/api/getApprovedVisitor?view=history');
    const admin = await signIn(email('admin'), 'Admin@123');
    await admin.get('/api/insights?days=30');
    await admin.get('/getActiveEmployee');
    await t.deliverMail();

    // A wrong OTP after the flow: its code is a guess, the real one must stay unseen.
    await browser.post('/api/auth/send-otp', { en_email: t.envelope.encrypt(email('late.comer')), purpose: 'register' });
    await t.deliverMail();
    await browser.post('/api/auth/verify-otp', { encryptedData: t.envelope.encrypt({ email: email('late.comer'), otp: '000000', purpose: 'register' }) });
    await captcha(browser);

    otpCodes.push(...otpMails().map(codeOf));
    const sql = await sqlClient(t.database.url);
    passwordHashes = (await sql.query<{ password_hash: string }>('select password_hash from employee where password_hash is not null')).rows.map((row) => row.password_hash);
    keptIds = (await sql.query<{ id_kind: string; id_last4: string }>('select id_kind, id_last4 from visitor_pass where id_last4 is not null')).rows;
    await sql.end();
    logsText = JSON.stringify(t.logs);
    answersText = answers.join('\n\n');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('should have handled every secret it then looks for', () => {
    expect(otpCodes).toHaveLength(3);
    expect(passwordHashes).toHaveLength(passwords.length);
    // The Aadhaar number given was kept as its kind and last four only (issue 31): nothing sealed to look for.
    expect(keptIds).toEqual([{ id_kind: 'aadhaar', id_last4: '2346' }]);
    expect(sessionTokens.size).toBe(4);
    // The answers were opened: the masked number is there, so an unmasked one would have been seen.
    expect(answersText).toContain('XXXX XXXX 2346');
    // Each request was logged (method, path, status), so a leak into those lines would have been seen.
    expect(t.logs.filter((line) => line['msg'] === 'request').length).toBe(answers.length);
  });

  it('should write no OTP code, password digest or hash, Aadhaar number, session token, link token or server secret to a log line', () => {
    for (const code of otpCodes) expect(logsText).not.toMatch(standalone(code));
    for (const password of passwords) expect(logsText).not.toContain(digest(password));
    for (const hash of passwordHashes) expect(logsText).not.toContain(hash.split('$').at(-1));
    expect(logsText).not.toContain(digest('Wrong@2026'));
    expect(logsText).not.toContain(aadhaar);
    expect(logsText).not.toContain('2341 2341 2346');
    for (const token of sessionTokens) expect(logsText).not.toContain(token);
    expect(logsText).not.toContain(linkToken.split(',').at(-1));
    expect(logsText).not.toContain(TEST_SERVER_SECRET);
  });

  it('should answer no OTP code, password digest or hash, full Aadhaar number, session token or server secret', () => {
    for (const code of otpCodes) expect(answersText).not.toMatch(standalone(code));
    for (const password of passwords) expect(answersText).not.toContain(digest(password));
    for (const hash of passwordHashes) expect(answersText).not.toContain(hash.split('$').at(-1));
    expect(answersText).not.toContain(aadhaar);
    expect(answersText).not.toContain('2341 2341 2346');
    for (const token of sessionTokens) expect(answersText).not.toContain(token);
    expect(answersText).not.toContain(TEST_SERVER_SECRET);
  });

  it('should mail each OTP code only in its own message, and no password, Aadhaar number, session token or server secret', () => {
    expect(smtp.mails.length).toBeGreaterThan(otpCodes.length);
    for (const mail of smtp.mails) {
      const text = JSON.stringify([mail.subject, mail.text, mail.html, mail.headers]);
      const own = mail.subject === 'Your Visitor Desk verification code' ? codeOf(mail) : undefined;
      for (const code of otpCodes.filter((c) => c !== own)) expect(text).not.toMatch(standalone(code));
      for (const password of passwords) expect(text).not.toContain(digest(password));
      for (const hash of passwordHashes) expect(text).not.toContain(hash.split('$').at(-1));
      expect(text).not.toContain(aadhaar);
      expect(text).not.toContain('2341 2341 2346');
      for (const token of sessionTokens) expect(text).not.toContain(token);
      expect(text).not.toContain(TEST_SERVER_SECRET);
    }
    expect(smtp.mails.some((m) => recipientsOf(m).includes('arjun@supplier.test') && /approved/.test(m.subject ?? ''))).toBe(true);
  });

  it('should keep no OTP code or link token readable in a delivered mail\'s outbox row', async () => {
    const sql = await sqlClient(t.database.url);
    const { rows } = await sql.query('select * from mail_outbox');
    await sql.end();
    const outbox = JSON.stringify(rows);
    expect(rows.length).toBeGreaterThan(0);
    for (const code of otpCodes) expect(outbox).not.toMatch(standalone(code));
    expect(outbox).not.toContain(linkToken.split(',').at(-1));
    expect(outbox).not.toContain(aadhaar);
  });
});
