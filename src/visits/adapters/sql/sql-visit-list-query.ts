import type { EntityManager } from '@mikro-orm/postgresql';
import { runPrepared, runSql, type PreparedStatement } from '../../../platform/database/prepared-sql.ts';
import { windowFor } from '#kernel/desk-query.ts';
import type { VisitListCriteria } from '../../application/desk-filters.ts';
import type { ListedVisit } from '../../application/desk-filters.ts';
import { VisitListQuery, type VisitCount } from '../../application/ports.ts';
import { passFromRow, type VisitRow } from './visit-row.ts';
import { VISIT_COLUMNS } from './visit-statements.ts';

/**
 * Whether the visit has a watchlist flag security has not cleared (issue 13), on the partial index
 * `visit_flag_open_idx` (visit_id where cleared_at is null). The table is the watchlist's (ADR 13);
 * the desk's read model reads it here as it reads its lists, in SQL. As a filter (the `flagged` list
 * and count) PostgreSQL probes the index per row; for the roll call it hashes the open flags once.
 */
const OPEN_FLAG = 'exists (select 1 from visit_flag f where f.visit_id = v.id and f.cleared_at is null)';
const LISTED_COLUMNS = `${VISIT_COLUMNS}, ${OPEN_FLAG} as open_flag`;
/**
 * A page's flags: one index probe for each of the page's rows, after the limit. An EXISTS in the
 * page's own select list is planned as a hash of every open flag, read whole for each page (1 ms
 * more for 3,370 open flags on the benchmark's million visits, growing with them); a lateral probe
 * beside the ordered scan probes every skipped row of a deep page. docs/adr/0013-watchlist.md.
 */
const withPageFlags = (page: string, order: string): string =>
  `select p.*, fl.open_flag is not null as open_flag from (${page}) p
   left join lateral (select true as open_flag from visit_flag f where f.visit_id = p.id and f.cleared_at is null limit 1) fl on true
   order by ${order}`;
const listedFromRow = (row: VisitRow & { open_flag: boolean }): ListedVisit => Object.assign(passFromRow(row), { openFlag: row.open_flag });

/**
 * Which visits a list holds by their approval (issue 28). The desk's lists hold approved visits; a
 * visit with an open flag is security's business whatever it awaits (its details, the host's answer,
 * nothing: a walk-in the host declined who still stands at the door), so the `flagged` list holds
 * those in every state, and a search by someone who manages the watchlist finds them too. Other
 * lists keep the approved visits alone, on the partial indexes of ADR 0003.
 */
const approvalOf = (criteria: Pick<VisitListCriteria, 'flagged' | 'withOpenFlags'>): string | null =>
  criteria.flagged ? null : criteria.withOpenFlags ? `(v.approve_status = 'Approved' or ${OPEN_FLAG})` : `v.approve_status = 'Approved'`;

/** `%` and `_` typed into the search box are letters, not wildcards. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const PRESENCE: Readonly<Record<VisitListCriteria['presence'], string | null>> = {
  any: null,
  not_in: 'v.check_in is null and v.cancelled_at is null',
  in_not_out: 'v.check_in is not null and v.check_out is null',
  in_and_out: 'v.check_in is not null and v.check_out is not null',
  in: 'v.check_in is not null',
  not_cancelled: 'v.cancelled_at is null',
};

// Tie-breakers follow the main direction, so one index serves both directions (ADR 0003).
const ORDER: Readonly<Record<VisitListCriteria['sort'], readonly string[]>> = {
  name: ['v.name', 'v.visit_date', 'v.id'],
  time: ['v.visit_time', 'v.visit_date', 'v.id'],
  date: ['v.visit_date', 'v.visit_time', 'v.id'],
};

type Bind = (value: unknown) => string;

/**
 * What a filter asks of a visit beyond its dates, host and search: its presence and, for the `late`
 * filter, a time of day already passed. The desk list's conditions, and each dashboard count's
 * (`countEach`, the dashboards), so that a count and its list say the same.
 */
export const narrowingOf = (criteria: Pick<VisitListCriteria, 'presence' | 'timeBefore' | 'flagged'>, bind: Bind): string[] => {
  const conditions: string[] = [];
  const presence = PRESENCE[criteria.presence];
  if (presence) conditions.push(presence);
  if (criteria.timeBefore) conditions.push(`v.visit_time < ${bind(criteria.timeBefore)}::time`);
  if (criteria.flagged) conditions.push(OPEN_FLAG);
  return conditions;
};

/**
 * A list's statement text depends only on the shape of its criteria (view, presence, host, search,
 * sort), never on their values, so there are a few hundred texts at most: each becomes a named
 * prepared statement that PostgreSQL parses once per connection, as the hand-written baseline does.
 * A search is the exception: how selective `ilike '%…%'` is depends on the text typed, so it is
 * planned for the value at hand every time rather than with a generic plan.
 */
