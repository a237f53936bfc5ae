import { DomainError } from '#kernel/domain-error.ts';
import type { WalkInQuestionAnswer } from '#contract/api/kiosk-answers.ts';
import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { VisitorPassRepository } from './ports.ts';
import { walkInLinkHost } from './walk-in-link-host.ts';
import type { WalkInAnswerTokens } from './walk-in-token.ts';

/**
 * `GET /api/walk-in-answers?token=` (issue 13): what a host's mailed link is about, for the page that
 * asks them to confirm; it changes nothing (a mail scanner opening the link answers nothing). Who is
 * waiting (name, coming from, purpose: what the mail said), which answer the link gives, and whether
 * the walk-in is still waiting. A forged link is `walkin.link_invalid`, one past its day
 * `walkin.link_expired`; a walk-in its host cancelled since is `walkin.not_waiting`. A waiting walk-in
 * whose host was disabled since the mail is `walkin.link_invalid`, as AnswerWalkIn refuses its answer:
 * the page shows that refusal rather than a question whose answer would be refused.
 */
export class ReadWalkInQuestion {
  constructor(
    private readonly passes: VisitorPassRepository,
    private readonly directory: EmployeeDirectory,
    private readonly tokens: WalkInAnswerTokens,
    private readonly clock: Clock,
  ) {}

  async execute(token: unknown): Promise<WalkInQuestionAnswer> {
    const { visitId, decision } = this.tokens.verify(token, this.clock.now());
    const pass = await this.passes.readCopy(visitId);
    if (!pass || pass.anonymisedAt || !pass.isWalkIn()) throw new DomainError('walkin.link_invalid');
    if (pass.isCancelled()) throw new DomainError('walkin.not_waiting');
    const status = pass.isApproved() ? 'approved' : pass.isDeclined() ? 'declined' : 'waiting';
    // AnswerWalkIn's check, in its order: an answered walk-in says what its answer was (as the answer's
    // "already approved/declined" refusal does); a waiting one needs a host who may still answer.
    if (status === 'waiting') await walkInLinkHost(this.directory, pass);
    return {
      decision,
      visitorName: pass.name,
      comingFrom: pass.comingFrom ?? '',
      purposeOfVisit: pass.purposeOfVisit ?? '',
      status,
    };
  }
}
