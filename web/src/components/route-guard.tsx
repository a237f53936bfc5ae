import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { capabilityFor, dashboardPathFor, PATHS, type Capability } from '../app/navigation-rules.ts';
import { useAuth, useServerAuth } from '../features/auth/use-auth.ts';
import { LoadingScreen } from './loading-screen.tsx';
import { NoPermission } from './no-permission.tsx';

/** Navigation state given to /login by a guard: where the user wanted to go, to return there after sign-in. */
export interface LoginRedirectState {
  readonly from: string;
  /** The wanted page's own navigation state (e.g. the visitor id of /VisitorDetailView). */
  readonly fromState?: unknown;
}

export const isLoginRedirectState = (value: unknown): value is LoginRedirectState =>
  value !== null && typeof value === 'object' && typeof (value as { from?: unknown }).from === 'string';

/**
 * A tab that does not know yet (a new tab, a mail link) asks the server first and waits: the server
 * session decides. Signed out: to /login, remembering the wanted page. Signed in without the
 * capability: the no-permission page.
 */
export const RequireCapability = ({ may, children }: { readonly may: Capability; readonly children: ReactNode }) => {
  const { isAuthenticated, role, unknown } = useServerAuth('always');
  const location = useLocation();
  if (unknown) return <LoadingScreen />;
  if (!isAuthenticated) {
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}${location.hash}`, fromState: location.state };
    return <Navigate to={PATHS.login} replace state={state} />;
  }
  return may({ role }) ? children : <NoPermission />;
};

/** Pages for visitors, who are never signed in: every signed-in role is denied (docs/product/roles-and-screens.md NAV-03). */
export const SignedOutOnly = ({ children }: { readonly children: ReactNode }) => {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <NoPermission /> : children;
};

/**
 * Sign-in pages (/login, /SecurityLogin, /registration, /Forgotpassword): a user already signed in when the page opens
 * is sent to their dashboard (issue 12), or to the page a guard sent them here from if their role may open it. A new
 * tab of a browser that signed in asks the server, showing the page meanwhile (it must not wait on a call), and goes
 * on the same way when the answer is a sign-in. Someone who signs in on the page stays for its own ending (the login
 * modal, then the page it leads to), so the check is made when the page opens only.
 */
export const SignInPage = ({ children }: { readonly children: ReactNode }) => {
  const { isAuthenticated, role, state } = useServerAuth('if-signed-in-before');
  const location = useLocation();
  const [signedInOnArrival] = useState(isAuthenticated);
  if ((signedInOnArrival || state.foundOnServer) && isAuthenticated && role !== null) {
    const wanted: unknown = location.state;
    if (isLoginRedirectState(wanted) && capabilityFor(wanted.from)?.({ role })) return <Navigate to={wanted.from} replace state={wanted.fromState} />;
    return <Navigate to={dashboardPathFor(role)} replace />;
  }
  return children;
};
