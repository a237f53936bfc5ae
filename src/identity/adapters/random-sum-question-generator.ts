import { randomInt } from 'node:crypto';
import { FIRST_ADDEND, QUESTION_WORDINGS, SECOND_ADDEND, sumQuestion, type CaptchaQuestion } from '../domain/captcha-question.ts';
import { CaptchaQuestionGenerator } from '../application/ports.ts';

/** Sums asked in words (domain/captcha-question.ts), numbers and wording from a secure random source. */
export class RandomSumQuestionGenerator extends CaptchaQuestionGenerator {
  generate(): CaptchaQuestion {
    return sumQuestion(
      randomInt(FIRST_ADDEND.min, FIRST_ADDEND.max + 1),
      randomInt(SECOND_ADDEND.min, SECOND_ADDEND.max + 1),
      randomInt(QUESTION_WORDINGS.length),
    );
  }
}
