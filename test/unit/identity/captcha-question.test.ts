import { describe, expect, it } from 'vitest';
import { RandomSumQuestionGenerator } from '../../../src/identity/adapters/random-sum-question-generator.ts';
import { numberInWords, QUESTION_WORDINGS, sumQuestion } from '../../../src/identity/domain/captcha-question.ts';

describe('the captcha question (the accessible alternative to the picture)', () => {
  it('should write numbers in words', () => {
    expect([0, 7, 13, 20, 21, 39, 40, 48, 99].map(numberInWords)).toEqual([
      'zero', 'seven', 'thirteen', 'twenty', 'twenty-one', 'thirty-nine', 'forty', 'forty-eight', 'ninety-nine',
    ]);
    expect(() => numberInWords(100)).toThrow(RangeError);
    expect(() => numberInWords(2.5)).toThrow(RangeError);
  });

  it('should ask a sum in words in every wording, the answer in digits and not in the question', () => {
    expect(sumQuestion(23, 8, 0)).toEqual({ question: 'What is twenty-three plus eight? Type the answer in digits.', answer: '31' });
    expect(sumQuestion(10, 2, 1)).toEqual({ question: 'Add ten and two. Type the total in digits.', answer: '12' });
    expect(sumQuestion(39, 9, 2)).toEqual({ question: 'What do you get when you add nine to thirty-nine? Type the answer in digits.', answer: '48' });
    expect(() => sumQuestion(1, 2, QUESTION_WORDINGS.length)).toThrow(RangeError);
  });

  it('should draw sums of 12 to 48, answers of two digits that fit the captcha field, no digit in the question', () => {
    const generator = new RandomSumQuestionGenerator();
    for (let i = 0; i < 200; i += 1) {
      const { question, answer } = generator.generate();
      expect(Number(answer)).toBeGreaterThanOrEqual(12);
      expect(Number(answer)).toBeLessThanOrEqual(48);
      expect(answer).toMatch(/^\d{2}$/);
      expect(question).not.toMatch(/\d/);
    }
  });
});
