import { MESSAGES } from '#contract/messages.ts';
import { companyEmailSchema, emailPrefixSchema, otpSchema, toCompanyEmail } from '#contract/validation/identity-fields.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { validate } from '../../lib/validate.ts';

/**
 * The checks of the e-mail and OTP steps, with their schemas (zod): apart from the fields, so that the
 * steps render without them. use-email-otp.ts fetches this module as the page renders
 * (loadEmailOtpChecks) and awaits it on Send OTP and Verify OTP.
 */

const MESSAGE_FALLBACK = MESSAGES.email.finalInvalid;

/**
 * The whole company address of a typed prefix, checked as registration and password setting check it
 * ('Please enter your Email.', 'Please enter a valid Email.', then the final 'Email is invalid').
 */
export type EmailRead = { readonly ok: true; readonly email: string } | { readonly ok: false; readonly error: string };

export const readEmailPrefix = (prefix: string): EmailRead => {
  const typed = emailPrefixSchema.safeParse(prefix);
  if (!typed.success) return { ok: false, error: typed.error.issues[0]?.message ?? MESSAGE_FALLBACK };
  const whole = companyEmailSchema(runtimeConfig.companyDomain).safeParse(toCompanyEmail(typed.data, runtimeConfig.companyDomain));
  return whole.success ? { ok: true, email: whole.data } : { ok: false, error: whole.error.issues[0]?.message ?? MESSAGE_FALLBACK };
};

/** The typed code, or the message to show under the field ('Please enter the OTP.', …). */
export type OtpRead = { readonly ok: true; readonly otp: string } | { readonly ok: false; readonly error: string | undefined };

export const readOtp = (otp: string): OtpRead => {
  const checked = validate(otpSchema, otp);
  return checked.ok ? { ok: true, otp: checked.data } : { ok: false, error: Object.values(checked.errors)[0] };
};
