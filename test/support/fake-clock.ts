import { Clock } from '../../src/platform/ports/clock.ts';

/**
 * A clock the test sets: expiry, idle time-outs and "yesterday" without sleeping. Made with a time it
 * stands still there; made with 'now' it runs with real time (for browser journeys) and can still be
 * moved forward or set.
 */
export class FakeClock extends Clock {
  private offset = 0;
  private frozenAt: number | null;

  constructor(start: Date | string | 'now' = '2026-11-20T04:30:00.000Z') {
    super();
    this.frozenAt = start === 'now' ? null : new Date(start).getTime();
  }

  now(): Date {
    return new Date((this.frozenAt ?? Date.now()) + this.offset);
  }

  set(to: Date | string): void {
    this.offset = new Date(to).getTime() - (this.frozenAt ?? Date.now());
  }

  advance(ms: number): void {
    this.offset += ms;
  }
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
