import { DomainError } from '#kernel/domain-error.ts';
import { canApproveEmployee } from '#contract/capabilities.ts';
import type { Actor, AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { DomainEvents } from '../../platform/ports/domain-events.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { Employee } from '../domain/employee.ts';
import { personFacts } from './identity-events.ts';
import type { EmployeeRepository } from './ports.ts';

/** Who approves: a signed-in person (their reports only, or anyone as an admin) or IT staff at the CLI. */
export type Approver = { readonly kind: 'principal'; readonly principal: Principal } | { readonly kind: 'cli'; readonly actor: Actor };

/**
 * Approves pending registrations: the web's one-at-a-time approval (`POST /api/auth/approve-user`)
 * and the CLI's bulk approval, in one transaction either way (all or nothing). Each approval is
 * recorded (`employee.approved`): the employee is told to set a first password.
 */
export class ApproveEmployees {
  constructor(
    private readonly employees: EmployeeRepository,
    private readonly events: DomainEvents,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(emails: readonly string[], approver: Approver): Promise<Employee[]> {
    return this.unitOfWork.run(async () => {
      const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
      // Locked and read afresh: of simultaneous approvals one wins, the rest find the employee approved.
      const found = await this.employees.findByEmails(wanted, { forUpdate: true });
      const missing = wanted.filter((email) => !found.some((employee) => employee.email === email));
      if (missing.length > 0) throw new DomainError('account.not_found', { about: missing.join(', ') });

      const now = this.clock.now();
      const actor: Actor =
        approver.kind === 'cli' ? approver.actor : { type: 'employee', id: approver.principal.employeeId, label: approver.principal.email };
      for (const employee of found) {
        if (!employee.isPending()) throw new DomainError('approval.already_approved', { about: employee.email });
        if (approver.kind === 'principal') {
          const { principal } = approver;
          if (!canApproveEmployee(principal, { managerId: employee.manager?.id })) throw new DomainError('approval.not_your_report');
        }
        employee.approve(actor.id ?? null, now);
        await this.events.record({ type: 'employee.approved', employee: personFacts(employee) });
        this.audit.record({ actor, action: 'employee.approved', subjectType: 'employee', subjectId: employee.email });
      }
      return found;
    });
  }
}
