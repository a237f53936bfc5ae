import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';
import { PASS_PIN_LENGTH } from '#contract/pass-pin.ts';

const PIN_MODULUS = 10 ** PASS_PIN_LENGTH;

/**
 * The pass's PIN (issue 27, docs/adr/0018-kiosk-privacy.md): four digits derived from the pass's
 * id and the server secret, HMAC-SHA256 under the secret, its first 48 bits taken modulo 10,000. Nothing
 * is stored (every replica computes the same PIN; a copy of the database holds none), and a pass's PIN
 * never changes unless the server secret does. It is printed in the approval mail and on the badge, and
 * a kiosk may ask for it with the phone number (its site's `kioskRequiresPin`).
 */
export class PassPins {
  constructor(private readonly crypto: Pick<ServerCrypto, 'keyedHash' | 'safeEqual'>) {}

  of(passId: number): string {
    const hash = this.crypto.keyedHash('pass-pin', String(passId));
    return String(parseInt(hash.slice(0, 12), 16) % PIN_MODULUS).padStart(PASS_PIN_LENGTH, '0');
  }

  /** Whether `pin` is this pass's PIN (in constant time). */
  matches(passId: number, pin: string): boolean {
    return this.crypto.safeEqual(this.of(passId), pin);
  }
}
