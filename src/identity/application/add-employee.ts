import { DESIGNATION_OF } from '#contract/roles.ts';
import { DomainError } from '#kernel/domain-error.ts';
import { mayBeAddedWithoutManager } from '#contract/capabilities.ts';
import { parseInput } from '#kernel/validation/parse-input.ts';
import { employeeAccountSchema, type EmployeeAccountInput } from '#kernel/validation/employee-account.ts';
import type { Actor, AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { Employee, reportingLineProblem } from '../domain/employee.ts';
import { claimNewEmployee, freeEmployeeId, insertNewEmployee } from './new-employee.ts';
import type { DesignationRepository, EmployeeRepository, PasswordHasher } from './ports.ts';

export interface AddEmployeeCommand {
  readonly account: EmployeeAccountInput;
  /** SHA-256 hex of a known password (demo accounts); otherwise the person sets one at first login. */
  readonly passwordDigest?: string;
  readonly actor: Actor;
}

const REPORTING_CODES = {
  missing: 'registration.manager_required',
  not_a_manager: 'registration.manager_invalid',
  admin_needs_admin: 'registration.admin_manager_required',
} as const;

/**
 * Adds an approved account directly, the way IT staff make the first admin (`vms users add`) and
 * the demo company. An admin may be the top of the tree (no manager); everyone else reports to an
 * approved manager or admin, and an admin only to an admin.
 */
export class AddEmployee {
  constructor(
    private readonly employees: EmployeeRepository,
    private readonly designations: DesignationRepository,
    private readonly passwords: PasswordHasher,
    private readonly crypto: ServerCrypto,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly companyDomain: string,
  ) {}

  async execute(command: AddEmployeeCommand): Promise<Employee> {
    const account = parseInput(employeeAccountSchema(this.companyDomain), command.account);
    const passwordHash = command.passwordDigest ? await this.passwords.hash(command.passwordDigest) : null;
    return this.unitOfWork.run(async () => {
      await claimNewEmployee(this.employees, this.unitOfWork, account.email, account.empId ?? null);
      // The role's designation by its stored name (`site_admin` is stored as Site Admin).
      const designation = await this.designations.findByName(DESIGNATION_OF[account.role]);
      if (!designation) throw new DomainError('registration.designation_invalid');
      const manager = account.managerEmail ? await this.employees.findByEmail(account.managerEmail) : null;
      if (account.managerEmail || !mayBeAddedWithoutManager(account.role)) {
        const problem = reportingLineProblem(account.role, manager);
        if (problem) throw new DomainError(REPORTING_CODES[problem]);
      }

      const now = this.clock.now();
      const employee = new Employee({
        empId: account.empId ?? (await freeEmployeeId(this.employees, this.crypto)),
        name: account.name,
        email: account.email,
        phone: account.phone ?? null,
        designation,
        manager,
        createdAt: now,
      });
      employee.approve(command.actor.id ?? null, now);
      if (passwordHash) employee.setPassword(passwordHash, now);
      await insertNewEmployee(this.employees, employee);
      this.audit.record({
        actor: command.actor,
        action: 'employee.added',
        subjectType: 'employee',
        subjectId: employee.email,
        details: { role: account.role, manager: manager?.email ?? null, passwordSet: passwordHash !== null },
      });
      return employee;
    });
  }
}
