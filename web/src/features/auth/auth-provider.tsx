import { useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { onUnauthorized } from '../../lib/api-client.ts';
import { AuthContext, type AuthContextValue } from './auth-context.ts';
import { authReducer, SIGNED_OUT, type AuthState, type AuthUser, type SignOutReason } from './auth-state.ts';
import { saveAuthState } from './auth-storage.ts';
import { useSessionWatch } from './session-watch.ts';

/**
 * Calls whose 401 is an answer about the request, not about the session: a wrong password or a
 * wrong OTP must not sign anyone out. Logout's own call never signs out twice. The kiosk's calls
 * answer about the kiosk's own cookie (`kiosk.required`), not the user's session; starting a kiosk
 * (`/api/kiosk/devices`) does need the session.
 */
const SESSIONLESS_401 = [/^\/api\/auth\/login$/, /^\/api\/auth\/verify-otp$/, /^\/logout\//, /^\/api\/kiosk\/(?!devices(?:\/|$))/];

/** Ends the session on the server; the session's calls (the envelope, the data layer) load only when someone signs out. */
const endSession = (user: AuthUser): void => {
  import('./session-calls.ts')
    .then(({ endSessionNow }) => endSessionNow(user.sessionId, user.emp_email))
    .catch(() => {
      // The code did not arrive: the local sign-out happens regardless, as when the server is away.
    });
};

/**
 * Holds the auth state, restored from sessionStorage before the first render (main.tsx, `initialState`)
 * and saved there (encrypted) on change.
 * While someone is signed in it watches the session (session-watch.ts) and signs out when the server
 * answers 401 to any call that needs the session. Signing out always ends the session on the server
 * too (POST /logout/{sessionId}), whoever asks for it: the header, the idle timer or a 401.
 */
export const AuthProvider = ({ initialState, children }: { readonly initialState: AuthState; readonly children: ReactNode }) => {
  const [state, dispatch] = useReducer(authReducer, initialState);
  const user = state.isAuthenticated ? state.data : null;
  const userRef = useRef<AuthUser | null>(user);

  useEffect(() => {
    userRef.current = user;
    saveAuthState(state);
  }, [state, user]);

  const login = useCallback((data: AuthUser) => {
    userRef.current = data;
    dispatch({ type: 'LOGIN', payload: data });
  }, []);

  const logout = useCallback((reason?: SignOutReason) => {
    const leaving = userRef.current;
    userRef.current = null;
    // Cleared at once, so that a reload straight after cannot bring the session back.
    saveAuthState(SIGNED_OUT);
    dispatch({ type: 'LOGOUT', reason });
    if (leaving) endSession(leaving);
  }, []);

  useSessionWatch(user, logout);

  useEffect(
    () =>
      onUnauthorized((path) => {
        if (userRef.current && !SESSIONLESS_401.some((pattern) => pattern.test(path))) logout('ended');
      }),
    [logout],
  );

  const value = useMemo<AuthContextValue>(() => ({ state, login, logout }), [state, login, logout]);

  return <AuthContext value={value}>{children}</AuthContext>;
};
