import { z } from 'zod';
import { MESSAGES } from '#contract/messages.ts';
import { failedAlready } from '#contract/validation/cross-field.ts';
import { newPasswordSchema, stripSpaces } from '#contract/validation/identity-fields.ts';

export interface NewPasswordValues {
  readonly password: string;
  readonly confirmPassword: string;
}

export type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, string>>;

/** The new password and its confirmation (docs/product/identity.md ID-PWD-01). */
export const newPasswordFormSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string({ error: MESSAGES.password.confirmRequired }).transform(stripSpaces).pipe(z.string().min(1, MESSAGES.password.confirmRequired)),
  })
  .refine((values) => typeof values.password === 'string' && stripSpaces(values.password) === values.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.password.mismatch,
    // Every error at once (issue 12): a password that breaks a rule and a confirmation that differs from it are both
    // reported; an empty confirmation reports only its own message.
    when: (payload) =>
      typeof payload.value === 'object' && payload.value !== null && !failedAlready(payload.issues, 'confirmPassword'),
  });
