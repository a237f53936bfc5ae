import { describe, expect, it } from 'vitest';
import type { InsightsAnswer } from '#contract/api/insight-answers.ts';
import { chartTexts, duration, hourLabel, percent, shortDate } from '../../../web/src/features/insights/insights-model.ts';

const dates = ['2026-11-18', '2026-11-19', '2026-11-20'];
const ANSWER: InsightsAnswer = {
  days: 30,
  from: '2026-11-18',
  to: '2026-11-20',
  visitsPerDay: [
    { date: '2026-11-18', visits: 0, arrived: 0 },
    { date: '2026-11-19', visits: 3, arrived: 2 },
    { date: '2026-11-20', visits: 1, arrived: 1 },
  ],
  visitorTypes: [
    { visitorType: 'Suppliers', visits: 3 },
    { visitorType: 'Government', visits: 1 },
  ],
  arrivalHours: Array.from({ length: 24 }, (_, hour) => ({ hour, arrivals: hour === 9 ? 2 : hour === 14 ? 1 : 0 })),
  timeOnSite: { visits: 2, averageMinutes: 75, perDay: dates.map((date) => ({ date, visits: date === '2026-11-19' ? 2 : 0, averageMinutes: date === '2026-11-19' ? 75 : null })) },
  noShows: { approved: 3, noShows: 1, rate: 0.3333, perDay: [{ date: '2026-11-18', approved: 0, noShows: 0 }, { date: '2026-11-19', approved: 3, noShows: 1 }] },
  busiestHosts: [{ hostId: 4, name: 'Riya Report', email: 'r@x.test', visits: 4, arrived: 3 }],
};

describe('insights in words and numbers', () => {
  it('should write dates, hours, durations and rates as the page shows them', () => {
    expect(shortDate('2026-11-05')).toBe('5 Nov');
    expect(shortDate('2026-01-31')).toBe('31 Jan');
    expect(hourLabel(0)).toBe('00:00');
    expect(hourLabel(17)).toBe('17:00');
    expect(duration(null)).toBe('—');
    expect(duration(51)).toBe('51 min');
    expect(duration(60)).toBe('1 h');
    expect(duration(62.5)).toBe('1 h 2.5 min');
    expect(duration(125.04)).toBe('2 h 5 min');
    expect(percent(null)).toBe('—');
    expect(percent(0)).toBe('0%');
    expect(percent(0.25)).toBe('25%');
    expect(percent(0.2857)).toBe('28.57%');
    expect(percent(1)).toBe('100%');
  });

  it('should give each chart a headline, a sentence and the table of its numbers', () => {
    const texts = chartTexts(ANSWER);
    expect(texts['visits-per-day']).toMatchObject({ headline: '4 visits', summary: '4 visits from 18-11-2026 to 20-11-2026, 3 visitors arrived.' });
    expect(texts['visits-per-day'].rows).toEqual([['18-11-2026', '0', '0'], ['19-11-2026', '3', '2'], ['20-11-2026', '1', '1']]);
    expect(texts['visitor-types']).toMatchObject({ headline: 'Suppliers', summary: 'Most visits were by Suppliers (3 visits of 4).' });
    expect(texts['arrival-hours']).toMatchObject({ headline: '09:00', summary: '3 arrivals; the busiest hour is 09:00 to 10:00 with 2.' });
    expect(texts['arrival-hours'].rows).toHaveLength(24);
    expect(texts['time-on-site']).toMatchObject({ headline: '1 h 15 min', summary: 'Visitors stayed 1 h 15 min on average, over 2 visits checked in and out.' });
    expect(texts['time-on-site'].rows[0]).toEqual(['18-11-2026', '0', '—']);
    expect(texts['no-shows']).toMatchObject({ headline: '33.33%', summary: '1 approved visitor of 3 never arrived (33.33%); today is not counted.' });
    expect(texts['no-shows'].rows).toEqual([['18-11-2026', '0', '0', '—'], ['19-11-2026', '3', '1', '33.33%']]);
    expect(texts['busiest-hosts']).toMatchObject({ headline: 'Riya Report', summary: 'Riya Report hosted the most visits (4).', rows: [['Riya Report', '4', '3']] });
  });

  it('should say so when a period holds nothing', () => {
    const empty: InsightsAnswer = {
      ...ANSWER,
      visitsPerDay: ANSWER.visitsPerDay.map((d) => ({ ...d, visits: 0, arrived: 0 })),
      visitorTypes: [],
      arrivalHours: ANSWER.arrivalHours.map((h) => ({ ...h, arrivals: 0 })),
      timeOnSite: { visits: 0, averageMinutes: null, perDay: [] },
      noShows: { approved: 0, noShows: 0, rate: null, perDay: [] },
      busiestHosts: [],
    };
    const texts = chartTexts(empty);
    expect(texts['visits-per-day'].headline).toBe('0 visits');
    expect(texts['visitor-types']).toMatchObject({ headline: '—', summary: 'No visits in this period.' });
    expect(texts['arrival-hours']).toMatchObject({ headline: '—', summary: 'No arrivals in this period.' });
    expect(texts['time-on-site']).toMatchObject({ headline: '—', summary: 'No visit was checked in and out in this period.' });
    expect(texts['no-shows']).toMatchObject({ headline: '—', summary: 'No approved visit on a past day of this period.' });
    expect(texts['busiest-hosts']).toMatchObject({ headline: '—', summary: 'No visits in this period.' });
  });
});
