import type { PrivacyRequestRow } from '#contract/api/rights-answers.ts';
import { canAnswerPrivacyRequests } from '#contract/capabilities.ts';
import { CORRECTABLE_FIELDS, type PrivacyRequestStatus } from '#contract/privacy-rights.ts';
import { resolutionSchema } from '#contract/validation/privacy-rights.ts';
import { RIGHTS_MESSAGES } from '#contract/rights-messages.ts';
import { DomainError } from '#kernel/domain-error.ts';
import { parseInput } from '#kernel/validation/parse-input.ts';
import { principalAuditActor, type Actor, type AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { DomainEvents } from '../../platform/ports/domain-events.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { PrivacyRequest } from '../domain/privacy-request.ts';
import type { PrivacyRequestRepository, VisitErasure, VisitorHoldings } from './rights-ports.ts';

/** Who answers the visitors' requests: an admin signed in, or IT staff through the CLI (which only reads the queue). */
export type RequestsCaller = { readonly kind: 'principal'; readonly principal: Principal } | { readonly kind: 'cli'; readonly actor: Actor };

const actorOf = (caller: RequestsCaller): Actor => {
  if (caller.kind === 'cli') return caller.actor;
  if (caller.principal.token || !canAnswerPrivacyRequests(caller.principal)) throw new DomainError('http.forbidden');
  return principalAuditActor(caller.principal);
};

export const privacyRequestRow = (request: PrivacyRequest, now: Date): PrivacyRequestRow => ({
  id: request.id,
  kind: request.kind,
  status: request.status,
  visitId: request.visitId,
  madeAt: request.madeAt.toISOString(),
  dueAt: request.dueAt.toISOString(),
  overdue: request.status === 'open' && request.dueAt.getTime() < now.getTime(),
  correction: request.field && request.correctionVisitId !== null ? { visitId: request.correctionVisitId, field: request.field, value: request.value ?? '' } : null,
  text: request.text,
  keptVisitIds: request.keptVisitIds,
  outcome: request.outcome,
  handledBy: request.handledBy,
  handledAt: request.handledAt?.toISOString() ?? null,
});

/**
 * The admins' queue of the visitors' requests (docs/product/privacy.md PRIV-RIGHTS-06, /PrivacyRequests,
 * `vms privacy requests`): every request with its due date, and the answer to a correction (approved:
 * applied to the visit) or a grievance, mailed to the visitor at the visit's address.
 */
export class AnswerPrivacyRequests {
  constructor(
    private readonly requests: PrivacyRequestRepository,
    private readonly holdings: VisitorHoldings,
    private readonly erasure: VisitErasure,
    private readonly events: DomainEvents,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async list(caller: RequestsCaller, status: PrivacyRequestStatus | null): Promise<PrivacyRequestRow[]> {
    actorOf(caller);
    const now = this.clock.now();
    return (await this.requests.list(status)).map((request) => privacyRequestRow(request, now));
  }

  async resolve(caller: RequestsCaller, id: number, body: unknown): Promise<{ message: string; request: PrivacyRequestRow }> {
    const actor = actorOf(caller);
    const input = parseInput(resolutionSchema, body, { decision: 'rights.resolution_invalid', reason: 'rights.resolution_invalid', '': 'rights.resolution_invalid' });
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const request = await this.requests.findForUpdate(id);
      if (!request || (request.kind !== 'correction' && request.kind !== 'grievance')) throw new DomainError('rights.request_not_found');
      if (request.status !== 'open') throw new DomainError('rights.request_already_resolved');
      // The answer goes to the address of the visit the request came through, read before a correction may change it.
      const to = (await this.holdings.subjectOf(request.visitId))?.email ?? null;
      const approve = input.decision === 'approve';
      if (approve && request.kind === 'correction' && !(await this.erasure.correct(request.correctionVisitId!, request.field!, request.value!))) {
        throw new DomainError('rights.correction_not_applicable');
      }
      const outcome =
        request.kind === 'correction'
          ? approve
            ? `Your correction of "${CORRECTABLE_FIELDS[request.field!]}" on visit ${request.correctionVisitId} is made.`
            : `Your correction of "${CORRECTABLE_FIELDS[request.field!]}" on visit ${request.correctionVisitId} is not made: ${input.reason}`
          : approve
            ? `Your grievance is answered: ${input.reason || 'it is resolved.'}`
            : `Your grievance is closed: ${input.reason}`;
      request.resolve(approve ? 'done' : 'rejected', outcome, actor.label, now);
      this.audit.record({ actor, action: `privacy.${request.kind}_${approve ? 'approved' : 'rejected'}`, subjectType: 'visit', subjectId: request.correctionVisitId ?? request.visitId, details: { requestId: request.id } });
      if (to) await this.events.record({ type: 'privacy.request_answered', requestId: request.id, kind: request.kind, status: request.status, to, lines: [outcome] });
      return { message: RIGHTS_MESSAGES.resolved, request: privacyRequestRow(request, now) };
    });
  }
}
