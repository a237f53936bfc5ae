import { DomainError } from '#kernel/domain-error.ts';
import type { Actor, AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { EmployeeRepository, SessionRepository } from './ports.ts';

/** `vms users disable`: the account can no longer sign in, and its sessions end at once. */
export class DisableEmployee {
  constructor(
    private readonly employees: EmployeeRepository,
    private readonly sessions: SessionRepository,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(email: string, actor: Actor): Promise<{ email: string; endedSessions: number; alreadyDisabled: boolean }> {
    return this.unitOfWork.run(async () => {
      // Locked: a login under way finishes first or sees the account disabled; a second disable sees the first.
      const employee = await this.employees.findByEmail(email, { forUpdate: true });
      if (!employee) throw new DomainError('account.not_found', { about: email });
      if (employee.isDisabled()) return { email: employee.email, endedSessions: 0, alreadyDisabled: true };
      employee.disable(this.clock.now());
      const endedSessions = await this.sessions.endAllFor(employee.id);
      this.audit.record({ actor, action: 'employee.disabled', subjectType: 'employee', subjectId: employee.email, details: { endedSessions } });
      return { email: employee.email, endedSessions, alreadyDisabled: false };
    });
  }
}
