import type { ApiTokenView } from '#contract/api/api-token-answers.ts';
import { siteToday } from '#contract/site-calendar.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { auditActorOf, type ApiTokenCaller } from './api-token-caller.ts';
import { apiTokenView } from './api-token-view.ts';
import type { ApiTokenRepository } from './ports.ts';

/** `POST /api/api-tokens/{id}/revoke` and `vms tokens revoke`: the token's next call is refused. Audited. */
export class RevokeApiToken {
  constructor(
    private readonly tokens: ApiTokenRepository,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly timeZone: string,
  ) {}

  execute(caller: ApiTokenCaller, id: number): Promise<ApiTokenView> {
    const actor = auditActorOf(caller);
    return this.unitOfWork.run(async () => {
      const token = await this.tokens.lockById(id);
      if (!token) throw new DomainError('token.not_found');
      if (token.revokedAt !== null) throw new DomainError('token.already_revoked');
      const now = this.clock.now();
      token.revoke(actor.label, now);
      await this.tokens.save(token);
      this.audit.record({ actor, action: 'api_token.revoked', subjectType: 'api_token', subjectId: token.id, details: { name: token.name } });
      return apiTokenView(token, siteToday(this.timeZone, now));
    });
  }
}
