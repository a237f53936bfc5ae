import { describe, expect, it } from 'vitest';
import {
  availableSlots,
  endOfSiteDay,
  dayjs,
  formatSiteDateTime,
  formatSiteTime,
  formatVisitDate,
  parseVisitDate,
  siteToday,
  slotToTime,
  timeToSlot,
  TIME_SLOTS,
} from '#contract/visit-time.ts';

const KOLKATA = 'Asia/Kolkata';

describe('time slots', () => {
  it('should offer every half hour from 12:00 AM to 11:30 PM', () => {
    expect(TIME_SLOTS).toHaveLength(48);
    expect(TIME_SLOTS.slice(0, 3)).toEqual(['12:00 AM', '12:30 AM', '01:00 AM']);
    expect(TIME_SLOTS.slice(23, 26)).toEqual(['11:30 AM', '12:00 PM', '12:30 PM']);
    expect(TIME_SLOTS.at(-1)).toBe('11:30 PM');
  });

  it('should turn slots into stored times and back', () => {
    expect(slotToTime('12:00 AM')).toBe('00:00:00');
    expect(slotToTime('12:30 PM')).toBe('12:30:00');
    expect(slotToTime('11:30 PM')).toBe('23:30:00');
    expect(slotToTime('10:15 AM')).toBeNull();
    expect(slotToTime('25:00 PM')).toBeNull();
    expect(timeToSlot('14:30:00')).toBe('02:30 PM');
    expect(TIME_SLOTS.every((slot) => timeToSlot(slotToTime(slot)!) === slot)).toBe(true);
  });

  it('should offer every slot on a future date and none on a past one', () => {
    const now = new Date('2026-11-20T04:30:00Z'); // 10:00 AM in Kolkata
    expect(availableSlots('2026-11-21', KOLKATA, now)).toHaveLength(48);
    expect(availableSlots('2026-11-19', KOLKATA, now)).toEqual([]);
  });

  it('should offer today only the slots from now on, at the site', () => {
    const now = new Date('2026-11-20T04:40:00Z'); // 10:10 AM in Kolkata
    const today = availableSlots('2026-11-20', KOLKATA, now);
    expect(today[0]).toBe('10:30 AM');
    expect(today.at(-1)).toBe('11:30 PM');
    expect(today).toHaveLength(27);
    // On the half hour exactly, that slot still counts.
    expect(availableSlots('2026-11-20', KOLKATA, new Date('2026-11-20T05:00:00Z'))[0]).toBe('10:30 AM');
  });

  it('should leave nothing today after 11:30 PM at the site', () => {
    const late = new Date('2026-11-20T18:05:00Z'); // 11:35 PM in Kolkata
    expect(availableSlots('2026-11-20', KOLKATA, late)).toEqual([]);
    expect(availableSlots('2026-11-21', KOLKATA, late)).toHaveLength(48);
  });

  it('should decide "today" in the site\'s time zone, not the machine\'s', () => {
    const instant = new Date('2026-11-20T20:00:00Z'); // 1:30 AM on the 21st in Kolkata, still the 20th in New York
    expect(siteToday(KOLKATA, instant)).toBe('2026-11-21');
    expect(siteToday('America/New_York', instant)).toBe('2026-11-20');
    expect(availableSlots('2026-11-20', KOLKATA, instant)).toEqual([]);
    expect(availableSlots('2026-11-21', KOLKATA, instant)[0]).toBe('01:30 AM');
  });
});

describe('visit dates', () => {
  it('should read DD-MM-YYYY strictly', () => {
    expect(parseVisitDate('21-11-2026')).toBe('2026-11-21');
    expect(parseVisitDate('29-02-2028')).toBe('2028-02-29');
    for (const bad of ['29-02-2026', '2026-11-21', '21/11/2026', '1-1-2026', '32-01-2026', '']) expect(parseVisitDate(bad), bad).toBeNull();
    expect(formatVisitDate('2026-01-05')).toBe('05-01-2026');
  });

  it('should end a visit\'s day at the site\'s midnight', () => {
    expect(endOfSiteDay('2026-11-21', KOLKATA).toISOString()).toBe('2026-11-21T18:29:59.999Z');
    expect(endOfSiteDay('2026-11-21', 'UTC').toISOString()).toBe('2026-11-21T23:59:59.999Z');
  });

  it('should show instants in the site\'s time zone', () => {
    expect(formatSiteDateTime(new Date('2026-11-21T03:35:00Z'), KOLKATA)).toBe('21-11-2026 09:05 AM');
  });
});

describe('site clock formatting against dayjs', () => {
  // The formatters keep one Intl.DateTimeFormat per zone instead of dayjs's tz(); they must agree
  // with dayjs on every instant, across daylight-saving changes, half-hour and 45-minute offsets,
  // midnight and noon.
  const ZONES = ['Asia/Kolkata', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Pacific/Chatham', 'UTC'];
  const start = Date.UTC(2026, 0, 1);
  const instants = Array.from({ length: 600 }, (_, i) => new Date(start + i * 14 * 3_600_000 + i * 7 * 60_000 + (i % 60) * 1000));

  it.each(ZONES)('should give the same date, date-time and time as dayjs in %s', (zone) => {
    for (const at of instants) {
      const local = dayjs(at).tz(zone);
      expect(siteToday(zone, at)).toBe(local.format('YYYY-MM-DD'));
      expect(formatSiteDateTime(at, zone)).toBe(local.format('DD-MM-YYYY hh:mm A'));
      expect(formatSiteTime(at, zone)).toBe(local.format('hh:mm A'));
    }
  });

  it('should offer today the slots from the current minute on, at the site', () => {
    // 13:20 in Kolkata is 07:50 UTC: the 01:30 PM slot is the first one left.
    expect(availableSlots('2026-11-21', KOLKATA, new Date('2026-11-21T07:50:00Z'))[0]).toBe('01:30 PM');
    // Midnight at the site: every slot of the day.
    expect(availableSlots('2026-11-22', KOLKATA, new Date('2026-11-21T18:30:00Z'))).toHaveLength(48);
  });
});
