import { describe, expect, it } from 'vitest';
import { formatVisitDate, parseVisitDate, TIME_SLOTS } from '#contract/site-calendar.ts';
import { dayjs } from '#contract/visit-time.ts';

/**
 * site-calendar.ts reads and writes visit dates and slots without dayjs (page weight). These are the
 * dayjs formulations they replaced (strict parsing with customParseFormat); every answer must match.
 */
const dayjsParseVisitDate = (value: string): string | null => {
  const parsed = dayjs(value, 'DD-MM-YYYY', true);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
};
const dayjsFormatVisitDate = (isoDate: string): string => dayjs(isoDate, 'YYYY-MM-DD', true).format('DD-MM-YYYY');

const two = (n: number) => String(n).padStart(2, '0');
const YEARS = ['0000', '0001', '0099', '0100', '0400', '1582', '1899', '1900', '1970', '1999', '2000', '2024', '2025', '2026', '2028', '2100', '2400', '9999'];
const ODD = ['', ' ', '1-1-2026', '01-1-2026', '21/11/2026', '21-11-26', '21-11-2026 ', ' 21-11-2026', '21-11-20266', 'ab-cd-efgh', '2026-11-21', '21-11-2026T00', '+1-11-2026', '-1-11-2026', '1e-11-2026', '２１-11-2026', '21-11-2026\n'];
const ODD_ISO = ['', '2026-1-1', '2026-01-1', '2026/11/21', '26-11-21', '2026-11-21 ', ' 2026-11-21', '2026-11-21T00:00', '20266-11-21', '21-11-2026', 'abcd-ef-gh', '2026-11-21\n', '+2026-11-21'];

describe('visit dates without dayjs', () => {
  it('should read DD-MM-YYYY exactly as dayjs strict parsing did, for every day, month and year tried', () => {
    const inputs = [...ODD];
    for (const year of YEARS) for (let month = 0; month <= 13; month += 1) for (let day = 0; day <= 32; day += 1) inputs.push(`${two(day)}-${two(month)}-${year}`);
    const differing = inputs.filter((input) => parseVisitDate(input) !== dayjsParseVisitDate(input));
    expect(differing).toEqual([]);
    expect(inputs.filter((input) => parseVisitDate(input) !== null).length).toBeGreaterThan(5000);
  });

  it('should write ISO dates as DD-MM-YYYY exactly as dayjs did, Invalid Date included', () => {
    const inputs = [...ODD_ISO];
    for (const year of YEARS) for (let month = 0; month <= 13; month += 1) for (let day = 0; day <= 32; day += 1) inputs.push(`${year}-${two(month)}-${two(day)}`);
    const differing = inputs.filter((input) => formatVisitDate(input) !== dayjsFormatVisitDate(input));
    expect(differing).toEqual([]);
    expect(formatVisitDate('2028-02-29')).toBe('29-02-2028');
    expect(formatVisitDate('2026-02-29')).toBe('Invalid Date');
  });

  it('should offer the same 48 slots as dayjs wrote them', () => {
    expect(TIME_SLOTS).toEqual(Array.from({ length: 48 }, (_, i) => dayjs.utc('2000-01-01').add(i * 30, 'minute').format('hh:mm A')));
  });
});
