import { isFirstPasswordQuery } from '#contract/first-password-link.ts';

/**
 * Navigation state /Forgotpassword accepts: the address to start with, and whether this is the first
 * password of a newly approved employee (the login page's First Login answer).
 */
export interface ForgotPasswordState {
  readonly email: string;
  readonly firstLogin?: boolean;
}

export const isForgotPasswordState = (value: unknown): value is ForgotPasswordState =>
  value !== null && typeof value === 'object' && typeof (value as { email?: unknown }).email === 'string';

/** What the page is for: a first password (the login's First Login answer, the approval mail, a set-up link) or a forgotten one. */
export type PasswordPageMode = 'first' | 'forgot';

/**
 * The page's mode from how it was opened: navigation state (the login page), the approval mail's
 * `?mode=first` (src/contract/first-password-link.ts) or an administrator's set-up link; otherwise the
 * forgotten-password reset.
 */
export const passwordPageMode = (arrival: unknown, params: URLSearchParams, setupLink: boolean): PasswordPageMode =>
  (isForgotPasswordState(arrival) && arrival.firstLogin === true) || isFirstPasswordQuery(params) || setupLink ? 'first' : 'forgot';

/** The address to start with: the login page's, or the approval mail's (`?email=`). */
export const initialEmailOf = (arrival: unknown, params: URLSearchParams): string =>
  isForgotPasswordState(arrival) ? arrival.email : isFirstPasswordQuery(params) ? (params.get('email')?.trim().toLowerCase() ?? '') : '';

/** Each mode's title and the line under it. */
export const PASSWORD_PAGE_TEXT: Readonly<Record<PasswordPageMode, { readonly title: string; readonly subtitle: string }>> = {
  first: { title: 'Set Your Password', subtitle: 'Choose the password you will sign in with.' },
  forgot: { title: 'Forgot Password', subtitle: 'Set a new password with a one-time code sent to your company e-mail address.' },
};
