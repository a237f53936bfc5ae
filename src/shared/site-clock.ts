/**
 * The site's clock and the visit date's reading without dayjs (decisions.md section 2): today's date,
 * times shown at the site and DD-MM-YYYY read strictly, from `Intl.DateTimeFormat` and plain
 * arithmetic. visit-time.ts re-exports all of it, so the server and the SPA use the same functions;
 * the pages that only list visits import this module and load no dayjs (page weight,
 * bench/bundle-budget.ts). Checked against dayjs in test/unit/shared/visit-time.test.ts.
 */

/** The wall-clock fields of an instant at the site. */
export interface SiteClock {
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
export const siteClock = (at: Date, timeZone: string): SiteClock => {
  let format = siteFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    siteFormatters.set(timeZone, format);
  }
  const fields: Record<string, string> = {};
  for (const part of format.formatToParts(at)) fields[part.type] = part.value;
  return { year: (fields['year'] ?? '').padStart(4, '0'), month: fields['month'] ?? '', day: fields['day'] ?? '', hour: Number(fields['hour']) % 24, minute: fields['minute'] ?? '' };
};

/** `hh:mm AM` of a site clock, as the slots are written. */
export const clockTime = (clock: SiteClock): string =>
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

const VISIT_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/**
 * `21-11-2026` → `2026-11-21`, or null when it is not a real date in that form. The same answers as
 * dayjs's strict `dayjs(value, 'DD-MM-YYYY', true)`: two-digit day and month, a four-digit year from
 * 0100 on (dayjs reads years 0000–0099 as 1900–1999 and then refuses them in strict mode), and a day
 * that exists in that month of the Gregorian calendar.
 */
export const parseVisitDate = (value: string): string | null => {
  const match = VISIT_DATE.exec(value);
  if (!match) return null;
  const [, dd = '', mm = '', yyyy = ''] = match;
  const day = Number(dd);
  const month = Number(mm);
  const year = Number(yyyy);
  if (year < 100 || month < 1 || month > 12 || day < 1) return null;
  const days = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!;
  return day <= days ? `${yyyy}-${mm}-${dd}` : null;
};

/** A timestamp shown at the site, e.g. `21-11-2026 09:05 AM`. */
export const formatSiteDateTime = (at: Date, timeZone: string): string => {
  const clock = siteClock(at, timeZone);
  return `${clock.day}-${clock.month}-${clock.year} ${clockTime(clock)}`;
};

/** A time of day shown at the site, e.g. `09:05 AM`. */
export const formatSiteTime = (at: Date, timeZone: string): string => clockTime(siteClock(at, timeZone));
