import { describe, expect, it } from 'vitest';
import { ApproveEmployees } from '../../../src/identity/application/approve-employee.ts';
import { LogIn, type LogInCommand } from '../../../src/identity/application/log-in.ts';
import { claimNewEmployee, insertNewEmployee } from '../../../src/identity/application/new-employee.ts';
import { EmployeeTakenError } from '../../../src/identity/application/ports.ts';
import { RequestApproval } from '../../../src/identity/application/request-approval.ts';
import { SendOtp } from '../../../src/identity/application/send-otp.ts';
import { Employee } from '../../../src/identity/domain/employee.ts';
import { OneTimePassword } from '../../../src/identity/domain/one-time-password.ts';
import { DomainError } from '#kernel/domain-error.ts';
import { domainErrorOf } from '../../support/refusal.ts';
import { FakeClock, MINUTE, SECOND } from '../../support/fake-clock.ts';
import {
  FakePasswordHasher,
  FakeServerCrypto,
  InMemoryEmployees,
  InMemoryOtps,
  InMemorySessions,
  RecordingAuditLog,
  RecordingOutbox,
  RightCaptcha,
  SerialUnitOfWork,
  employee,
} from './in-memory-identity.ts';
import { mailNotifier } from '../support/mail-notifier.ts';


/** The outcome of each call: 'ok' or the error's code. */
const outcomes = (calls: readonly Promise<unknown>[]): Promise<string[]> =>
  Promise.all(calls.map((call) => call.then(() => 'ok', (error: unknown) => (error instanceof DomainError ? error.code : String(error)))));

describe(Employee.name, () => {
  const start = new Date('2026-11-20T09:00:00Z');
  const at = (ms: number) => new Date(start.getTime() + ms);

  it('should lock on the fifth failure within fifteen minutes, and say that it was that one', () => {
    const someone = employee('someone@example.com');
    const locked = [0, 1, 2, 3, 4].map((i) => someone.recordFailedLogin(at(i * MINUTE)));
    expect(locked).toEqual([false, false, false, false, true]);
    expect(someone.lockoutMinutesLeft(at(4 * MINUTE))).toBe(15);
    expect(someone.lockoutMinutesLeft(at(19 * MINUTE))).toBe(0);
  });

  it('should start counting afresh when the first failure is more than fifteen minutes old', () => {
    const someone = employee('someone@example.com');
    for (let i = 0; i < 4; i += 1) expect(someone.recordFailedLogin(at(i * SECOND))).toBe(false);
    expect(someone.recordFailedLogin(at(16 * MINUTE))).toBe(false);
    expect(someone.lockoutMinutesLeft(at(16 * MINUTE))).toBe(0);
  });
});

describe(OneTimePassword.name, () => {
  it('should be used up by its fifth wrong try', () => {
    const now = new Date('2026-11-20T09:00:00Z');
    const otp = new OneTimePassword({ email: 'a@example.com', purpose: 'register', codeHash: 'h', createdAt: now, expiresAt: new Date(now.getTime() + MINUTE) });
    expect([1, 2, 3, 4, 5].map(() => otp.recordWrongAttempt())).toEqual([false, false, false, false, true]);
    expect(otp.isExhausted()).toBe(true);
  });
});

describe(LogIn.name, () => {
  const address = 'racer@example.com';
  const setUp = (...employees: Employee[]) => {
    const ports = {
      employees: new InMemoryEmployees(...employees),
      sessions: new InMemorySessions(),
      passwords: new FakePasswordHasher(),
      audit: new RecordingAuditLog(),
      clock: new FakeClock(),
      unitOfWork: new SerialUnitOfWork(),
    };
    const logIn = new LogIn(ports.employees, ports.sessions, ports.passwords, new RightCaptcha(), new FakeServerCrypto(), ports.audit, ports.clock, ports.unitOfWork);
    const attempt = (password: string) => {
      const command: LogInCommand = { email: address, password, captchaId: 'id', captcha: 'AB12', ip: null, userAgent: null };
      return logIn.execute(command);
    };
    return { ...ports, attempt };
  };

  it('should count ten simultaneous wrong passwords one by one: five wrong, then five told to wait', async () => {
    const { attempt, audit, employees } = setUp(employee(address));
    const results = await outcomes(Array.from({ length: 10 }, () => attempt('Wrong')));
    expect(results.sort()).toEqual([...Array<string>(5).fill('auth.invalid_credentials'), ...Array<string>(5).fill('auth.locked')]);
    expect((await domainErrorOf(attempt('Right'))).message).toBe('Too many failed login attempts. Please try again in 15 minutes.');
    expect(audit.entries.map((entry) => entry.action).sort()).toEqual(['employee.locked_out', ...Array<string>(4).fill('employee.login_failed')]);
    // The outcome is recorded on the employee read for update, never on the copy read before the password check.
    expect(employees.reads.filter((read) => read.forUpdate)).toHaveLength(10);
  });

  it('should refuse a right password when the account was locked while the password was being checked', async () => {
    const racer = employee(address);
    const { attempt, passwords, clock, sessions } = setUp(racer);
    passwords.duringVerify = () => {
      racer.lockedUntil = new Date(clock.now().getTime() + 15 * MINUTE);
    };
    const refused = await domainErrorOf(attempt('Right'));
    expect(refused.code).toBe('auth.locked');
    expect(refused.details).toEqual({ retryAfterSeconds: 900 });
    expect(sessions.rows).toHaveLength(0);
  });

  it('should check a password changed while it was being checked against the new one', async () => {
    const racer = employee(address, { passwordHash: 'hash:Old' });
    const { attempt, passwords, sessions } = setUp(racer);
    passwords.duringVerify = () => {
      passwords.duringVerify = () => {};
      racer.passwordHash = 'hash:New';
    };
    expect((await domainErrorOf(attempt('Old'))).code).toBe('auth.invalid_credentials');
    expect(racer.failedLoginCount).toBe(1);
    expect(sessions.rows).toHaveLength(0);
    await attempt('New');
    expect(sessions.rows).toHaveLength(1);
  });
});

