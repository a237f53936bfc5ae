/**
 * The visit dates, time slots and site clock that pages show and type, without dayjs: the details
 * form (its link's expiry and prefilled date), the visit forms' typing rules and Insights' dates need
 * nothing else, and dayjs with its time-zone and parsing plugins is 6.6 KB gzip on every such page
 * (page weight, bench/bundle-budget.ts). visit-time.ts re-exports all of it beside what needs dayjs,
 * so the server and the schemas read the same functions; test/unit/shared/site-calendar.test.ts
 * checks them against dayjs's strict parsing, input by input.
 */

/** How visit dates travel (docs/product/visits.md VIS-TIME-01). */
export const VISIT_DATE_FORMAT = 'DD-MM-YYYY';

const two = (value: number): string => String(value).padStart(2, '0');

/** `hh:mm AM` of a time of day, as the slots are written. */
const slotOf = (hour: number, minute: number): string => `${two(hour % 12 === 0 ? 12 : hour % 12)}:${two(minute)} ${hour < 12 ? 'AM' : 'PM'}`;

/** Every half hour from 12:00 AM to 11:30 PM. */
export const TIME_SLOTS: readonly string[] = Array.from({ length: 48 }, (_, i) => slotOf(Math.floor(i / 2), (i % 2) * 30));

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number): boolean => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/**
 * Whether a year, month and day as written name a real day, as dayjs's strict parsing decides: the
 * day must format back to what was written, so a year below 100 (which Date reads as 19xx), month or
 * day 00 (which dayjs replaces by today's) and days past the month's end are not dates.
 */
const realDay = (year: number, month: number, day: number): boolean =>
  year >= 100 && month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0));

const VISIT_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `21-11-2026` → `2026-11-21`, or null when it is not a real date in that form. */
export const parseVisitDate = (value: string): string | null => {
  const match = VISIT_DATE.exec(value);
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  return realDay(Number(year), Number(month), Number(day)) ? `${year}-${month}-${day}` : null;
};

/**
 * Results of the two conversions every listed or exported visit goes through, kept: there are only
 * as many distinct dates as days on record and 48 slots, and an export of a million visits converts
 * each of them over and over (docs/performance.md).
 */
export const remember = (compute: (key: string) => string, limit = 20_000) => {
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

/** `2026-11-21` → `21-11-2026` (`Invalid Date`, as dayjs wrote it, for what is not a real ISO date). */
export const formatVisitDate = remember((isoDate) => {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return 'Invalid Date';
  const [, year = '', month = '', day = ''] = match;
  return realDay(Number(year), Number(month), Number(day)) ? `${day}-${month}-${year}` : 'Invalid Date';
});

const minutesOfSlot = (slot: string): number => TIME_SLOTS.indexOf(slot) * 30;

/** The wall-clock fields of an instant at the site. */
interface SiteClock {
  readonly year: string;
  readonly month: string;
  readonly day: string;
  /** 00–23. */
  readonly hour: number;
  readonly minute: string;
}

/**
 * One `Intl.DateTimeFormat` per time zone, made once. dayjs's `tz()` builds a new formatter with
 * `toLocaleString` on every call, the single largest cost of listing a page of visits (each row's
 * times) and of every request that asks for today's date (docs/performance.md).
 */
const siteFormatters = new Map<string, Intl.DateTimeFormat>();
/**
 * Each zone's clock at the last minute asked: a check-in asks for its site's "today" and half hour
 * several times within one minute, and `formatToParts` costs about 10 µs a call. Every instant of one
 * UTC minute shows the same wall-clock minute in any zone whose offset is whole minutes, as every
 * zone's has been since 1972.
 */
const lastClocks = new Map<string, { readonly minute: number; readonly clock: SiteClock }>();
const MINUTE_MS = 60_000;
const siteClock = (at: Date, timeZone: string): SiteClock => {
  const minute = Math.floor(at.getTime() / MINUTE_MS);
  const last = lastClocks.get(timeZone);
  if (last?.minute === minute) return last.clock;
  let format = siteFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    siteFormatters.set(timeZone, format);
  }
  const fields: Record<string, string> = {};
  for (const part of format.formatToParts(at)) fields[part.type] = part.value;
  const clock = { year: (fields['year'] ?? '').padStart(4, '0'), month: fields['month'] ?? '', day: fields['day'] ?? '', hour: Number(fields['hour']) % 24, minute: fields['minute'] ?? '' };
  if (Number.isFinite(minute)) lastClocks.set(timeZone, { minute, clock });
  return clock;
};

/** `hh:mm AM` of a site clock, as the slots are written. */
const clockTime = (clock: SiteClock): string =>
  `${String(clock.hour % 12 === 0 ? 12 : clock.hour % 12).padStart(2, '0')}:${clock.minute} ${clock.hour < 12 ? 'AM' : 'PM'}`;

/** Today's date at the site, as an ISO date. */
export const siteToday = (timeZone: string, now: Date): string => {
  const clock = siteClock(now, timeZone);
  return `${clock.year}-${clock.month}-${clock.day}`;
};

/** The half hour the site's clock is in, as a visit's time (`HH:mm:ss`): a walk-in's time (issue 13). */
export const siteHalfHour = (timeZone: string, now: Date): string => {
  const clock = siteClock(now, timeZone);
  return `${String(clock.hour).padStart(2, '0')}:${Number(clock.minute) < 30 ? '00' : '30'}:00`;
};

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

/** A timestamp shown at the site, e.g. `21-11-2026 09:05 AM`. */
export const formatSiteDateTime = (at: Date, timeZone: string): string => {
  const clock = siteClock(at, timeZone);
  return `${clock.day}-${clock.month}-${clock.year} ${clockTime(clock)}`;
};

/** A time of day shown at the site, e.g. `09:05 AM`. */
export const formatSiteTime = (at: Date, timeZone: string): string => clockTime(siteClock(at, timeZone));
