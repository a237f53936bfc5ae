import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

import { remember, TIME_SLOTS } from './site-calendar.ts';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/**
 * Visit dates and times in the site's time zone (docs/product/visits.md VIS-TIME): dates travel as
 * DD-MM-YYYY and are stored as ISO dates; times travel as `hh:mm AM` on the half hour and are
 * stored as `HH:mm:ss`. "Today" is always today at the site, wherever the browser or server is.
 * What needs no dayjs (the slots, visit dates, the site's clock) is site-calendar.ts, re-exported
 * here; the pages import it from there, without dayjs.
 */
export {
  availableSlots,
  formatSiteDateTime,
  formatSiteTime,
  formatVisitDate,
  parseVisitDate,
  siteHalfHour,
  siteToday,
  TIME_SLOTS,
  VISIT_DATE_FORMAT,
} from './site-calendar.ts';

const ISO_DATE = 'YYYY-MM-DD';
const SLOT_FORMAT = 'hh:mm A';

/**
 * Each slot's time of day, worked out once: every check-in's mail and webhook ask for their visit's,
 * and dayjs's strict parse of a formatted text took about 50 µs a call (docs/performance.md).
 */
const SLOT_TIMES: ReadonlyMap<string, string> = new Map(TIME_SLOTS.map((slot) => [slot, dayjs.utc(`2000-01-01 ${slot}`, `YYYY-MM-DD ${SLOT_FORMAT}`, true).format('HH:mm:ss')]));

/** `02:30 PM` → `14:30:00`, or null when it is not one of the slots. */
export const slotToTime = (slot: string): string | null => SLOT_TIMES.get(slot) ?? null;

/** `14:30:00` → `02:30 PM`. */
export const timeToSlot = remember((time) => dayjs.utc(`2000-01-01 ${time.slice(0, 8)}`, 'YYYY-MM-DD HH:mm:ss').format(SLOT_FORMAT));

/** Adds days to an ISO date (calendar days, no time zone involved). */
export const addDays = (isoDate: string, days: number): string => dayjs(isoDate, ISO_DATE, true).add(days, 'day').format(ISO_DATE);

/** The instant a site-local date and time happen. */
export const siteInstant = (isoDate: string, time: string, timeZone: string): Date =>
  dayjs.tz(`${isoDate} ${time.slice(0, 8)}`, 'YYYY-MM-DD HH:mm:ss', timeZone).toDate();

/** The first moment of a site-local date: its midnight at the site (the roll call's cutoff, roll-call.ts). */
export const startOfSiteDay = (isoDate: string, timeZone: string): Date => siteInstant(isoDate, '00:00:00', timeZone);

/** The last moment of a site-local date: when a visit's link stops working. */
export const endOfSiteDay = (isoDate: string, timeZone: string): Date =>
  dayjs.tz(`${isoDate} 00:00:00`, 'YYYY-MM-DD HH:mm:ss', timeZone).add(1, 'day').subtract(1, 'millisecond').toDate();

export { dayjs };
