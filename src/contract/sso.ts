/**
 * Single sign-on's edge between the server and the SPA (issue 32, ADR 37): a failed sign-in lands on
 * the Login page as `/login?sso_error=<code>`, the code one of src/contract/error-codes.ts.
 */
export const SSO_ERROR_PARAM = 'sso_error';
