import { createContext } from 'react';
import type { AuthState, AuthUser, SignOutReason } from './auth-state.ts';

export interface AuthContextValue {
  readonly state: AuthState;
  /** Stores the signed-in user (the LOGIN action) and persists it encrypted. */
  readonly login: (data: AuthUser) => void;
  /**
   * Signs out: clears the local state and its saved copy (the LOGOUT action) and ends the session on
   * the server (POST /logout/{sessionId}, in the background; a failure there still signs out here).
   * Where to go next is the caller's (the guards send protected pages to /login).
   */
  readonly logout: (reason?: SignOutReason) => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
