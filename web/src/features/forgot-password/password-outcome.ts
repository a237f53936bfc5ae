import { MESSAGES } from '#contract/messages.ts';
import { ApiError } from '../../lib/api-client.ts';

/**
 * What a refused new password does (docs/product/identity.md ID-PWD-04: "on 400 or 401 the server message,
 * otherwise 'Internal server error'", and 'Failed to set password'), decided on codes and statuses:
 * an address proof that ran out goes back to the e-mail step; a refusal with a reason (400, 401, 403,
 * 404, 429) says the server's words; another answered failure 'Failed to set password'; a server
 * failure or no answer 'Internal server error'.
 */
export type SetPasswordFailure = { readonly kind: 'startOver' | 'message'; readonly message: string };

export const setPasswordFailure = (failure: unknown): SetPasswordFailure => {
  if (failure instanceof ApiError && failure.code === 'otp.not_verified') return { kind: 'startOver', message: failure.message };
  if (failure instanceof ApiError && [400, 401, 403, 404, 429].includes(failure.status)) return { kind: 'message', message: failure.message };
  if (failure instanceof ApiError && failure.status !== 0 && failure.status < 500) return { kind: 'message', message: MESSAGES.password.setFailed };
  return { kind: 'message', message: MESSAGES.http.internal };
};
