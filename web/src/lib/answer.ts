import type { z } from 'zod';
import { envelope } from './envelope.ts';
import { UnexpectedAnswerError } from './api-client.ts';
import { parseAnswer } from './parse-answer.ts';

export { parseAnswer, UnexpectedAnswerError };

/** An enveloped field of an answer, opened and checked against the schema of what it holds. */
export const openAnswer = <Schema extends z.ZodType>(schema: Schema, sealed: string, call: string): z.output<Schema> => {
  let value: unknown;
  try {
    value = envelope.decryptJson(sealed);
  } catch (error) {
    throw new UnexpectedAnswerError(call, `the enveloped value does not open (${error instanceof Error ? error.message : String(error)})`);
  }
  return parseAnswer(schema, value, call);
};

/** An enveloped text field of an answer (a status, a name), opened. */
export const openText = (sealed: string, call: string): string => {
  try {
    return envelope.decrypt(sealed);
  } catch (error) {
    throw new UnexpectedAnswerError(call, `the enveloped value does not open (${error instanceof Error ? error.message : String(error)})`);
  }
};
