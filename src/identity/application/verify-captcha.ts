import type { Clock } from '../../platform/ports/clock.ts';
import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';
import { captchaAnswerHash } from '../domain/captcha-challenge.ts';
import type { CaptchaRepository } from './ports.ts';

/**
 * Checks a typed answer once: right or wrong, the challenge is gone afterwards, so a captcha can
 * never be replayed or guessed at. Callers decide the message (login and registration differ).
 */
export class VerifyCaptcha {
  constructor(
    private readonly captchas: CaptchaRepository,
    private readonly crypto: ServerCrypto,
    private readonly clock: Clock,
  ) {}

  async execute(captchaId: string, answer: string): Promise<boolean> {
    if (!captchaId || !answer) return false;
    const challenge = await this.captchas.take(captchaId);
    if (!challenge || challenge.expiresAt.getTime() <= this.clock.now().getTime()) return false;
    return this.crypto.safeEqual(challenge.answerHash, captchaAnswerHash(this.crypto, answer));
  }
}
