import type { Clock } from '../../platform/ports/clock.ts';
import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { CAPTCHA_TTL_MS, captchaAnswerHash, CaptchaChallenge } from '../domain/captcha-challenge.ts';
import type { CaptchaQuestionGenerator, CaptchaRepository } from './ports.ts';

/**
 * `GET /captcha/question`: the captcha's accessible alternative (issue 12), a question in words and its id. It is a
 * captcha challenge like the picture's: only a keyed hash of the answer is kept, VerifyCaptcha checks it once, it
 * expires after five minutes, and login and registration take it where they take the picture's.
 */
export class IssueCaptchaQuestion {
  constructor(
    private readonly captchas: CaptchaRepository,
    private readonly questions: CaptchaQuestionGenerator,
    private readonly crypto: ServerCrypto,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(): Promise<{ captchaId: string; question: string }> {
    const { question, answer } = this.questions.generate();
    const now = this.clock.now();
    const challenge = new CaptchaChallenge({
      id: this.crypto.randomUuid(),
      answerHash: captchaAnswerHash(this.crypto, answer),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
    });
    await this.unitOfWork.run(async () => this.captchas.add(challenge));
    return { captchaId: challenge.id, question };
  }
}
