import { MESSAGES } from '#contract/messages.ts';
import type { DocumentSignatureInput } from '#contract/site-documents.ts';
import { termsRefusal, type TermsAsked } from '#contract/terms-acceptance.ts';
import { visitorDetailsSchema } from '#contract/validation/visitor-details.ts';
import { validate } from '../../lib/validate.ts';

/**
 * The details form's checks on Verify: the shared schema (zod), in a chunk of its own that the form
 * fetches as it renders (details-form.tsx), so that the page is usable before zod arrives (page
 * weight, bench/bundle-budget.ts).
 */
export const checkDetails = (payload: Readonly<Record<string, unknown>> & { readonly termsAccepted?: boolean | undefined; readonly signatures: readonly DocumentSignatureInput[] }, asked: TermsAsked) => {
  const result = validate(visitorDetailsSchema, payload);
  // The terms rule the server applies too (terms-acceptance.ts): the box, or the site's documents signed.
  const refused = termsRefusal(asked, payload);
  if (!refused) return result;
  return { ok: false as const, errors: { ...(result.ok ? {} : result.errors), [refused]: MESSAGES.details.termsRequired } };
};
