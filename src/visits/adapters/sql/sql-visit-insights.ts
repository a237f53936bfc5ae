import type { EntityManager } from '@mikro-orm/postgresql';
import { runPrepared, type PreparedStatement } from '../../../platform/database/prepared-sql.ts';
import { APPROVE_STATUS } from '#contract/visitor-options.ts';
import { VisitInsightsSource, type InsightDay, type InsightScope } from '../../application/ports.ts';

/**
 * Each figure is one statement over the visits of a range of days (`visit_date between $1 and $2`),
 * optionally only some hosts' (`host_id = any($3)`): two prepared variants of each, so that the
 * admin's statement has no host condition for the planner to reason about. The range is read from
 * visitor_pass_insights_idx, which carries every column these statements use (an index-only scan);
 * a manager's hosts from visitor_pass_host_date_idx. Anonymised visits count: retention keeps figures;
 * cancelled ones do not (the index leaves them out).
 */
// Cancelled visits count nowhere: neither as visits nor as no-shows.
const RANGE = 'visit_date between $1::date and $2::date and cancelled_at is null';
const HOSTS = 'host_id = any($3::int[])';

const variants = (name: string, text: (where: string, next: number) => string) => ({
  all: { name: `visits.insights.${name}.all`, text: text(RANGE, 3) },
  hosts: { name: `visits.insights.${name}.hosts`, text: text(`${RANGE} and ${HOSTS}`, 4) },
});

const APPROVED = `approve_status = '${APPROVE_STATUS.approved}'`;

const DAYS = variants(
  'days',
  (where, next) => `select to_char(visit_date, 'YYYY-MM-DD') as date, count(*)::int as visits, count(check_in)::int as arrived,
    count(*) filter (where check_out >= check_in)::int as completed,
    coalesce(sum(extract(epoch from check_out - check_in)) filter (where check_out >= check_in), 0)::float8 as stay_seconds,
    count(*) filter (where ${APPROVED} and visit_date < $${next}::date)::int as approved_past,
    count(*) filter (where ${APPROVED} and visit_date < $${next}::date and check_in is null)::int as no_shows
  from visitor_pass where ${where} group by visit_date order by visit_date`,
);

const VISITOR_TYPES = variants(
  'types',
  (where) => `select visitor_type, count(*)::int as visits from visitor_pass where ${where} group by visitor_type order by visits desc, visitor_type`,
);

const ARRIVAL_HOURS = variants(
  'hours',
  (where, next) => `select extract(hour from check_in at time zone $${next})::int as hour, count(*)::int as arrivals
  from visitor_pass where ${where} and check_in is not null group by 1 order by 1`,
);

const BUSIEST_HOSTS = variants(
  'hosts',
  (where, next) => `select host_id, count(*)::int as visits, count(check_in)::int as arrived
  from visitor_pass where ${where} group by host_id order by visits desc, arrived desc, host_id limit $${next}`,
);

/** The statements, for bench/insights.ts's EXPLAIN. */
export const INSIGHT_STATEMENTS = { days: DAYS, types: VISITOR_TYPES, hours: ARRIVAL_HOURS, hosts: BUSIEST_HOSTS } as const;

interface DayRow {
  date: string;
  visits: number;
  arrived: number;
  completed: number;
  stay_seconds: number;
  approved_past: number;
  no_shows: number;
}

/** The insights' figures in plain SQL (ADR 11), counted by PostgreSQL. */
export class SqlVisitInsights extends VisitInsightsSource {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async days(scope: InsightScope): Promise<InsightDay[]> {
    const rows = await this.run<DayRow>(DAYS, scope, [scope.today]);
    return rows.map((row) => ({
      date: row.date,
      visits: row.visits,
      arrived: row.arrived,
      completed: row.completed,
      staySeconds: row.stay_seconds,
      approvedPast: row.approved_past,
      noShows: row.no_shows,
    }));
  }

  async visitorTypes(scope: InsightScope): Promise<{ visitorType: string; visits: number }[]> {
    const rows = await this.run<{ visitor_type: string; visits: number }>(VISITOR_TYPES, scope, []);
    return rows.map((row) => ({ visitorType: row.visitor_type, visits: row.visits }));
  }

  async arrivalHours(scope: InsightScope, timeZone: string): Promise<{ hour: number; arrivals: number }[]> {
    return this.run<{ hour: number; arrivals: number }>(ARRIVAL_HOURS, scope, [timeZone]);
  }

  async busiestHosts(scope: InsightScope, limit: number): Promise<{ hostId: number; visits: number; arrived: number }[]> {
    const rows = await this.run<{ host_id: number; visits: number; arrived: number }>(BUSIEST_HOSTS, scope, [limit]);
    return rows.map((row) => ({ hostId: row.host_id, visits: row.visits, arrived: row.arrived }));
  }

  private run<Row>(statements: { all: PreparedStatement; hosts: PreparedStatement }, scope: InsightScope, extra: readonly unknown[]): Promise<Row[]> {
    return scope.hostIds === null
      ? runPrepared<Row>(this.em, statements.all, [scope.from, scope.to, ...extra])
      : runPrepared<Row>(this.em, statements.hosts, [scope.from, scope.to, scope.hostIds, ...extra]);
  }
}
