import { startEarlyGet } from '../lib/api-client.ts';
import type { AuthState } from '../features/auth/auth-state.ts';
import { hasSignInMark } from '../features/auth/auth-storage.ts';
import { loadIdentityAnswers } from '../features/auth/identity-answers.ts';
import { PATHS } from './navigation-rules.ts';
import { accessOf } from './router.tsx';

/** The pages whose form shows a captcha as it opens (components/form/use-captcha.ts asks for a picture first). */
const CAPTCHA_PAGES: readonly string[] = [PATHS.login, PATHS.securityLogin, PATHS.registration];

/** Code fetched ahead of the call that needs it: a failure is left to that call. */
const warm = (loading: Promise<unknown>): Promise<void> =>
  loading.then(
    () => undefined,
    () => undefined,
  );

/**
 * Starts the opened page's first calls from the entry (main.tsx), beside the download of the page's code,
 * instead of after it has loaded and rendered (docs/performance.md, "Page speed"): the page's own call
 * takes the answer (lib/api-client.ts, startEarlyGet). Only calls the page makes as it opens, in the same
 * cases, so that none is sent that the page would not have sent:
 * - a tab with no saved sign-in asks the server who it is (GET /api/auth/session) where the route's guard
 *   will ask at once (components/route-guard.tsx, useServerAuth: a protected page always, a sign-in
 *   page when this browser has signed in before);
 * - the sign-in and registration forms' captcha (GET /captcha), while nobody is signed in in this tab;
 * - the kiosk's "am I a kiosk?" (GET /api/kiosk/me), which the kiosk page asks first.
 *
 * Settles, never failing, once the code it fetched ahead has loaded: the entry does not wait for it;
 * a test does, so that no load outlives it.
 */
export const startEarlyRequests = (pathname: string, initialAuth: AuthState): Promise<void> => {
  const warming: Promise<void>[] = [];
  const access = accessOf(pathname);
  if (initialAuth.lookup === 'due' && (access === 'capability' || (access === 'sign-in' && hasSignInMark()))) {
    startEarlyGet('/api/auth/session');
    // And the code that reads its answer (the identity calls, the envelope that opens it, the answer schemas),
    // which the guard would otherwise fetch only once the shell has rendered.
    warming.push(warm(import('../features/auth/identity-api.ts')), warm(loadIdentityAnswers()));
  }
  if (!initialAuth.isAuthenticated && CAPTCHA_PAGES.includes(pathname)) {
    startEarlyGet('/captcha');
    warming.push(warm(loadIdentityAnswers()));
  }
  if (pathname === PATHS.kiosk) startEarlyGet('/api/kiosk/me');
  return Promise.all(warming).then(() => undefined);
};
