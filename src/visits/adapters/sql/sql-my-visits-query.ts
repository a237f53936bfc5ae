import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type Expression, type SqlBool } from 'kysely';
import { runSql } from '../../../platform/database/prepared-sql.ts';
import { bind, countFiltered, escapeLike, slot, sqlBuilder, statementCache } from '../../../platform/database/sql-statements.ts';
import type { OverVisit, Tables } from '../../../tables.ts';
import type { MyVisitsCriteria } from '../../application/my-visits.ts';
import { MyVisitsQuery } from '../../application/ports.ts';
import type { VisitorPass } from '../../domain/visitor-pass.ts';
import { passFromRow, visitSelections, type VisitRow } from './visit-row.ts';
import { visitStateExpression } from './visit-state-sql.ts';

const db = sqlBuilder<Tables>();

/** The site's date, a parameter wherever it is used. */
const today = () => slot<string>('today', 'date');
/** A visit's state on the site's date. */
const stateOf = (eb: OverVisit) => visitStateExpression(eb, today());

/** The visit's state is one of a list's (a text array parameter). */
const inStates = (eb: OverVisit, statesSlot: string): Expression<SqlBool> => sql<SqlBool>`${stateOf(eb)} = any(${slot<string[]>(statesSlot, 'text[]')})`;

const WHEN: Readonly<Record<MyVisitsCriteria['when'], ((eb: OverVisit) => Expression<SqlBool>) | null>> = {
  upcoming: (eb) => eb('v.visit_date', '>=', today()),
  today: (eb) => eb('v.visit_date', '=', today()),
  past: (eb) => eb('v.visit_date', '<', today()),
  all: null,
};

/** A list's when and states, the states a parameter of their own (`states`, or `statesN` in countEach). */
const listFilterOf = (criteria: MyVisitsCriteria, eb: OverVisit, statesSlot = 'states'): Expression<SqlBool>[] => {
  const conditions: Expression<SqlBool>[] = [];
  const when = WHEN[criteria.when];
  if (when) conditions.push(when(eb));
  if (criteria.states.length > 0) conditions.push(inStates(eb, statesSlot));
  return conditions;
};

/** One host's visits that are not anonymised (the host and date index narrows them), by the list's when, states and search. */
const conditionsOf = (criteria: MyVisitsCriteria, eb: OverVisit): Expression<SqlBool>[] => {
  const conditions: Expression<SqlBool>[] = [eb('v.host_id', '=', slot<number>('hostId')), eb('v.anonymised_at', 'is', null), ...listFilterOf(criteria, eb)];
  if (criteria.search) conditions.push(eb.or([eb('v.name', 'ilike', slot<string>('nameLike')), eb('v.phone', 'like', slot<string>('phoneLike'))]));
  return conditions;
};

/** Upcoming (today and later) first by date and time ascending, then the past by date and time descending (my-visits.ts). */
const ordered = <Q extends { orderBy: (expression: Expression<unknown>, direction: 'asc' | 'desc') => Q }>(query: Q): Q => {
  const upcoming = (column: 'visit_date' | 'visit_time' | 'id') => sql`case when ${sql.ref('v.visit_date')} >= ${today()} then ${sql.ref(`v.${column}`)} end`;
  return query
    .orderBy(sql`(${sql.ref('v.visit_date')} < ${today()})`, 'asc')
    .orderBy(upcoming('visit_date'), 'asc')
    .orderBy(upcoming('visit_time'), 'asc')
    .orderBy(upcoming('id'), 'asc')
    .orderBy(sql.ref('v.visit_date'), 'desc')
    .orderBy(sql.ref('v.visit_time'), 'desc')
    .orderBy(sql.ref('v.id'), 'desc');
};

/** Statements by the shape of their criteria (when, whether states, whether a search), each compiled once. */
const compiled = statementCache('visits.mine');
const shapeOf = (criteria: MyVisitsCriteria): string => `${criteria.when}|${criteria.states.length > 0}|${Boolean(criteria.search)}`;
const valuesOf = (criteria: MyVisitsCriteria): Record<string, unknown> => {
  const escaped = criteria.search ? escapeLike(criteria.search) : '';
  return {
    hostId: criteria.hostId,
    today: criteria.today,
    states: criteria.states,
    nameLike: `%${escaped}%`,
    phoneLike: `${escaped}%`,
    limit: criteria.limit,
    offset: criteria.offset,
  };
};

/**
 * My visitors in SQL built with Kysely over the typed table: one host's passes (the host and date
 * index narrows them), every state, filtered, searched, ordered and paged by the database. Planned
 * for the values at hand (the states and the search change how many rows a host's list holds).
 */
export class SqlMyVisitsQuery extends MyVisitsQuery {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async page(criteria: MyVisitsCriteria): Promise<VisitorPass[]> {
    const statement = compiled(`page|${shapeOf(criteria)}`, () =>
      ordered(
        db
          .selectFrom('visitor_pass as v')
          .select(visitSelections())
          .where((eb) => eb.and(conditionsOf(criteria, eb))),
      )
        .limit(slot<number>('limit'))
        .offset(slot<number>('offset')),
    );
    const rows = await runSql<VisitRow>(this.em, statement.text, bind(statement, valuesOf(criteria)));
    return rows.map(passFromRow);
  }

  async count(criteria: MyVisitsCriteria): Promise<number> {
    const statement = compiled(`count|${shapeOf(criteria)}`, () =>
      db
        .selectFrom('visitor_pass as v')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where((eb) => eb.and(conditionsOf(criteria, eb))),
    );
    const [row] = await runSql<{ n: string }>(this.em, statement.text, bind(statement, valuesOf(criteria)));
    return Number(row?.n ?? 0);
  }

  /**
   * The dashboards' numbers of one host in one statement: the host's rows read once (only today
   * and later when every list is, so the host-and-date index reads the coming days alone), each
   * list's when and states as a `filter`, by the same WHEN and state as the list itself.
   */
  override async countEach(criteria: readonly MyVisitsCriteria[]): Promise<number[]> {
    const [first] = criteria;
    if (!first) return [];
    if (criteria.some((c) => c.hostId !== first.hostId || c.today !== first.today || c.search)) return super.countEach(criteria);
    const coming = criteria.every((c) => c.when === 'today' || c.when === 'upcoming');
    const key = `each|${coming}|${criteria.map((c) => `${c.when}:${c.states.length > 0}`).join(',')}`;
    const statement = compiled(key, () =>
      db
        .selectFrom('visitor_pass as v')
        .select((eb) => criteria.map((c, i) => countFiltered(eb, listFilterOf(c, eb, `states${i}`), `c${i}`)))
        .where((eb) => eb.and([eb('v.host_id', '=', slot<number>('hostId')), eb('v.anonymised_at', 'is', null), ...(coming ? [eb('v.visit_date', '>=', today())] : [])])),
    );
    const values = { hostId: first.hostId, today: first.today, ...Object.fromEntries(criteria.map((c, i) => [`states${i}`, c.states])) };
    const [row] = await runSql<Record<string, string>>(this.em, statement.text, bind(statement, values));
    return criteria.map((_, i) => Number(row?.[`c${i}`] ?? 0));
  }
}
