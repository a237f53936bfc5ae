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
