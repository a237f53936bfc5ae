import { useEffect, useRef } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import type { AuthUser, SignOutReason } from './auth-state.ts';
import { onActivity, onTick, SESSION_TIMING, type SessionTimes } from './session-schedule.ts';
import type { TabSync } from './tab-sync.ts';

/** What counts as the user being there (docs/product/identity.md ID-SESSION-03: mouse, key, touch, scroll). */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'mousedown', 'mousemove', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;
/** Inputs closer together than this are one activity (mousemove fires many times a second). */
const ACTIVITY_GRANULARITY_MS = 1_000;
/** How often this tab tells the others that the user is active here: often enough against ten minutes, rare enough to cost nothing. */
const ACTIVITY_ANNOUNCE_MS = 5_000;

/**
 * While a user is signed in: checks the session on the server on the schedule of
 * session-schedule.ts and signs out (`onEnded`) when the server says the session is gone or the
 * user has been idle for ten minutes. A 401 from the check also reaches the api-client's 401
 * listeners, which sign out too; `onEnded` must therefore tolerate a second call. Input here is announced
 * to the other tabs (`tabs`) and theirs heard: the idle rule is the browser's, not one tab's.
 */
export const useSessionWatch = (user: AuthUser | null, onEnded: (reason: SignOutReason) => void, tabs: TabSync | null = null): void => {
  const email = user?.emp_email ?? null;
  const sessionId = user?.sessionId ?? null;
  const endedRef = useRef(onEnded);
  useEffect(() => {
    endedRef.current = onEnded;
  }, [onEnded]);

  useEffect(() => {
    if (email === null || sessionId === null) return undefined;
    let times: SessionTimes = { lastActivityAt: Date.now(), lastCheckAt: null };
    let stopped = false;
    let checking = false;
    let announcedAt = Number.NEGATIVE_INFINITY;

    const end = (reason: SignOutReason) => {
      if (stopped) return;
      stopped = true;
      endedRef.current(reason);
    };

    const check = () => {
      if (checking || stopped) return;
      checking = true;
      times = { ...times, lastCheckAt: Date.now() };
      // The session's calls (and the data layer with them) load with the first check, so that the landing page does not carry them.
      import('./session-calls.ts')
        .then(({ checkSessionNow }) => checkSessionNow(email))
        .catch((error: unknown) => {
          // A 401 (`session.destroyed`) is a session that is over; anything else (server or code away) is asked again later.
          if (error instanceof ApiError && error.status === 401) end('ended');
        })
        .finally(() => {
          checking = false;
        });
    };

    const act = (action: ReturnType<typeof onTick>) => {
      if (action === 'logout') end('idle');
      else if (action === 'check') check();
    };

    const activity = () => {
      const now = Date.now();
      if (now - times.lastActivityAt < ACTIVITY_GRANULARITY_MS) return;
      const action = onActivity(times, now);
      times = { ...times, lastActivityAt: now };
      act(action);
      if (tabs && !stopped && now - announcedAt >= ACTIVITY_ANNOUNCE_MS) {
        announcedAt = now;
        tabs.post({ type: 'active', at: now });
      }
    };
    const stopHearing = tabs?.listen((message) => {
      // The other tab's clock is this machine's: its time is taken as it comes, never later than now.
      if (message.type === 'active') times = { ...times, otherTabsActivityAt: Math.min(message.at, Date.now()) };
    });

    const tick = () => act(onTick(times, Date.now()));
    const visible = () => {
      if (document.visibilityState === 'visible') tick();
    };

    // The first check at once: a session ended elsewhere (another tab's logout) is found on arrival.
    check();
    const timer = window.setInterval(tick, SESSION_TIMING.tickMs);
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, activity, { capture: true, passive: true });
    document.addEventListener('visibilitychange', visible);
    return () => {
      stopped = true;
      stopHearing?.();
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, activity, { capture: true });
      document.removeEventListener('visibilitychange', visible);
    };
  }, [email, sessionId, tabs]);
};
