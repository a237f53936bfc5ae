/**
 * The Verhoeff check digit, as Aadhaar numbers use it: it catches every single-digit error and
 * every swap of two adjacent digits.
 */
const MULTIPLY = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const PERMUTE = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const INVERSE = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

const checksum = (digits: string, appendedZero: boolean): number => {
  let c = 0;
  const all = appendedZero ? `${digits}0` : digits;
  for (let i = 0; i < all.length; i += 1) {
    const digit = Number(all[all.length - 1 - i]);
    c = MULTIPLY[c]![PERMUTE[i % 8]![digit]!]!;
  }
  return c;
};

/** True when the last digit is the Verhoeff check digit of the others. */
export const verhoeffValid = (digits: string): boolean => /^\d+$/.test(digits) && checksum(digits, false) === 0;

/** The check digit to append to `digits`. */
export const verhoeffCheckDigit = (digits: string): string => String(INVERSE[checksum(digits, true)]);
