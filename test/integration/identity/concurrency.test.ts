import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNewEmployee } from '../../../src/identity/application/new-employee.ts';
import { EmployeeRepository } from '../../../src/identity/application/ports.ts';
import { Employee } from '../../../src/identity/domain/employee.ts';
import { UnitOfWork } from '../../../src/platform/ports/unit-of-work.ts';
import { MINUTE } from '../../support/fake-clock.ts';
import { addAccount, digest, email, logIn, otpFromMail, proveAddress, register, registrant, type Registrant, sendOtp, signedIn, startIdentityApp, submitRegistration, verifyOtp } from '../../support/identity-flows.ts';
import type { SmtpSink } from '../../support/smtp-sink.ts';
import type { TestApp } from '../../support/test-app.ts';
import { TestClient, type CallResult } from '../../support/test-client.ts';
import { sqlClient } from '../../support/test-database.ts';

/**
 * Limits and approvals hold when the same call arrives many times at once (docs/product/security-and-operations.md OPS-REPLICAS-01; docs/product/identity.md ID-SIGNIN-06 and ID-OTP-02:
 * counters never read-then-write). Every call here is a real request through the HTTP app, sent
 * together with Promise.all; each comes from a client of its own so the per-address limits of
 * public-limits.ts stay out of the way.
 */
