import { describe, expect, it } from 'vitest';
import { ChangeProvisionedEmployee } from '../../../src/identity/application/change-provisioned-employee.ts';
import { DeprovisionEmployee } from '../../../src/identity/application/deprovision-employee.ts';
import { ProvisionEmployee } from '../../../src/identity/application/provision-employee.ts';
import { ProvisioningPorts } from '../../../src/identity/application/provisioned-changes.ts';
import { ReadProvisionedEmployees } from '../../../src/identity/application/read-provisioned-employees.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { domainErrorOf } from '../../support/refusal.ts';
import {
  FakeServerCrypto,
  InMemoryDesignations,
  InMemoryEmployees,
  InMemorySessions,
  InMemoryUnitOfWork,
  RecordingAuditLog,
  employee,
  principalOf,
} from './in-memory-identity.ts';

/** The code of the refusal (the product decides on codes). */
const codeOf = async (attempt: Promise<unknown>): Promise<string> => (await domainErrorOf(attempt)).code;

const world = () => {
  const admin = employee('admin@example.com', { role: 'Admin' });
  const boss = employee('boss@example.com', { role: 'Manager' });
  const clerk = employee('clerk@example.com', { role: 'Employee' });
  const employees = new InMemoryEmployees(admin, boss, clerk);
  const designations = new InMemoryDesignations('Employee', 'Manager', 'Admin', 'Security');
  const sessions = new InMemorySessions();
  const audit = new RecordingAuditLog();
  const unitOfWork = new InMemoryUnitOfWork(employees, sessions, audit, designations);
  const ports = new ProvisioningPorts(employees, designations, sessions, audit, unitOfWork, 'example.com');
  const clock = new FakeClock();
  return {
    admin,
    boss,
    clerk,
    employees,
    audit,
    /** A provisioning token's caller: the admin it acts for. */
    by: { ...principalOf(admin), token: { id: 1, name: 'Entra ID' } },
    provision: new ProvisionEmployee(ports, new FakeServerCrypto(), clock),
    change: new ChangeProvisionedEmployee(ports, clock),
    deprovision: new DeprovisionEmployee(ports, clock),
    read: new ReadProvisionedEmployees(employees),
  };
};

describe('SCIM provisioning use cases', () => {
  it('should make an approved employee with no password, approved by the admin the token acts for', async () => {
    const w = world();
    const made = await w.provision.execute(w.by, { email: 'Asha@Example.com', name: 'Asha Rao', empId: 'AR0001', externalId: 'ext-1', designation: 'manager', managerId: w.admin.id });
    expect(made).toMatchObject({ email: 'asha@example.com', name: 'Asha Rao', empId: 'AR0001', externalId: 'ext-1', designation: 'Manager', managerId: w.admin.id, active: true });
    const row = w.employees.rows.find((candidate) => candidate.email === 'asha@example.com');
    expect(row).toMatchObject({ status: 'Approved', approvedById: w.admin.id, passwordHash: null, disabledAt: null });
    expect(w.audit.entries.at(-1)).toMatchObject({ action: 'employee.added', actor: { type: 'token', label: 'token:Entra ID' }, details: { via: 'scim', managerIgnored: false } });
  });

  it('should leave out a manager who may not be this role\'s manager, and say so', async () => {
    const w = world();
    const made = await w.provision.execute(w.by, { email: 'ravi@example.com', managerId: w.clerk.id });
    expect(made).toMatchObject({ managerId: null, designation: 'Employee', name: 'ravi' });
    expect(w.audit.entries.at(-1)).toMatchObject({ details: { managerIgnored: true } });
    // An admin reports to an admin only (ROLE-07): the manager is left as it was.
    const changed = await w.change.execute(w.by, made.id, { designation: 'Admin', managerId: w.boss.id });
    expect(changed).toMatchObject({ designation: 'Admin', managerId: null });
  });

  it('should refuse a caller who is not an admin, and an unknown designation or address outside the domain, changing nothing', async () => {
    const w = world();
    const before = w.employees.rows.length;
    expect(await codeOf(w.provision.execute({ ...principalOf(w.boss), token: { id: 2, name: 'Boss' } }, { email: 'x@example.com' }))).toBe('http.forbidden');
    expect(await codeOf(w.provision.execute(w.by, { email: 'x@example.com', designation: 'Overlord' }))).toBe('scim.invalid_value');
    expect(await codeOf(w.provision.execute(w.by, { email: 'x@elsewhere.org' }))).toBe('scim.invalid_value');
    expect(await codeOf(w.provision.execute(w.by, { email: 'clerk@example.com' }))).toBe('registration.email_taken');
    expect(w.employees.rows.length).toBe(before);
    // A change that fails half-way leaves the employee as it was.
    expect(await codeOf(w.change.execute(w.by, w.clerk.id, { name: 'Clerk Renamed', designation: 'Overlord' }))).toBe('scim.invalid_value');
    expect(w.clerk.name).toBe('Test Person');
  });

  it('should disable on active false, enable on active true, and audit the disabling as vms users disable does', async () => {
    const w = world();
    await w.change.execute(w.by, w.clerk.id, { active: false });
    expect(w.clerk.isDisabled()).toBe(true);
    expect(w.audit.entries.find((entry) => entry.action === 'employee.disabled')).toMatchObject({ subjectId: 'clerk@example.com', details: { endedSessions: 0, via: 'scim' } });
    await w.change.execute(w.by, w.clerk.id, { active: true });
    expect(w.clerk.isDisabled()).toBe(false);
  });

  it('should hide a deleted employee from provisioning, keep the row disabled, and restore it when created again', async () => {
    const w = world();
    await w.deprovision.execute(w.by, w.clerk.id);
    expect(w.clerk.isDisabled()).toBe(true);
    expect(await codeOf(w.read.one(w.by, w.clerk.id))).toBe('scim.user_not_found');
    expect((await w.read.page(w.by, { email: 'clerk@example.com' }, 1, 10)).total).toBe(0);
    expect(await codeOf(w.change.execute(w.by, w.clerk.id, { active: true }))).toBe('scim.user_not_found');
    const back = await w.provision.execute(w.by, { email: 'clerk@example.com', name: 'Clerk Back' });
    expect(back).toMatchObject({ id: w.clerk.id, name: 'Clerk Back', active: true });
    expect((await w.read.page(w.by, { email: 'clerk@example.com' }, 1, 10)).total).toBe(1);
  });
});
