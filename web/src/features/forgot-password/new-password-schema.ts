import { z } from 'zod';
import { MESSAGES } from '../../../../src/shared/messages.ts';
import { newPasswordSchema, stripSpaces } from '../../../../src/shared/validation/identity-fields.ts';

export interface NewPasswordValues {
  readonly password: string;
  readonly confirmPassword: string;
}

export type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, string>>;

/** The new password and its confirmation (product-spec.md sections 5 and 8). */
export const newPasswordFormSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string({ error: MESSAGES.password.confirmRequired }).transform(stripSpaces).pipe(z.string().min(1, MESSAGES.password.confirmRequired)),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.password.mismatch,
    // Only once both fields are fine on their own: a bad password is the one thing to fix first.
    when: (payload) => payload.issues.length === 0,
  });
