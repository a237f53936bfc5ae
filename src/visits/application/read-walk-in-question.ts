import { DomainError } from '../../shared/domain-error.ts';
import type { WalkInQuestionAnswer } from '../../shared/api/kiosk-answers.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { VisitorPassRepository } from './ports.ts';
import type { WalkInAnswerTokens } from './walk-in-token.ts';

/**
 * `GET /api/walk-in-answers?token=` (issue 13): what a host's mailed link is about, for the page that
 * asks them to confirm; it changes nothing (a mail scanner opening the link answers nothing). Who is
 * waiting (name, coming from, purpose: what the mail said), which answer the link gives, and whether
 * the walk-in is still waiting. A forged link is `walkin.link_invalid`, one past its day
 * `walkin.link_expired`; a walk-in its host cancelled since is `walkin.not_waiting`.
 */
export class ReadWalkInQuestion {
  constructor(
    private readonly passes: VisitorPassRepository,
    private readonly tokens: WalkInAnswerTokens,
    private readonly clock: Clock,
  ) {}

  async execute(token: unknown): Promise<WalkInQuestionAnswer> {
    const { visitId, decision } = this.tokens.verify(token, this.clock.now());
    const pass = await this.passes.readCopy(visitId);
    if (!pass || pass.anonymisedAt || !pass.isWalkIn()) throw new DomainError('walkin.link_invalid');
    if (pass.isCancelled()) throw new DomainError('walkin.not_waiting');
    return {
      decision,
      visitorName: pass.name,
      comingFrom: pass.comingFrom ?? '',
      purposeOfVisit: pass.purposeOfVisit ?? '',
      status: pass.isApproved() ? 'approved' : pass.isDeclined() ? 'declined' : 'waiting',
    };
  }
}
