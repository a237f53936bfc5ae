import { describe, expect, it } from 'vitest';
import { boardClock } from '#contract/breach-clock.ts';

const AWARE = new Date('2026-11-19T10:30:00.000Z');
const at = (iso: string) => new Date(iso);

describe('The Board report\'s 72-hour clock (DPDP Rules 2025 r.7(2)(b))', () => {
  it('should be due 72 hours after the company became aware, with the time left in hours and minutes', () => {
    expect(boardClock(AWARE, null, at('2026-11-19T10:30:00.000Z'))).toEqual({ dueAt: '2026-11-22T10:30:00.000Z', state: 'running', minutesLeft: 72 * 60, text: '72 h 0 min left' });
    expect(boardClock(AWARE, null, at('2026-11-22T09:45:30.000Z'))).toMatchObject({ state: 'running', minutesLeft: 44, text: '44 min left' });
  });

  it('should be overdue from the first second past due, saying by how much', () => {
    expect(boardClock(AWARE, null, at('2026-11-22T10:30:00.000Z'))).toMatchObject({ state: 'running', minutesLeft: 0, text: '0 min left' });
    expect(boardClock(AWARE, null, at('2026-11-22T10:30:01.000Z'))).toMatchObject({ state: 'overdue', minutesLeft: -1, text: '1 min overdue' });
    expect(boardClock(AWARE, null, at('2026-11-23T13:35:00.000Z'))).toMatchObject({ state: 'overdue', minutesLeft: -(27 * 60 + 5), text: '27 h 5 min overdue' });
  });

  it('should stop at the submission, early or late, whatever the time now', () => {
    expect(boardClock(AWARE, at('2026-11-21T10:30:00.000Z'), at('2027-01-01T00:00:00.000Z'))).toMatchObject({ state: 'submitted', minutesLeft: 24 * 60, text: 'submitted 24 h 0 min before the deadline' });
    expect(boardClock(AWARE, at('2026-11-22T12:00:00.000Z'), at('2026-11-19T11:00:00.000Z'))).toMatchObject({ state: 'submitted', minutesLeft: -90, text: 'submitted 1 h 30 min late' });
  });
});
