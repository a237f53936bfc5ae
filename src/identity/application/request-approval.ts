import { APPROVAL_NOTICE_INTERVAL } from '../domain/auth-policy.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { DomainEvents } from '../../platform/ports/domain-events.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { personFacts, registrantFacts } from './identity-events.ts';
import type { EmployeeRepository } from './ports.ts';

/**
 * `POST /api/sendEmailToApprove`: asks the manager again to approve a pending registration.
 * Idempotent: registration already queued the notice, and no second one goes out within ten
 * minutes. It answers the same whether or not the address is pending, so it reveals nothing.
 */
export class RequestApproval {
  constructor(
    private readonly employees: EmployeeRepository,
    private readonly events: DomainEvents,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(email: string): Promise<{ sent: boolean }> {
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      // Locked: of simultaneous requests one sends the notice, the rest see when it was sent.
      const employee = await this.employees.findByEmail(email, { forUpdate: true });
      if (!employee || !employee.isPending() || !employee.manager) return { sent: false };
      if (employee.approvalNoticeAt && now.getTime() - employee.approvalNoticeAt.getTime() < APPROVAL_NOTICE_INTERVAL) {
        return { sent: false };
      }
      employee.approvalNoticeAt = now;
      await this.events.record({ type: 'employee.approval_requested', employee: registrantFacts(employee), manager: personFacts(employee.manager) });
      this.audit.record({
        actor: { type: 'employee', label: employee.email },
        action: 'employee.approval_requested',
        subjectType: 'employee',
        subjectId: employee.email,
        details: { manager: employee.manager.email },
      });
      return { sent: true };
    });
  }
}
