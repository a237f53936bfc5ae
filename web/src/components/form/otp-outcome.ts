import { MESSAGES } from '#contract/messages.ts';
import { ApiError } from '../../lib/api-client.ts';

/**
 * What the e-mail and OTP steps say when a call fails (docs/product/identity.md ID-OTP-03 and ID-OTP-04), decided on the
 * answer's status, never on its wording: a refusal in the server's words, otherwise the description's.
 */

/** Send OTP: the server's refusal (not registered, cooldown, hourly limit), otherwise the page's own failure. */
export const otpSendFailure = <Otherwise>(failure: unknown, otherwise: Otherwise): string | Otherwise =>
  failure instanceof ApiError && failure.status >= 400 && failure.status < 500 ? failure.message : otherwise;

/** Resend: the cooldown's wait in the server's words, otherwise 'Failed to resend OTP. Please try again.'. */
export const otpResendFailure = (failure: unknown): string =>
  failure instanceof ApiError && failure.status === 429 ? failure.message : MESSAGES.otp.resendFailed;

/**
 * Verify: a wrong code (401) shows the server's errmessage and clears the field; another refusal shows
 * the server's message; a failure that never got an answer shows the page's network wording
 * ('Invalid Email OTP. Please enter the correct OTP', with a full stop on password setting).
 */
export const otpVerifyFailure = (failure: unknown, unreachable: string): { readonly message: string; readonly clearOtp: boolean } => {
  if (failure instanceof ApiError && failure.status === 401) return { message: failure.message, clearOtp: true };
  if (failure instanceof ApiError && failure.status !== 0 && failure.status < 500) return { message: failure.message, clearOtp: false };
  return { message: unreachable, clearOtp: false };
};
