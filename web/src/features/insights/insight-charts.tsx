import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { InsightChart, InsightsAnswer } from '#contract/api/insight-answers.ts';
import { duration, hourLabel, percent, shortDate } from './insights-model.ts';

/**
 * The six charts (@mui/x-charts): each fills its card's width (phones included) at a fixed height;
 * axis labels that would overlap at a narrow width are left out by the library. Lines are straight
 * between days (a smoothed curve would draw values that are not there). They are pictures of the
 * numbers each card also lists as a table and offers as CSV.
 */

const HEIGHT = 260;
/**
 * The band under each chart for its x-axis: the ticks (6 px), their gap (3 px) and one line of labels.
 * The library leaves the labels what is left of the band (16 px of its default 25) and blanks every label
 * whose measured line box does not fit; a 12 px line is 14 px in DejaVu Sans but 17 px in Noto Sans (many
 * Linux desktops), where every date, hour and count went blank (issue 28). 32 px fits a line up to 1.9 em.
 */
const X_AXIS_HEIGHT = 32;
const COLORS = { visits: '#1d4f91', arrived: '#2e8b57', noShows: '#c0392b', stay: '#7a4fb3' } as const;

const VisitsPerDay = ({ answer }: { readonly answer: InsightsAnswer }) => (
  <LineChart
    height={HEIGHT}
    dataset={answer.visitsPerDay}
    xAxis={[{ height: X_AXIS_HEIGHT, scaleType: 'point', dataKey: 'date', valueFormatter: shortDate }]}
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
    xAxis={[{ height: X_AXIS_HEIGHT, tickMinStep: 1 }]}
    series={[{ dataKey: 'visits', label: 'Visits', color: COLORS.visits }]}
    hideLegend
  />
);

const ArrivalHours = ({ answer }: { readonly answer: InsightsAnswer }) => (
  <BarChart
    height={HEIGHT}
    dataset={answer.arrivalHours}
    xAxis={[{ height: X_AXIS_HEIGHT, scaleType: 'band', dataKey: 'hour', valueFormatter: (hour: number) => hourLabel(hour) }]}
    yAxis={[{ tickMinStep: 1, width: 44 }]}
    series={[{ dataKey: 'arrivals', label: 'Arrivals', color: COLORS.arrived }]}
    hideLegend
  />
);

const TimeOnSite = ({ answer }: { readonly answer: InsightsAnswer }) => (
  <LineChart
    height={HEIGHT}
    dataset={answer.timeOnSite.perDay}
    xAxis={[{ height: X_AXIS_HEIGHT, scaleType: 'point', dataKey: 'date', valueFormatter: shortDate }]}
    yAxis={[{ width: 60, min: 0, valueFormatter: (minutes: number) => `${minutes} min` }]}
    series={[{ dataKey: 'averageMinutes', label: 'Average time on site', color: COLORS.stay, connectNulls: true, showMark: false, curve: 'linear', valueFormatter: (value: number | null) => duration(value) }]}
    hideLegend
  />
);

const NoShows = ({ answer }: { readonly answer: InsightsAnswer }) => (
  <BarChart
    height={HEIGHT}
    dataset={answer.noShows.perDay.map((day) => ({ ...day, came: day.approved - day.noShows, rate: day.approved === 0 ? null : day.noShows / day.approved }))}
    xAxis={[{ height: X_AXIS_HEIGHT, scaleType: 'band', dataKey: 'date', valueFormatter: shortDate }]}
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
    xAxis={[{ height: X_AXIS_HEIGHT, tickMinStep: 1 }]}
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
