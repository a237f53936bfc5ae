import { hasControlCharacter } from './storable-text.ts';

/**
 * Single sign-on's edge between the server and the SPA (issue 32, ADR 37): a failed sign-in lands on
 * the Login page as `/login?sso_error=<code>`, the code one of src/contract/error-codes.ts.
 */
export const SSO_ERROR_PARAM = 'sso_error';

/**
 * The page a sign-in started from (a deep link from a mail, say), carried through single sign-on as
 * `/auth/oidc/login?return_to=<path>` so that the callback lands there instead of the dashboard.
 */
export const SSO_RETURN_PARAM = 'return_to';

/** Longer than any address of the app: nothing longer is carried. */
const RETURN_PATH_MAX = 2000;

/**
 * `path` when it is a path of this site (`/VisitDetails/12?tab=log#top`), else null. Anything that a
 * browser could read as another origin is refused, so the callback is never an open redirect: a
 * scheme (`https://…`, `javascript:`), a scheme-relative `//host`, a backslash (`/\host`, which
 * browsers read as `//host`), and control characters or spaces (a tab or line break inside `//` is
 * dropped by browsers). Single sign-on's own paths are refused too (no loop through the provider).
 */
export const safeReturnPath = (path: unknown): string | null => {
  if (typeof path !== 'string' || path.length === 0 || path.length > RETURN_PATH_MAX) return null;
  if (!path.startsWith('/') || path.startsWith('//') || /[\\\s]/.test(path) || hasControlCharacter(path)) return null;
  if (path === '/auth' || path.startsWith('/auth/')) return null;
  return path;
};
