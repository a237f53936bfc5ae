import { watchlistResolutionSchema } from '#contract/validation/watchlist.ts';
import { validate } from '../../lib/validate.ts';

/**
 * The resolution note's rule and messages: the shared schema's (src/contract/validation/watchlist.ts),
 * as the server checks it. Its own module, loaded with the dialog: it brings zod, which the page does
 * not need before it renders.
 */
export const checkNote = (note: string): string | null => {
  const checked = validate(watchlistResolutionSchema, { note });
  return checked.ok ? null : (checked.errors['note'] ?? null);
};
