import type { BrowserEnvelope } from '../../../../src/shared/envelope/browser-envelope.ts';
import { SIGNED_OUT, toAuthState, type AuthState } from './auth-state.ts';

/** sessionStorage key of the encrypted auth state (per tab, gone when the tab closes). */
export const AUTH_STORAGE_KEY = 'vms.auth';

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
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

/** The saved state, or signed out when there is none or it does not decrypt to a valid state. */
export const loadAuthState = async (): Promise<AuthState> => {
  const store = storage();
  const saved = store?.getItem(AUTH_STORAGE_KEY);
  if (!saved) return SIGNED_OUT;
  try {
    return toAuthState((await loadEnvelope()).decryptJson(saved));
  } catch {
    store?.removeItem(AUTH_STORAGE_KEY);
    return SIGNED_OUT;
  }
};

/** Counts saves, so that a save still waiting for the envelope never overwrites a later one. */
let latestSave = 0;

export const saveAuthState = (state: AuthState): void => {
  const store = storage();
  if (!store) return;
  latestSave += 1;
  const save = latestSave;
  try {
    if (!state.isAuthenticated || !state.data) {
      // At once: a reload straight after a sign-out must not bring the session back.
      store.removeItem(AUTH_STORAGE_KEY);
      return;
    }
  } catch {
    return;
  }
  loadEnvelope()
    .then((envelope) => {
      if (save === latestSave) store.setItem(AUTH_STORAGE_KEY, envelope.encrypt(state));
    })
    .catch(() => {
      // A full or blocked storage only costs the restore after a reload.
    });
};
