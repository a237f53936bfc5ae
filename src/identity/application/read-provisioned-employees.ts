import { DomainError } from '#kernel/domain-error.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { EmployeeRepository, ProvisionedCriteria } from './ports.ts';
import { provisionedView, provisionerOf, type ProvisionedEmployee } from './provisioning.ts';

/** The most users one SCIM list answers (ServiceProviderConfig's `filter.maxResults`). */
export const PROVISIONED_PAGE_MAX = 200;

/** SCIM `GET /Users/{id}` and `GET /Users?filter=…` (issue 32, ADR 41): every employee provisioning has not deleted. */
export class ReadProvisionedEmployees {
  constructor(private readonly employees: EmployeeRepository) {}

  async one(principal: Principal, id: number): Promise<ProvisionedEmployee> {
    provisionerOf(principal);
    const employee = await this.employees.findById(id);
    if (!employee || employee.isDeprovisioned()) throw new DomainError('scim.user_not_found');
    return provisionedView(employee);
  }

  /** `startIndex` counts from 1, as SCIM's does; `count` is capped at PROVISIONED_PAGE_MAX. */
  async page(principal: Principal, criteria: ProvisionedCriteria, startIndex: number, count: number): Promise<{ total: number; employees: ProvisionedEmployee[] }> {
    provisionerOf(principal);
    const { employees, total } = await this.employees.provisionedPage(criteria, Math.max(startIndex, 1) - 1, Math.min(Math.max(count, 0), PROVISIONED_PAGE_MAX));
    return { total, employees: employees.map(provisionedView) };
  }
}
