import { randomUUID } from 'node:crypto';
import type { EmployeeSummary } from '../../../src/identity/application/ports.ts';
import {
  EmployeeRepository,
  OtpRepository,
  PasswordHasher,
  SessionRepository,
  type EmployeeFilter,
  type ReadOptions,
} from '../../../src/identity/application/ports.ts';
import { VerifyCaptcha } from '../../../src/identity/application/verify-captcha.ts';
import { Designation } from '../../../src/identity/domain/designation.ts';
import { Employee } from '../../../src/identity/domain/employee.ts';
import type { OneTimePassword, OtpPurpose } from '../../../src/identity/domain/one-time-password.ts';
import type { UserSession } from '../../../src/identity/domain/user-session.ts';
import { AuditLog, type AuditEntryInput } from '../../../src/platform/ports/audit-log.ts';
import { MailOutbox, type OutgoingMail } from '../../../src/platform/ports/mail-outbox.ts';
import { ServerCrypto } from '../../../src/platform/ports/server-crypto.ts';
import { UnitOfWork } from '../../../src/platform/ports/unit-of-work.ts';

/** In-memory ports for the identity use cases: no database, and every call they get is kept. */

const unused = (what: string): never => {
  throw new Error(`${what} is not used by these tests`);
};

/** Lets other pending work run, as a database round trip would. */
export const yieldToOthers = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Transactions that run one at a time, the way rows locked for update (or a key locked with
 * `lock`) make simultaneous use cases take turns on PostgreSQL; the keys locked are kept in order.
 */
export class SerialUnitOfWork extends UnitOfWork {
  readonly locked: string[] = [];
  private inTransaction = false;
  private turn: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.turn.then(async () => {
      this.inTransaction = true;
      try {
        return await work();
      } finally {
        this.inTransaction = false;
      }
    });
    this.turn = result.catch(() => undefined);
    return result;
  }

  flush(): Promise<void> {
    return Promise.resolve();
  }

  lock(key: string): Promise<void> {
    if (!this.inTransaction) throw new Error('lock outside run');
    this.locked.push(key);
    return Promise.resolve();
  }
}

export const designation = (name: string): Designation => new Designation(name);

let nextId = 1;
export const employee = (email: string, options: { role?: string; passwordHash?: string | null; empId?: string; approved?: boolean } = {}): Employee => {
  const made = new Employee({
    empId: options.empId ?? `E${String(nextId).padStart(4, '0')}`,
    name: 'Test Person',
    email,
    phone: '9876543210',
    designation: designation(options.role ?? 'Employee'),
    manager: null,
    createdAt: new Date('2026-11-01T00:00:00Z'),
  });
  made.id = nextId++;
  if (options.approved ?? true) made.approve(null, made.createdAt);
  if (options.passwordHash !== null) made.setPassword(options.passwordHash ?? 'hash:Right', made.createdAt);
  return made;
};

export class InMemoryEmployees extends EmployeeRepository {
  readonly rows: Employee[] = [];
  /** Each read by address, with whether it was for update. */
  readonly reads: { email: string; forUpdate: boolean }[] = [];
  /** Set to make `insert` fail the way a unique violation does. */
  insertError: Error | null = null;

  constructor(...employees: Employee[]) {
    super();
    this.rows.push(...employees);
  }

  async findByEmail(email: string, options: ReadOptions = {}): Promise<Employee | null> {
    this.reads.push({ email, forUpdate: options.forUpdate ?? false });
    await yieldToOthers();
    return this.rows.find((row) => row.email === email.trim().toLowerCase()) ?? null;
  }

  async findByEmpId(empId: string): Promise<Employee | null> {
    await yieldToOthers();
    return this.rows.find((row) => row.empId.toLowerCase() === empId.trim().toLowerCase()) ?? null;
  }

  async findByEmails(emails: readonly string[], options: ReadOptions = {}): Promise<Employee[]> {
    for (const email of emails) this.reads.push({ email, forUpdate: options.forUpdate ?? false });
    await yieldToOthers();
    return emails.flatMap((email) => this.rows.find((row) => row.email === email.trim().toLowerCase()) ?? []);
  }

  async passwordHashOf(employee: Employee): Promise<string | null> {
    await yieldToOthers();
    return this.rows.find((row) => row.id === employee.id)?.passwordHash ?? null;
  }

