import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type Compilable, type Expression, type SqlBool } from 'kysely';
import { runPrepared, runSql } from '../../../platform/database/prepared-sql.ts';
import { bind, compile, countFiltered, escapeLike, slot, sqlBuilder, statementCache, type CompiledStatement } from '../../../platform/database/sql-statements.ts';
import type { OverVisit, Tables } from '../../../tables.ts';
import { windowFor } from '#kernel/desk-query.ts';
import { APPROVE_STATUS } from '#contract/visitor-options.ts';
import type { VisitListCriteria } from '../../application/desk-filters.ts';
import type { ListedVisit } from '../../application/desk-filters.ts';
import { VisitListQuery, type VisitCount } from '../../application/ports.ts';
import { passFromRow, visitSelections, type VisitRow } from './visit-row.ts';

const db = sqlBuilder<Tables>();

/** What a request binds: a list's statement is compiled once per shape and takes these values. */
interface Values {
  dateFrom: string | null;
  dateTo: string | null;
  timeBefore: string | null;
  hostId: number | null;
  siteId: number | null;
  entranceId: number | null;
  nameLike: string;
  phoneLike: string;
  passCode: string;
  limit: number;
  offset: number;
  window: number;
}
type Slot = keyof Values;
const param = <T>(name: Slot, cast?: string) => slot<T>(name, cast);

/**
 * Whether the visit has a watchlist flag security has not cleared (issue 13), on the partial index
 * `visit_flag_open_idx` (visit_id where cleared_at is null). The table is the watchlist's (ADR 13);
 * the desk's read model reads it here as it reads its lists, in SQL. As a filter (the `flagged` list
 * and count) PostgreSQL probes the index per row; for the roll call it hashes the open flags once.
 */
const openFlag = (eb: OverVisit) =>
  eb.exists(eb.selectFrom('visit_flag as f').select(sql.lit(1).as('one')).whereRef('f.visit_id', '=', 'v.id').where('f.cleared_at', 'is', null));

/** The approved status as a literal in the text (not a parameter), so the plan of a prepared statement knows it (ADR 0003's indexes lead with it). */
const APPROVED = sql.lit(APPROVE_STATUS.approved);

/**
 * Which visits a list holds by their approval (issue 28). The desk's lists hold approved visits; a
 * visit with an open flag is security's business whatever it awaits (its details, the host's answer,
 * nothing: a walk-in the host declined who still stands at the door), so the `flagged` list holds
 * those in every state, and a search by someone who manages the watchlist finds them too. Other
 * lists keep the approved visits alone, on the partial indexes of ADR 0003.
 */
const approvalOf = (criteria: Pick<VisitListCriteria, 'flagged' | 'withOpenFlags'>, eb: OverVisit): Expression<SqlBool> | null =>
  criteria.flagged ? null : criteria.withOpenFlags ? eb.or([eb('v.approve_status', '=', APPROVED), openFlag(eb)]) : eb('v.approve_status', '=', APPROVED);

const PRESENCE: Readonly<Record<VisitListCriteria['presence'], ((eb: OverVisit) => Expression<SqlBool>) | null>> = {
  any: null,
  not_in: (eb) => eb.and([eb('v.check_in', 'is', null), eb('v.cancelled_at', 'is', null)]),
  in_not_out: (eb) => eb.and([eb('v.check_in', 'is not', null), eb('v.check_out', 'is', null)]),
  in_and_out: (eb) => eb.and([eb('v.check_in', 'is not', null), eb('v.check_out', 'is not', null)]),
  in: (eb) => eb('v.check_in', 'is not', null),
  not_cancelled: (eb) => eb('v.cancelled_at', 'is', null),
};

// Tie-breakers follow the main direction, so one index serves both directions (ADR 0003).
const ORDER = {
  name: ['name', 'visit_date', 'id'],
  time: ['visit_time', 'visit_date', 'id'],
  date: ['visit_date', 'visit_time', 'id'],
} as const satisfies Readonly<Record<VisitListCriteria['sort'], readonly (keyof VisitRow & keyof Tables['visitor_pass'])[]>>;

/**
 * What a filter asks of a visit beyond its dates, host and search: its presence and, for the `late`
 * filter, a time of day already passed. The desk list's conditions, and each dashboard count's
 * (`countEach`, the dashboards), so that a count and its list say the same.
 */
const narrowingOf = (criteria: Pick<VisitListCriteria, 'presence' | 'timeBefore' | 'flagged'>, eb: OverVisit, timeSlot = 'timeBefore'): Expression<SqlBool>[] => {
  const conditions: Expression<SqlBool>[] = [];
  const presence = PRESENCE[criteria.presence];
  if (presence) conditions.push(presence(eb));
  if (criteria.timeBefore) conditions.push(eb('v.visit_time', '<', slot<string>(timeSlot, 'time')));
  if (criteria.flagged) conditions.push(openFlag(eb));
  return conditions;
};

