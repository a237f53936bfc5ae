import { createContext } from 'react';
import type { AuthState, AuthUser } from './auth-state.ts';

export interface AuthContextValue {
  readonly state: AuthState;
  /** Stores the signed-in user (the LOGIN action) and persists it encrypted. */
  readonly login: (data: AuthUser) => void;
  /** Clears the local state and its saved copy (the LOGOUT action); the server call is the caller's. */
  readonly logout: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
