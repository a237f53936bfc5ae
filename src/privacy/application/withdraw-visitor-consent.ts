import { CONSENT_MESSAGES } from '#contract/consent-messages.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { ConsentRepository, VisitConsentEffects, WithdrawalEffects } from './ports.ts';
import type { WithdrawalLinks } from './withdrawal-links.ts';


/**
 * `POST /api/privacy/withdraw` with the token of a visitor mail's link (docs/product/privacy.md
 * PRIV-WITHDRAW): every consent of that visit is withdrawn (the records stay, with the time), then
 * what the notice says follows, in the same transaction: a visit that has not begun is cancelled, and
 * a photo kept for badge reuse is erased. Withdrawing again changes nothing and says the same.
 */
export class WithdrawVisitorConsent {
  constructor(
    private readonly links: WithdrawalLinks,
    private readonly consents: ConsentRepository,
    private readonly effects: VisitConsentEffects,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(token: unknown): Promise<{ message: string } & WithdrawalEffects> {
    const visitId = this.links.visitOf(token, this.clock.now());
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const entries = await this.consents.lockFor({ kind: 'visit', visitId });
      if (entries.length === 0) throw new DomainError('consent.nothing_to_withdraw');
      const hadPhotoConsent = entries.some((entry) => entry.withdrawnAt === null && entry.purposes.includes('photo_badge_reuse'));
      const withdrawn = entries.filter((entry) => entry.withdraw(now)).length;
      const effects = await this.effects.afterWithdrawal(visitId, now, hadPhotoConsent);
      if (withdrawn > 0 || effects.cancelled || effects.photosErased > 0) {
        this.audit.record({
          actor: { type: 'visitor', label: `visitor:visit ${visitId}` },
          action: 'consent.withdrawn',
          subjectType: 'visit',
          subjectId: visitId,
          details: { channel: 'mail_link', records: withdrawn, visitCancelled: effects.cancelled, photosErased: effects.photosErased },
        });
      }
      return { message: CONSENT_MESSAGES.withdrawn, ...effects };
    });
  }
}