  async insert(employee: Employee): Promise<void> {
    await yieldToOthers();
    if (this.insertError) throw this.insertError;
    this.rows.push(employee);
  }

  findById(): Promise<Employee | null> {
    return unused('findById');
  }
  summariesByIds(): Promise<EmployeeSummary[]> {
    return unused('summariesByIds');
  }
  list(_filter: EmployeeFilter): Promise<Employee[]> {
    return unused('list');
  }
  count(_filter: EmployeeFilter): Promise<number> {
    return unused('count');
  }
  listManagers(): Promise<Employee[]> {
    return unused('listManagers');
  }
}

export class InMemorySessions extends SessionRepository {
  readonly rows: UserSession[] = [];

  add(session: UserSession): void {
    this.rows.push(session);
  }

  endAllFor(employeeId: number): Promise<number> {
    const before = this.rows.length;
    this.rows.splice(0, this.rows.length, ...this.rows.filter((session) => session.employee.id !== employeeId));
    return Promise.resolve(before - this.rows.length);
  }

  findByTokenHash(): Promise<UserSession | null> {
    return unused('findByTokenHash');
  }
  end(): Promise<void> {
    return unused('end');
  }
  touch(): Promise<void> {
    return unused('touch');
  }
  purgeOver(): Promise<number> {
    return unused('purgeOver');
  }
}

export class InMemoryOtps extends OtpRepository {
  readonly rows: OneTimePassword[] = [];
  /** What the use case did, in order: `lock:<key>` from the unit of work is interleaved by the test. */
  readonly calls: string[] = [];

  add(otp: OneTimePassword): void {
    this.calls.push('add');
    this.rows.push(otp);
  }

  async latest(email: string, purpose: OtpPurpose, options: ReadOptions = {}): Promise<OneTimePassword | null> {
    this.calls.push(options.forUpdate ? 'latest for update' : 'latest');
    await yieldToOthers();
    return this.rows.filter((row) => row.email === email.toLowerCase() && row.purpose === purpose).at(-1) ?? null;
  }

  async countSentSince(email: string, since: Date): Promise<number> {
    this.calls.push('countSentSince');
    await yieldToOthers();
    return this.rows.filter((row) => row.email === email.toLowerCase() && row.purpose !== 'setup' && row.createdAt >= since).length;
  }

  latestProof(): Promise<OneTimePassword | null> {
    return unused('latestProof');
  }
  findByCodeHash(): Promise<OneTimePassword | null> {
    return unused('findByCodeHash');
  }
  purgeCreatedBefore(): Promise<number> {
    return unused('purgeCreatedBefore');
  }
}

/** `hash:<secret>`; `duringVerify` runs while a check is under way, as another request would. */
export class FakePasswordHasher extends PasswordHasher {
  duringVerify: () => void = () => {};

  hash(secret: string): Promise<string> {
    return Promise.resolve(`hash:${secret}`);
  }

  async verify(secret: string, stored: string): Promise<boolean> {
    await yieldToOthers();
    this.duringVerify();
    return stored === `hash:${secret}`;
  }
}

export class RecordingAuditLog extends AuditLog {
  readonly entries: AuditEntryInput[] = [];

  record(entry: AuditEntryInput): void {
    this.entries.push(entry);
  }
}

export class RecordingOutbox extends MailOutbox {
  readonly mails: OutgoingMail[] = [];

  enqueue(mail: OutgoingMail): void {
    this.mails.push(mail);
  }
}

export class FakeServerCrypto extends ServerCrypto {
  randomToken(): string {
    return randomUUID();
  }
  randomDigits(length: number): string {
    return '1'.repeat(length);
  }
  randomUuid(): string {
    return randomUUID();
  }
  randomString(length: number): string {
    return 'x'.repeat(length);
  }
  keyedHash(purpose: string, value: string): string {
    return `${purpose}:${value}`;
  }
  safeEqual(a: string, b: string): boolean {
    return a === b;
  }
}

/** A captcha that is always answered right: the use cases' own rules are what these tests look at. */
export class RightCaptcha extends VerifyCaptcha {
  constructor() {
    super(undefined as never, undefined as never, undefined as never);
  }

  override execute(): Promise<boolean> {
    return Promise.resolve(true);
  }
}
