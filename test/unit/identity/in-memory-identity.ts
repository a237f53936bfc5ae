import { randomUUID } from 'node:crypto';
import type { EmployeeAtSites, EmployeeSummary } from '../../../src/identity/application/ports.ts';
import {
  CaptchaImageGenerator,
  CaptchaRepository,
  DesignationRepository,
  EmployeeRepository,
  OtpRepository,
  type CaptchaImage,
  PasswordHasher,
  SessionRepository,
  type EmployeeFilter,
  type ProvisionedCriteria,
  type ReadOptions,
  RegistrationSites,
} from '../../../src/identity/application/ports.ts';
import { VerifyCaptcha } from '../../../src/identity/application/verify-captcha.ts';
import type { CaptchaChallenge } from '../../../src/identity/domain/captcha-challenge.ts';
import { Designation } from '../../../src/identity/domain/designation.ts';
import { Employee } from '../../../src/identity/domain/employee.ts';
import type { OneTimePassword, OtpPurpose } from '../../../src/identity/domain/one-time-password.ts';
import type { LiveSession, UserSession } from '../../../src/identity/domain/user-session.ts';
import { AuditLog, type AuditEntryInput } from '../../../src/platform/ports/audit-log.ts';
import { Outbox, type OutgoingMessage } from '../../../src/platform/ports/outbox.ts';
import { ServerCrypto } from '../../../src/platform/ports/server-crypto.ts';
import type { Principal } from '../../../src/platform/ports/session-authenticator.ts';
import { UnitOfWork } from '../../../src/platform/ports/unit-of-work.ts';

/** In-memory ports for the identity use cases: no database, and every call they get is kept. */

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
/** The session principal of an employee, as the authenticator would give it. */
export const principalOf = (someone: Employee): Principal => ({ sessionId: 's', employeeId: someone.id, email: someone.email, name: someone.name, role: someone.role()!, siteIds: someone.siteIds(), homeSiteId: someone.homeSiteId });

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

/**
 * Rows kept in an array of entities, changed in place as a use case changes them: a rollback puts
 * back the rows and each row's fields as they were.
 */
export const savepointOf = <Row extends object>(rows: Row[]): (() => void) => {
  const before = rows.map((row) => [row, { ...row }] as const);
  return () => {
    rows.splice(0, rows.length, ...before.map(([row]) => row));
    for (const [row, fields] of before) Object.assign(row, fields);
  };
};

export class InMemoryEmployees extends EmployeeRepository implements TakesPartInTransactions {
  readonly rows: Employee[] = [];
  /** Each read by address, with whether it was for update. */
  readonly reads: { email: string; forUpdate: boolean }[] = [];
  /** Set to make `insert` fail the way a unique violation does. */
  insertError: Error | null = null;

  constructor(...employees: Employee[]) {
    super();
    // Employees on record are at the first site unless the test says otherwise (the column's default).
    for (const employee of employees) employee.homeSiteId ??= 1;
    this.rows.push(...employees);
  }

