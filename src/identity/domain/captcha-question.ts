/**
 * The captcha's accessible alternative (issue 12): a short sum asked in words, for someone who cannot read the picture
 * (a screen reader reads it aloud; no picture, no sound file). The answer is the sum in digits: it is never in the
 * question, so it never reaches the browser, and the server checks it exactly as it checks the picture's text (one
 * hashed answer, single use, five minutes, the same rate limits and the same login lockout).
 */
export interface CaptchaQuestion {
  readonly question: string;
  readonly answer: string;
}

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'] as const;
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'] as const;

/** 0 to 99 in English words: "forty-seven". */
export const numberInWords = (value: number): string => {
  if (!Number.isInteger(value) || value < 0 || value > 99) throw new RangeError(`numberInWords: ${value} is not 0 to 99`);
  if (value < 20) return ONES[value]!;
  const tens = TENS[Math.floor(value / 10)]!;
  return value % 10 === 0 ? tens : `${tens}-${ONES[value % 10]!}`;
};

/** The wordings, so that a question is not always the same sentence. */
export const QUESTION_WORDINGS = [
  (a: string, b: string) => `What is ${a} plus ${b}? Type the answer in digits.`,
  (a: string, b: string) => `Add ${a} and ${b}. Type the total in digits.`,
  (a: string, b: string) => `What do you get when you add ${b} to ${a}? Type the answer in digits.`,
] as const;

/** The first number's range and the second's: sums a person does in their head, 12 to 48. */
export const FIRST_ADDEND = { min: 10, max: 39 } as const;
export const SECOND_ADDEND = { min: 2, max: 9 } as const;

/** The question for `first + second` in the given wording (an index into QUESTION_WORDINGS). */
export const sumQuestion = (first: number, second: number, wording: number): CaptchaQuestion => {
  const word = QUESTION_WORDINGS[wording];
  if (!word) throw new RangeError(`sumQuestion: no wording ${wording}`);
  return { question: word(numberInWords(first), numberInWords(second)), answer: String(first + second) };
};
