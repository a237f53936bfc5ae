import type { DocumentSignatureInput } from '#contract/site-documents.ts';
import type { TermsAsked } from '#contract/terms-acceptance.ts';
import { visitorDetailsSchema } from '#contract/validation/visitor-details.ts';
import { checkWithTerms } from '../visits-common/terms-check.ts';

/**
 * The details form's checks on Verify: the shared schema (zod) and the terms rule (terms-check.ts), in a
 * chunk of its own that the form fetches as it renders (details-form.tsx), so that the page is usable
 * before zod arrives (page weight, bench/bundle-budget.ts).
 */
export const checkDetails = (payload: Readonly<Record<string, unknown>> & { readonly termsAccepted?: boolean | undefined; readonly signatures: readonly DocumentSignatureInput[] }, asked: TermsAsked) =>
  checkWithTerms(visitorDetailsSchema, payload, asked);
