/** Ours: single sign-on with the company's identity provider (issue 32, docs/product/identity.md ID-SSO). */
export const sso = {
  /** {name} is VMS_OIDC_DISPLAY_NAME. */
  button: 'Sign in with {name}',
  notConfigured: 'Single sign-on is not set up here. Please sign in with your password.',
  providerError: 'Your company sign-in did not complete. Please try again.',
  providerUnavailable: 'Your company sign-in is not reachable just now. Please try again in a few minutes.',
  flowInvalid: 'This sign-in link has expired or was not started in this browser. Please try again.',
  tokenInvalid: 'Your company sign-in could not be verified. Please try again.',
  domainNotAllowed: 'Your company account is not allowed to sign in here.',
  emailUnverified: 'Your company account has no verified e-mail address. Please ask your administrator.',
  alreadyLinked: 'This e-mail address belongs to another company account here. Please ask your administrator.',
} as const;
