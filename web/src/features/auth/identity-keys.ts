import type { CaptchaKind, OtpPurpose } from './identity-api.ts';

/**
 * Every key the sign-in flows' data lives under in the data layer (app/query-client.tsx): the reads
 * (the captcha, registration's designations and managers, the session check) and the writes, whose
 * keys name the call (a page's pending writes are what its buttons wait on).
 */
export const identityKeys = {
  all: ['identity'] as const,
  /** A captcha to answer, a picture or a question; single-use, so asked for again on every attempt. */
  captcha: (kind: CaptchaKind) => [...identityKeys.all, 'captcha', kind] as const,
  /** Registration's lists, read once the e-mail is verified. */
  designations: () => [...identityKeys.all, 'designations'] as const,
  managers: () => [...identityKeys.all, 'managers'] as const,
  /** The sites a registrant picks a home site from (issue 30), read before the privacy notice. */
  registrationSites: () => [...identityKeys.all, 'registration-sites'] as const,
  /** "Am I still signed in?" for one sign-in (features/auth/session-calls.ts). */
  session: (email: string) => [...identityKeys.all, 'session', email] as const,
  existence: () => [...identityKeys.all, 'existence'] as const,
  login: () => [...identityKeys.all, 'login'] as const,
  logout: () => [...identityKeys.all, 'logout'] as const,
  sendOtp: (purpose: OtpPurpose) => [...identityKeys.all, 'otp', purpose, 'send'] as const,
  verifyOtp: (purpose: OtpPurpose) => [...identityKeys.all, 'otp', purpose, 'verify'] as const,
  register: () => [...identityKeys.all, 'register'] as const,
  setPassword: () => [...identityKeys.all, 'password'] as const,
};

/**
 * The identity calls (identity-api.ts, with the envelope and crypto-js) for the sign-in pages: fetched as
 * the page renders (usePreload; the captcha has its own, captcha-api.ts) rather than with the page, so that the page
 * is usable before they arrive (page weight, bench/bundle-budget.ts). Pages that call identity without
 * a form import identity-api.ts directly.
 */
export const loadIdentityApi = () => import('./identity-api.ts');

/** The password's SHA-256 (crypto-js), for the pages that send one: fetched as they render (usePreload). */
export const loadPasswordDigest = () => import('../../lib/password-digest.ts');

export const digestOf = async (password: string): Promise<string> => (await loadPasswordDigest()).passwordDigest(password);
