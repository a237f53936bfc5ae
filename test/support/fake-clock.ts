import { Clock } from '../../src/platform/ports/clock.ts';

/** A clock the test sets: expiry, idle time-outs and "yesterday" without sleeping. */
export class FakeClock extends Clock {
  private current: number;

  constructor(start: Date | string = '2026-11-20T04:30:00.000Z') {
    super();
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(to: Date | string): void {
    this.current = new Date(to).getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
