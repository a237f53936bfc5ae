import type { z } from 'zod';
import { UnexpectedAnswerError } from './api-client.ts';

const describeIssues = (error: z.ZodError): string =>
  error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.map(String).join('.') : '(answer)'}: ${issue.message}`).join('; ');

/**
 * The answer of `call`, checked against its shared schema; an UnexpectedAnswerError when it does not fit.
 * A module of its own, without the envelope (crypto-js): a page whose answers carry nothing enveloped
 * reads them without loading it (answer.ts re-exports this beside openAnswer; page weight,
 * bench/bundle-budget.ts).
 */
export const parseAnswer = <Schema extends z.ZodType>(schema: Schema, value: unknown, call: string): z.output<Schema> => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new UnexpectedAnswerError(call, describeIssues(parsed.error));
  return parsed.data;
};
