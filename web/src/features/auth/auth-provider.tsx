import { useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { onUnauthorized } from '../../lib/api-client.ts';
import { AuthContext, type AuthContextValue } from './auth-context.ts';
import { authReducer, SIGNED_OUT, type AuthState, type AuthUser, type SignOutReason } from './auth-state.ts';
import { saveAuthState } from './auth-storage.ts';
import { useSessionWatch } from './session-watch.ts';
import { actionOf, openTabSync, type TabSync } from './tab-sync.ts';

/**
 * Calls whose 401 is an answer about the request, not about the session: a wrong password or a
 * wrong OTP must not sign anyone out. Logout's own call never signs out twice. The kiosk's calls
 * answer about the kiosk's own cookie (`kiosk.required`), not the user's session; starting a kiosk
 * (`/api/kiosk/devices`) does need the session. The session lookup's 401 is its answer "nobody".
 */
const SESSIONLESS_401 = [
  /^\/api\/auth\/login$/,
  /^\/api\/auth\/verify-otp$/,
  /^\/api\/auth\/session$/,
  /^\/logout\//,
  /^\/api\/kiosk\/(?!devices(?:\/|$))/,
];

/** Ends the session on the server; the session's calls (the envelope, the data layer) load only when someone signs out. */
const endSession = (user: AuthUser): void => {
  import('./session-calls.ts')
    .then(({ endSessionNow }) => endSessionNow(user.sessionId, user.emp_email))
    .catch(() => {
      // The code did not arrive: the local sign-out happens regardless, as when the server is away.
    });
};

/** The page's one channel to the other tabs, open for the page's life (StrictMode's second mount must find it open). */
let pageTabs: TabSync | null = null;
const tabSync = (): TabSync => (pageTabs ??= openTabSync());

/**
 * Holds the auth state: this tab's cache of the server session (docs/product/identity.md ID-SESSION-06, "Signed in
 * across tabs"), restored from sessionStorage before the first render (main.tsx, `initialState`) and
 * saved there (encrypted) on change. A tab without it asks the server when a page needs to know
 * (`lookUp`, GET /api/auth/session) and rebuilds it from the answer. Sign-ins and sign-outs are told
 * to the other tabs of the browser and heard from them (tab-sync.ts), so that they all follow one session.
 * While someone is signed in it watches the session (session-watch.ts) and signs out when the server
 * answers 401 to any call that needs the session. Signing out ends the session on the server too
 * (POST /logout/{sessionId}) when this tab decides it (the header, the idle timer); after a 401 the
 * server has ended it already, and the cookie may by then hold a newer sign-in of another tab.
 */
export const AuthProvider = ({ initialState, children }: { readonly initialState: AuthState; readonly children: ReactNode }) => {
  const [state, dispatch] = useReducer(authReducer, initialState);
  const user = state.isAuthenticated ? state.data : null;
  const userRef = useRef<AuthUser | null>(user);
  const askingRef = useRef(false);
  const tabs = tabSync();

  useEffect(() => {
    userRef.current = user;
    saveAuthState(state);
  }, [state, user]);

  const login = useCallback(
    (data: AuthUser) => {
      userRef.current = data;
      dispatch({ type: 'LOGIN', payload: data });
      tabs.post({ type: 'signed-in', user: data });
    },
    [tabs],
  );

  const logout = useCallback(
    (reason?: SignOutReason) => {
      const leaving = userRef.current;
      userRef.current = null;
      // Cleared at once, so that a reload straight after cannot bring the session back.
      saveAuthState(SIGNED_OUT);
      dispatch({ type: 'LOGOUT', reason });
      if (!leaving) return;
      tabs.post({ type: 'signed-out', sessionId: leaving.sessionId, reason: reason ?? null });
      if (reason !== 'ended') endSession(leaving);
    },
    [tabs],
  );

  const lookUp = useCallback(() => {
    if (askingRef.current) return;
    askingRef.current = true;
    dispatch({ type: 'LOOKUP_STARTED' });
    import('./identity-api.ts')
      .then(({ fetchSessionUser }) => fetchSessionUser())
      // The server or the code away: treated as nobody, so the page goes to the Login page, which says what it can.
      .then(
        (found) => dispatch({ type: 'LOOKUP_ANSWERED', user: found }),
        () => dispatch({ type: 'LOOKUP_ANSWERED', user: null }),
      )
      .finally(() => {
        askingRef.current = false;
      });
  }, []);

  useEffect(
    () =>
      tabs.listen((message) => {
        const action = actionOf(message);
        if (!action) return;
        if (action.type === 'LOGIN') userRef.current = action.payload;
        else if (action.type === 'SIGNED_OUT_ELSEWHERE' && userRef.current?.sessionId === action.sessionId) userRef.current = null;
        dispatch(action);
      }),
    [tabs],
  );

  useSessionWatch(user, logout, tabs);

  useEffect(
    () =>
      onUnauthorized((path) => {
        if (userRef.current && !SESSIONLESS_401.some((pattern) => pattern.test(path))) logout('ended');
      }),
    [logout],
  );

  const value = useMemo<AuthContextValue>(() => ({ state, login, logout, lookUp }), [state, login, logout, lookUp]);

  return <AuthContext value={value}>{children}</AuthContext>;
};
