import { z } from 'zod';

/**
 * Insights (issue 12): visit statistics for admins (every visit) and managers (the visits their
 * direct reports host, and their own), over the last 30 or 90 days of the site's calendar, today
 * included. One answer holds every chart; each chart's numbers also download as CSV
 * (`GET /api/insights?days=&format=csv&chart=`). Dates are the site's ISO dates, hours the site's.
 * A visit its host cancelled counts nowhere (neither as a visit nor as a no-show).
 */
export const INSIGHT_PERIODS = [30, 90] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

export const INSIGHT_CHARTS = ['visits-per-day', 'visitor-types', 'arrival-hours', 'time-on-site', 'no-shows', 'busiest-hosts'] as const;
export type InsightChart = (typeof INSIGHT_CHARTS)[number];

/** How many hosts "busiest hosts" lists. */
export const BUSIEST_HOSTS = 10;

const isoDate = z.iso.date();
const count = z.number().int().nonnegative();

export const insightsAnswerSchema = z.object({
  days: z.union([z.literal(30), z.literal(90)]),
  /** The first and last day counted (the last is today at the site). */
  from: isoDate,
  to: isoDate,
  /** Every day of the period, oldest first: passes for that day, and how many of them checked in. */
  visitsPerDay: z.array(z.object({ date: isoDate, visits: count, arrived: count })),
  /** Passes of the period by visitor type (the visitor's own words for Others are not split out), most first. */
  visitorTypes: z.array(z.object({ visitorType: z.string(), visits: count })),
  /** Check-ins of the period by the hour of the site's clock, 0 to 23, every hour listed. */
  arrivalHours: z.array(z.object({ hour: z.number().int().min(0).max(23), arrivals: count })),
  /** Visits of the period checked in and out: how many, and their average stay in minutes (null with none), in all and per day. */
  timeOnSite: z.object({
    visits: count,
    averageMinutes: z.number().nonnegative().nullable(),
    perDay: z.array(z.object({ date: isoDate, visits: count, averageMinutes: z.number().nonnegative().nullable() })),
  }),
  /**
   * Approved visits of the period's past days (before today) and those never checked in: the
   * no-show rate (0 to 1, null with no approved visit), in all and per day.
   */
  noShows: z.object({
    approved: count,
    noShows: count,
    rate: z.number().min(0).max(1).nullable(),
    perDay: z.array(z.object({ date: isoDate, approved: count, noShows: count })),
  }),
  /** The BUSIEST_HOSTS hosts with the most passes in the period, most first (ties: more arrivals first, then the host on record longest). */
  busiestHosts: z.array(z.object({ hostId: z.number().int().positive(), name: z.string(), email: z.string(), visits: count, arrived: count })),
});
export type InsightsAnswer = z.infer<typeof insightsAnswerSchema>;
