import type { Clock } from '../../platform/ports/clock.ts';
import { SESSION_POLICY } from '../domain/auth-policy.ts';
import type { CaptchaRepository, OtpRepository, SessionRepository } from './ports.ts';

/** Clears what has expired: captchas, OTPs older than a day, sessions that are over. */
export class IdentityHousekeeping {
  constructor(
    private readonly captchas: CaptchaRepository,
    private readonly otps: OtpRepository,
    private readonly sessions: SessionRepository,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<{ captchas: number; otps: number; sessions: number }> {
    const now = this.clock.now();
    return {
      captchas: await this.captchas.purgeExpired(now),
      otps: await this.otps.purgeCreatedBefore(new Date(now.getTime() - 86_400_000)),
      sessions: await this.sessions.purgeOver(now, new Date(now.getTime() - SESSION_POLICY.idleTimeout)),
    };
  }
}
