/**
 * The deepest JSON the product reads: a request body is an object of envelopes (1), and the deepest
 * form inside an envelope is an object holding a list (2). 32 leaves room for any form to come and
 * keeps every recursive walk of a parsed value (the storable-text check, zod) far from the stack's end.
 */
export const MAX_JSON_NESTING = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/** The index of the quote that ends the string whose opening quote is at `start`, or -1. */
const endOfString = (text: string, start: number): number => {
  let end = text.indexOf('"', start + 1);
  while (end !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(end - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return end;
    end = text.indexOf('"', end + 1);
  }
  return -1;
};

/**
 * Whether JSON text opens more than `limit` arrays and objects inside one another, read from the text
 * before it is parsed (issue 27: about 4,000 nested `[` overflowed the stack of the first recursive
 * walk of the parsed value, a 500 with its stack in the log). Strings are skipped whole with
 * `indexOf`, so a body that is mostly one long envelope costs little. Text that is not JSON answers
 * false here and fails when it is parsed.
 */
export const jsonNestingExceeds = (text: string, limit: number = MAX_JSON_NESTING): boolean => {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      i = endOfString(text, i);
      if (i === -1) return false;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
};