  savepoint(): () => void {
    return savepointOf(this.rows);
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

  async findBySsoSubject(issuer: string, subject: string): Promise<Employee | null> {
    await yieldToOthers();
    return this.rows.find((row) => row.ssoIssuer === issuer && row.ssoSubject === subject) ?? null;
  }

  async findByScimExternalId(externalId: string): Promise<Employee | null> {
    await yieldToOthers();
    return this.rows.find((row) => row.scimExternalId === externalId) ?? null;
  }

  /** As the database pages provisioning's users: not deprovisioned, matching every criterion, by id. */
  provisionedPage(criteria: ProvisionedCriteria, offset: number, limit: number): Promise<{ employees: Employee[]; total: number }> {
    const matching = this.rows
      .filter((row) => row.deprovisionedAt === null)
      .filter((row) => criteria.id === undefined || row.id === criteria.id)
      .filter((row) => criteria.email === undefined || row.email === criteria.email.trim().toLowerCase())
      .filter((row) => criteria.externalId === undefined || row.scimExternalId === criteria.externalId)
      .sort((a, b) => a.id - b.id);
    return Promise.resolve({ employees: matching.slice(offset, offset + limit), total: matching.length });
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
    // The database gives the new row its id.
    employee.id ??= nextId++;
    // …and, unless it names one, the first site as the home site (the column's default).
    employee.homeSiteId ??= 1;
    this.rows.push(employee);
  }

  findById(id: number): Promise<Employee | null> {
    return Promise.resolve(this.rows.find((row) => row.id === id) ?? null);
  }

  async removePending(employee: Employee): Promise<void> {
    await yieldToOthers();
    const at = this.rows.indexOf(employee);
    if (at >= 0) this.rows.splice(at, 1);
  }

  homeSiteOf(id: number): Promise<number | null> {
    return Promise.resolve(this.rows.find((row) => row.id === id)?.homeSiteId ?? null);
  }

  /** No assignments in memory: everyone works at their home site. */
  sitesOf(id: number): Promise<number[]> {
    const row = this.rows.find((employee) => employee.id === id);
    return Promise.resolve(row ? [row.homeSiteId] : []);
  }

  /** As the database reads them: approved, enabled, of these designations, with their home site (no assignments here); by id. */
  activeWithSites(designations: readonly string[]): Promise<EmployeeAtSites[]> {
    const found = this.rows.filter((row) => row.status === 'Approved' && !row.isDisabled() && designations.includes(row.designation.name)).sort((a, b) => a.id - b.id);
    return Promise.resolve(found.map((row) => ({ id: row.id, email: row.email, name: row.name, empId: row.empId, role: row.role(), siteIds: [row.homeSiteId] })));
  }

  summariesByIds(ids: readonly number[]): Promise<EmployeeSummary[]> {
    return Promise.resolve(
      this.rows.filter((row) => ids.includes(row.id)).map((row) => ({ id: row.id, email: row.email, name: row.name, empId: row.empId, role: row.role() })),
    );
  }

  /** As the database filters: by status, by manager, enabled only unless asked; oldest first. */
  list(filter: EmployeeFilter): Promise<Employee[]> {
    return Promise.resolve(
      this.rows.filter(
        (row) =>
          (!filter.status || row.status === filter.status) &&
          (filter.managerId === undefined || row.manager?.id === filter.managerId) &&
          (filter.includeDisabled || !row.isDisabled()),
      ),
    );
  }

  async count(filter: EmployeeFilter): Promise<number> {
    return (await this.list(filter)).length;
  }

  /** As the database searches: approved, enabled, of these designations, every word in the name (any case); by name. */
  searchByName(words: readonly string[], designations: readonly string[], limit: number): Promise<EmployeeSummary[]> {
    const found = this.rows
      .filter((row) => row.status === 'Approved' && !row.isDisabled() && designations.includes(row.designation.name))
      .filter((row) => words.every((word) => row.name.toLowerCase().includes(word.toLowerCase())))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
      .slice(0, limit);
    return Promise.resolve(found.map((row) => ({ id: row.id, email: row.email, name: row.name, empId: row.empId, role: row.role() })));
  }

  listManagers(): Promise<Employee[]> {
    const managers = this.rows.filter((row) => !row.isPending() && !row.isDisabled() && (row.role() === 'manager' || row.role() === 'admin'));
    return Promise.resolve(managers.sort((a, b) => a.name.localeCompare(b.name)));
  }
}

export class InMemorySessions extends SessionRepository implements TakesPartInTransactions {
  readonly rows: UserSession[] = [];

  savepoint(): () => void {
    return savepointOf(this.rows);
  }

  add(session: UserSession): void {
    this.rows.push(session);
  }

