import { envelope } from '../../lib/envelope.ts';
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

/** The saved state, or signed out when there is none or it does not decrypt to a valid state. */
export const loadAuthState = (): AuthState => {
  const store = storage();
  const saved = store?.getItem(AUTH_STORAGE_KEY);
  if (!saved) return SIGNED_OUT;
  try {
    return toAuthState(envelope.decryptJson(saved));
  } catch {
    store?.removeItem(AUTH_STORAGE_KEY);
    return SIGNED_OUT;
  }
};

export const saveAuthState = (state: AuthState): void => {
  const store = storage();
  if (!store) return;
  try {
    if (state.isAuthenticated && state.data) store.setItem(AUTH_STORAGE_KEY, envelope.encrypt(state));
    else store.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // A full or blocked storage only costs the restore after a reload.
  }
};
