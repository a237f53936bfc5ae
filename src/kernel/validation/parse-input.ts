import type { z } from 'zod';
import type { ErrorCode } from '#contract/error-codes.ts';
import { DomainError, type DomainErrorArguments } from '../domain-error.ts';

/**
 * Checks a value against one of the shared schemas and answers with the first rule that failed,
 * in the form's own words: the server says exactly what the form would have said.
 *
 * `codes`: where a schema has a code per field (a site's: SITE_INPUT_CODES), the failed field's own code
 * (`codes['']` for a rule of the whole) instead of `input.invalid`, so that a program tells a bad zone
 * from a bad address without reading the text; the text is still the rule's own, one of that code's
 * texts (test/unit/sites/site-rules.test.ts checks each).
 */
export const parseInput = <Schema extends z.ZodType>(schema: Schema, value: unknown, codes: Readonly<Record<string, ErrorCode>> = {}): z.output<Schema> => {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const message = issue?.message ?? 'Invalid input';
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : undefined;
  const details = field === undefined ? {} : { details: { field } };
  const top = issue ? String(issue.path[0] ?? '') : '';
  const code = Object.hasOwn(codes, top) ? codes[top] : undefined;
  if (code === undefined) throw new DomainError('input.invalid', { message, ...details });
  throw new DomainError(...([code, { message, ...details }] as unknown as DomainErrorArguments));
};
