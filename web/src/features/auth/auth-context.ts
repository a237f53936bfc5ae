import { createContext } from 'react';
import type { AuthState, AuthUser, SignOutReason } from './auth-state.ts';

export interface AuthContextValue {
  readonly state: AuthState;
  /** Stores the signed-in user (the LOGIN action), persists it encrypted and tells the other tabs. */
  readonly login: (data: AuthUser) => void;
  /**
   * Signs out: clears the local state and its saved copy (the LOGOUT action), tells the other tabs, and
   * ends the session on the server (POST /logout/{sessionId}, in the background; a failure there still
   * signs out here) unless the server already said it is over. Where to go next is the caller's (the
   * guards send protected pages to /login).
   */
  readonly logout: (reason?: SignOutReason) => void;
  /** Asks the server who holds this browser's session, when this tab has not yet (state.lookup 'due'). */
  readonly lookUp: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