/** Whether the list's window is one day. */
const oneDay = (criteria: Pick<VisitListCriteria, 'dateFrom' | 'dateTo'>): boolean => Boolean(criteria.dateFrom) && criteria.dateFrom === criteria.dateTo;

/** Every condition of a list, in the order the partial indexes of ADR 0003 were made for. */
const whereOf = (criteria: VisitListCriteria, eb: OverVisit): Expression<SqlBool> => {
  const approval = approvalOf(criteria, eb);
  const conditions = [...(approval ? [approval] : []), eb('v.anonymised_at', 'is', null)];
  // The site next: the desk indexes lead with the approval and the site (issue 30).
  if (criteria.siteId != null) conditions.push(eb('v.site_id', '=', param<number>('siteId')));
  // An entrance is one more condition on the rows the site's index reads, not an index of its own (ADR 53).
  if (criteria.entranceId != null) conditions.push(eb('v.check_in_entrance_id', '=', param<number>('entranceId')));
  // One day (today's lists, the dashboards) as an equality: as a range PostgreSQL read the desk's time
  // index with eight searches, where the date index answers in one (docs/performance.md, ADR 61).
  if (oneDay(criteria)) conditions.push(eb('v.visit_date', '=', param<string>('dateFrom', 'date')));
  else if (criteria.dateFrom && criteria.dateTo)
    conditions.push(eb('v.visit_date', '>=', param<string>('dateFrom', 'date')), eb('v.visit_date', '<=', param<string>('dateTo', 'date')));
  else if (criteria.dateTo) conditions.push(eb('v.visit_date', '<=', param<string>('dateTo', 'date')));
  conditions.push(...narrowingOf(criteria, eb));
  if (criteria.hostId !== null) conditions.push(eb('v.host_id', '=', param<number>('hostId')));
  if (criteria.search)
    conditions.push(eb.or([eb('v.name', 'ilike', param<string>('nameLike')), eb('v.phone', 'like', param<string>('phoneLike')), eb('v.pass_code', '=', param<string>('passCode'))]));
  return eb.and(conditions);
};

/**
 * A page: the visits in the list's order, then its flags, one index probe for each of the page's
 * rows, after the limit. An EXISTS in the page's own select list is planned as a hash of every open
 * flag, read whole for each page (1 ms more for 3,370 open flags on the benchmark's million visits,
 * growing with them); a lateral probe beside the ordered scan probes every skipped row of a deep
 * page. docs/adr/0013-watchlist.md. The page's own order again over its 25 rows (ISO dates and times
 * as text sort as they do as dates and times).
 */
const pageOf = (criteria: VisitListCriteria) => {
  const direction = criteria.order === 'desc' ? 'desc' : 'asc';
  const order = ORDER[criteria.sort];
  let page = db.selectFrom('visitor_pass as v').select(visitSelections()).where((eb) => whereOf(criteria, eb));
  for (const column of order) page = page.orderBy(`v.${column}`, direction);
  let listed = db
    .selectFrom(page.limit(param<number>('limit')).offset(param<number>('offset')).as('p'))
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('visit_flag as f')
          .select(sql<boolean>`true`.as('open_flag'))
          .whereRef('f.visit_id', '=', sql.ref<number>('p.id'))
          .where('f.cleared_at', 'is', null)
          .limit(sql.lit(1))
          .as('fl'),
      (join) => join.onTrue(),
    )
    .selectAll('p')
    .select(sql<boolean>`fl.open_flag is not null`.as('open_flag'));
  for (const column of order) listed = listed.orderBy(sql.ref(`p.${column}`), direction);
  return listed;
};

/** The cost of counting stops at the window: `count(*)` over at most window + 1 rows. */
const countOf = (criteria: VisitListCriteria) =>
  db
    .selectFrom(
      db
        .selectFrom('visitor_pass as v')
        .select(sql.lit(1).as('one'))
        .where((eb) => whereOf(criteria, eb))
        .limit(param<number>('window'))
        .as('capped'),
    )
    .select(sql<string>`count(*)`.as('n'));

/**
 * A list's statement text depends only on the shape of its criteria (view, presence, host, search,
 * sort), never on their values, so there are a few hundred texts at most: each is built and compiled
 * once, and becomes a named prepared statement that PostgreSQL parses once per connection, as the
 * hand-written baseline does. A search is the exception: how selective `ilike '%…%'` is depends on
 * the text typed, so it is planned for the value at hand every time rather than with a generic plan.
 */
const statementOf = statementCache('visits.list');
const shapeOf = (criteria: VisitListCriteria): string =>
  [
    criteria.presence,
    criteria.flagged === true,
    criteria.withOpenFlags === true,
    criteria.dateFrom !== null && criteria.dateFrom !== '',
    criteria.dateTo !== null && criteria.dateTo !== '',
    oneDay(criteria),
    Boolean(criteria.timeBefore),
    criteria.hostId !== null,
    criteria.siteId != null,
    criteria.entranceId != null,
    Boolean(criteria.search),
    criteria.sort,
    criteria.order === 'desc',
  ].join('|');
