import { DomainError } from '../../shared/domain-error.ts';
import type { PayloadEnvelope } from '../../shared/envelope/envelope-format.ts';
import { formatVisitDate, timeToSlot } from '../../shared/visit-time.ts';
import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';
import type { VisitorPass } from '../domain/visitor-pass.ts';

const SIGNED_ID = /^([1-9][0-9]{0,15})\.([0-9a-f]{64})$/;

/**
 * The e-mailed link's token (decisions.md section 5): the description's five enveloped parts (name,
 * phone, visit date, visit time, expiry), which the SPA reads to prefill the form, and a sixth part
 * that binds them to one pass under the server-only secret: `<passId>.<hmac>`. A token that does not
 * verify is "Invalid or corrupted token", whatever is wrong with it.
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
    return [...parts, `${pass.id}.${this.sign(pass.id, parts)}`].join(',');
  }

  /**
   * The pass the token names and the phone it was issued for, when its signature holds. The phone
   * is the token's, not the pass's: a visitor who corrects their number can still open their link.
   */
  verify(token: unknown): { passId: number; phone: string } {
    const passId = this.passIdOf(token);
    return { passId, phone: this.envelope.decrypt((token as string).split(',')[1]) };
  }

  /** The pass the token names, when its signature holds; otherwise `Invalid or corrupted token`. */
  passIdOf(token: unknown): number {
    const invalid = new DomainError('link.invalid');
    if (typeof token !== 'string' || token.length > 4096) throw invalid;
    const parts = token.split(',');
    if (parts.length !== 6) throw invalid;
    // Exactly `<id>.<hmac>`: no sign, no leading zero, no space, nothing after the signature, so
    // one pass has exactly one valid spelling of its token.
    const match = SIGNED_ID.exec(parts[5]!);
    if (!match) throw invalid;
    const passId = Number(match[1]);
    if (!Number.isSafeInteger(passId) || !this.crypto.safeEqual(match[2]!, this.sign(passId, parts.slice(0, 5)))) throw invalid;
    return passId;
  }

  private sign(passId: number, parts: readonly string[]): string {
    return this.crypto.keyedHash('visitor-link', `${passId}|${parts.join(',')}`);
  }
}
