import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { InsightChart, InsightsAnswer } from '../../../../src/shared/api/insight-answers.ts';
import { duration, hourLabel, percent, shortDate } from './insights-model.ts';

/**
 * The six charts (@mui/x-charts): each fills its card's width (phones included) at a fixed height;
 * axis labels that would overlap at a narrow width are left out by the library. Lines are straight
 * between days (a smoothed curve would draw values that are not there). They are pictures of the
 * numbers each card also lists as a table and offers as CSV.
 */

const HEIGHT = 260;
const COLORS = { visits: '#1d4f91', arrived: '#2e8b57', noShows: '#c0392b', stay: '#7a4fb3' } as const;

const VisitsPerDay = ({ answer }: { readonly answer: InsightsAnswer }) => (
  <LineChart
    height={HEIGHT}
    dataset={answer.visitsPerDay}
    xAxis={[{ scaleType: 'point', dataKey: 'date', valueFormatter: shortDate }]}
    yAxis={[{ tickMinStep: 1, width: 44 }]}
    series={[
      { dataKey: 'visits', label: 'Visits', color: COLORS.visits, showMark: false, curve: 'linear' },
      { dataKey: 'arrived', label: 'Arrived', color: COLORS.arrived, showMark: false, curve: 'linear' },
    ]}
  />
);

const VisitorTypes = ({ answer }: { readonly answer: InsightsAnswer }) => (
  <BarChart
    height={Math.max(HEIGHT, 48 * answer.visitorTypes.length + 40)}
    layout="horizontal"
    dataset={answer.visitorTypes}
    yAxis={[{ scaleType: 'band', dataKey: 'visitorType', width: 120 }]}
    xAxis={[{ tickMinStep: 1 }]}
    series={[{ dataKey: 'visits', label: 'Visits', color: COLORS.visits }]}
    hideLegend
  />
);

const ArrivalHours = ({ answer }: { readonly answer: InsightsAnswer }) => (
  <BarChart
    height={HEIGHT}
    dataset={answer.arrivalHours}
    xAxis={[{ scaleType: 'band', dataKey: 'hour', valueFormatter: (hour: number) => hourLabel(hour) }]}
    yAxis={[{ tickMinStep: 1, width: 44 }]}
    series={[{ dataKey: 'arrivals', label: 'Arrivals', color: COLORS.arrived }]}
    hideLegend
  />
);

const TimeOnSite = ({ answer }: { readonly answer: InsightsAnswer }) => (
  <LineChart
    height={HEIGHT}
    dataset={answer.timeOnSite.perDay}
    xAxis={[{ scaleType: 'point', dataKey: 'date', valueFormatter: shortDate }]}
    yAxis={[{ width: 60, min: 0, valueFormatter: (minutes: number) => `${minutes} min` }]}
    series={[{ dataKey: 'averageMinutes', label: 'Average time on site', color: COLORS.stay, connectNulls: true, showMark: false, curve: 'linear', valueFormatter: (value: number | null) => duration(value) }]}
    hideLegend
  />
);

const NoShows = ({ answer }: { readonly answer: InsightsAnswer }) => (
  <BarChart
    height={HEIGHT}
    dataset={answer.noShows.perDay.map((day) => ({ ...day, came: day.approved - day.noShows, rate: day.approved === 0 ? null : day.noShows / day.approved }))}
    xAxis={[{ scaleType: 'band', dataKey: 'date', valueFormatter: shortDate }]}
    yAxis={[{ tickMinStep: 1, width: 44 }]}
    series={[
      { dataKey: 'came', label: 'Arrived', stack: 'approved', color: COLORS.arrived },
      { dataKey: 'noShows', label: 'No-shows', stack: 'approved', color: COLORS.noShows },
    ]}
  />
);

const BusiestHosts = ({ answer }: { readonly answer: InsightsAnswer }) => (
  <BarChart
    height={Math.max(160, 40 * answer.busiestHosts.length + 60)}
    layout="horizontal"
    dataset={answer.busiestHosts}
    yAxis={[{ scaleType: 'band', dataKey: 'name', width: 130 }]}
    xAxis={[{ tickMinStep: 1 }]}
    series={[
      { dataKey: 'visits', label: 'Visits', color: COLORS.visits },
      { dataKey: 'arrived', label: 'Arrived', color: COLORS.arrived },
    ]}
  />
);

/** The chart of each card. */
export const CHARTS: Readonly<Record<InsightChart, (props: { readonly answer: InsightsAnswer }) => React.JSX.Element>> = {
  'visits-per-day': VisitsPerDay,
  'visitor-types': VisitorTypes,
  'arrival-hours': ArrivalHours,
  'time-on-site': TimeOnSite,
  'no-shows': NoShows,
  'busiest-hosts': BusiestHosts,
};

/** The chart of one card: what the page fetches after its headlines, numbers and CSV links are on screen. */
export const InsightChartView = ({ chart, answer }: { readonly chart: InsightChart; readonly answer: InsightsAnswer }) => {
  const Chart = CHARTS[chart];
  return <Chart answer={answer} />;
};

export { percent };
