import { DomainError } from '#kernel/domain-error.ts';
import { isRecordId } from '#contract/record-id.ts';
import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';

/** How long a mail's withdrawal link works: long after the visit, as a withdrawal may come later. */
export const WITHDRAWAL_LINK_DAYS = 90;

const TOKEN = /^([1-9][0-9]{0,9})\.([1-9][0-9]{0,10})\.([0-9a-f]{64})$/;

/**
 * The withdrawal link in every visitor mail (docs/product/privacy.md PRIV-WITHDRAW-01):
 * `/WithdrawConsent?token=<visitId>.<expiry in seconds>.<hmac>`, signed under the server-only secret
 * as the details-form link is (visits' LinkTokens), with its expiry inside the signature. A token that
 * does not verify is `consent.withdrawal_link_invalid`; one past its time `consent.withdrawal_link_expired`.
 */
export class WithdrawalLinks {
  constructor(
    private readonly crypto: ServerCrypto,
    private readonly publicUrl: string,
  ) {}

  /** The link for a visit's mail made at `at`. */
  url(visitId: number, at: Date): string {
    const expires = Math.floor(at.getTime() / 1000) + WITHDRAWAL_LINK_DAYS * 86_400;
    return `${this.publicUrl}/WithdrawConsent?token=${visitId}.${expires}.${this.sign(visitId, expires)}`;
  }

  /** The visit a token names, when its signature holds and it has not expired at `now`. */
  visitOf(token: unknown, now: Date): number {
    const match = typeof token === 'string' ? TOKEN.exec(token) : null;
    const visitId = Number(match?.[1]);
    const expires = Number(match?.[2]);
    if (!match || !isRecordId(visitId) || !this.crypto.safeEqual(match[3]!, this.sign(visitId, expires))) throw new DomainError('consent.withdrawal_link_invalid');
    if (now.getTime() >= expires * 1000) throw new DomainError('consent.withdrawal_link_expired');
    return visitId;
  }

  private sign(visitId: number, expires: number): string {
    return this.crypto.keyedHash('consent-withdrawal', `${visitId}|${expires}`);
  }
}
