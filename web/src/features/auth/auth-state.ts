import { isRole, type Role } from '../../../../src/shared/roles.ts';

/** The signed-in user as the SPA keeps it (product-spec.md section 3, "Client auth state"). */
export interface AuthUser {
  readonly id: number | string;
  readonly emp_name: string;
  readonly emp_email: string;
  readonly emp_phonenumber: string | null;
  readonly emp_id: string;
  /** The reporting manager's e-mail; null for an account without one (the first admin). */
  readonly manager: string | null;
  readonly userstatus: string;
  readonly role: Role;
  /** The server's public session handle (`storedSessionId`); the secret stays in the HttpOnly cookie. */
  readonly sessionId: string;
}

/** Why the app signed someone out by itself: ten minutes without activity, or the server ended the session. */
export type SignOutReason = 'idle' | 'ended';

export interface AuthState {
  readonly isAuthenticated: boolean;
  readonly data: AuthUser | null;
  /** Set when the app signed the user out by itself, so the Login page can say why (issue 12); never saved. */
  readonly signedOutBecause?: SignOutReason;
}

export type AuthAction =
  | { readonly type: 'LOGIN'; readonly payload: AuthUser }
  | { readonly type: 'LOGOUT'; readonly reason?: SignOutReason | undefined };

export const SIGNED_OUT: AuthState = { isAuthenticated: false, data: null };

export const authReducer = (state: AuthState, action: AuthAction): AuthState => {
  switch (action.type) {
    case 'LOGIN':
      return { isAuthenticated: true, data: action.payload };
    case 'LOGOUT':
      if (!state.isAuthenticated && state.data === null) return state;
      return action.reason ? { ...SIGNED_OUT, signedOutBecause: action.reason } : SIGNED_OUT;
    default:
      return state;
  }
};

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

/** True for a value with every field of an AuthUser in the right type; anything else is discarded. */
export const isAuthUser = (value: unknown): value is AuthUser => {
  if (value === null || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return (
    (typeof user.id === 'number' || isText(user.id)) &&
    isText(user.emp_name) &&
    isText(user.emp_email) &&
    isTextOrNull(user.emp_phonenumber) &&
    isText(user.emp_id) &&
    isTextOrNull(user.manager) &&
    isText(user.userstatus) &&
    isRole(user.role) &&
    isText(user.sessionId)
  );
};

/** A restored value: signed in only with a complete user, else signed out. */
export const toAuthState = (value: unknown): AuthState => {
  if (value === null || typeof value !== 'object') return SIGNED_OUT;
  const { isAuthenticated, data } = value as { isAuthenticated?: unknown; data?: unknown };
  return isAuthenticated === true && isAuthUser(data) ? { isAuthenticated: true, data } : SIGNED_OUT;
};
