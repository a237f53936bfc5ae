import { isAuthUser, type AuthAction, type AuthUser, type SignOutReason } from './auth-state.ts';

/**
 * What one tab of a browser tells the others about the sign-in they share (one HttpOnly cookie, one
 * server session): a sign-in (with the server's user, so that they need not ask), a sign-out of a
 * session (with why: the idle timer, the server, or the user), and the user's activity, so that the
 * ten-minute idle rule counts input in any tab (docs/product/identity.md ID-SESSION-06, "Signed in across tabs").
 */
export type TabMessage =
  | { readonly type: 'signed-in'; readonly user: AuthUser }
  | { readonly type: 'signed-out'; readonly sessionId: string; readonly reason: SignOutReason | null }
  | { readonly type: 'active'; readonly at: number };

export const TAB_CHANNEL = 'vms.auth';

const isReason = (value: unknown): value is SignOutReason | null => value === null || value === 'idle' || value === 'ended';

/** A message from another tab, checked (another version of the app may be open in it); null for anything else. */
export const readTabMessage = (value: unknown): TabMessage | null => {
  if (value === null || typeof value !== 'object') return null;
  const message = value as Record<string, unknown>;
  if (message.type === 'signed-in' && isAuthUser(message.user)) return { type: 'signed-in', user: message.user };
  if (message.type === 'signed-out' && typeof message.sessionId === 'string' && isReason(message.reason)) {
    return { type: 'signed-out', sessionId: message.sessionId, reason: message.reason };
  }
  if (message.type === 'active' && typeof message.at === 'number' && Number.isFinite(message.at)) return { type: 'active', at: message.at };
  return null;
};

/** What a sign-in or sign-out message does to this tab's state; activity is the session watch's. */
export const actionOf = (message: TabMessage): AuthAction | null => {
  switch (message.type) {
    case 'signed-in':
      return { type: 'LOGIN', payload: message.user };
    case 'signed-out':
      return { type: 'SIGNED_OUT_ELSEWHERE', sessionId: message.sessionId, reason: message.reason ?? undefined };
    default:
      return null;
  }
};

export interface TabSync {
  /** Tells the other tabs (never this one). */
  readonly post: (message: TabMessage) => void;
  /** Hears the other tabs; returns the function that stops listening. */
  readonly listen: (listener: (message: TabMessage) => void) => () => void;
  readonly close: () => void;
}

/**
 * The browser's BroadcastChannel between this origin's tabs. Where there is none (very old browsers),
 * tabs simply do not hear each other: each still finds a session ended elsewhere on its next check.
 */
export const openTabSync = (name: string = TAB_CHANNEL): TabSync => {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined, listen: () => () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => {
      try {
        channel.postMessage(message);
      } catch {
        // A closed channel (the page is going away) has no one left to tell.
      }
    },
    listen: (listener) => {
      const heard = (event: MessageEvent) => {
        const message = readTabMessage(event.data);
        if (message) listener(message);
      };
      channel.addEventListener('message', heard);
      return () => channel.removeEventListener('message', heard);
    },
    close: () => channel.close(),
  };
};
