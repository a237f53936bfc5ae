import type { InsightChart, InsightsAnswer } from '#contract/api/insight-answers.ts';
import { formatVisitDate } from '#contract/visit-time.ts';
import { csvDocument, type CsvCell } from './csv-document.ts';

type Figures = Pick<InsightsAnswer, 'days' | 'from' | 'to'> & Partial<InsightsAnswer>;

const number = (value: number | null): CsvCell => value ?? '';
const percent = (value: number | null): string => (value === null ? '' : (value * 100).toFixed(2));
const hour = (value: number): string => `${String(value).padStart(2, '0')}:00`;

/**
 * Each chart's CSV: its header and rows, the numbers the chart draws (dates DD-MM-YYYY, hours of the
 * site's clock). Counts stay numbers, so only text (names, e-mails, visitor types) meets the formula rule.
 */
const TABLES: Readonly<Record<InsightChart, (figures: Figures) => { columns: string[]; rows: CsvCell[][] }>> = {
  'visits-per-day': (f) => ({
    columns: ['Date', 'Visits', 'Arrived'],
    rows: (f.visitsPerDay ?? []).map((d) => [formatVisitDate(d.date), d.visits, d.arrived]),
  }),
  'visitor-types': (f) => ({
    columns: ['Visitor type', 'Visits'],
    rows: (f.visitorTypes ?? []).map((t) => [t.visitorType, t.visits]),
  }),
  'arrival-hours': (f) => ({
    columns: ['Hour', 'Arrivals'],
    rows: (f.arrivalHours ?? []).map((h) => [hour(h.hour), h.arrivals]),
  }),
  'time-on-site': (f) => ({
    columns: ['Date', 'Visits checked in and out', 'Average minutes on site'],
    rows: f.timeOnSite
      ? [
          ...f.timeOnSite.perDay.map((d) => [formatVisitDate(d.date), d.visits, number(d.averageMinutes)]),
          ['All days', f.timeOnSite.visits, number(f.timeOnSite.averageMinutes)],
        ]
      : [],
  }),
  'no-shows': (f) => ({
    columns: ['Date', 'Approved visits', 'No-shows', 'No-show rate (%)'],
    rows: f.noShows
      ? [
          ...f.noShows.perDay.map((d) => [formatVisitDate(d.date), d.approved, d.noShows, percent(d.approved === 0 ? null : d.noShows / d.approved)]),
          ['All days', f.noShows.approved, f.noShows.noShows, percent(f.noShows.rate)],
        ]
      : [],
  }),
  'busiest-hosts': (f) => ({
    columns: ['Host', 'Host e-mail', 'Visits', 'Arrived'],
    rows: (f.busiestHosts ?? []).map((h) => [h.name, h.email, h.visits, h.arrived]),
  }),
};

/** One chart's numbers as a CSV file (RFC 4180, a header row) and the file's name. */
export const insightCsv = (chart: InsightChart, figures: Figures): { filename: string; csv: string } => {
  const { columns, rows } = TABLES[chart](figures);
  return {
    filename: `insights-${chart}-${figures.days}-days-to-${figures.to}.csv`,
    csv: csvDocument(columns, rows),
  };
};
