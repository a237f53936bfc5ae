import { principalAuditActor, type AuditLog } from '../../platform/ports/audit-log.ts';
import type { ApiCall, TokenPrincipal } from '../../platform/ports/token-authenticator.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';

/**
 * Every token call is audited (issue 32), reads and refusals too: one entry naming the token
 * (`token:<name>`), the employee it acts for, the operation and its answer's status. A call that
 * changes something also has its use case's own entry, with the same actor.
 */
export class RecordApiCall {
  constructor(
    private readonly audit: AuditLog,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  execute(caller: TokenPrincipal, call: ApiCall): Promise<void> {
    return this.unitOfWork.run(async () => {
      this.audit.record({ actor: principalAuditActor(caller), action: 'api.called', subjectType: 'api_token', subjectId: caller.token.id, details: { ...call } });
    });
  }
}
