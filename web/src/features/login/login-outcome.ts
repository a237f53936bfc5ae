import { MESSAGES } from '#contract/messages.ts';
import { ApiError, UnexpectedAnswerError } from '../../lib/api-client.ts';
import type { Existence } from '../auth/identity-api.ts';

/**
 * What the login form does with each answer (docs/product/identity.md ID-SIGNIN), decided on the
 * server's codes and statuses, never on its wording; the messages are the product's, word for word.
 */

/** After the existence check: offer registration, say the account waits, set the first password, or sign in. */
export type LoginNextStep = 'register' | 'pending' | 'firstPassword' | 'signIn';

export const nextStepAfterExistence = (existence: Existence): LoginNextStep =>
  !existence.emailExists ? 'register' : existence.status === 'Approval Pending' ? 'pending' : existence.status === 'First Login' ? 'firstPassword' : 'signIn';

/** The message when the existence check itself fails (offline, refused, a malformed answer). */
export const existenceFailureMessage = (failure: unknown): string => {
  if (failure instanceof UnexpectedAnswerError) return MESSAGES.login.unexpectedResponse;
  if (failure instanceof ApiError) return failure.status === 400 || failure.status === 429 ? failure.message : MESSAGES.http.internal;
  return MESSAGES.login.unexpected;
};

/** A refused sign-in: a wrong captcha, a first password to set, an account still waiting, or a message. */
export type SignInFailure =
  | { readonly kind: 'wrongCaptcha' }
  | { readonly kind: 'firstPassword' }
  | { readonly kind: 'pending'; readonly message: string }
  | { readonly kind: 'message'; readonly message: string };

export const signInFailure = (failure: unknown): SignInFailure => {
  if (!(failure instanceof ApiError)) {
    return { kind: 'message', message: failure instanceof UnexpectedAnswerError ? MESSAGES.login.unexpectedResponse : MESSAGES.http.internal };
  }
  if (failure.code === 'captcha.wrong') return { kind: 'wrongCaptcha' };
  if (failure.status === 401) return { kind: 'message', message: failure.message || MESSAGES.login.invalidCredentials };
  if (failure.code === 'account.first_login') return { kind: 'firstPassword' };
  if (failure.code === 'account.pending') return { kind: 'pending', message: failure.message };
  if (failure.status === 400 || failure.status === 403 || failure.status === 429) return { kind: 'message', message: failure.message };
  return { kind: 'message', message: MESSAGES.http.internal };
};
