import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { dashboardPathFor, PATHS, type Capability } from '../app/navigation-rules.ts';
import { useAuth } from '../features/auth/use-auth.ts';
import { NoPermission } from './no-permission.tsx';

/** Navigation state given to /login by a guard: where the user wanted to go, to return there after sign-in. */
export interface LoginRedirectState {
  readonly from: string;
  /** The wanted page's own navigation state (e.g. the visitor id of /VisitorDetailView). */
  readonly fromState?: unknown;
}

export const isLoginRedirectState = (value: unknown): value is LoginRedirectState =>
  value !== null && typeof value === 'object' && typeof (value as { from?: unknown }).from === 'string';

/** Signed out: to /login, remembering the wanted page. Signed in without the capability: the no-permission page. */
export const RequireCapability = ({ may, children }: { readonly may: Capability; readonly children: ReactNode }) => {
  const { isAuthenticated, role } = useAuth();
  const location = useLocation();
  if (!isAuthenticated) {
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}${location.hash}`, fromState: location.state };
    return <Navigate to={PATHS.login} replace state={state} />;
  }
  return may({ role }) ? children : <NoPermission />;
};

/** Pages for visitors, who are never signed in: every signed-in role is denied (product-spec.md section 6). */
export const SignedOutOnly = ({ children }: { readonly children: ReactNode }) => {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <NoPermission /> : children;
};

/**
 * Sign-in pages (/login, /SecurityLogin, /registration, /Forgotpassword): a user already signed in when the page opens
 * is sent to their dashboard (issue 12). Someone who signs in on the page stays for its own ending (the login modal,
 * then the page it leads to), so the check is made when the page opens only.
 */
export const SignInPage = ({ children }: { readonly children: ReactNode }) => {
  const { isAuthenticated, role } = useAuth();
  const [signedInOnArrival] = useState(isAuthenticated);
  if (signedInOnArrival && isAuthenticated && role !== null) return <Navigate to={dashboardPathFor(role)} replace />;
  return children;
};
