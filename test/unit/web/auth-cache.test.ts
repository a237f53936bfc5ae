import { afterEach, describe, expect, it, vi } from 'vitest';
import { authReducer, LOOKUP_DUE, SIGNED_OUT, type AuthState, type AuthUser } from '../../../web/src/features/auth/auth-state.ts';
import { hasSignInMark, loadAuthState, saveAuthState, SIGN_IN_MARK_KEY } from '../../../web/src/features/auth/auth-storage.ts';
import { fetchSessionUser } from '../../../web/src/features/auth/identity-api.ts';
import { isIdleTooLong, onTick, SESSION_TIMING } from '../../../web/src/features/auth/session-schedule.ts';
import { actionOf, openTabSync, readTabMessage, type TabMessage, type TabSync } from '../../../web/src/features/auth/tab-sync.ts';
import { envelope } from '../../../web/src/lib/envelope.ts';

const USER: AuthUser = {
  id: 7,
  emp_name: 'Rahul Mehta',
  emp_email: 'rahul.mehta@example.com',
  emp_phonenumber: '9812345670',
  emp_id: 'E0007A',
  manager: 'admin@example.com',
  userstatus: 'Approved',
  role: 'manager',
  sessionId: 'session-one',
};

/** GET /api/auth/session's answer for USER, as the server sends it. */
const sessionAnswer = () => ({
  result: {
    sessionData: {
      id: 7,
      emp_name: envelope.encrypt('Rahul Mehta'),
      emp_email: envelope.encrypt('rahul.mehta@example.com'),
      emp_phonenumber: envelope.encrypt('9812345670'),
      emp_id: envelope.encrypt('E0007A'),
      manager: envelope.encrypt('admin@example.com'),
      userstatus: envelope.encrypt('Approved'),
      jobtitle: envelope.encrypt('Manager'),
    },
    storedSessionId: 'session-one',
    isAuthenticated: true,
  },
  user: envelope.encrypt({ email: 'rahul.mehta@example.com', employee_id: 'E0007A', designation: 'Manager' }),
});

const serverAnswers = (status: number, body: unknown) =>
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })));

/** A Storage in memory, for the tab's sessionStorage and the browser's localStorage. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  /** Everything stored, as text. */
  text(): string {
    return JSON.stringify([...this.items]);
  }
}

/** Whatever one tab tells the others reaches `tab`'s listener; resolves with the first message. */
const nextMessage = (tab: TabSync): Promise<TabMessage> =>
  new Promise((resolve) => {
    const stop = tab.listen((message) => {
      stop();
      resolve(message);
    });
  });

