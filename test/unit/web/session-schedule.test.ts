import { describe, expect, it } from 'vitest';
import { isActive, onActivity, onTick, SESSION_TIMING } from '../../../web/src/features/auth/session-schedule.ts';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const T0 = 1_800_000_000_000;

describe('session check schedule (product-spec.md section 9)', () => {
  it('should use the description\'s numbers', () => {
    expect(SESSION_TIMING).toMatchObject({ checkEveryMs: 60 * SECOND, recheckOnActivityAfterMs: 30 * SECOND, activeWindowMs: 30 * SECOND, idleLogoutMs: 10 * MINUTE });
  });

  it('should check at the first tick after sign-in and then every 60 s while the user is active', () => {
    expect(onTick({ lastActivityAt: T0, lastCheckAt: null }, T0 + 5 * SECOND)).toBe('check');
    // Active all along (input a second ago), last check 59 s ago: not yet; 60 s: yes.
    expect(onTick({ lastActivityAt: T0 + 58 * SECOND, lastCheckAt: T0 }, T0 + 59 * SECOND)).toBe('none');
    expect(onTick({ lastActivityAt: T0 + 59 * SECOND, lastCheckAt: T0 }, T0 + 60 * SECOND)).toBe('check');
  });

  it('should stop checking 30 s after the last input', () => {
    const times = { lastActivityAt: T0, lastCheckAt: T0 - 2 * MINUTE };
    expect(isActive(times, T0 + 29 * SECOND)).toBe(true);
    expect(onTick(times, T0 + 29 * SECOND)).toBe('check');
    expect(isActive(times, T0 + 30 * SECOND)).toBe(false);
    expect(onTick(times, T0 + 30 * SECOND)).toBe('none');
    expect(onTick(times, T0 + 5 * MINUTE)).toBe('none');
  });

  it('should check at once on input when the last check is over 30 s old, and not before', () => {
    expect(onActivity({ lastActivityAt: T0, lastCheckAt: T0 }, T0 + 30 * SECOND)).toBe('none');
    expect(onActivity({ lastActivityAt: T0, lastCheckAt: T0 }, T0 + 30 * SECOND + 1)).toBe('check');
    expect(onActivity({ lastActivityAt: T0, lastCheckAt: null }, T0 + SECOND)).toBe('check');
  });

  it('should sign out after 10 minutes without input, on a tick or on the input that ends the spell', () => {
    const times = { lastActivityAt: T0, lastCheckAt: T0 };
    expect(onTick(times, T0 + 10 * MINUTE - 1)).toBe('none');
    expect(onTick(times, T0 + 10 * MINUTE)).toBe('logout');
    // Timers asleep (a closed laptop): the first input afterwards signs out instead of checking.
    expect(onActivity(times, T0 + 25 * MINUTE)).toBe('logout');
    expect(onActivity(times, T0 + 9 * MINUTE)).toBe('check');
  });

  it('should take other timings for a test of its own', () => {
    const timing = { ...SESSION_TIMING, idleLogoutMs: 2 * SECOND };
    expect(onTick({ lastActivityAt: T0, lastCheckAt: T0 }, T0 + 2 * SECOND, timing)).toBe('logout');
  });
});
