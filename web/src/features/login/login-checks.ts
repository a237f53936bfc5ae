import { loginEmailPrefixSchema, loginPasswordSchema } from '#contract/validation/identity-fields.ts';

/**
 * The login form's field checks with the shared schemas (zod): apart from the form, so that it renders
 * without them; the form fetches this as it renders (loadLoginChecks) and awaits it on Login.
 */
const firstError = (result: { success: true } | { success: false; error: { issues: readonly { message: string }[] } }): string | undefined =>
  result.success ? undefined : result.error.issues[0]?.message;

/** The message under each field that is wrong ('Please enter your Email.', …), undefined where it is right. */
export const checkLoginFields = (prefix: string, password: string): { readonly email: string | undefined; readonly password: string | undefined } => ({
  email: firstError(loginEmailPrefixSchema.safeParse(prefix)),
  password: firstError(loginPasswordSchema.safeParse(password)),
});
