import { DomainError } from '#kernel/domain-error.ts';
import type { Actor, AuditLog } from '../../platform/ports/audit-log.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { Employee } from '../domain/employee.ts';
import type { DesignationRepository, EmployeeRepository, SessionRepository } from './ports.ts';
import { claimExternalId, eligibleManager, provisionedDesignation, provisionedEmail, provisionedEmpId, provisionedExternalId, provisionedName, type ProvisionedChanges } from './provisioning.ts';

/** What every provisioning use case needs, bound once (identity.module.ts). */
export class ProvisioningPorts {
  constructor(
    readonly employees: EmployeeRepository,
    readonly designations: DesignationRepository,
    readonly sessions: SessionRepository,
    readonly audit: AuditLog,
    readonly unitOfWork: UnitOfWork,
    readonly companyDomain: string,
  ) {}
}

/**
 * Inside `UnitOfWork.run`, on an employee locked for update: applies what provisioning says, field by
 * field, with the product's rules (a free address and employee id, a known designation, an eligible
 * manager), and `active: false` as `vms users disable` does (sessions ended in the same transaction).
 * Audited as `employee.provisioned` with the names of the fields changed (and `employee.disabled`).
 */
export const applyProvisionedChanges = async (ports: ProvisioningPorts, employee: Employee, changes: ProvisionedChanges, actor: Actor, now: Date): Promise<void> => {
  const { employees, unitOfWork } = ports;
  const changed: string[] = [];
  if (changes.email !== undefined) {
    const email = provisionedEmail(changes.email, ports.companyDomain);
    if (email !== employee.email) {
      await unitOfWork.lock(`employee-email:${email}`);
      if (await employees.findByEmail(email)) throw new DomainError('registration.email_taken');
      employee.email = email;
      changed.push('email');
    }
  }
  if (changes.empId !== undefined) {
    const empId = provisionedEmpId(changes.empId);
    if (empId.toLowerCase() !== employee.empId.toLowerCase()) {
      await unitOfWork.lock(`employee-id:${empId.toLowerCase()}`);
      if (await employees.findByEmpId(empId)) throw new DomainError('registration.employee_id_taken');
      employee.empId = empId;
      changed.push('empId');
    }
  }
  if (changes.externalId !== undefined) {
    const externalId = provisionedExternalId(changes.externalId);
    if (externalId !== employee.scimExternalId) {
      if (externalId !== null) await claimExternalId(employees, unitOfWork, externalId, employee.id);
      employee.scimExternalId = externalId;
      changed.push('externalId');
    }
  }
  if (changes.name !== undefined) {
    const name = provisionedName(changes.name);
    if (name !== employee.name) {
      employee.name = name;
      changed.push('name');
    }
  }
  if (changes.designation !== undefined) {
    const { designation } = await provisionedDesignation(ports.designations, changes.designation);
    if (designation.name !== employee.designation.name) {
      employee.designation = designation;
      changed.push('designation');
    }
  }
  let managerIgnored = false;
  if (changes.managerId !== undefined && changes.managerId !== (employee.manager?.id ?? null)) {
    const role = employee.role();
    const manager = changes.managerId === null || !role || changes.managerId === employee.id ? undefined : await eligibleManager(employees, role, changes.managerId);
    if (changes.managerId === null) {
      employee.manager = null;
      changed.push('manager');
    } else if (manager) {
      employee.manager = manager;
      changed.push('manager');
    } else managerIgnored = true;
  }
  if (changes.active === true && employee.isDisabled()) {
    employee.enable();
    changed.push('active');
  }
  if (changes.active === false && !employee.isDisabled()) {
    employee.disable(now);
    changed.push('active');
    const endedSessions = await ports.sessions.endAllFor(employee.id);
    ports.audit.record({ actor, action: 'employee.disabled', subjectType: 'employee', subjectId: employee.email, details: { endedSessions, via: 'scim' } });
  }
  if (changed.length > 0 || managerIgnored) {
    ports.audit.record({ actor, action: 'employee.provisioned', subjectType: 'employee', subjectId: employee.email, details: { changed, managerIgnored } });
  }
};
