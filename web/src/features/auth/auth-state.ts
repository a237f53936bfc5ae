import { isRole, type Role } from '#contract/roles.ts';

/** The signed-in user as the SPA keeps it (docs/product/identity.md ID-SESSION-06, "Client auth state"). */
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
  /**
   * Only while signed out as far as this tab knows: the server has not been asked who holds this browser's
   * session yet ('due': a new tab, a mail link) or is being asked ('asking'). The server session decides;
   * this tab's saved state is a cache of it (docs/product/identity.md ID-SESSION-06, "Signed in across tabs").
   */
  readonly lookup?: 'due' | 'asking';
  /** Only while signed in: the sign-in was found by asking the server (the sign-in pages then send the user on). */
  readonly foundOnServer?: true;
}

export type AuthAction =
  | { readonly type: 'LOGIN'; readonly payload: AuthUser }
  | { readonly type: 'LOGOUT'; readonly reason?: SignOutReason | undefined }
  | { readonly type: 'LOOKUP_STARTED' }
  /** The server's answer: its user, or null for no live session. */
  | { readonly type: 'LOOKUP_ANSWERED'; readonly user: AuthUser | null }
  /** Another tab of this browser signed out of this session (tab-sync.ts). */
  | { readonly type: 'SIGNED_OUT_ELSEWHERE'; readonly sessionId: string; readonly reason?: SignOutReason | undefined };

export const SIGNED_OUT: AuthState = { isAuthenticated: false, data: null };

/** A tab with no saved sign-in, before it has asked the server. */
export const LOOKUP_DUE: AuthState = { isAuthenticated: false, data: null, lookup: 'due' };

const signedOut = (reason: SignOutReason | undefined): AuthState => (reason ? { ...SIGNED_OUT, signedOutBecause: reason } : SIGNED_OUT);

export const authReducer = (state: AuthState, action: AuthAction): AuthState => {
  switch (action.type) {
    case 'LOGIN':
      return { isAuthenticated: true, data: action.payload };
    case 'LOGOUT':
      if (!state.isAuthenticated && state.data === null && state.lookup === undefined) return state;
      return signedOut(action.reason);
    case 'LOOKUP_STARTED':
      return state.lookup === 'due' ? { ...state, lookup: 'asking' } : state;
    case 'LOOKUP_ANSWERED':
      // A sign-in or sign-out that came meanwhile (this tab's login form, another tab) is newer than the answer.
      if (state.lookup !== 'asking') return state;
      return action.user ? { isAuthenticated: true, data: action.user, foundOnServer: true } : SIGNED_OUT;
    case 'SIGNED_OUT_ELSEWHERE':
      // Only the same session: another tab's old session ending must not sign out a newer one.
      return state.data?.sessionId === action.sessionId ? signedOut(action.reason) : state;
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

/** A restored value: signed in only with a complete user, else the server is to be asked. */
export const toAuthState = (value: unknown): AuthState => {
  if (value === null || typeof value !== 'object') return LOOKUP_DUE;
  const { isAuthenticated, data } = value as { isAuthenticated?: unknown; data?: unknown };
  return isAuthenticated === true && isAuthUser(data) ? { isAuthenticated: true, data } : LOOKUP_DUE;
};
