import { describe, expect, it } from 'vitest';
import { isStaleCheckIn, splitRollCall } from '#contract/roll-call.ts';
import { startOfSiteDay } from '#contract/visit-time.ts';

const KOLKATA = 'Asia/Kolkata'; // UTC+05:30
const NEW_YORK = 'America/New_York';

describe('the roll call: a check-in from before today at the site is stale', () => {
  it('should call a check-in from today fresh and one from an earlier site day stale', () => {
    expect(isStaleCheckIn(new Date('2026-11-21T04:00:00Z'), '2026-11-21', KOLKATA)).toBe(false); // 09:30 today
    expect(isStaleCheckIn(new Date('2026-11-20T12:00:00Z'), '2026-11-21', KOLKATA)).toBe(true); // 17:30 yesterday
    expect(isStaleCheckIn(new Date('2026-10-21T04:00:00Z'), '2026-11-21', KOLKATA)).toBe(true); // a month ago
  });

  it("should draw the line at the site's midnight, not UTC's", () => {
    // 18:29:59 UTC is 23:59:59 the same day in Kolkata; 18:30 UTC is already the next day there.
    expect(isStaleCheckIn(new Date('2026-11-20T18:29:59Z'), '2026-11-21', KOLKATA)).toBe(true);
    expect(isStaleCheckIn(new Date('2026-11-20T18:30:00Z'), '2026-11-21', KOLKATA)).toBe(false);
    // The same instant in New York is still 20 November: today there is the 20th, so not stale.
    expect(isStaleCheckIn(new Date('2026-11-21T03:00:00Z'), '2026-11-20', NEW_YORK)).toBe(false);
    expect(isStaleCheckIn(new Date('2026-11-21T03:00:00Z'), '2026-11-21', KOLKATA)).toBe(false);
  });

  it("should give the site's midnight as the instant before which a check-in is stale", () => {
    expect(startOfSiteDay('2026-11-21', KOLKATA).toISOString()).toBe('2026-11-20T18:30:00.000Z');
    expect(startOfSiteDay('2026-11-21', NEW_YORK).toISOString()).toBe('2026-11-21T05:00:00.000Z');
    const cutoff = startOfSiteDay('2026-11-21', KOLKATA);
    expect(isStaleCheckIn(new Date(cutoff.getTime() - 1), '2026-11-21', KOLKATA)).toBe(true);
    expect(isStaleCheckIn(cutoff, '2026-11-21', KOLKATA)).toBe(false);
  });

  it('should read a check-in as an answer carries it, and call no check-in not stale', () => {
    expect(isStaleCheckIn('2026-11-20T12:00:00.000Z', '2026-11-21', KOLKATA)).toBe(true);
    expect(isStaleCheckIn('2026-11-21T04:00:00.000Z', '2026-11-21', KOLKATA)).toBe(false);
    expect(isStaleCheckIn(null, '2026-11-21', KOLKATA)).toBe(false);
    expect(isStaleCheckIn(undefined, '2026-11-21', KOLKATA)).toBe(false);
    expect(isStaleCheckIn('not a time', '2026-11-21', KOLKATA)).toBe(false);
  });

  it('should split the open visits into those on site and the stale ones, in their order', () => {
    const visits = [
      { name: 'Last month', checkIn: '2026-10-21T04:00:00.000Z' },
      { name: 'This morning', checkIn: '2026-11-21T03:00:00.000Z' },
      { name: 'Last night', checkIn: '2026-11-20T17:00:00.000Z' },
      { name: 'Just now', checkIn: '2026-11-21T09:00:00.000Z' },
    ];
    const { onSite, stale } = splitRollCall(visits, (visit) => visit.checkIn, '2026-11-21', KOLKATA);
    expect(onSite.map((visit) => visit.name)).toEqual(['This morning', 'Just now']);
    expect(stale.map((visit) => visit.name)).toEqual(['Last month', 'Last night']);
  });

  it("should split a list that spans sites by each visit's own site's date and zone (issue 30)", () => {
    // 19:00 UTC on the 20th: the 21st in Pune (00:30), still the 20th in London (19:00).
    const days = { 'Asia/Kolkata': '2026-11-21', 'Europe/London': '2026-11-20' } as const;
    const visits = [
      { name: 'Pune, since 18:00 UTC', zone: 'Asia/Kolkata', checkIn: '2026-11-20T18:00:00.000Z' },
      { name: 'London, since 18:00 UTC', zone: 'Europe/London', checkIn: '2026-11-20T18:00:00.000Z' },
    ] as const;
    const { onSite, stale } = splitRollCall(visits, (visit) => visit.checkIn, (visit) => days[visit.zone], (visit) => visit.zone);
    expect(onSite.map((visit) => visit.name)).toEqual(['London, since 18:00 UTC']);
    expect(stale.map((visit) => visit.name)).toEqual(['Pune, since 18:00 UTC']);
  });
});