describe(SendOtp.name, () => {
  it('should lock the address before it reads the codes already sent, so ten at once send one', async () => {
    const otps = new InMemoryOtps();
    const outbox = new RecordingOutbox();
    const unitOfWork = new SerialUnitOfWork();
    const clock = new FakeClock();
    const sendOtp = new SendOtp(otps, new InMemoryEmployees(), mailNotifier(outbox), new FakeServerCrypto(), clock, unitOfWork);
    const results = await outcomes(Array.from({ length: 10 }, () => sendOtp.execute('New.Person@example.com', 'register')));
    expect(results.sort()).toEqual(['ok', ...Array<string>(9).fill('otp.cooldown')]);
    expect(otps.rows).toHaveLength(1);
    expect(outbox.mails).toHaveLength(1);
    expect(unitOfWork.locked).toEqual(Array<string>(10).fill('otp:new.person@example.com'));
  });
});

describe('new employees', () => {
  it('should lock the address and then the employee id, both in lower case, before checking them', async () => {
    const unitOfWork = new SerialUnitOfWork();
    await unitOfWork.run(() => claimNewEmployee(new InMemoryEmployees(), unitOfWork, ' Neha@Example.com', 'AB_12'));
    expect(unitOfWork.locked).toEqual(['employee-email:neha@example.com', 'employee-id:ab_12']);
  });

  it('should refuse an address or an id taken in another case with the 409 of each', async () => {
    const unitOfWork = new SerialUnitOfWork();
    const employees = new InMemoryEmployees(employee('taken@example.com', { empId: 'AB-12X' }));
    const claim = (email: string, empId: string) => unitOfWork.run(() => claimNewEmployee(employees, unitOfWork, email, empId));
    expect(await domainErrorOf(claim('TAKEN@example.com', 'ZZ-001'))).toMatchObject({ code: 'registration.email_taken', message: 'Email already exits' });
    expect(await domainErrorOf(claim('free@example.com', 'ab-12x'))).toMatchObject({ code: 'registration.employee_id_taken', message: 'This Employee ID is already registered.' });
    await expect(claim('free@example.com', 'ABX12')).resolves.toBeUndefined();
  });

  it('should answer a unique violation met on insert with the same 409 as the checks give', async () => {
    const employees = new InMemoryEmployees();
    const newcomer = employee('new@example.com');
    employees.insertError = new EmployeeTakenError('email');
    expect(await domainErrorOf(insertNewEmployee(employees, newcomer))).toMatchObject({ code: 'registration.email_taken', message: 'Email already exits' });
    employees.insertError = new EmployeeTakenError('empId');
    expect(await domainErrorOf(insertNewEmployee(employees, newcomer))).toMatchObject({ code: 'registration.employee_id_taken', message: 'This Employee ID is already registered.' });
    employees.insertError = new Error('connection lost');
    await expect(insertNewEmployee(employees, newcomer)).rejects.toThrow('connection lost');
  });
});

describe(ApproveEmployees.name, () => {
  it('should approve once when twenty approvals arrive together; the others hear it is already approved', async () => {
    const pending = employee('pending@example.com', { approved: false });
    const employees = new InMemoryEmployees(pending);
    const outbox = new RecordingOutbox();
    const audit = new RecordingAuditLog();
    const approve = new ApproveEmployees(employees, mailNotifier(outbox), audit, new FakeClock(), new SerialUnitOfWork());
    const results = await outcomes(
      Array.from({ length: 20 }, () => approve.execute(['pending@example.com'], { kind: 'cli', actor: { type: 'cli', label: 'cli:test' } })),
    );
    expect(results.sort()).toEqual([...Array<string>(19).fill('approval.already_approved'), 'ok']);
    expect(outbox.mails).toHaveLength(1);
    expect(audit.entries).toHaveLength(1);
    expect(employees.reads.every((read) => read.forUpdate)).toBe(true);
    const again = await domainErrorOf(approve.execute(['pending@example.com'], { kind: 'cli', actor: { type: 'cli', label: 'cli:test' } }));
    expect(again.message).toBe('This employee is already approved. (pending@example.com)');
  });
});

describe(RequestApproval.name, () => {
  it('should send one reminder when the requests for it arrive together', async () => {
    const manager = employee('boss@example.com', { role: 'Manager' });
    const pending = employee('waiting@example.com', { approved: false });
    pending.manager = manager;
    const clock = new FakeClock();
    pending.approvalNoticeAt = new Date(clock.now().getTime() - 11 * MINUTE);
    const employees = new InMemoryEmployees(manager, pending);
    const outbox = new RecordingOutbox();
    const request = new RequestApproval(employees, mailNotifier(outbox), new RecordingAuditLog(), clock, new SerialUnitOfWork());
    const sent = await Promise.all(Array.from({ length: 10 }, async () => (await request.execute('waiting@example.com')).sent));
    expect(sent.filter(Boolean)).toHaveLength(1);
    expect(outbox.mails).toHaveLength(1);
    expect(employees.reads.every((read) => read.forUpdate)).toBe(true);
  });
});
