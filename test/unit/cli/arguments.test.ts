import { describe, expect, it } from 'vitest';
import { parseTime } from '../../../cli/arguments.ts';
import { UsageError } from '../../../cli/cli-context.ts';

const TZ = 'Asia/Kolkata';
/** 10:00 AM on 20-11-2026 at the site. */
const NOW = new Date('2026-11-20T04:30:00Z');
/** The instant of a time of that day at the site (UTC+05:30). */
const siteTime = (hhmm: string) => new Date(`2026-11-20T${hhmm}:00+05:30`);

describe('parseTime (`vms visitors checkout --before`)', () => {
  it.each([
    ['00:00', '00:00'],
    ['06:00', '06:00'],
    ['6:00', '06:00'],
    ['09:30', '09:30'],
    ['18:00', '18:00'],
    ['06:00 PM', '18:00'],
    ['6:00 pm', '18:00'],
    ['06:00PM', '18:00'],
    ['12:30 AM', '00:30'],
  ])('should read %s as %s today at the site', (text, expected) => {
    expect(parseTime(text, TZ, NOW)).toEqual(siteTime(expected));
  });

  it('should take a full ISO date-time as it is', () => {
    expect(parseTime('2026-11-19T18:00:00Z', TZ, NOW)).toEqual(new Date('2026-11-19T18:00:00Z'));
  });

  it.each(['24:00', '6:0', '6', 'noon', '13:00 PM'])('should refuse %s with the usage line', (text) => {
    expect(() => parseTime(text, TZ, NOW)).toThrow(UsageError);
    expect(() => parseTime(text, TZ, NOW)).toThrow(`--before "${text}" is not a time: use 18:00, 06:00 PM or an ISO date-time`);
  });
});
