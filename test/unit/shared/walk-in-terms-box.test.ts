import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { walkInSchema } from '#contract/validation/kiosk.ts';
import { walkInForm } from '../../support/walk-in-form.ts';

/** The first message the schema gives for the walk-in form with `change`, or null when it takes the form. */
const refusalOf = (change: Record<string, unknown>): string | null => {
  const result = walkInSchema.safeParse({ ...walkInForm(7), ...change });
  return result.success ? null : (result.error.issues[0]?.message ?? 'unknown');
};

/**
 * The kiosk walk-in's terms box (ADR 57): as the details form's, a box the schema cannot decide on,
 * since only the kiosk's site knows whether its documents are the terms; the server's terms rule
 * (terms-acceptance.ts) decides. What the schema still refuses is a box that is not one.
 */
describe('the walk-in schema\'s terms box', () => {
  it('should take a walk-in without the box, ticked or unticked, and keep what was sent', () => {
    expect(walkInSchema.parse({ ...walkInForm(7), termsAccepted: undefined }).termsAccepted).toBeUndefined();
    const { termsAccepted: _left, ...withoutBox } = walkInForm(7);
    expect(walkInSchema.parse(withoutBox)).not.toHaveProperty('termsAccepted');
    expect(walkInSchema.parse({ ...walkInForm(7), termsAccepted: false }).termsAccepted).toBe(false);
    expect(walkInSchema.parse(walkInForm(7)).termsAccepted).toBe(true);
  });

  it('should refuse a box that is not a yes or no with the description\'s words', () => {
    for (const termsAccepted of ['true', 1, null, {}, ['yes']]) {
      expect(refusalOf({ termsAccepted }), JSON.stringify(termsAccepted)).toBe(MESSAGES.details.termsRequired);
    }
  });
});
