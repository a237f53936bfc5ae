import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import { runPrepared } from '../../../platform/database/prepared-sql.ts';
import { bind, compile, slot, sqlBuilder, type CompiledStatement } from '../../../platform/database/sql-statements.ts';
import type { Tables } from '../../../tables.ts';
import { APPROVE_STATUS } from '#contract/visitor-options.ts';
import { VisitInsightsSource, type InsightDay, type InsightScope } from '../../application/ports.ts';

/**
 * Each figure is one statement over the visits of a range of days (`visit_date between from and
 * to`), optionally only some hosts' (`host_id = any(hosts)`): two prepared variants of each, so that
 * the admin's statement has no host condition for the planner to reason about. The range is read from
 * visitor_pass_insights_idx, which carries every column these statements use (an index-only scan);
 * a manager's hosts from visitor_pass_host_date_idx. Anonymised visits count: retention keeps figures;
 * cancelled ones do not (the index leaves them out). Written with Kysely over the table inferred
 * from the visit's definition, compiled once at load.
 */
type Slot = 'from' | 'to' | 'hosts' | 'today' | 'timeZone' | 'limit';
type OverVisit = ExpressionBuilder<Tables, 'visitor_pass'>;
type Query = SelectQueryBuilder<Tables, 'visitor_pass', object>;

const db = sqlBuilder<Tables>();

// Cancelled visits count nowhere: neither as visits nor as no-shows.
const inRange = (query: Query, hosts: boolean): Query => {
  const ranged = query.where((eb) => eb.and([eb.between('visit_date', slot<string>('from', 'date'), slot<string>('to', 'date')), eb('cancelled_at', 'is', null)]));
  return hosts ? ranged.where((eb) => sql<boolean>`${eb.ref('host_id')} = any(${slot<number[]>('hosts', 'int[]')})`) : ranged;
};

const variants = (name: string, build: (hosts: boolean) => Query) => ({
  all: compile<Slot>(`visits.insights.${name}.all`, build(false)),
  hosts: compile<Slot>(`visits.insights.${name}.hosts`, build(true)),
});

const approved = (eb: OverVisit) => eb('approve_status', '=', sql.lit(APPROVE_STATUS.approved));
const before = (eb: OverVisit) => eb('visit_date', '<', slot<string>('today', 'date'));
const completed = (eb: OverVisit) => sql`${eb.ref('check_out')} >= ${eb.ref('check_in')}`;

const DAYS = variants('days', (hosts) =>
  inRange(
    db.selectFrom('visitor_pass').select((eb) => [
      sql<string>`to_char(${eb.ref('visit_date')}, 'YYYY-MM-DD')`.as('date'),
      sql<number>`count(*)::int`.as('visits'),
      sql<number>`count(${eb.ref('check_in')})::int`.as('arrived'),
      sql<number>`count(*) filter (where ${completed(eb)})::int`.as('completed'),
      sql<number>`coalesce(sum(extract(epoch from ${eb.ref('check_out')} - ${eb.ref('check_in')})) filter (where ${completed(eb)}), 0)::float8`.as('stay_seconds'),
      sql<number>`count(*) filter (where ${eb.and([approved(eb), before(eb)])})::int`.as('approved_past'),
      sql<number>`count(*) filter (where ${eb.and([approved(eb), before(eb), eb('check_in', 'is', null)])})::int`.as('no_shows'),
    ]),
    hosts,
  )
    .groupBy('visit_date')
    .orderBy('visit_date'),
);

const VISITOR_TYPES = variants('types', (hosts) =>
  inRange(db.selectFrom('visitor_pass').select(['visitor_type', sql<number>`count(*)::int`.as('visits')]), hosts)
    .groupBy('visitor_type')
    .orderBy(sql`visits`, 'desc')
    .orderBy('visitor_type'),
);

const ARRIVAL_HOURS = variants('hours', (hosts) =>
  inRange(
    db
      .selectFrom('visitor_pass')
      .select((eb) => [
        sql<number>`extract(hour from ${eb.ref('check_in')} at time zone ${slot<string>('timeZone')})::int`.as('hour'),
        sql<number>`count(*)::int`.as('arrivals'),
      ]),
    hosts,
  )
    .where('check_in', 'is not', null)
    .groupBy(sql`1`)
    .orderBy(sql`1`),
);

const BUSIEST_HOSTS = variants('hosts', (hosts) =>
  inRange(
    db.selectFrom('visitor_pass').select((eb) => ['host_id', sql<number>`count(*)::int`.as('visits'), sql<number>`count(${eb.ref('check_in')})::int`.as('arrived')]),
    hosts,
  )
    .orderBy(sql`visits`, 'desc')
    .orderBy(sql`arrived`, 'desc')
    .orderBy('host_id')
    .groupBy('host_id')
    .limit(slot<number>('limit')),
);

/** The statements, for bench/insights.ts's EXPLAIN (their values by `bind`). */
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
    const rows = await this.run<DayRow>(DAYS, scope, { today: scope.today });
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
    const rows = await this.run<{ visitor_type: string; visits: number }>(VISITOR_TYPES, scope, {});
    return rows.map((row) => ({ visitorType: row.visitor_type, visits: row.visits }));
  }

  async arrivalHours(scope: InsightScope, timeZone: string): Promise<{ hour: number; arrivals: number }[]> {
    return this.run<{ hour: number; arrivals: number }>(ARRIVAL_HOURS, scope, { timeZone });
  }

  async busiestHosts(scope: InsightScope, limit: number): Promise<{ hostId: number; visits: number; arrived: number }[]> {
    const rows = await this.run<{ host_id: number; visits: number; arrived: number }>(BUSIEST_HOSTS, scope, { limit });
    return rows.map((row) => ({ hostId: row.host_id, visits: row.visits, arrived: row.arrived }));
  }

  private run<Row>(statements: { all: CompiledStatement<Slot>; hosts: CompiledStatement<Slot> }, scope: InsightScope, extra: Partial<Record<Slot, unknown>>): Promise<Row[]> {
    const values = { from: scope.from, to: scope.to, hosts: scope.hostIds, today: null, timeZone: null, limit: null, ...extra };
    const statement = scope.hostIds === null ? statements.all : statements.hosts;
    return runPrepared<Row>(this.em, statement, bind(statement, values));
  }
}
