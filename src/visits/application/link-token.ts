import { DomainError } from '#kernel/domain-error.ts';
import { isRecordId } from '#contract/record-id.ts';
import type { PayloadEnvelope } from '#contract/envelope/envelope-format.ts';
import { formatVisitDate, timeToSlot } from '#contract/visit-time.ts';
import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';
import type { VisitorPass } from '../domain/visitor-pass.ts';

const SIGNED_ID = /^([1-9][0-9]{0,15})(?:\.([1-9][0-9]{0,8}))?\.([0-9a-f]{64})$/;

/** A token whose signature holds: the pass it names and which of that pass's links it is. */
export interface SignedLink {
  readonly passId: number;
  /** 0 for the link made with the pass; each resend moves the pass's `linkVersion` on by one. */
  readonly version: number;
}

/** The details form's address for a token. */
export const detailsFormLink = (publicUrl: string, token: string): string => `${publicUrl}/VisitordetailForm?token=${encodeURIComponent(token)}`;

/**
 * The e-mailed link's token (docs/product/visits.md VIS-LINK-01): the description's five enveloped parts (name,
 * phone, visit date, visit time, expiry), which the SPA reads to prefill the form, and a sixth part
 * that binds them to one pass and one of its links under the server-only secret: `<passId>.<hmac>`
 * for the pass's first link, `<passId>.<version>.<hmac>` for a resent one. A token that does not
 * verify is "Invalid or corrupted token", whatever is wrong with it. Resending a link makes the older
 * ones stop working: one whose version is older than the pass's is `link.superseded` (`requireCurrent`).
 */
export class LinkTokens {
  constructor(
    private readonly envelope: PayloadEnvelope,
    private readonly crypto: ServerCrypto,
  ) {}

  issue(pass: VisitorPass): string {
    const parts = [
      pass.name,
      pass.phone,
      formatVisitDate(pass.visitDate),
      timeToSlot(pass.visitTime),
      pass.linkExpiresAt.toISOString(),
    ].map((part) => this.envelope.encrypt(part));
    const version = pass.linkVersion > 0 ? `.${pass.linkVersion}` : '';
    return [...parts, `${pass.id}${version}.${this.sign(pass.id, pass.linkVersion, parts)}`].join(',');
  }

  /**
   * The pass the token names, which link it is and the phone it was issued for, when its signature
   * holds. The phone is the token's, not the pass's: a visitor who corrects their number can still
   * open their link.
   */
  verify(token: unknown): SignedLink & { phone: string } {
    const link = this.signedLinkOf(token);
    return { ...link, phone: this.envelope.decrypt((token as string).split(',')[1]) };
  }

  /** The pass the token names, when its signature holds; otherwise `Invalid or corrupted token`. */
  passIdOf(token: unknown): number {
    return this.signedLinkOf(token).passId;
  }

  /** The pass and link version the token names, when its signature holds; otherwise `Invalid or corrupted token`. */
  signedLinkOf(token: unknown): SignedLink {
    const invalid = new DomainError('link.invalid');
    if (typeof token !== 'string' || token.length > 4096) throw invalid;
    const parts = token.split(',');
    if (parts.length !== 6) throw invalid;
    // Exactly `<id>[.<version>].<hmac>`: no sign, no leading zero, no space, no version 0 written
    // out, nothing after the signature, so one link has exactly one valid spelling of its token.
    const match = SIGNED_ID.exec(parts[5]!);
    if (!match) throw invalid;
    const passId = Number(match[1]);
    const version = match[2] === undefined ? 0 : Number(match[2]);
    // A signed id no row can have (beyond PostgreSQL's integer) is refused as a forged one (issue 27).
    if (!isRecordId(passId) || !this.crypto.safeEqual(match[3]!, this.sign(passId, version, parts.slice(0, 5)))) throw invalid;
    return { passId, version };
  }

  /** Whether the link is the pass's current one (a resend makes the older ones stop working). */
  isCurrent(link: SignedLink, pass: VisitorPass): boolean {
    return link.version === pass.linkVersion;
  }

  /**
   * Refuses a genuine link that is not the pass's current one: an older one, which a resend replaced, is
   * `link.superseded` (issue 28: the visitor is told to use the latest e-mail, not that the link is forged);
   * any other is `link.invalid`.
   */
  requireCurrent(link: SignedLink, pass: VisitorPass): void {
    if (this.isCurrent(link, pass)) return;
    throw new DomainError(link.version < pass.linkVersion ? 'link.superseded' : 'link.invalid');
  }

  private sign(passId: number, version: number, parts: readonly string[]): string {
    // The first link keeps the form tokens had before links could be resent, so they still verify.
    const subject = version === 0 ? `${passId}|${parts.join(',')}` : `${passId}|${version}|${parts.join(',')}`;
    return this.crypto.keyedHash('visitor-link', subject);
  }
}
