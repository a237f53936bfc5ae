/**
 * The page where a newly approved employee sets their first password is the description's
 * /Forgotpassword ("first-login password setting and forgotten-password reset"). The approval mail opens
 * it with `mode=first` (and the address), so that the page is titled for setting a first password rather
 * than "Forgot Password" (issue 28); without the mode it is the forgot-password page.
 */
export const FIRST_PASSWORD_MODE = 'first';

/** The approval mail's link: the password page in its first-password mode, with the employee's address filled in. */
export const firstPasswordLink = (publicUrl: string, email: string): string =>
  `${publicUrl}/Forgotpassword?${new URLSearchParams({ mode: FIRST_PASSWORD_MODE, email }).toString()}`;

/** Whether the password page was opened for a first password by its query (the approval mail's link). */
export const isFirstPasswordQuery = (params: URLSearchParams): boolean => params.get('mode') === FIRST_PASSWORD_MODE;
