import { describe, expect, it } from 'vitest';
import { SESSION_POLICY } from '../../../src/identity/domain/auth-policy.ts';
import { isActive, onActivity, onTick, SESSION_TIMING } from '../../../web/src/features/auth/session-schedule.ts';

const T0 = 1_800_000_000_000;
const { checkEveryMs, recheckOnActivityAfterMs, activeWindowMs, idleLogoutMs } = SESSION_TIMING;

describe('session check schedule (docs/product/identity.md ID-SESSION-03)', () => {
  it('should sign out after the same idle time as the server ends the session', () => {
    // Both come from src/contract/session-timing.ts; this keeps them equal should either side stop using it.
    expect(idleLogoutMs).toBe(SESSION_POLICY.idleTimeout);
  });

  it('should check often enough that an active user learns of an ended session long before the idle limit', () => {
    expect(activeWindowMs).toBeLessThanOrEqual(checkEveryMs);
    expect(recheckOnActivityAfterMs).toBeLessThan(checkEveryMs);
    expect(checkEveryMs).toBeLessThan(idleLogoutMs);
  });

  it('should check at the first tick after sign-in and then every checkEveryMs while the user is active', () => {
    expect(onTick({ lastActivityAt: T0, lastCheckAt: null }, T0 + 1)).toBe('check');
    // Active all along (input a moment ago), last check just under the interval ago: not yet; at it: yes.
    const now = T0 + checkEveryMs;
    expect(onTick({ lastActivityAt: now - 2, lastCheckAt: T0 }, now - 1)).toBe('none');
    expect(onTick({ lastActivityAt: now - 1, lastCheckAt: T0 }, now)).toBe('check');
  });

  it('should stop checking activeWindowMs after the last input', () => {
    const times = { lastActivityAt: T0, lastCheckAt: T0 - 2 * checkEveryMs };
    expect(isActive(times, T0 + activeWindowMs - 1)).toBe(true);
    expect(onTick(times, T0 + activeWindowMs - 1)).toBe('check');
    expect(isActive(times, T0 + activeWindowMs)).toBe(false);
    expect(onTick(times, T0 + activeWindowMs)).toBe('none');
    expect(onTick(times, T0 + idleLogoutMs - 1)).toBe('none');
  });

  it('should check at once on input when the last check is older than recheckOnActivityAfterMs, and not before', () => {
    expect(onActivity({ lastActivityAt: T0, lastCheckAt: T0 }, T0 + recheckOnActivityAfterMs)).toBe('none');
    expect(onActivity({ lastActivityAt: T0, lastCheckAt: T0 }, T0 + recheckOnActivityAfterMs + 1)).toBe('check');
    expect(onActivity({ lastActivityAt: T0, lastCheckAt: null }, T0 + 1)).toBe('check');
  });

  it('should sign out after idleLogoutMs without input, on a tick or on the input that ends the spell', () => {
    const times = { lastActivityAt: T0, lastCheckAt: T0 };
    expect(onTick(times, T0 + idleLogoutMs - 1)).toBe('none');
    expect(onTick(times, T0 + idleLogoutMs)).toBe('logout');
    // Timers asleep (a closed laptop): the first input afterwards signs out instead of checking.
    expect(onActivity(times, T0 + idleLogoutMs)).toBe('logout');
    expect(onActivity(times, T0 + idleLogoutMs - 1)).toBe('check');
  });

  it('should take other timings for a test of its own', () => {
    const timing = { ...SESSION_TIMING, idleLogoutMs: 2_000 };
    expect(onTick({ lastActivityAt: T0, lastCheckAt: T0 }, T0 + 2_000, timing)).toBe('logout');
    expect(onTick({ lastActivityAt: T0, lastCheckAt: T0 }, T0 + 1_999, timing)).toBe('none');
  });
});
