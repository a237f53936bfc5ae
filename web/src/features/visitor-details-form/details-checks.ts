import { visitorDetailsSchema } from '#contract/validation/visitor-details.ts';
import { validate } from '../../lib/validate.ts';

/**
 * The details form's checks on Verify: the shared schema (zod), in a chunk of its own that the form
 * fetches as it renders (details-form.tsx), so that the page is usable before zod arrives (page
 * weight, bench/bundle-budget.ts).
 */
export const checkDetails = (payload: unknown) => validate(visitorDetailsSchema, payload);
