import type { SiteClock } from '#contract/validation/visit-fields.ts';
import { visitorPassSchema } from '#contract/validation/visitor-pass.ts';
import { validate } from '../../lib/validate.ts';

/**
 * The pass form's checks on Submit: the shared schema (zod), in a chunk of its own that the form
 * fetches as it renders (use-pass-form.ts), so that the page is usable before zod arrives
 * (page weight, bench/bundle-budget.ts).
 */
export const checkPass = (payload: unknown, clock: SiteClock, companyDomain: string) => validate(visitorPassSchema(clock, companyDomain), payload);
