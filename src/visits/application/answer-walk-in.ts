import { DomainError } from '#kernel/domain-error.ts';
import { MESSAGES } from '#contract/messages.ts';
import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import type { Actor, AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import type { VisitorPass } from '../domain/visitor-pass.ts';
import type { ApproveVisitors } from './approve-visitors.ts';
import type { VisitorPassRepository } from './ports.ts';
import { siteDayOf } from './site-clock.ts';
import { walkInLinkHost } from './walk-in-link-host.ts';
import type { WalkInAnswerTokens, WalkInDecision } from './walk-in-token.ts';

/**
 * A walk-in's visit a mailed link names: a walk-in, on record, not cancelled by its host since. An
 * answer already given is refused with what it was (single use through the state: a second click of
 * either link says so).
 */
export const waitingWalkIn = (pass: VisitorPass | null): VisitorPass => {
  if (!pass || pass.anonymisedAt || !pass.isWalkIn()) throw new DomainError('walkin.link_invalid');
  if (pass.isApproved()) throw new DomainError('walkin.already_approved');
  if (pass.isDeclined()) throw new DomainError('walkin.already_declined');
  if (pass.isCancelled()) throw new DomainError('walkin.not_waiting');
  return pass;
};

/**
 * `POST /api/walk-in-answers` {token} (issue 13): the host approves or declines a walk-in from the
 * signed link of its mail (the decision is in the token). One transaction under the visit's row lock,
 * so two clicks racing each other cannot both land. An approval is the same as the approval screen's
 * (ApproveVisitors, audited `visit.approved` as the host); a decline is audited
 * `visit.walk_in_declined`. A forged link is `walkin.link_invalid`, one past its day `walkin.link_expired`;
 * so is the link of a host disabled since (`walkin.link_invalid`).
 */
export class AnswerWalkIn {
  constructor(
    private readonly passes: VisitorPassRepository,
    private readonly directory: EmployeeDirectory,
    private readonly tokens: WalkInAnswerTokens,
    private readonly approveVisitors: ApproveVisitors,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly sites: SiteDirectory,
  ) {}

  async execute(token: unknown): Promise<{ readonly decision: WalkInDecision; readonly message: string }> {
    const { visitId, decision } = this.tokens.verify(token, this.clock.now());
    return this.unitOfWork.run(async () => {
      const pass = waitingWalkIn(await this.passes.findByIdForUpdate(visitId));
      const host = await walkInLinkHost(this.directory, pass);
      const actor: Actor = { type: 'employee', id: pass.hostId, label: host.email };
      if (decision === 'approve') {
        // The same approval as the approval screen's, inside this transaction (the row stays locked).
        await this.approveVisitors.approveLocked(pass, actor);
        return { decision, message: MESSAGES.walkIn.approved };
      }
      const now = this.clock.now();
      pass.decline(pass.hostId, now, (await siteDayOf(this.sites, pass, now)).today);
      this.audit.record({ actor, action: 'visit.walk_in_declined', subjectType: 'visit', subjectId: pass.id, details: { passCode: pass.passCode } });
      return { decision, message: MESSAGES.walkIn.declined };
    });
  }
}
