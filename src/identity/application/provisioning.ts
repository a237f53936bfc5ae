import { canProvisionEmployees } from '#contract/capabilities.ts';
import { DESIGNATION_OF, roleFromDesignation, type Role } from '#contract/roles.ts';
import { hasControlCharacter } from '#contract/storable-text.ts';
import { companyEmailSchema, employeeIdSchema } from '#contract/validation/identity-fields.ts';
import { DomainError } from '#kernel/domain-error.ts';
import { principalAuditActor, type Actor } from '../../platform/ports/audit-log.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { Designation } from '../domain/designation.ts';
import { reportingLineProblem, type Employee } from '../domain/employee.ts';
import type { DesignationRepository, EmployeeRepository } from './ports.ts';

/*
 * What SCIM provisioning (issue 32, ADR 41) may say about an employee, once the SCIM adapter has
 * translated the protocol: the fields of the product's own account, by their own names. Every field
 * but the address may be left out: a change then leaves it as it is, a new employee gets its default.
 */
export interface ProvisionedAccount {
  /** SCIM `userName`: the company address. */
  readonly email: string;
  /** The identity provider's own id for the person (SCIM `externalId`); null clears it. */
  readonly externalId?: string | null;
  readonly name?: string;
  /** The company's employee id (the enterprise extension's `employeeNumber`); made up when never given. */
  readonly empId?: string;
  /** A designation's name, in any case (`Manager`); Employee for a new employee that names none. */
  readonly designation?: string;
  /** The reporting manager's employee id (the enterprise extension's `manager.value`); null: none. */
  readonly managerId?: number | null;
  /** False: disabled, sessions ended (and their kiosks and API tokens stop with them). */
  readonly active?: boolean;
}

export type ProvisionedChanges = Partial<ProvisionedAccount>;

/** An employee as provisioning answers them: what the SCIM adapter turns into a User resource. */
export interface ProvisionedEmployee {
  readonly id: number;
  readonly email: string;
  readonly externalId: string | null;
  readonly name: string;
  readonly empId: string;
  readonly designation: string;
  readonly managerId: number | null;
  readonly active: boolean;
  readonly createdAt: Date;
}

export const provisionedView = (employee: Employee): ProvisionedEmployee => ({
  id: employee.id,
  email: employee.email,
  externalId: employee.scimExternalId,
  name: employee.name,
  empId: employee.empId,
  designation: employee.designation.name,
  managerId: employee.manager?.id ?? null,
  active: !employee.isDisabled(),
  createdAt: employee.createdAt,
});

/** The longest name the product keeps (as single sign-on keeps a provider's name). */
const NAME_MAX = 50;
const EXTERNAL_ID_MAX = 200;

/** The caller as the audit log names them (`token:<name>`), once it is known they may provision. */
export const provisionerOf = (principal: Principal): Actor => {
  if (!canProvisionEmployees(principal)) throw new DomainError('http.forbidden');
  return principalAuditActor(principal);
};

const invalid = (detail: string): DomainError => new DomainError('scim.invalid_value', { values: { detail } });

/** The address, checked as registration checks it (the company's domain). */
export const provisionedEmail = (email: string, companyDomain: string): string => {
  const parsed = companyEmailSchema(companyDomain).safeParse(email);
  if (!parsed.success) throw invalid(`userName must be an address at ${companyDomain}`);
  return parsed.data;
};

export const provisionedName = (name: string): string => {
  const trimmed = name.trim();
  if (trimmed === '' || hasControlCharacter(trimmed)) throw invalid('name must be one line of text');
  return trimmed.slice(0, NAME_MAX);
};

export const provisionedEmpId = (empId: string): string => {
  const parsed = employeeIdSchema.safeParse(empId);
  if (!parsed.success) throw invalid(`employeeNumber: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
};

export const provisionedExternalId = (externalId: string | null): string | null => {
  if (externalId === null) return null;
  const trimmed = externalId.trim();
  if (trimmed === '' || trimmed.length > EXTERNAL_ID_MAX || hasControlCharacter(trimmed)) throw invalid('externalId must be one line of at most 200 characters');
  return trimmed;
};

/** The designation a role's name stands for (`manager` or `Manager`). */
export const provisionedDesignation = async (designations: DesignationRepository, name: string): Promise<{ designation: Designation; role: Role }> => {
  const role = roleFromDesignation(name);
  const designation = role ? await designations.findByName(DESIGNATION_OF[role]) : null;
  if (!role || !designation) throw invalid(`roles: "${name}" is not one of ${Object.values(DESIGNATION_OF).join(', ')}`);
  return { designation, role };
};

/**
 * The reporting manager named by id, when they may be this role's manager (docs/product/roles-and-screens.md
 * ROLE-07); otherwise undefined: the provider's org chart need not match who may approve here, so an
 * ineligible manager is left out (and the audit entry says so) rather than refusing the whole user.
 */
export const eligibleManager = async (employees: EmployeeRepository, role: Role, managerId: number): Promise<Employee | undefined> => {
  const manager = await employees.findById(managerId);
  return manager && !manager.isDeprovisioned() && reportingLineProblem(role, manager) === null ? manager : undefined;
};

/** Inside `UnitOfWork.run`: the externalId is no other employee's. */
export const claimExternalId = async (employees: EmployeeRepository, unitOfWork: UnitOfWork, externalId: string, self: number | null): Promise<void> => {
  await unitOfWork.lock(`employee-scim-external-id:${externalId}`);
  const holder = await employees.findByScimExternalId(externalId);
  if (holder && holder.id !== self) throw new DomainError('scim.external_id_taken');
};
