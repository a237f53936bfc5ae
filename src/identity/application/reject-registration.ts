import { DomainError } from '#kernel/domain-error.ts';
import { canApproveEmployee } from '#contract/capabilities.ts';
import { rejectionReasonSchema } from '#contract/validation/auth-payloads.ts';
import { parseInput } from '#kernel/validation/parse-input.ts';
import type { Actor, AuditLog } from '../../platform/ports/audit-log.ts';
import type { DomainEvents } from '../../platform/ports/domain-events.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { Employee } from '../domain/employee.ts';
import type { Approver } from './approve-employee.ts';
import { personFacts } from './identity-events.ts';
import type { EmployeeRepository } from './ports.ts';

/**
 * Rejects a pending registration with a written reason (issue 28): the web's Reject on /ApproveUser
 * and `vms users reject`. Rejecting is the same right as approving (`canApproveEmployee`: a manager
 * their own reports, an admin anyone). The registration is deleted, so its address and employee id
 * are free to register again; what stays is the audit entry (who, when, why) and the mail telling
 * the person. The reason is checked here with the shared schema, whoever calls.
 */
export class RejectRegistration {
  constructor(
    private readonly employees: EmployeeRepository,
    private readonly events: DomainEvents,
    private readonly audit: AuditLog,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(email: string, givenReason: string, rejecter: Approver): Promise<Employee> {
    const reason = parseInput(rejectionReasonSchema, givenReason);
    return this.unitOfWork.run(async () => {
      const address = email.trim().toLowerCase();
      // Locked and read afresh: of an approval and a rejection at the same moment, one wins and the other finds it done.
      const employee = await this.employees.findByEmail(address, { forUpdate: true });
      if (!employee) throw new DomainError('account.not_found', { about: address });
      if (!employee.isPending()) throw new DomainError('approval.already_approved', { about: employee.email });
      if (rejecter.kind === 'principal' && !canApproveEmployee(rejecter.principal, { managerId: employee.manager?.id })) {
        throw new DomainError('approval.reject_not_your_report');
      }
      const actor: Actor =
        rejecter.kind === 'cli' ? rejecter.actor : { type: 'employee', id: rejecter.principal.employeeId, label: rejecter.principal.email };
      await this.employees.removePending(employee);
      await this.events.record({ type: 'employee.registration_rejected', employee: personFacts(employee), reason });
      this.audit.record({
        actor,
        action: 'employee.registration_rejected',
        subjectType: 'employee',
        subjectId: employee.email,
        details: { name: employee.name, managerId: employee.manager?.id ?? null, reason },
      });
      return employee;
    });
  }
}
