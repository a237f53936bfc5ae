import { DomainError } from '#kernel/domain-error.ts';
import { canApproveAnyEmployee } from '#contract/capabilities.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { Employee } from '../domain/employee.ts';
import type { EmployeeFilter, EmployeeRepository } from './ports.ts';

/** Reads of the employee list: the approval queue, the managers dropdown, the CLI's listing. */
export class ListEmployees {
  constructor(private readonly employees: EmployeeRepository) {}

  /**
   * `GET /api/fetchEmployeesToApprove`: the caller's own pending reports; an admin sees every pending
   * registration. The e-mail in the request must be the caller's own.
   */
  async pendingFor(principal: Principal, requestedEmail: string): Promise<Employee[]> {
    if (requestedEmail.trim().toLowerCase() !== principal.email) throw new DomainError('http.forbidden');
    return this.employees.list(this.pendingFilter(principal));
  }

  /** How many `pendingFor` lists for this caller (the red badge on the dashboard's Approve card). */
  pendingCountFor(principal: Principal): Promise<number> {
    return this.employees.count(this.pendingFilter(principal));
  }

  private pendingFilter(principal: Principal): EmployeeFilter {
    return canApproveAnyEmployee(principal) ? { status: 'Approval Pending' } : { status: 'Approval Pending', managerId: principal.employeeId };
  }

  /** `GET /api/auth/get-all-managers`: approved, enabled managers and admins. */
  managers(): Promise<Employee[]> {
    return this.employees.listManagers();
  }

  /** Whether anyone can sign in yet: an empty installation says how to make the first admin. */
  async anyAccount(): Promise<boolean> {
    return (await this.employees.count({ includeDisabled: true })) > 0;
  }

  /** `vms users list`. */
  all(filter: EmployeeFilter): Promise<Employee[]> {
    return this.employees.list({ includeDisabled: true, ...filter });
  }
}
