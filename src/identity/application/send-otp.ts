import { DomainError } from '#kernel/domain-error.ts';
import { MESSAGES } from '#contract/messages.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { DomainEvents } from '../../platform/ports/domain-events.ts';
import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { OTP_POLICY } from '../domain/auth-policy.ts';
import { OneTimePassword, otpCodeHash } from '../domain/one-time-password.ts';
import type { EmployeeRepository, OtpRepository } from './ports.ts';

export type OtpRequestPurpose = 'register' | 'reset';

/** The key that serializes the sending of codes to one address (`UnitOfWork.lock`). */
export const otpLockKey = (email: string): string => `otp:${email.trim().toLowerCase()}`;

/**
 * `POST /api/auth/send-otp`: mails a fresh six-digit code for registration (an address not yet
 * registered) or for setting a password (an approved account). At most one a minute and five an
 * hour per address, even when the sends arrive at once; the new code replaces any earlier one.
 */
export class SendOtp {
  constructor(
    private readonly otps: OtpRepository,
    private readonly employees: EmployeeRepository,
    private readonly events: DomainEvents,
    private readonly crypto: ServerCrypto,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(email: string, purpose: OtpRequestPurpose): Promise<{ message: string }> {
    await this.checkWhoMayAsk(email, purpose);
    return this.unitOfWork.run(async () => {
      // One send at a time per address, so that the cooldown and the hourly count see every code sent.
      await this.unitOfWork.lock(otpLockKey(email));
      const now = this.clock.now();
      const previous = await this.otps.latest(email, purpose);
      if (previous) {
        const waited = now.getTime() - previous.createdAt.getTime();
        if (waited < OTP_POLICY.resendCooldown) {
          const seconds = Math.ceil((OTP_POLICY.resendCooldown - waited) / 1000);
          throw new DomainError('otp.cooldown', { values: { seconds }, details: { retryAfterSeconds: seconds } });
        }
      }
      if ((await this.otps.countSentSince(email, new Date(now.getTime() - 3_600_000))) >= OTP_POLICY.maxSendsPerHour) {
        throw new DomainError('otp.hourly_limit', { details: { retryAfterSeconds: 3600 } });
      }
      const code = this.crypto.randomDigits(OTP_POLICY.length);
      this.otps.add(
        new OneTimePassword({
          email,
          purpose,
          codeHash: otpCodeHash(this.crypto, email, purpose, code),
          createdAt: now,
          expiresAt: new Date(now.getTime() + OTP_POLICY.validFor),
        }),
      );
      await this.events.record({ type: 'otp.issued', email, code, purpose, validMinutes: OTP_POLICY.validFor / 60_000 });
      return { message: MESSAGES.otp.sent };
    });
  }

  private async checkWhoMayAsk(email: string, purpose: OtpRequestPurpose): Promise<void> {
    const employee = await this.employees.findByEmail(email);
    if (purpose === 'register') {
      if (employee) throw new DomainError('registration.email_taken');
      return;
    }
    if (!employee) throw new DomainError('account.not_found');
    if (employee.isPending()) throw new DomainError('account.pending');
    if (employee.isDisabled()) throw new DomainError('account.disabled');
  }
}