const statementFor = (kind: string, criteria: VisitListCriteria, build: () => Compilable): CompiledStatement<Slot> =>
  statementOf<Slot>(`${kind}|${shapeOf(criteria)}`, build);

const valuesOf = (criteria: VisitListCriteria): Values => {
  const escaped = criteria.search ? escapeLike(criteria.search) : '';
  return {
    dateFrom: criteria.dateFrom,
    dateTo: criteria.dateTo,
    timeBefore: criteria.timeBefore ?? null,
    hostId: criteria.hostId,
    siteId: criteria.siteId ?? null,
    entranceId: criteria.entranceId ?? null,
    nameLike: `%${escaped}%`,
    phoneLike: `${escaped}%`,
    passCode: criteria.search ? criteria.search.trim().toUpperCase() : '',
    limit: criteria.limit,
    offset: criteria.offset,
    window: windowFor(criteria.search) + 1,
  };
};

const ON_SITE = compile(
  'visits.list.on_site',
  db
    .selectFrom('visitor_pass as v')
    .select(visitSelections())
    .select((eb) => openFlag(eb).as('open_flag'))
    .where((eb) => eb.and([eb('v.approve_status', '=', APPROVED), eb('v.anonymised_at', 'is', null), eb('v.check_in', 'is not', null), eb('v.check_out', 'is', null)]))
    .orderBy('v.check_in')
    .orderBy('v.id'),
);

const listedFromRow = (row: VisitRow & { open_flag: boolean }): ListedVisit => Object.assign(passFromRow(row), { openFlag: row.open_flag });

/**
 * The desk's lists in plain SQL (the read model of the busiest screen): every filter, the search,
 * the sort and the page are the database's work, with bound parameters and no ORM in between.
 * The conditions keep the shape the partial indexes of ADR 0003 were made for.
 */
export class SqlVisitListQuery extends VisitListQuery {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async page(criteria: VisitListCriteria): Promise<ListedVisit[]> {
    const statement = statementFor('page', criteria, () => pageOf(criteria));
    const rows = await this.run<VisitRow & { open_flag: boolean }>(criteria, statement, bind(statement, valuesOf(criteria)));
    return rows.map(listedFromRow);
  }

  /** The cost of counting stops at the window: `count(*)` over at most window + 1 rows. */
  async count(criteria: VisitListCriteria): Promise<VisitCount> {
    const window = windowFor(criteria.search);
    const statement = statementFor('count', criteria, () => countOf(criteria));
    const [row] = await this.run<{ n: string }>(criteria, statement, bind(statement, valuesOf(criteria)));
    const counted = Number(row?.n ?? 0);
    return { total: Math.min(counted, window), capped: counted > window };
  }

  /**
   * Exact counts of several of today's lists at once (a dashboard's numbers): one statement over the
   * rows their shared conditions select, each list's own presence and time as a `filter` clause.
   */
  async countEach(criteria: readonly VisitListCriteria[]): Promise<number[]> {
    const [first] = criteria;
    if (!first) return [];
    const shared = (c: VisitListCriteria) => `${c.dateFrom}|${c.dateTo}|${c.hostId}|${c.siteId ?? null}|${c.entranceId ?? null}|${c.search}`;
    if (criteria.some((c) => shared(c) !== shared(first) || c.search)) throw new Error('countEach counts lists that differ only in presence and time, without a search');
    // The flagged list holds visits of every approval state: it is counted by `count`, as its own list.
    if (criteria.some((c) => c.flagged || c.withOpenFlags)) throw new Error('countEach counts lists of approved visits; count the flagged list with count');
    const base: VisitListCriteria = { ...first, presence: 'any', timeBefore: null, flagged: false };
    const key = `each|${shapeOf(base)}|${criteria.map((c) => `${c.presence}:${Boolean(c.timeBefore)}`).join(',')}`;
    const statement = statementOf(key, () =>
      db
        .selectFrom('visitor_pass as v')
        .select((eb) => criteria.map((c, i) => countFiltered(eb, narrowingOf(c, eb, `time${i}`), `c${i}`)))
        .where((eb) => whereOf(base, eb)),
    );
    const times = Object.fromEntries(criteria.map((c, i) => [`time${i}`, c.timeBefore ?? null]));
    const [row] = await runPrepared<Record<string, string>>(this.em, statement, bind(statement, { ...valuesOf(base), ...times }));
    return criteria.map((_, i) => Number(row?.[`c${i}`] ?? 0));
  }

  async onSite(): Promise<ListedVisit[]> {
    const rows = await runPrepared<VisitRow & { open_flag: boolean }>(this.em, ON_SITE, []);
    return rows.map(listedFromRow);
  }

  private run<Row>(criteria: VisitListCriteria, statement: CompiledStatement<Slot>, values: readonly unknown[]): Promise<Row[]> {
    return criteria.search ? runSql<Row>(this.em, statement.text, values) : runPrepared<Row>(this.em, statement, values);
  }
}
