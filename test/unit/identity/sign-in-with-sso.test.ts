import { describe, expect, it } from 'vitest';
import type { VerifiedIdentity } from '../../../src/identity/application/ports.ts';
import { SignInWithSso, type SsoPolicy } from '../../../src/identity/application/sign-in-with-sso.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { domainErrorOf } from '../../support/refusal.ts';
import { mailNotifier } from '../support/mail-notifier.ts';
import {
  FakeServerCrypto,
  InMemoryDesignations,
  InMemoryEmployees,
  InMemorySessions,
  InMemoryUnitOfWork,
  RecordingAuditLog,
  RecordingOutbox,
  employee,
} from './in-memory-identity.ts';

const ISSUER = 'https://login.example.com';

const POLICY: SsoPolicy = {
  emailDomain: 'example.com',
  employeeIdClaim: 'employee_id',
  managerClaim: 'manager_email',
  groupsClaim: 'groups',
  groupDesignations: [{ group: 'managers', designation: 'Manager' }],
  approvedGroups: ['managers'],
};

const identity = (subject: string, claims: Record<string, unknown> = {}): VerifiedIdentity => ({
  issuer: ISSUER,
  subject,
  email: `${subject}@example.com`,
  emailVerified: true,
  name: 'Asha Iyer',
  claims: { sub: subject, ...claims },
});

/** The code of the refusal (the product decides on codes). */
const codeOf = async (attempt: Promise<unknown>): Promise<string> => (await domainErrorOf(attempt)).code;

const world = () => {
  const boss = employee('boss@example.com', { role: 'Manager' });
  const employees = new InMemoryEmployees(boss);
  const designations = new InMemoryDesignations('Employee', 'Manager', 'Admin', 'Security');
  const sessions = new InMemorySessions();
  const outbox = new RecordingOutbox();
  const audit = new RecordingAuditLog();
  const unitOfWork = new InMemoryUnitOfWork(employees, sessions, outbox, audit, designations);
  const signIn = new SignInWithSso(employees, designations, sessions, mailNotifier(outbox), new FakeServerCrypto(), audit, new FakeClock(), unitOfWork, POLICY);
  const run = (who: VerifiedIdentity) => signIn.execute({ identity: who, ip: '10.0.0.1', userAgent: 'test' });
  return { boss, employees, sessions, outbox, audit, run };
};

describe(SignInWithSso.name, () => {
  it("should keep a new pending employee, mail their manager and answer account.pending", async () => {
    const w = world();
    expect(await codeOf(w.run(identity('asha', { employee_id: 'AI0001', manager_email: 'boss@example.com' })))).toBe('account.pending');
    const made = w.employees.rows.find((row) => row.email === 'asha@example.com');
    expect(made).toMatchObject({ status: 'Approval Pending', empId: 'AI0001', ssoIssuer: ISSUER, ssoSubject: 'asha', manager: w.boss, phone: null });
    expect(w.outbox.recipients()).toEqual([['boss@example.com']]);
    expect(w.sessions.rows).toEqual([]);
    expect(w.audit.actions()).toEqual(['employee.registered', 'employee.login_failed']);
  });

  it('should make an employee id when the claim does not fit the rules, and leave out a manager who may not approve', async () => {
    const w = world();
    const clerk = employee('clerk@example.com', { role: 'Employee' });
    w.employees.rows.push(clerk);
    expect(await codeOf(w.run(identity('ravi', { employee_id: 'not a valid id', manager_email: 'clerk@example.com' })))).toBe('account.pending');
    const made = w.employees.rows.find((row) => row.email === 'ravi@example.com');
    expect(made?.empId).toMatch(/^X[A-Z0-9]{5}$/);
    expect(made?.manager).toBeNull();
    // Nobody to mail: the admins' approval list has them.
    expect(w.outbox.mails).toEqual([]);
  });

  it('should approve a new employee of an approved group with the mapped designation, and start a session', async () => {
    const w = world();
    const { employee: made, token } = await w.run(identity('meera', { groups: ['everyone', 'managers'] }));
    expect(made).toMatchObject({ status: 'Approved', designation: { name: 'Manager' } });
    expect(token).toBeTruthy();
    expect(w.sessions.rows).toHaveLength(1);
    expect(w.audit.entries.at(-1)).toMatchObject({ action: 'session.started', details: { method: 'sso' } });
  });

  it('should not link an employee already linked to another account of the provider', async () => {
    const w = world();
    w.boss.linkSso(ISSUER, 'the-first-boss');
    const claimed = { ...identity('someone-new'), email: 'boss@example.com' };
    expect(await codeOf(w.run(claimed))).toBe('sso.already_linked');
    expect(w.boss.ssoSubject).toBe('the-first-boss');
    expect(w.sessions.rows).toEqual([]);
  });

  it('should refuse a disabled employee, and an unverified or foreign address, without a session', async () => {
    const w = world();
    w.boss.linkSso(ISSUER, 'boss');
    w.boss.disable(new Date());
    expect(await codeOf(w.run({ ...identity('boss') }))).toBe('account.disabled');
    expect(await codeOf(w.run({ ...identity('x'), emailVerified: false }))).toBe('sso.email_unverified');
    expect(await codeOf(w.run({ ...identity('x'), email: 'x@elsewhere.org' }))).toBe('sso.domain_not_allowed');
    expect(w.sessions.rows).toEqual([]);
    expect(w.employees.rows).toHaveLength(1);
  });
});
