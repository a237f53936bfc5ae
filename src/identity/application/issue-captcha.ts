import type { Clock } from '../../platform/ports/clock.ts';
import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { CAPTCHA_TTL_MS, captchaAnswerHash, CaptchaChallenge } from '../domain/captcha-challenge.ts';
import type { CaptchaImageGenerator, CaptchaRepository } from './ports.ts';

/** `GET /captcha`: a new picture and its id; the answer stays on the server (docs/product/identity.md ID-SIGNIN-03). */
export class IssueCaptcha {
  constructor(
    private readonly captchas: CaptchaRepository,
    private readonly images: CaptchaImageGenerator,
    private readonly crypto: ServerCrypto,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    /** VMS_CAPTCHA_FIXED_TEXT, for automated tests outside production. */
    private readonly fixedText: string | undefined,
  ) {}

  async execute(): Promise<{ captchaId: string; image: string }> {
    const { text, image } = this.images.generate(this.fixedText);
    const now = this.clock.now();
    const challenge = new CaptchaChallenge({
      id: this.crypto.randomUuid(),
      answerHash: captchaAnswerHash(this.crypto, text),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
    });
    await this.unitOfWork.run(async () => this.captchas.add(challenge));
    return { captchaId: challenge.id, image };
  }
}
