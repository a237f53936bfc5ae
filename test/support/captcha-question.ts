const WORDS: Readonly<Record<string, number>> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30,
  forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};

/** "forty-seven" → 47. */
const numberOf = (words: string): number =>
  words.split('-').reduce((sum, word) => {
    const value = WORDS[word];
    if (value === undefined) throw new Error(`not a number word: ${word}`);
    return sum + value;
  }, 0);

/**
 * Answers the captcha's question as a person would (tests only): the two numbers in words, added. The server never
 * sends the answer; tests find it the way a screen-reader user does, by reading the question.
 */
export const solveCaptchaQuestion = (question: string): string => {
  const numbers = [...question.toLowerCase().matchAll(/\b([a-z]+(?:-[a-z]+)?)\b/g)]
    .map((match) => match[1]!)
    .filter((word) => word.split('-').every((part) => part in WORDS));
  if (numbers.length !== 2) throw new Error(`expected two numbers in: ${question}`);
  return String(numberOf(numbers[0]!) + numberOf(numbers[1]!));
};
