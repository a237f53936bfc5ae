import { useContext } from 'react';
import type { Role } from '../../../../src/shared/roles.ts';
import { AuthContext } from './auth-context.ts';
import type { AuthState, AuthUser, SignOutReason } from './auth-state.ts';

export interface UseAuth {
  readonly state: AuthState;
  readonly isAuthenticated: boolean;
  readonly data: AuthUser | null;
  /** The signed-in user's role, or null when signed out. */
  readonly role: Role | null;
  readonly login: (data: AuthUser) => void;
  readonly logout: (reason?: SignOutReason) => void;
  /** Why the app signed the user out by itself, until the next sign-in; null after a sign-out the user asked for. */
  readonly signedOutBecause: SignOutReason | null;
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
    signedOutBecause: signedIn ? null : (state.signedOutBecause ?? null),
  };
};
