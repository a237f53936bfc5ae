import { useContext, useEffect } from 'react';
import type { Role } from '#contract/roles.ts';
import { AuthContext, type AuthContextValue } from './auth-context.ts';
import type { AuthState, AuthUser, SignOutReason } from './auth-state.ts';
import { hasSignInMark } from './auth-storage.ts';

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
  /** This tab has not yet learnt from the server whether the browser is signed in (a new tab, a mail link). */
  readonly unknown: boolean;
}

const useAuthContext = (): AuthContextValue => {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>.');
  return context;
};

export const useAuth = (): UseAuth => {
  const { state, login, logout } = useAuthContext();
  const signedIn = state.isAuthenticated && state.data !== null;
  return {
    state,
    isAuthenticated: signedIn,
    data: signedIn ? state.data : null,
    role: signedIn ? (state.data?.role ?? null) : null,
    login,
    logout,
    signedOutBecause: signedIn ? null : (state.signedOutBecause ?? null),
    unknown: !signedIn && state.lookup !== undefined,
  };
};

/**
 * When should this page make a tab without a saved sign-in ask the server who it is?
 * - `always`: the page needs a session (a protected page, starting a kiosk): asking is the way there.
 * - `if-signed-in-before`: the page only behaves differently for a signed-in user (the sign-in pages): it
 *   asks only where this browser has signed in and not out since (auth-storage.ts, the sign-in mark), so
 *   that a browser that never signed in makes no call that can only answer 401.
 * - `never`: the page does not care.
 */
export type LookupNeed = 'always' | 'if-signed-in-before' | 'never';

/** useAuth, asking the server first when this tab does not know yet and the page needs it (LookupNeed). */
export const useServerAuth = (need: LookupNeed): UseAuth => {
  const auth = useAuth();
  const { lookUp } = useAuthContext();
  const due = auth.state.lookup === 'due';
  const wanted = need === 'always' || (need === 'if-signed-in-before' && hasSignInMark());
  useEffect(() => {
    if (due && wanted) lookUp();
  }, [due, wanted, lookUp]);
  return auth;
};
