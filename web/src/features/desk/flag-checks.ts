import { visitFlagClearanceSchema, visitTurnAwaySchema } from '#contract/validation/watchlist.ts';
import { validate } from '../../lib/validate.ts';

/**
 * The reason for clearing a flag: the shared schema's rule and messages (10 to 500 characters,
 * src/contract/validation/watchlist.ts), as the server checks it. Loaded with the dialog (it brings zod).
 */
export const checkClearReason = (reason: string): string | null => {
  const checked = validate(visitFlagClearanceSchema, { reason });
  return checked.ok ? null : (checked.errors['reason'] ?? null);
};

/** The reason for turning a flagged visitor away (issue 28): the shared schema's rule and messages. */
export const checkTurnAwayReason = (reason: string): string | null => {
  const checked = validate(visitTurnAwaySchema, { reason });
  return checked.ok ? null : (checked.errors['reason'] ?? null);
};
