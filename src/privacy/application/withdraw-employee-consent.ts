import { CONSENT_MESSAGES } from '#contract/consent-messages.ts';
import { DomainError } from '#kernel/domain-error.ts';
import { principalAuditActor, type AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { ConsentRepository } from './ports.ts';

/** A signed-in employee's consents: what the Withdraw button shows and withdraws. */
export interface EmployeeConsentView {
  readonly given: boolean;
  readonly withdrawn: boolean;
  readonly noticeVersion: number | null;
  readonly noticeLanguage: string | null;
}

/**
 * `GET` and `POST /api/privacy/my-consent/withdraw` (docs/product/privacy.md PRIV-WITHDRAW-03): the
 * one button of an employee, on their dashboard. Their registration's consent is withdrawn (the record
 * stays, with the time) and the withdrawal audited; an employee holds no optional data to erase.
 */
export class WithdrawEmployeeConsent {
  constructor(
    private readonly consents: ConsentRepository,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async read(principal: Principal): Promise<EmployeeConsentView> {
    const entries = await this.consents.listFor({ kind: 'employee', employeeId: principal.employeeId });
    const latest = entries.at(-1);
    return { given: latest !== undefined, withdrawn: latest?.withdrawnAt != null, noticeVersion: latest?.noticeVersion ?? null, noticeLanguage: latest?.noticeLanguage ?? null };
  }

  execute(principal: Principal): Promise<{ message: string }> {
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const entries = await this.consents.lockFor({ kind: 'employee', employeeId: principal.employeeId });
      if (entries.length === 0) throw new DomainError('consent.nothing_to_withdraw');
      const withdrawn = entries.filter((entry) => entry.withdraw(now)).length;
      if (withdrawn > 0) {
        this.audit.record({
          actor: principalAuditActor(principal),
          action: 'consent.withdrawn',
          subjectType: 'employee',
          subjectId: principal.email,
          details: { channel: 'employee_button', records: withdrawn },
        });
      }
      return { message: CONSENT_MESSAGES.employeeWithdrawn };
    });
  }
}
