import type { z } from 'zod';
import { MESSAGES } from '#contract/messages.ts';
import { termsRefusal, type TermsAsked, type TermsGiven } from '#contract/terms-acceptance.ts';
import { validate, type FieldErrors } from '../../lib/validate.ts';

/**
 * A visitor's form checked by its shared schema and by the terms rule the server applies too
 * (terms-acceptance.ts, ADR 57): the schema cannot know the site, so whether the box or the site's
 * documents are the terms is decided here by what the site asked. The details form and the kiosk's
 * walk-in alike; a refusal is the rule's own words on its field (`termsAccepted` or `signatures`).
 */
export const checkWithTerms = <Schema extends z.ZodType>(
  schema: Schema,
  payload: Readonly<Record<string, unknown>> & TermsGiven,
  asked: TermsAsked,
): { ok: true; data: z.output<Schema> } | { ok: false; errors: FieldErrors } => {
  const result = validate(schema, payload);
  const refused = termsRefusal(asked, payload);
  if (!refused) return result;
  return { ok: false, errors: { ...(result.ok ? {} : result.errors), [refused]: MESSAGES.details.termsRequired } };
};