  endAllFor(employeeId: number): Promise<number> {
    const before = this.rows.length;
    this.rows.splice(0, this.rows.length, ...this.rows.filter((session) => session.employee.id !== employeeId));
    return Promise.resolve(before - this.rows.length);
  }

  findByTokenHash(tokenHash: string): Promise<LiveSession | null> {
    return Promise.resolve(this.rows.find((session) => session.tokenHash === tokenHash) ?? null);
  }

  end(sessionId: string): Promise<void> {
    this.rows.splice(0, this.rows.length, ...this.rows.filter((session) => session.id !== sessionId));
    return Promise.resolve();
  }

  touch(sessionId: string, at: Date): Promise<void> {
    const session = this.rows.find((row) => row.id === sessionId);
    if (session) session.lastSeenAt = at;
    return Promise.resolve();
  }

  purgeOver(now: Date, idleBefore: Date): Promise<number> {
    const before = this.rows.length;
    this.rows.splice(0, this.rows.length, ...this.rows.filter((session) => session.expiresAt > now && session.lastSeenAt > idleBefore));
    return Promise.resolve(before - this.rows.length);
  }
}

export class InMemoryOtps extends OtpRepository implements TakesPartInTransactions {
  readonly rows: OneTimePassword[] = [];
  /** What the use case did, in order: `lock:<key>` from the unit of work is interleaved by the test. */
  readonly calls: string[] = [];

  savepoint(): () => void {
    return savepointOf(this.rows);
  }

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

  /** As the database reads it: verified, not used, of these purposes, the newest verified first. */
  latestProof(email: string, purposes: readonly OtpPurpose[], options: ReadOptions = {}): Promise<OneTimePassword | null> {
    this.calls.push(options.forUpdate ? 'latestProof for update' : 'latestProof');
    const proofs = this.rows.filter(
      (row) => row.email === email.toLowerCase() && purposes.includes(row.purpose) && row.consumedAt === null && row.verifiedAt !== null,
    );
    return Promise.resolve(proofs.sort((a, b) => b.verifiedAt!.getTime() - a.verifiedAt!.getTime()).at(0) ?? null);
  }

  findByCodeHash(codeHash: string, purpose: OtpPurpose, options: ReadOptions = {}): Promise<OneTimePassword | null> {
    this.calls.push(options.forUpdate ? 'findByCodeHash for update' : 'findByCodeHash');
    return Promise.resolve(this.rows.find((row) => row.codeHash === codeHash && row.purpose === purpose) ?? null);
  }