describe('identity under concurrency', () => {
  let smtp: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    ({ t, smtp } = await startIdentityApp({ managerPassword: 'Manager@123' }));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const rows = async <T extends object>(sql: string, params: unknown[] = []): Promise<T[]> => {
    const db = await sqlClient(t.database.url);
    try {
      return (await db.query<T>(sql, params)).rows;
    } finally {
      await db.end();
    }
  };
  const count = async (sql: string, params: unknown[] = []): Promise<number> => Number((await rows<{ n: string }>(sql, params))[0]?.n);
  const mailsTo = (address: string, subjectLike: string) =>
    count(`select count(*) as n from mail_outbox where recipients::jsonb ? $1 and subject like $2`, [address, subjectLike]);
  const auditRows = (action: string, subject: string) =>
    count('select count(*) as n from audit_log where action = $1 and subject_id = $2', [action, subject]);
  const times = <T>(n: number, call: (i: number) => Promise<T>): Promise<T[]> => Promise.all(Array.from({ length: n }, (_, i) => call(i)));
  const statuses = (results: readonly CallResult[]): number[] => results.map((result) => result.status).sort((a, b) => a - b);
  const messages = (results: readonly CallResult[], status: number): unknown[] =>
    results.filter((result) => result.status === status).map((result) => result.body['errmessage']);

  it('should lock an account when ten wrong passwords arrive at once, and then refuse the right one with 429', async () => {
    const account = await addAccount(t, 'race.login', 'employee', { manager: 'manager', password: 'Right@123' });
    const results = await times(10, () => logIn(t, new TestClient(t), account.email, 'Wrong@123'));
    // Five failures lock it; the five that come after the lock are told to wait.
    expect(statuses(results)).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    const right = await logIn(t, new TestClient(t), account.email, 'Right@123');
    expect(right.status).toBe(429);
    expect(right.body.errmessage).toBe('Too many failed login attempts. Please try again in 15 minutes.');
    expect(right.body.code).toBe('auth.locked');
    expect(right.headers.get('retry-after')).toBe('900');
    expect(await auditRows('employee.login_failed', account.email)).toBe(4);
    expect(await auditRows('employee.locked_out', account.email)).toBe(1);
  });

  it('should send one code when ten send-otp calls for one address arrive at once', async () => {
    const address = email('race.otp.send');
    const results = await times(10, () => sendOtp(t, new TestClient(t), address));
    expect(statuses(results)).toEqual([200, ...Array<number>(9).fill(429)]);
    expect(new Set(messages(results, 429))).toEqual(new Set(['Please wait 60 seconds before requesting a new OTP.']));
    expect(await count('select count(*) as n from one_time_password where email = $1', [address])).toBe(1);
    expect(await mailsTo(address, '%verification code%')).toBe(1);
  });

  it('should end a code when five wrong tries arrive at once, so the right one then fails', async () => {
    const address = email('race.otp.verify');
    const before = smtp.mails.length;
    expect((await sendOtp(t, new TestClient(t), address)).status).toBe(200);
    await t.deliverMail();
    const code = await otpFromMail(smtp, address, before);
    const wrong = code === '000000' ? '111111' : '000000';
    const results = await times(5, () => verifyOtp(t, new TestClient(t), address, wrong));
    expect(statuses(results)).toEqual([401, 401, 401, 401, 401]);
    expect(messages(results, 401).sort()).toEqual([
      'Invalid Email OTP. Please enter the correct OTP',
      'Invalid Email OTP. Please enter the correct OTP',
      'Invalid Email OTP. Please enter the correct OTP',
      'Invalid Email OTP. Please enter the correct OTP',
      'Too many wrong attempts. Please click resend button to generate a new OTP.',
    ]);
    expect(await verifyOtp(t, new TestClient(t), address, code)).toMatchObject({
      status: 401,
      body: { errmessage: 'Too many wrong attempts. Please click resend button to generate a new OTP.', code: 'otp.too_many_attempts' },
    });
    expect(await count('select failed_attempts as n from one_time_password where email = $1', [address])).toBe(5);
  });

  it('should approve once when twenty approvals of one employee arrive at once', async () => {
    const newcomer = registrant('race.approve', 'manager');
    await register(t, smtp, newcomer);
    const manager = await signedIn(t, { email: email('manager'), password: 'Manager@123' });
    const results = await times(20, () =>
      manager.post('/api/auth/approve-user', { encryptedData: t.envelope.encrypt({ email_to_approve: newcomer.email }) }),
    );
    expect(statuses(results)).toEqual([200, ...Array<number>(19).fill(409)]);
    expect(new Set(messages(results, 409))).toEqual(new Set([`This employee is already approved. (${newcomer.email})`]));
    expect(await mailsTo(newcomer.email, 'Your Visitor Desk account is approved')).toBe(1);
    expect(await auditRows('employee.approved', newcomer.email)).toBe(1);
  });

  it('should register once when ten registrations of one verified address arrive at once', async () => {
    const who = registrant('race.register', 'manager');
    await proveAddress(t, smtp, new TestClient(t), who.email, 'register');
    const results = await times(10, () => submitRegistration(t, new TestClient(t), who));
    expect(statuses(results)).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(new Set(messages(results, 409))).toEqual(new Set(['Email already exits']));
    expect(await count('select count(*) as n from employee where email = $1', [who.email])).toBe(1);
    expect(await auditRows('employee.registered', who.email)).toBe(1);
    expect(await mailsTo(email('manager'), `Approval needed: ${who.name}%`)).toBeGreaterThanOrEqual(1);
    expect(await count('select count(*) as n from one_time_password where email = $1 and consumed_at is not null', [who.email])).toBe(1);
  });

  /** Verified addresses, each with its own employee id, registering all at once. */
  const registerAtOnce = async (prefix: string, employeeIds: readonly string[]) => {
    const people: Registrant[] = employeeIds.map((employeeid, i) => ({ ...registrant(`${prefix}.${i}`, 'manager'), employeeid }));
    for (const person of people) await proveAddress(t, smtp, new TestClient(t), person.email, 'register');
    return Promise.all(people.map((person) => submitRegistration(t, new TestClient(t), person)));
  };

  it('should compare employee ids without patterns: AB_12 and ABX12 are two ids', async () => {
    const results = await registerAtOnce('race.underscore', ['AB_12', 'ABX12']);
    expect(statuses(results)).toEqual([200, 200]);
    expect(await count(`select count(*) as n from employee where emp_id in ('AB_12', 'ABX12')`)).toBe(2);
    // ab_12 is AB_12 in another case.
    const [late] = await registerAtOnce('race.late', ['ab_12']);
    expect(late).toMatchObject({ status: 409, body: { errmessage: 'This Employee ID is already registered.', code: 'registration.employee_id_taken' } });
  });

  it('should treat employee ids alike whatever their case, even when they arrive at once', async () => {
    const results = await registerAtOnce('race.case', ['ab-12x', 'AB-12X']);
    expect(statuses(results)).toEqual([200, 409]);
    expect(messages(results, 409)).toEqual(['This Employee ID is already registered.']);
    expect(await count(`select count(*) as n from employee where lower(emp_id) = 'ab-12x'`)).toBe(1);
  });

  it('should answer a unique violation of the address or the employee id with the 409 its check gives', async () => {
    // What a maker that slipped past the checks meets at the database: its constraints, mapped.
    const copyOf = (who: Employee, changes: Partial<Pick<Employee, 'email' | 'empId'>>) =>
      new Employee({ empId: who.empId, name: who.name, email: who.email, phone: who.phone, designation: who.designation, manager: null, createdAt: t.clock.now(), ...changes });
    const insertCopy = (changes: Partial<Pick<Employee, 'email' | 'empId'>>) =>
      t.inContext(() =>
        t.get(UnitOfWork).run(async () => {
          const employees = t.get(EmployeeRepository);
          const manager = (await employees.findByEmail(email('manager')))!;
          await insertNewEmployee(employees, copyOf(manager, changes));
        }),
      );
    await expect(insertCopy({ empId: 'ZZ-991' })).rejects.toMatchObject({ code: 'registration.email_taken', kind: 'conflict', message: 'Email already exits' });
    const [{ emp_id: managerId }] = (await rows<{ emp_id: string }>('select emp_id from employee where email = $1', [email('manager')])) as [{ emp_id: string }];
    await expect(insertCopy({ email: email('copy.exact'), empId: managerId })).rejects.toMatchObject({
      code: 'registration.employee_id_taken',
      kind: 'conflict',
      message: 'This Employee ID is already registered.',
    });
    await expect(insertCopy({ email: email('copy.case'), empId: managerId.toLowerCase() })).rejects.toMatchObject({
      code: 'registration.employee_id_taken',
      kind: 'conflict',
      message: 'This Employee ID is already registered.',
    });
  });

  it('should set one password with one verified code when the requests arrive at once', async () => {
    const account = await addAccount(t, 'race.password', 'employee', { manager: 'manager', password: 'Old@12345' });
    await proveAddress(t, smtp, new TestClient(t), account.email, 'reset');
    const results = await times(5, (i) =>
      new TestClient(t).put('/api/auth/submit-forgotPassword', { data: t.envelope.encrypt({ email: account.email, password: digest(`New@1234${i}`) }) }),
    );
    expect(statuses(results)).toEqual([200, 403, 403, 403, 403]);
    expect(new Set(messages(results, 403))).toEqual(new Set(['Please verify your email with an OTP first.']));
    expect(await auditRows('employee.password_reset', account.email)).toBe(1);
  });

  it('should send one reminder to the manager when the requests for it arrive at once', async () => {
    const who = registrant('race.reminder', 'manager');
    await register(t, smtp, who);
    t.clock.advance(11 * MINUTE);
    const ask = () => new TestClient(t).post('/api/sendEmailToApprove', { encryptedData: t.envelope.encrypt({ email: who.email }) });
    expect(statuses(await times(10, ask))).toEqual(Array<number>(10).fill(200));
    expect(await auditRows('employee.approval_requested', who.email)).toBe(1);
  });
});
