import type { InsightChart, InsightsAnswer } from '#contract/api/insight-answers.ts';
import { formatVisitDate } from '#contract/site-calendar.ts';

/**
 * What each chart says in words and numbers: its title, the headline figure, and the table of its
 * numbers (the chart's text alternative, the same columns as its CSV).
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-11-20` → `20 Nov` (an axis label: the site's date, never shifted by the browser's zone). */
export const shortDate = (isoDate: string): string => `${Number(isoDate.slice(8, 10))} ${MONTHS[Number(isoDate.slice(5, 7)) - 1] ?? ''}`;

/** 9 → `09:00`. */
export const hourLabel = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** 51 → `51 min`; 60 → `1 h`; 62.5 → `1 h 2.5 min`; null → `—`. */
export const duration = (minutes: number | null): string => {
  if (minutes === null) return '—';
  const hours = Math.floor(minutes / 60);
  const rest = Math.round((minutes - hours * 60) * 10) / 10;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
};

/** 0.2857 → `28.57%`; null → `—`. */
export const percent = (rate: number | null): string => (rate === null ? '—' : `${(rate * 100).toFixed(2).replace(/\.?0+$/, '')}%`);

const plural = (count: number, one: string, many: string): string => `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;

export interface ChartText {
  readonly title: string;
  /** The figure shown big beside the title. */
  readonly headline: string;
  /** One sentence a screen reader hears as the chart's description. */
  readonly summary: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

const sum = <T,>(items: readonly T[], value: (item: T) => number): number => items.reduce((total, item) => total + value(item), 0);

/** Every chart's words and numbers, in the page's order. */
export const chartTexts = (answer: InsightsAnswer): Readonly<Record<InsightChart, ChartText>> => {
  const visits = sum(answer.visitsPerDay, (day) => day.visits);
  const arrived = sum(answer.visitsPerDay, (day) => day.arrived);
  const arrivals = sum(answer.arrivalHours, (hour) => hour.arrivals);
  const busiestHour = answer.arrivalHours.reduce<{ hour: number; arrivals: number } | null>((best, hour) => (hour.arrivals > (best?.arrivals ?? 0) ? hour : best), null);
  const topType = answer.visitorTypes[0];
  const topHost = answer.busiestHosts[0];
  const range = `${formatVisitDate(answer.from)} to ${formatVisitDate(answer.to)}`;
  return {
    'visits-per-day': {
      title: 'Visits per day',
      headline: plural(visits, 'visit', 'visits'),
      summary: `${plural(visits, 'visit', 'visits')} from ${range}, ${plural(arrived, 'visitor', 'visitors')} arrived.`,
      columns: ['Date', 'Visits', 'Arrived'],
      rows: answer.visitsPerDay.map((day) => [formatVisitDate(day.date), String(day.visits), String(day.arrived)]),
    },
    'visitor-types': {
      title: 'By visitor type',
      headline: topType ? topType.visitorType : '—',
      summary: topType ? `Most visits were by ${topType.visitorType} (${plural(topType.visits, 'visit', 'visits')} of ${visits.toLocaleString('en-IN')}).` : 'No visits in this period.',
      columns: ['Visitor type', 'Visits'],
      rows: answer.visitorTypes.map((type) => [type.visitorType, String(type.visits)]),
    },
    'arrival-hours': {
      title: 'Arrivals by hour of the day',
      headline: busiestHour ? hourLabel(busiestHour.hour) : '—',
      summary: busiestHour
        ? `${plural(arrivals, 'arrival', 'arrivals')}; the busiest hour is ${hourLabel(busiestHour.hour)} to ${hourLabel((busiestHour.hour + 1) % 24)} with ${busiestHour.arrivals.toLocaleString('en-IN')}.`
        : 'No arrivals in this period.',
      columns: ['Hour', 'Arrivals'],
      rows: answer.arrivalHours.map((hour) => [hourLabel(hour.hour), String(hour.arrivals)]),
    },
    'time-on-site': {
      title: 'Average time on site',
      headline: duration(answer.timeOnSite.averageMinutes),
      summary:
        answer.timeOnSite.averageMinutes === null
          ? 'No visit was checked in and out in this period.'
          : `Visitors stayed ${duration(answer.timeOnSite.averageMinutes)} on average, over ${plural(answer.timeOnSite.visits, 'visit', 'visits')} checked in and out.`,
      columns: ['Date', 'Visits checked in and out', 'Average time on site'],
      rows: answer.timeOnSite.perDay.map((day) => [formatVisitDate(day.date), String(day.visits), duration(day.averageMinutes)]),
    },
    'no-shows': {
      title: 'No-show rate',
      headline: percent(answer.noShows.rate),
      summary:
        answer.noShows.rate === null
          ? 'No approved visit on a past day of this period.'
          : `${plural(answer.noShows.noShows, 'approved visitor', 'approved visitors')} of ${answer.noShows.approved.toLocaleString('en-IN')} never arrived (${percent(answer.noShows.rate)}); today is not counted.`,
      columns: ['Date', 'Approved visits', 'No-shows', 'No-show rate'],
      rows: answer.noShows.perDay.map((day) => [formatVisitDate(day.date), String(day.approved), String(day.noShows), percent(day.approved === 0 ? null : day.noShows / day.approved)]),
    },
    'busiest-hosts': {
      title: 'Busiest hosts',
      headline: topHost ? topHost.name : '—',
      summary: topHost ? `${topHost.name} hosted the most visits (${topHost.visits.toLocaleString('en-IN')}).` : 'No visits in this period.',
      columns: ['Host', 'Visits', 'Arrived'],
      rows: answer.busiestHosts.map((host) => [host.name, String(host.visits), String(host.arrived)]),
    },
  };
};
