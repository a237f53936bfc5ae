import { useContext } from 'react';
import type { Role } from '../../../../src/shared/roles.ts';
import { AuthContext } from './auth-context.ts';
import type { AuthState, AuthUser } from './auth-state.ts';

export interface UseAuth {
  readonly state: AuthState;
  readonly isAuthenticated: boolean;
  readonly data: AuthUser | null;
  /** The signed-in user's role, or null when signed out. */
  readonly role: Role | null;
  readonly login: (data: AuthUser) => void;
  readonly logout: () => void;
}

export const useAuth = (): UseAuth => {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>.');
  const { state, login, logout } = context;
  const signedIn = state.isAuthenticated && state.data !== null;
  return {
    state,
    isAuthenticated: signedIn,
    data: signedIn ? state.data : null,
    role: signedIn ? (state.data?.role ?? null) : null,
    login,
    logout,
  };
};
