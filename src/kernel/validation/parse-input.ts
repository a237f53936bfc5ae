import type { z } from 'zod';
import { DomainError } from '../domain-error.ts';

/**
 * Checks a value against one of the shared schemas and answers with the first rule that failed,
 * in the form's own words: the server says exactly what the form would have said.
 */
export const parseInput = <Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> => {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : undefined;
  throw new DomainError('input.invalid', { message: issue?.message ?? 'Invalid input', ...(field === undefined ? {} : { details: { field } }) });
};
