import { DomainError } from '#kernel/domain-error.ts';
import { MESSAGES } from '#contract/messages.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { OtpRequestPurpose } from './send-otp.ts';
import { otpCodeHash } from '../domain/one-time-password.ts';
import type { OtpRepository } from './ports.ts';

type Outcome = 'verified' | 'wrong' | 'exhausted' | 'expired' | 'none';

/**
 * `POST /api/auth/verify-otp`: checks a code against the newest one sent. Five wrong tries end the
 * code; a right one is marked verified (and can then be used once, within 15 minutes, to register or
 * to set a password). A wrong try is counted even though the answer is an error.
 */
export class VerifyOtp {
  constructor(
    private readonly otps: OtpRepository,
    private readonly crypto: ServerCrypto,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(email: string, code: string, purpose: OtpRequestPurpose): Promise<{ message: string }> {
    const outcome = await this.unitOfWork.run(async (): Promise<Outcome> => {
      const now = this.clock.now();
      // Locked: simultaneous tries are counted one after the other, so five wrong ones end the code.
      const otp = await this.otps.latest(email, purpose, { forUpdate: true });
      if (!otp || otp.verifiedAt !== null || otp.consumedAt !== null) return 'none';
      if (otp.isExhausted()) return 'exhausted';
      if (otp.isExpired(now)) return 'expired';
      if (!this.crypto.safeEqual(otp.codeHash, otpCodeHash(this.crypto, email, purpose, code))) {
        return otp.recordWrongAttempt() ? 'exhausted' : 'wrong';
      }
      otp.markVerified(now);
      return 'verified';
    });

    switch (outcome) {
      case 'verified':
        return { message: purpose === 'reset' ? MESSAGES.otp.verifiedReset : MESSAGES.otp.verifiedRegistration };
      case 'expired':
        throw new DomainError('otp.expired');
      case 'exhausted':
        throw new DomainError('otp.too_many_attempts');
      default:
        throw new DomainError('otp.wrong', { message: purpose === 'reset' ? MESSAGES.otp.invalidReset : MESSAGES.otp.invalid });
    }
  }
}
