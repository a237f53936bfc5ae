import { SESSION_CHECK_TIMING, SESSION_IDLE_TIMEOUT_MS } from '#contract/session-timing.ts';

/**
 * When the SPA asks the server "am I still signed in?" and when it gives up on an idle user
 * (docs/product/identity.md ID-SESSION-03): a check every 60 s while the user is active, one at once on activity
 * when the last check is over 30 s old, none once the user has been still for 30 s, and a logout
 * after 10 minutes without any activity. Pure functions of times (milliseconds), so the schedule is
 * tested without timers; session-watch.ts drives them. The timings are the server's too
 * (src/contract/session-timing.ts): its session ends after the same idle time.
 */
export const SESSION_TIMING = {
  ...SESSION_CHECK_TIMING,
  /** No input for this long signs the user out. */
  idleLogoutMs: SESSION_IDLE_TIMEOUT_MS,
  /** How often the watcher looks at the clock. */
  tickMs: 5_000,
} as const;

export type SessionTiming = { readonly [Key in keyof typeof SESSION_TIMING]: number };

export interface SessionTimes {
  /** The user's last input (mouse, key, touch, scroll); the sign-in counts as one. */
  readonly lastActivityAt: number;
  /** The last session check sent, or null before the first. */
  readonly lastCheckAt: number | null;
  /**
   * The user's last input in another tab of this browser (tab-sync.ts), or null: it keeps this tab from
   * signing out as idle, since the session is the browser's, but does not make this tab check.
   */
  readonly otherTabsActivityAt?: number | null;
}

export type SessionAction = 'logout' | 'check' | 'none';

const idleFor = (times: SessionTimes, now: number): number => now - times.lastActivityAt;

/** Too long without input in any tab: sign out (also when timers were asleep, e.g. a laptop lid was closed). */
export const isIdleTooLong = (times: SessionTimes, now: number, timing: SessionTiming = SESSION_TIMING): boolean =>
  now - Math.max(times.lastActivityAt, times.otherTabsActivityAt ?? Number.NEGATIVE_INFINITY) >= timing.idleLogoutMs;

/** True while the user's last input is recent enough for periodic checks to run. */
export const isActive = (times: SessionTimes, now: number, timing: SessionTiming = SESSION_TIMING): boolean =>
  idleFor(times, now) < timing.activeWindowMs;

/** What a tick of the watcher's clock at `now` should do. */
export const onTick = (times: SessionTimes, now: number, timing: SessionTiming = SESSION_TIMING): SessionAction => {
  if (isIdleTooLong(times, now, timing)) return 'logout';
  if (!isActive(times, now, timing)) return 'none';
  return times.lastCheckAt === null || now - times.lastCheckAt >= timing.checkEveryMs ? 'check' : 'none';
};

/**
 * What the user's input at `now` should do, judged on the times before it is recorded: sign out when
 * the input ends a spell longer than the idle limit, check at once when the last check is stale.
 */
export const onActivity = (times: SessionTimes, now: number, timing: SessionTiming = SESSION_TIMING): SessionAction => {
  if (isIdleTooLong(times, now, timing)) return 'logout';
  return times.lastCheckAt === null || now - times.lastCheckAt > timing.recheckOnActivityAfterMs ? 'check' : 'none';
};