describe('the auth state is a cache of the server session (issue 28 item 3)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('should rebuild a tab without a saved sign-in from the server\'s answer', async () => {
    const asking = authReducer(LOOKUP_DUE, { type: 'LOOKUP_STARTED' });
    expect(asking.lookup).toBe('asking');
    serverAnswers(200, sessionAnswer());
    const found = await fetchSessionUser();
    expect(found).toEqual(USER);
    expect(authReducer(asking, { type: 'LOOKUP_ANSWERED', user: found })).toEqual({ isAuthenticated: true, data: USER, foundOnServer: true });
  });

  it('should take no live session (401, whichever code) as signed out, and ask nothing more', async () => {
    for (const code of ['auth.required', 'session.destroyed']) {
      serverAnswers(401, { errmessage: 'anything', code });
      expect(await fetchSessionUser()).toBeNull();
    }
    const answered = authReducer(authReducer(LOOKUP_DUE, { type: 'LOOKUP_STARTED' }), { type: 'LOOKUP_ANSWERED', user: null });
    expect(answered).toBe(SIGNED_OUT);
    expect(authReducer(answered, { type: 'LOOKUP_STARTED' })).toBe(SIGNED_OUT);
  });

  it('should let a sign-in made meanwhile win over a late answer', () => {
    const asking = authReducer(LOOKUP_DUE, { type: 'LOOKUP_STARTED' });
    const newer = { ...USER, sessionId: 'session-two' };
    const signedIn = authReducer(asking, { type: 'LOGIN', payload: newer });
    expect(authReducer(signedIn, { type: 'LOOKUP_ANSWERED', user: null })).toBe(signedIn);
    expect(authReducer(signedIn, { type: 'LOOKUP_ANSWERED', user: USER })).toBe(signedIn);
  });

  it('should keep the cache per tab and only a bare mark for the browser: set by a sign-in, gone with a sign-out', async () => {
    const tab = new MemoryStorage();
    const browser = new MemoryStorage();
    vi.stubGlobal('window', { sessionStorage: tab, localStorage: browser });
    expect(await loadAuthState()).toBe(LOOKUP_DUE);
    saveAuthState({ isAuthenticated: true, data: USER, foundOnServer: true });
    expect(hasSignInMark()).toBe(true);
    expect(browser.getItem(SIGN_IN_MARK_KEY)).toBe('1');
    await vi.waitFor(() => expect(tab.getItem('vms.auth')).not.toBeNull());
    expect(await loadAuthState()).toEqual({ isAuthenticated: true, data: USER });
    // Nothing in the browser's storage names the user.
    expect(browser.text()).not.toMatch(/Rahul|rahul|9812345670|E0007A/);
    // A tab that has not asked yet leaves the mark; a sign-out clears both.
    saveAuthState(LOOKUP_DUE);
    expect(hasSignInMark()).toBe(true);
    saveAuthState({ ...SIGNED_OUT, signedOutBecause: 'idle' });
    expect(hasSignInMark()).toBe(false);
    expect(tab.getItem('vms.auth')).toBeNull();
    expect(await loadAuthState()).toBe(LOOKUP_DUE);
  });

  it('should carry an idle sign-out from one tab to another tab of the same session, and not to a newer session', async () => {
    const first = openTabSync('vms.auth.test');
    const second = openTabSync('vms.auth.test');
    try {
      const heard = nextMessage(second);
      first.post({ type: 'signed-out', sessionId: USER.sessionId, reason: 'idle' });
      const action = actionOf(await heard);
      expect(action).toEqual({ type: 'SIGNED_OUT_ELSEWHERE', sessionId: USER.sessionId, reason: 'idle' });
      if (!action) throw new Error('no action');
      const signedIn: AuthState = { isAuthenticated: true, data: USER };
      expect(authReducer(signedIn, action)).toEqual({ ...SIGNED_OUT, signedOutBecause: 'idle' });
      const newer: AuthState = { isAuthenticated: true, data: { ...USER, sessionId: 'session-two' } };
      expect(authReducer(newer, action)).toBe(newer);

      // A sign-in in one tab signs the other in with the same user; a logout carries no reason.
      const signIn = nextMessage(second);
      first.post({ type: 'signed-in', user: USER });
      expect(authReducer(SIGNED_OUT, actionOf(await signIn) ?? { type: 'LOOKUP_STARTED' })).toEqual(signedIn);
      const logout = nextMessage(second);
      first.post({ type: 'signed-out', sessionId: USER.sessionId, reason: null });
      expect(authReducer(signedIn, actionOf(await logout) ?? { type: 'LOOKUP_STARTED' })).toBe(SIGNED_OUT);
    } finally {
      first.close();
      second.close();
    }
  });

  it('should ignore what another version of the app may send', () => {
    expect(readTabMessage({ type: 'signed-in', user: { ...USER, role: 'owner' } })).toBeNull();
    expect(readTabMessage({ type: 'signed-out', sessionId: 7 })).toBeNull();
    expect(readTabMessage({ type: 'active', at: 'now' })).toBeNull();
    expect(readTabMessage('signed-out')).toBeNull();
  });

  it('should count input in another tab against the idle sign-out, without making this tab check', () => {
    const start = 1_000_000;
    const now = start + SESSION_TIMING.idleLogoutMs + 1;
    const still = { lastActivityAt: start, lastCheckAt: start };
    expect(isIdleTooLong(still, now)).toBe(true);
    expect(onTick(still, now)).toBe('logout');
    const busyElsewhere = { ...still, otherTabsActivityAt: now - 1_000 };
    expect(isIdleTooLong(busyElsewhere, now)).toBe(false);
    expect(onTick(busyElsewhere, now)).toBe('none');
  });
});
