import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import { compile, runCompiled, slot, sqlBuilder, type CompiledStatement } from '../../../platform/database/sql-statements.ts';
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
 * from the visit's definition, compiled once at load; each statement names its columns as the port's
 * figures are named, so its rows are the port's answer, typed by the builder.
 */
type Slot = 'from' | 'to' | 'hosts' | 'today' | 'timeZone' | 'limit';
type OverVisit = ExpressionBuilder<Tables, 'visitor_pass'>;
type Query<Row = object> = SelectQueryBuilder<Tables, 'visitor_pass', Row>;

const db = sqlBuilder<Tables>();

// Cancelled visits count nowhere: neither as visits nor as no-shows.
const inRange = <Row>(query: Query<Row>, hosts: boolean): Query<Row> => {
  const ranged = query.where((eb) => eb.and([eb.between('visit_date', slot<string>('from', 'date'), slot<string>('to', 'date')), eb('cancelled_at', 'is', null)]));
  return hosts ? ranged.where((eb) => sql<boolean>`${eb.ref('host_id')} = any(${slot<number[]>('hosts', 'int[]')})`) : ranged;
};

interface Variants<Row> {
  readonly all: CompiledStatement<Slot, Row>;
  readonly hosts: CompiledStatement<Slot, Row>;
}

const variants = <Row>(name: string, build: (hosts: boolean) => Query<Row>): Variants<Row> => ({
  all: compile<Slot, Row>(`visits.insights.${name}.all`, build(false)),
  hosts: compile<Slot, Row>(`visits.insights.${name}.hosts`, build(true)),
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
      sql<number>`coalesce(sum(extract(epoch from ${eb.ref('check_out')} - ${eb.ref('check_in')})) filter (where ${completed(eb)}), 0)::float8`.as('staySeconds'),
      sql<number>`count(*) filter (where ${eb.and([approved(eb), before(eb)])})::int`.as('approvedPast'),
      sql<number>`count(*) filter (where ${eb.and([approved(eb), before(eb), eb('check_in', 'is', null)])})::int`.as('noShows'),
    ]),
    hosts,
  )
    .groupBy('visit_date')
    .orderBy('visit_date'),
);

const VISITOR_TYPES = variants('types', (hosts) =>
  inRange(db.selectFrom('visitor_pass').select((eb) => [eb.ref('visitor_type').as('visitorType'), sql<number>`count(*)::int`.as('visits')]), hosts)
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
    db.selectFrom('visitor_pass').select((eb) => [eb.ref('host_id').as('hostId'), sql<number>`count(*)::int`.as('visits'), sql<number>`count(${eb.ref('check_in')})::int`.as('arrived')]),
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

/** The insights' figures in plain SQL (ADR 11), counted by PostgreSQL. */
export class SqlVisitInsights extends VisitInsightsSource {
  constructor(private readonly em: EntityManager) {
    super();
  }

  days(scope: InsightScope): Promise<InsightDay[]> {
    return this.run(DAYS, scope, { today: scope.today });
  }

  visitorTypes(scope: InsightScope): Promise<{ visitorType: string; visits: number }[]> {
    return this.run(VISITOR_TYPES, scope, {});
  }

  arrivalHours(scope: InsightScope, timeZone: string): Promise<{ hour: number; arrivals: number }[]> {
    return this.run(ARRIVAL_HOURS, scope, { timeZone });
  }

  busiestHosts(scope: InsightScope, limit: number): Promise<{ hostId: number; visits: number; arrived: number }[]> {
    return this.run(BUSIEST_HOSTS, scope, { limit });
  }

  private run<Row>(statements: Variants<Row>, scope: InsightScope, extra: Partial<Record<Slot, unknown>>): Promise<Row[]> {
    const values = { from: scope.from, to: scope.to, hosts: scope.hostIds, today: null, timeZone: null, limit: null, ...extra };
    return runCompiled(this.em, scope.hostIds === null ? statements.all : statements.hosts, values);
  }
}
