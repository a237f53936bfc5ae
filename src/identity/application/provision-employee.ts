import { DESIGNATION_OF } from '#contract/roles.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import { Employee } from '../domain/employee.ts';
import { claimNewEmployee, freeEmployeeId, insertNewEmployee } from './new-employee.ts';
import { applyProvisionedChanges, type ProvisioningPorts } from './provisioned-changes.ts';
import {
  claimExternalId,
  eligibleManager,
  provisionedDesignation,
  provisionedEmail,
  provisionedEmpId,
  provisionedExternalId,
  provisionedName,
  provisionedView,
  provisionerOf,
  type ProvisionedAccount,
  type ProvisionedEmployee,
} from './provisioning.ts';

/**
 * SCIM `POST /Users` (issue 32, ADR 41): the company's directory adds an employee. The directory is
 * the approval: the employee is made **approved** (by the admin the provisioning token acts for), with
 * no password, and signs in with single sign-on (linked on their first sign-in by their verified
 * address, ADR 37). An address or employee id another employee has is a 409; an address of an employee
 * provisioning deleted restores that employee with what is sent (its visits stay theirs).
 */
export class ProvisionEmployee {
  constructor(
    private readonly ports: ProvisioningPorts,
    private readonly crypto: ServerCrypto,
    private readonly clock: Clock,
  ) {}

  async execute(principal: Principal, account: ProvisionedAccount): Promise<ProvisionedEmployee> {
    const actor = provisionerOf(principal);
    const { employees, designations, unitOfWork, audit } = this.ports;
    const email = provisionedEmail(account.email, this.ports.companyDomain);
    const empId = account.empId === undefined ? null : provisionedEmpId(account.empId);
    const externalId = provisionedExternalId(account.externalId ?? null);
    return unitOfWork.run(async () => {
      const now = this.clock.now();
      await unitOfWork.lock(`employee-email:${email}`);
      const deleted = await employees.findByEmail(email, { forUpdate: true });
      if (deleted?.isDeprovisioned()) {
        deleted.reprovision();
        audit.record({ actor, action: 'employee.reprovisioned', subjectType: 'employee', subjectId: email });
        await applyProvisionedChanges(this.ports, deleted, { active: true, ...account, email }, actor, now);
        return provisionedView(deleted);
      }
      await claimNewEmployee(employees, unitOfWork, email, empId);
      if (externalId !== null) await claimExternalId(employees, unitOfWork, externalId, null);
      const { designation, role } = await provisionedDesignation(designations, account.designation ?? DESIGNATION_OF.employee);
      const manager = account.managerId == null ? undefined : await eligibleManager(employees, role, account.managerId);
      const employee = new Employee({
        empId: empId ?? (await freeEmployeeId(employees, this.crypto)),
        name: provisionedName(account.name ?? email.slice(0, email.indexOf('@'))),
        email,
        phone: null,
        designation,
        manager: manager ?? null,
        createdAt: now,
      });
      employee.scimExternalId = externalId;
      employee.approve(actor.id ?? null, now);
      if (account.active === false) employee.disable(now);
      await insertNewEmployee(employees, employee);
      audit.record({
        actor,
        action: 'employee.added',
        subjectType: 'employee',
        subjectId: email,
        details: { via: 'scim', role, manager: manager?.email ?? null, managerIgnored: account.managerId != null && !manager, empId: employee.empId, active: account.active !== false },
      });
      return provisionedView(employee);
    });
  }
}
