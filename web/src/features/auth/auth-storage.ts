import type { BrowserEnvelope } from '../../lib/browser-envelope.ts';
import { LOOKUP_DUE, toAuthState, type AuthState } from './auth-state.ts';

/**
 * sessionStorage key of the encrypted auth state: this tab's cache of the server session (per tab, gone
 * when the tab closes). A tab without it asks the server (GET /api/auth/session) before a page that
 * needs a session; the server session decides (docs/product/identity.md ID-SESSION-06, "Signed in across tabs").
 */
export const AUTH_STORAGE_KEY = 'vms.auth';

/**
 * localStorage key of the sign-in mark: "this browser signed in and has not signed out since", a bare
 * flag with no data (no name, e-mail or token outlives the tabs). With it, a new tab asks the server on
 * every page, the sign-in pages included (a signed-in user opening /login goes to their dashboard);
 * without it, only pages that need a session ask, so that a browser that never signed in makes no call
 * that can only answer 401 (a console error on the login page).
 */
export const SIGN_IN_MARK_KEY = 'vms.signed-in';

const storage = (kind: 'sessionStorage' | 'localStorage'): Storage | null => {
  try {
    return window[kind];
  } catch {
    // Storage can be switched off; the app then keeps the state in memory only.
    return null;
  }
};

/**
 * The envelope (and crypto-js with it) loads only when there is a saved state to read or write: a
 * visitor who is not signed in never downloads it on the landing page (docs/performance.md, "Page
 * weight"). Pages that call the server load it with their own code anyway.
 */
const loadEnvelope = async (): Promise<BrowserEnvelope> => (await import('../../lib/envelope.ts')).envelope;

/** The saved state, or "ask the server" when there is none or it does not decrypt to a valid state. */
export const loadAuthState = async (): Promise<AuthState> => {
  const store = storage('sessionStorage');
  const saved = store?.getItem(AUTH_STORAGE_KEY);
  if (!saved) return LOOKUP_DUE;
  try {
    return toAuthState((await loadEnvelope()).decryptJson(saved));
  } catch {
    store?.removeItem(AUTH_STORAGE_KEY);
    return LOOKUP_DUE;
  }
};

/** Counts saves, so that a save still waiting for the envelope never overwrites a later one. */
let latestSave = 0;

export const saveAuthState = (state: AuthState): void => {
  const store = storage('sessionStorage');
  const mark = storage('localStorage');
  latestSave += 1;
  const save = latestSave;
  try {
    if (!state.isAuthenticated || !state.data) {
      // At once: a reload straight after a sign-out must not bring the session back.
      store?.removeItem(AUTH_STORAGE_KEY);
      // A tab that has not asked yet knows nothing to clear the mark for.
      if (state.lookup === undefined) mark?.removeItem(SIGN_IN_MARK_KEY);
      return;
    }
    mark?.setItem(SIGN_IN_MARK_KEY, '1');
  } catch {
    return;
  }
  if (!store) return;
  loadEnvelope()
    .then((envelope) => {
      if (save === latestSave) store.setItem(AUTH_STORAGE_KEY, envelope.encrypt(state));
    })
    .catch(() => {
      // A full or blocked storage only costs the restore after a reload.
    });
};

/** Whether this browser has signed in and not signed out since (SIGN_IN_MARK_KEY). */
export const hasSignInMark = (): boolean => {
  try {
    return storage('localStorage')?.getItem(SIGN_IN_MARK_KEY) === '1';
  } catch {
    return false;
  }
};
