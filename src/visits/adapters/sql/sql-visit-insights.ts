import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type ExpressionBuilder, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { compile, runCompiled, slot, sqlBuilder, type CompiledStatement } from '../../../platform/database/sql-statements.ts';
import type { Tables } from '../../../tables.ts';
import { APPROVE_STATUS } from '#contract/visitor-options.ts';
import { VisitInsightsSource, type InsightDay, type InsightScope, type SiteZone } from '../../application/ports.ts';

/**
 * Each figure is one statement over the visits of a range of days (`visit_date between from and
 * to`), optionally only some hosts' (`host_id = any(hosts)`) and optionally some sites' (`site_id =
 * any(site)`, issue 30: one picked, or a site admin's own): four prepared variants of each, so that the admin's statement over every site
 * has no host or site condition for the planner to reason about. The range is read from
 * visitor_pass_insights_idx, which carries every column these statements use (an index-only scan);
 * a manager's hosts from visitor_pass_host_date_idx. Anonymised visits count: retention keeps figures;
 * cancelled ones do not (the index leaves them out). Written with Kysely over the table inferred
 * from the visit's definition, compiled once at load; each statement names its columns as the port's
 * figures are named, so its rows are the port's answer, typed by the builder.
 */
type Slot = 'from' | 'to' | 'hosts' | 'site' | 'today' | 'timeZone' | 'sites' | 'zones' | 'limit';
type OverVisit = ExpressionBuilder<Tables, 'visitor_pass'>;
type Query<Row = object> = SelectQueryBuilder<Tables, 'visitor_pass', Row>;

const db = sqlBuilder<Tables>();

// Cancelled visits count nowhere: neither as visits nor as no-shows.
const inRange = <Row>(query: Query<Row>, hosts: boolean, site = false): Query<Row> => {
  const ranged = query.where((eb) => eb.and([eb.between('visit_date', slot<string>('from', 'date'), slot<string>('to', 'date')), eb('cancelled_at', 'is', null)]));
  const sited = site ? ranged.where((eb) => sql<boolean>`${eb.ref('site_id')} = any(${slot<number[]>('site', 'int[]')})`) : ranged;
  return hosts ? sited.where((eb) => sql<boolean>`${eb.ref('host_id')} = any(${slot<number[]>('hosts', 'int[]')})`) : sited;
};

interface Variants<Row> {
  readonly all: CompiledStatement<Slot, Row>;
  readonly hosts: CompiledStatement<Slot, Row>;
  /** Some sites' (issue 30). */
  readonly site: CompiledStatement<Slot, Row>;
  readonly siteHosts: CompiledStatement<Slot, Row>;
}

const variants = <Row>(name: string, build: (hosts: boolean, site: boolean) => Query<Row>): Variants<Row> => ({
  all: compile<Slot, Row>(`visits.insights.${name}.all`, build(false, false)),
  hosts: compile<Slot, Row>(`visits.insights.${name}.hosts`, build(true, false)),
  site: compile<Slot, Row>(`visits.insights.${name}.site`, build(false, true)),
  siteHosts: compile<Slot, Row>(`visits.insights.${name}.site-hosts`, build(true, true)),
});

const approved = (eb: OverVisit) => eb('approve_status', '=', sql.lit(APPROVE_STATUS.approved));
const before = (eb: OverVisit) => eb('visit_date', '<', slot<string>('today', 'date'));
const completed = (eb: OverVisit) => sql`${eb.ref('check_out')} >= ${eb.ref('check_in')}`;

const DAYS = variants('days', (hosts, site) =>
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
    site,
  )
    .groupBy('visit_date')
    .orderBy('visit_date'),
);

const VISITOR_TYPES = variants('types', (hosts, site) =>
  inRange(db.selectFrom('visitor_pass').select((eb) => [eb.ref('visitor_type').as('visitorType'), sql<number>`count(*)::int`.as('visits')]), hosts, site)
    .groupBy('visitor_type')
    .orderBy(sql`visits`, 'desc')
    .orderBy('visitor_type'),
);

const arrivalHours = (name: string, zoneOf: (eb: OverVisit) => RawBuilder<string>) =>
  variants(name, (hosts, site) =>
    inRange(
      db
        .selectFrom('visitor_pass')
        .select((eb) => [sql<number>`extract(hour from ${eb.ref('check_in')} at time zone ${zoneOf(eb)})::int`.as('hour'), sql<number>`count(*)::int`.as('arrivals')]),
      hosts,
      site,
    )
      .where('check_in', 'is not', null)
      .groupBy(sql`1`)
      .orderBy(sql`1`),
  );

const ARRIVAL_HOURS = arrivalHours('hours', () => slot<string>('timeZone'));

/** Over sites in several zones: each check-in's hour on its own site's clock (the zones of `sites`, in order). */
const ARRIVAL_HOURS_BY_SITE = arrivalHours(
  'hours-by-site',
  (eb) => sql<string>`(${slot<string[]>('zones', 'text[]')})[array_position(${slot<number[]>('sites', 'int[]')}, ${eb.ref('site_id')})]`,
);

const BUSIEST_HOSTS = variants('hosts', (hosts, site) =>
  inRange(
    db.selectFrom('visitor_pass').select((eb) => [eb.ref('host_id').as('hostId'), sql<number>`count(*)::int`.as('visits'), sql<number>`count(${eb.ref('check_in')})::int`.as('arrived')]),
    hosts,
    site,
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

  arrivalHours(scope: InsightScope, zones: string | readonly SiteZone[]): Promise<{ hour: number; arrivals: number }[]> {
    if (typeof zones === 'string') return this.run(ARRIVAL_HOURS, scope, { timeZone: zones });
    return this.run(ARRIVAL_HOURS_BY_SITE, scope, { sites: zones.map((zone) => zone.siteId), zones: zones.map((zone) => zone.timeZone) });
  }

  busiestHosts(scope: InsightScope, limit: number): Promise<{ hostId: number; visits: number; arrived: number }[]> {
    return this.run(BUSIEST_HOSTS, scope, { limit });
  }

  private run<Row>(statements: Variants<Row>, scope: InsightScope, extra: Partial<Record<Slot, unknown>>): Promise<Row[]> {
    const site = scope.siteIds ?? null;
    const values = { from: scope.from, to: scope.to, hosts: scope.hostIds, site, today: null, timeZone: null, sites: null, zones: null, limit: null, ...extra };
    const statement = site === null ? (scope.hostIds === null ? statements.all : statements.hosts) : scope.hostIds === null ? statements.site : statements.siteHosts;
    return runCompiled(this.em, statement, values);
  }
}