  purgeCreatedBefore(before: Date): Promise<number> {
    const kept = this.rows.filter((row) => row.createdAt >= before || (row.purpose === 'setup' && row.expiresAt >= before));
    const purged = this.rows.length - kept.length;
    this.rows.splice(0, this.rows.length, ...kept);
    return Promise.resolve(purged);
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

export class RecordingAuditLog extends AuditLog implements TakesPartInTransactions {
  readonly entries: AuditEntryInput[] = [];

  record(entry: AuditEntryInput): void {
    this.entries.push(entry);
  }

  savepoint(): () => void {
    const kept = this.entries.length;
    return () => void this.entries.splice(kept);
  }

  actions(): string[] {
    return this.entries.map((entry) => entry.action);
  }
}

/** The outbox in memory: every message queued (of any channel; `mails` for the tests that read mail), undone by a rollback. */
export class RecordingOutbox extends Outbox implements TakesPartInTransactions {
  readonly mails: OutgoingMessage[] = [];

  enqueue(message: OutgoingMessage): void {
    this.mails.push(message);
  }

  savepoint(): () => void {
    const kept = this.mails.length;
    return () => void this.mails.splice(kept);
  }

  /** Who each mail went to, in order. */
  recipients(): string[][] {
    return this.mails.map((mail) => [...mail.to]);
  }
}

/** A store whose writes a rolled-back unit of work undoes: it says how to go back to now. */
export interface TakesPartInTransactions {
  savepoint(): () => void;
  /** Writes what is pending (new rows get their ids), at `flush` and at commit. */
  flush?(): void;
}

/**
 * A transaction in memory: one at a time (as rows locked for update make them take turns); on an
 * error every participant goes back to where it was at the start, as a rollback would leave the
 * database, the outbox and the audit log. Commits and rollbacks are counted, locked keys kept.
 */
export class InMemoryUnitOfWork extends UnitOfWork {
  readonly locked: string[] = [];
  commits = 0;
  rollbacks = 0;
  private inTransaction = false;
  private turn: Promise<unknown> = Promise.resolve();
  private readonly participants: TakesPartInTransactions[];

  constructor(...participants: TakesPartInTransactions[]) {
    super();
    this.participants = participants;
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.turn.then(async () => {
      const restores = this.participants.map((participant) => participant.savepoint());
      this.inTransaction = true;
      try {
        const value = await work();
        this.flushAll();
        this.commits += 1;
        return value;
      } catch (error) {
        for (const restore of restores.reverse()) restore();
        this.rollbacks += 1;
        throw error;
      } finally {
        this.inTransaction = false;
      }
    });
    this.turn = result.catch(() => undefined);
    return result;
  }

  flush(): Promise<void> {
    if (!this.inTransaction) throw new Error('flush outside run');
    this.flushAll();
    return Promise.resolve();
  }

  lock(key: string): Promise<void> {
    if (!this.inTransaction) throw new Error('lock outside run');
    this.locked.push(key);
    return Promise.resolve();
  }

  private flushAll(): void {
    for (const participant of this.participants) participant.flush?.();
  }
}

export class InMemoryDesignations extends DesignationRepository implements TakesPartInTransactions {
  readonly rows: Designation[] = [];
  private nextId = 1;

  savepoint(): () => void {
    return savepointOf(this.rows);
  }

  constructor(...names: string[]) {
    super();
    for (const name of names) this.add(new Designation(name));
  }

  list(): Promise<Designation[]> {
    return Promise.resolve([...this.rows]);
  }

  findByName(name: string): Promise<Designation | null> {
    return Promise.resolve(this.rows.find((row) => row.name.toLowerCase() === name.trim().toLowerCase()) ?? null);
  }

  add(designation: Designation): void {
    designation.id = this.nextId++;
    this.rows.push(designation);
  }
}

/** `take` commits on its own (the port says so): a rollback does not bring a captcha back. */
export class InMemoryCaptchas extends CaptchaRepository {
  readonly rows: CaptchaChallenge[] = [];

  add(challenge: CaptchaChallenge): void {
    this.rows.push(challenge);
  }

  take(id: string): Promise<CaptchaChallenge | null> {
    const index = this.rows.findIndex((row) => row.id === id);
    return Promise.resolve(index < 0 ? null : this.rows.splice(index, 1)[0]!);
  }

  purgeExpired(now: Date): Promise<number> {
    const kept = this.rows.filter((row) => row.expiresAt > now);
    const purged = this.rows.length - kept.length;
    this.rows.splice(0, this.rows.length, ...kept);
    return Promise.resolve(purged);
  }
}

/** Draws nothing: the picture is its text, and a random one is always `RAND`. */
export class FakeCaptchaImages extends CaptchaImageGenerator {
  generate(text?: string): CaptchaImage {
    const drawn = text ?? 'RAND';
    return { text: drawn, image: `data:image/svg+xml,${drawn}` };
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

/** The sites a registrant may pick (issue 30), as the sites module would answer: by name. */
export class FixedRegistrationSites extends RegistrationSites {
  constructor(readonly sites: readonly { id: number; name: string }[] = [{ id: 1, name: 'Pune Works' }]) {
    super();
  }

  list(): Promise<{ id: number; name: string }[]> {
    return Promise.resolve([...this.sites]);
  }
}
