import { addDays, dayjs, parseVisitDate, siteToday } from '#contract/visit-time.ts';
import { UsageError } from './cli-context.ts';

/**
 * Command-line values: dates as the description writes them (DD-MM-YYYY) or ISO (YYYY-MM-DD), or
 * today / yesterday / tomorrow at the site; times of day as 18:00 or 06:00 PM at the site.
 */
export const parseDay = (value: string, timeZone: string, now: Date, option = '--date'): string => {
  const text = value.trim().toLowerCase();
  const today = siteToday(timeZone, now);
  if (text === 'today') return today;
  if (text === 'yesterday') return addDays(today, -1);
  if (text === 'tomorrow') return addDays(today, 1);
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(text) && dayjs(text, 'YYYY-MM-DD', true).isValid() ? text : parseVisitDate(text);
  if (!iso) throw new UsageError(`${option} "${value}" is not a date: use DD-MM-YYYY or YYYY-MM-DD (or today, yesterday, tomorrow)`);
  return iso;
};

const TIME_FORMATS = ['H:mm', 'HH:mm', 'h:mm A', 'hh:mm A', 'h:mmA', 'hh:mmA'].map((format) => `YYYY-MM-DD ${format}`);

/** A time today at the site (`18:00`, `06:00`, `6:00 PM`, `06:00 PM`) or a full ISO date-time, as an instant. */
export const parseTime = (value: string, timeZone: string, now: Date, option = '--before'): Date => {
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text))) return new Date(text);
  // Strict parsing takes `H` and `h` without a leading zero only, so the two-digit forms are listed too (06:00, 06:00 PM).
  const parsed = dayjs(`2000-01-01 ${text.toUpperCase()}`, TIME_FORMATS, true);
  if (!parsed.isValid()) throw new UsageError(`${option} "${value}" is not a time: use 18:00, 06:00 PM or an ISO date-time`);
  const time = parsed.format('HH:mm:ss');
  return dayjs.tz(`${siteToday(timeZone, now)} ${time}`, 'YYYY-MM-DD HH:mm:ss', timeZone).toDate();
};

export const parseCount = (value: string, option: string, { min = 1, max = 10_000_000 } = {}): number => {
  const number = Number(value);
  if (!/^\d+$/.test(value.trim()) || number < min || number > max) throw new UsageError(`${option} must be a whole number from ${min} to ${max}`);
  return number;
};

/** `anita` or `anita@example.com`: a bare prefix gets the company domain. */
export const toAddress = (value: string, domain: string): string => (value.includes('@') ? value : `${value}@${domain}`).trim().toLowerCase();

export const parseVisitIds = (values: readonly string[]): number[] =>
  values.map((value) => {
    if (!/^\d{1,10}$/.test(value.trim())) throw new UsageError(`"${value}" is not a visit id (a number, as in \`vms visitors list\`)`);
    return Number(value);
  });
