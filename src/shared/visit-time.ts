import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { siteClock, siteToday } from './site-clock.ts';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

// The site's clock and the visit date's reading, without dayjs (site-clock.ts): one implementation for the server and the SPA.
export { formatSiteDateTime, formatSiteTime, parseVisitDate, siteHalfHour, siteToday } from './site-clock.ts';

/**
 * Visit dates and times in the site's time zone (decisions.md section 2): dates travel as
 * DD-MM-YYYY and are stored as ISO dates; times travel as `hh:mm AM` on the half hour and are
 * stored as `HH:mm:ss`. "Today" is always today at the site, wherever the browser or server is.
 */
export const VISIT_DATE_FORMAT = 'DD-MM-YYYY';
const ISO_DATE = 'YYYY-MM-DD';
const SLOT_FORMAT = 'hh:mm A';

/** Every half hour from 12:00 AM to 11:30 PM. */
export const TIME_SLOTS: readonly string[] = Array.from({ length: 48 }, (_, i) =>
  dayjs.utc('2000-01-01').add(i * 30, 'minute').format(SLOT_FORMAT),
);

/**
 * Results of the two conversions every listed or exported visit goes through, kept: there are only
 * as many distinct dates as days on record and 48 slots, and strict parsing is the slow part of an
 * export of a million visits (docs/performance.md).
 */
const remember = (compute: (key: string) => string, limit = 20_000) => {
  const known = new Map<string, string>();
  return (key: string): string => {
    let value = known.get(key);
    if (value === undefined) {
      value = compute(key);
      if (known.size >= limit) known.clear();
      known.set(key, value);
    }
    return value;
  };
};

/** `2026-11-21` → `21-11-2026`. */
export const formatVisitDate = remember((isoDate) => dayjs(isoDate, ISO_DATE, true).format(VISIT_DATE_FORMAT));

/** `02:30 PM` → `14:30:00`, or null when it is not one of the slots. */
export const slotToTime = (slot: string): string | null => {
  if (!TIME_SLOTS.includes(slot)) return null;
  return dayjs.utc(`2000-01-01 ${slot}`, `YYYY-MM-DD ${SLOT_FORMAT}`, true).format('HH:mm:ss');
};

/** `14:30:00` → `02:30 PM`. */
export const timeToSlot = remember((time) => dayjs.utc(`2000-01-01 ${time.slice(0, 8)}`, 'YYYY-MM-DD HH:mm:ss').format(SLOT_FORMAT));

const minutesOfSlot = (slot: string): number => TIME_SLOTS.indexOf(slot) * 30;

/** Adds days to an ISO date (calendar days, no time zone involved). */
export const addDays = (isoDate: string, days: number): string => dayjs(isoDate, ISO_DATE, true).add(days, 'day').format(ISO_DATE);

/**
 * The slots still open on a date: every slot on a future date, on today only those from the
 * current minute on (none after 11:30 PM), none on a past date.
 */
export const availableSlots = (isoDate: string, timeZone: string, now: Date): string[] => {
  const today = siteToday(timeZone, now);
  if (isoDate < today) return [];
  if (isoDate > today) return [...TIME_SLOTS];
  const clock = siteClock(now, timeZone);
  const nowMinutes = clock.hour * 60 + Number(clock.minute);
  return TIME_SLOTS.filter((slot) => minutesOfSlot(slot) >= nowMinutes);
};

/** The instant a site-local date and time happen. */
export const siteInstant = (isoDate: string, time: string, timeZone: string): Date =>
  dayjs.tz(`${isoDate} ${time.slice(0, 8)}`, 'YYYY-MM-DD HH:mm:ss', timeZone).toDate();

/** The first moment of a site-local date: its midnight at the site (the roll call's cutoff, roll-call.ts). */
export const startOfSiteDay = (isoDate: string, timeZone: string): Date => siteInstant(isoDate, '00:00:00', timeZone);

/** The last moment of a site-local date: when a visit's link stops working. */
export const endOfSiteDay = (isoDate: string, timeZone: string): Date =>
  dayjs.tz(`${isoDate} 00:00:00`, 'YYYY-MM-DD HH:mm:ss', timeZone).add(1, 'day').subtract(1, 'millisecond').toDate();

export { dayjs };
