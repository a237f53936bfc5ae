import { createHash } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { AddEmployee } from '../../src/identity/application/add-employee.ts';
import type { Role } from '#contract/roles.ts';
import { recipientsOf, startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { startTestApp, TEST_CAPTCHA, TEST_DOMAIN, type TestApp } from './test-app.ts';
import { TestClient } from './test-client.ts';
import type { ConsentInput } from '#contract/consent.ts';
import { VISIT_CONSENT } from './consent.ts';

/** What the SPA sends for a password. */
export const digest = (password: string): string => createHash('sha256').update(password, 'utf8').digest('hex');

export const email = (prefix: string): string => `${prefix}@${TEST_DOMAIN}`;

let counter = 0;
/** A unique, valid employee id (5–6 characters). */
export const nextEmpId = (): string => `E${String(++counter).padStart(4, '0')}${'ABCDEFGHJK'[Math.floor(Math.random() * 10)]}`;

/** An approved account with a password, made the way IT staff make one (`vms users add`). */
export const addAccount = async (
  t: TestApp,
  prefix: string,
  role: Role,
  options: { manager?: string; password?: string; name?: string } = {},
): Promise<{ email: string; password: string }> => {
  const password = options.password ?? 'Passw0rd!';
  await t.inContext(() =>
    t.get(AddEmployee).execute({
      account: {
        email: email(prefix),
        name: options.name ?? `${prefix.replace(/[^a-z]/gi, ' ').trim() || 'Test'} Person`,
        role,
        empId: nextEmpId(),
        phone: '9876543210',
        ...(options.manager ? { managerEmail: email(options.manager) } : {}),
      },
      passwordDigest: digest(password),
      actor: { type: 'cli', label: 'cli:test' },
    }),
  );
  return { email: email(prefix), password };
};

/**
 * Where most identity tests start: the app with mail going to a real SMTP sink, an admin
 * (`admin@…`) and a manager reporting to them (`manager@…`). Both are closed by the caller.
 */
export const startIdentityApp = async (options: { managerPassword?: string } = {}): Promise<{ t: TestApp; smtp: SmtpSink }> => {
  const smtp = await startSmtpSink();
  const t = await startTestApp({ smtp });
  await addAccount(t, 'admin', 'admin');
  await addAccount(t, 'manager', 'manager', { manager: 'admin', ...(options.managerPassword ? { password: options.managerPassword } : {}) });
  return { t, smtp };
};

/** The newest OTP mailed to the address, read from the real SMTP sink. */
export const otpFromMail = async (smtp: SmtpSink, to: string, after = 0): Promise<string> => {
  const mail: ParsedMail = await smtp.waitFor(
    (m) => recipientsOf(m).includes(to) && m.subject === 'Your Visitor Desk verification code' && smtp.mails.indexOf(m) >= after,
  );
  return /one-time code [^:]*: (\d{6})/.exec(mail.text ?? '')![1]!;
};

export const captcha = async (client: TestClient): Promise<{ captchaId: string; captcha: string }> => {
  const { body } = await client.get<{ captchaId: string }>('/captcha');
  return { captchaId: body.captchaId, captcha: TEST_CAPTCHA };
};

export const sendOtp = (t: TestApp, client: TestClient, address: string, purpose: 'register' | 'reset' = 'register') =>
  client.post('/api/auth/send-otp', { en_email: t.envelope.encrypt(address), purpose });

export const verifyOtp = (t: TestApp, client: TestClient, address: string, otp: string, purpose: 'register' | 'reset' = 'register') =>
  client.post('/api/auth/verify-otp', { encryptedData: t.envelope.encrypt({ email: address, otp, purpose }) });

/** Sends and verifies an OTP the way the forms do, reading the code from the mail. */
export const proveAddress = async (t: TestApp, smtp: SmtpSink, client: TestClient, address: string, purpose: 'register' | 'reset') => {
  const before = smtp.mails.length;
  const sent = await sendOtp(t, client, address, purpose);
  if (sent.status !== 200) throw new Error(`send-otp ${sent.status}: ${JSON.stringify(sent.body)}`);
  await t.deliverMail();
  const otp = await otpFromMail(smtp, address, before);
  const verified = await verifyOtp(t, client, address, otp, purpose);
  if (verified.status !== 200) throw new Error(`verify-otp ${verified.status}: ${JSON.stringify(verified.body)}`);
};

export interface Registrant {
  readonly email: string;
  readonly name: string;
  readonly phonenumber: string;
  readonly employeeid: string;
  readonly selectedDesignation: string;
  readonly selectedManager: string;
  readonly consent: ConsentInput;
  /** The home site picked (issue 30); left out on a one-site installation. */
  readonly homeSiteId?: number;
}

export const registrant = (prefix: string, manager: string, designation = 'Employee'): Registrant => ({
  email: email(prefix),
  name: 'Neha Kulkarni',
  phonenumber: '9123456780',
  employeeid: nextEmpId(),
  selectedDesignation: designation,
  selectedManager: email(manager),
  consent: VISIT_CONSENT,
});

export const submitRegistration = async (t: TestApp, client: TestClient, who: Registrant) =>
  client.post('/api/auth/submit-user-data', { encryptedData: t.envelope.encrypt({ ...who, ...(await captcha(client)) }) });

/** The whole registration: OTP by mail, then the details. */
export const register = async (t: TestApp, smtp: SmtpSink, who: Registrant): Promise<void> => {
  const client = new TestClient(t);
  await proveAddress(t, smtp, client, who.email, 'register');
  const result = await submitRegistration(t, client, who);
  if (result.status !== 200) throw new Error(`submit-user-data ${result.status}: ${JSON.stringify(result.body)}`);
};

export const logIn = async (t: TestApp, client: TestClient, address: string, password: string) =>
  client.post<{ result: { storedSessionId: string; sessionData: Record<string, unknown>; message: string; isAuthenticated: boolean }; user: string; errmessage?: string; code?: string }>(
    '/api/auth/login',
    { data: t.envelope.encrypt({ email: address, password: digest(password), ...(await captcha(client)) }) },
  );

/** A client signed in as the account. */
export const signedIn = async (t: TestApp, account: { email: string; password: string }): Promise<TestClient> => {
  const client = new TestClient(t);
  const result = await logIn(t, client, account.email, account.password);
  if (result.status !== 200) throw new Error(`login ${result.status}: ${JSON.stringify(result.body)}`);
  return client;
};

export const setPassword = async (t: TestApp, smtp: SmtpSink, address: string, password: string) => {
  const client = new TestClient(t);
  await proveAddress(t, smtp, client, address, 'reset');
  return client.put('/api/auth/submit-forgotPassword', { data: t.envelope.encrypt({ email: address, password: digest(password) }) });
};

export const checkSession = (t: TestApp, client: TestClient, address: string) =>
  client.get<{ message: string }>(`/check-session/${encodeURIComponent(t.envelope.encrypt(address))}/${Date.now()}`);
