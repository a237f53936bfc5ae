import type { Clock } from '../../platform/ports/clock.ts';
import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { OTP_POLICY } from '../domain/auth-policy.ts';
import { OneTimePassword, otpCodeHash } from '../domain/one-time-password.ts';
import type { OtpRepository } from './ports.ts';

/**
 * A one-time password set-up link for an account IT staff just added (`vms users add`): the way the
 * first admin gets in before any mail works. Valid 24 hours, used once, stored only as a keyed hash.
 */
export class IssueSetupCode {
  constructor(
    private readonly otps: OtpRepository,
    private readonly crypto: ServerCrypto,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly publicUrl: string,
  ) {}

  async execute(email: string): Promise<{ code: string; link: string; expiresAt: Date }> {
    const code = this.crypto.randomToken(24);
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + OTP_POLICY.setupCodeValidFor);
    await this.unitOfWork.run(async () => {
      this.otps.add(new OneTimePassword({ email, purpose: 'setup', codeHash: otpCodeHash(this.crypto, email, 'setup', code), createdAt: now, expiresAt }));
    });
    const link = `${this.publicUrl}/Forgotpassword?${new URLSearchParams({ email, setup: code }).toString()}`;
    return { code, link, expiresAt };
  }
}
