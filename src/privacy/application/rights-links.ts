import { DomainError } from '#kernel/domain-error.ts';
import { isRecordId } from '#contract/record-id.ts';
import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';

/** How long a mail's link to the visitor's data works: as long as the withdrawal link beside it. */
export const RIGHTS_LINK_DAYS = 90;

const TOKEN = /^([1-9][0-9]{0,9})\.([1-9][0-9]{0,10})\.([0-9a-f]{64})$/;

/**
 * The link to "Your data" in every visitor mail (docs/product/privacy.md PRIV-RIGHTS-01):
 * `/YourData?token=<visitId>.<expiry in seconds>.<hmac>`, signed under the server-only secret for a
 * purpose of its own (a withdrawal token is not a rights token), its expiry inside the signature. The
 * visit binds it to a visitor: the page shows every visit with that visit's e-mail and phone (ADR 59).
 * A token that does not verify is `rights.link_invalid`; one past its time `rights.link_expired`.
 */
export class RightsLinks {
  constructor(
    private readonly crypto: ServerCrypto,
    private readonly publicUrl: string,
  ) {}

  url(visitId: number, at: Date): string {
    return `${this.publicUrl}/YourData?token=${this.token(visitId, at)}`;
  }

  token(visitId: number, at: Date): string {
    const expires = Math.floor(at.getTime() / 1000) + RIGHTS_LINK_DAYS * 86_400;
    return `${visitId}.${expires}.${this.sign(visitId, expires)}`;
  }

  /** The visit a token names, when its signature holds and it has not expired at `now`. */
  visitOf(token: unknown, now: Date): number {
    const match = typeof token === 'string' ? TOKEN.exec(token) : null;
    const visitId = Number(match?.[1]);
    const expires = Number(match?.[2]);
    if (!match || !isRecordId(visitId) || !this.crypto.safeEqual(match[3]!, this.sign(visitId, expires))) throw new DomainError('rights.link_invalid');
    if (now.getTime() >= expires * 1000) throw new DomainError('rights.link_expired');
    return visitId;
  }

  private sign(visitId: number, expires: number): string {
    return this.crypto.keyedHash('visitor-rights', `${visitId}|${expires}`);
  }
}
