import type { z } from 'zod';
import type { ErrorCode } from '#contract/error-codes.ts';
import { DomainError, type DomainErrorArguments } from '../domain-error.ts';

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

/**
 * The same check, answering the failed field's own code (`codes[field]`, `codes['']` for a rule of
 * the whole) where a schema has codes per field (a site's: SITE_INPUT_CODES); the text is still the
 * rule's own, which is one of that code's texts (test/unit/sites/site-rules.test.ts checks each).
 */
export const parseCodedInput = <Schema extends z.ZodType>(schema: Schema, value: unknown, codes: Readonly<Record<string, ErrorCode>>): z.output<Schema> => {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue ? String(issue.path[0] ?? '') : '';
  const code = codes[field];
  if (code === undefined) return parseInput(schema, value);
  const details = field === '' ? {} : { details: { field } };
  throw new DomainError(...([code, { message: issue?.message, ...details }] as unknown as DomainErrorArguments));
};