const statements = new Map<string, PreparedStatement>();
const prepared = (text: string): PreparedStatement => {
  let statement = statements.get(text);
  if (!statement) {
    statement = { name: `visits.list.${statements.size + 1}`, text };
    statements.set(text, statement);
  }
  return statement;
};

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
    const { where, values } = this.where(criteria);
    const direction = criteria.order === 'desc' ? 'desc' : 'asc';
    const order = ORDER[criteria.sort].map((column) => `${column} ${direction}`).join(', ');
    // The page's own order again over its 25 rows (ISO dates and times as text sort as they do as dates and times).
    const pageOrder = order.replaceAll('v.', 'p.');
    values.push(criteria.limit, criteria.offset);
    const rows = await this.run<VisitRow & { open_flag: boolean }>(
      criteria,
      withPageFlags(`select ${VISIT_COLUMNS} from visitor_pass v where ${where} order by ${order} limit $${values.length - 1} offset $${values.length}`, pageOrder),
      values,
    );
    return rows.map(listedFromRow);
  }

  /** The cost of counting stops at the window: `count(*)` over at most window + 1 rows. */
  async count(criteria: VisitListCriteria): Promise<VisitCount> {
    const window = windowFor(criteria.search);
    const { where, values } = this.where(criteria);
    values.push(window + 1);
    const [row] = await this.run<{ n: string }>(criteria, `select count(*) as n from (select 1 from visitor_pass v where ${where} limit $${values.length}) capped`, values);
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
    const shared = (c: VisitListCriteria) => `${c.dateFrom}|${c.dateTo}|${c.hostId}|${c.search}`;
    if (criteria.some((c) => shared(c) !== shared(first) || c.search)) throw new Error('countEach counts lists that differ only in presence and time, without a search');
    // The flagged list holds visits of every approval state: it is counted by `count`, as its own list.
    if (criteria.some((c) => c.flagged || c.withOpenFlags)) throw new Error('countEach counts lists of approved visits; count the flagged list with count');
    const { where, values } = this.where({ ...first, presence: 'any', timeBefore: null, flagged: false });
    const bind = (value: unknown) => {
      values.push(value);
      return `$${values.length}`;
    };
    const counts = criteria.map((c, i) => {
      const narrowing = narrowingOf(c, bind);
      return `count(*)${narrowing.length > 0 ? ` filter (where ${narrowing.join(' and ')})` : ''} as c${i}`;
    });
    const [row] = await runPrepared<Record<string, string>>(this.em, prepared(`select ${counts.join(', ')} from visitor_pass v where ${where}`), values);
    return criteria.map((_, i) => Number(row?.[`c${i}`] ?? 0));
  }

  async onSite(): Promise<ListedVisit[]> {
    const rows = await runPrepared<VisitRow & { open_flag: boolean }>(
      this.em,
      prepared(`select ${LISTED_COLUMNS} from visitor_pass v
        where v.approve_status = 'Approved' and v.anonymised_at is null and v.check_in is not null and v.check_out is null
        order by v.check_in, v.id`),
      [],
    );
    return rows.map(listedFromRow);
  }

  private run<Row>(criteria: VisitListCriteria, text: string, values: readonly unknown[]): Promise<Row[]> {
    return criteria.search ? runSql<Row>(this.em, text, values) : runPrepared<Row>(this.em, prepared(text), values);
  }

  private where(criteria: VisitListCriteria): { where: string; values: unknown[] } {
    const values: unknown[] = [];
    const bind = (value: unknown) => {
      values.push(value);
      return `$${values.length}`;
    };
    const approval = approvalOf(criteria);
    const conditions = [...(approval ? [approval] : []), 'v.anonymised_at is null'];
    if (criteria.dateFrom && criteria.dateTo) conditions.push(`v.visit_date >= ${bind(criteria.dateFrom)}::date and v.visit_date <= ${bind(criteria.dateTo)}::date`);
    else if (criteria.dateTo) conditions.push(`v.visit_date <= ${bind(criteria.dateTo)}::date`);
    conditions.push(...narrowingOf(criteria, bind));
    if (criteria.hostId !== null) conditions.push(`v.host_id = ${bind(criteria.hostId)}`);
    if (criteria.search) {
      const escaped = escapeLike(criteria.search);
      conditions.push(
        `(v.name ilike ${bind(`%${escaped}%`)} or v.phone like ${bind(`${escaped}%`)} or v.pass_code = ${bind(criteria.search.trim().toUpperCase())})`,
      );
    }
    return { where: conditions.join(' and '), values };
  }
}
