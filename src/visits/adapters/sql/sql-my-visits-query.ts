import type { EntityManager } from '@mikro-orm/postgresql';
import { runSql } from '../../../platform/database/prepared-sql.ts';
import type { MyVisitsCriteria } from '../../application/my-visits.ts';
import { MyVisitsQuery } from '../../application/ports.ts';
import type { VisitorPass } from '../../domain/visitor-pass.ts';
import { passFromRow, type VisitRow } from './visit-row.ts';
import { VISIT_COLUMNS } from './visit-statements.ts';
import { visitStateSql } from './visit-state-sql.ts';

/** `%` and `_` typed into the search box are letters, not wildcards. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A visit's state on the site's date (`$2`). */
const STATE = visitStateSql('v', '$2::date');

const WHEN: Readonly<Record<MyVisitsCriteria['when'], string | null>> = {
  upcoming: 'v.visit_date >= $2::date',
  today: 'v.visit_date = $2::date',
  past: 'v.visit_date < $2::date',
  all: null,
};

/** Upcoming (today and later) first by date and time ascending, then the past by date and time descending (my-visits.ts). */
const ORDER = `(v.visit_date < $2::date),
  case when v.visit_date >= $2::date then v.visit_date end asc,
  case when v.visit_date >= $2::date then v.visit_time end asc,
  case when v.visit_date >= $2::date then v.id end asc,
  v.visit_date desc, v.visit_time desc, v.id desc`;

/**
 * My visitors in plain SQL: one host's passes (the host and date index narrows them), every state,
 * filtered, searched, ordered and paged by the database.
 */
export class SqlMyVisitsQuery extends MyVisitsQuery {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async page(criteria: MyVisitsCriteria): Promise<VisitorPass[]> {
    const { where, values } = this.where(criteria);
    values.push(criteria.limit, criteria.offset);
    const rows = await runSql<VisitRow>(
      this.em,
      `select ${VISIT_COLUMNS} from visitor_pass v where ${where} order by ${ORDER} limit $${values.length - 1} offset $${values.length}`,
      values,
    );
    return rows.map(passFromRow);
  }

  async count(criteria: MyVisitsCriteria): Promise<number> {
    const { where, values } = this.where(criteria);
    const [row] = await runSql<{ n: string }>(this.em, `select count(*) as n from visitor_pass v where ${where}`, values);
    return Number(row?.n ?? 0);
  }

  /**
   * The dashboards' numbers of one host in one statement: the host's rows read once (only today
   * and later when every list is, so the host-and-date index reads the coming days alone), each
   * list's when and states as a `filter`, by the same WHEN and STATE as the list itself.
   */
  override async countEach(criteria: readonly MyVisitsCriteria[]): Promise<number[]> {
    const [first] = criteria;
    if (!first) return [];
    if (criteria.some((c) => c.hostId !== first.hostId || c.today !== first.today || c.search)) return super.countEach(criteria);
    const values: unknown[] = [first.hostId, first.today];
    const counts = criteria.map((c, i) => {
      const conditions = [WHEN[c.when]].filter((condition): condition is string => condition !== null);
      if (c.states.length > 0) {
        values.push(c.states);
        conditions.push(`${STATE} = any($${values.length}::text[])`);
      }
      return `count(*)${conditions.length > 0 ? ` filter (where ${conditions.join(' and ')})` : ''} as c${i}`;
    });
    const coming = criteria.every((c) => c.when === 'today' || c.when === 'upcoming') ? ' and v.visit_date >= $2::date' : '';
    const [row] = await runSql<Record<string, string>>(
      this.em,
      `select ${counts.join(', ')} from visitor_pass v where v.host_id = $1 and v.anonymised_at is null and $2::date = $2::date${coming}`,
      values,
    );
    return criteria.map((_, i) => Number(row?.[`c${i}`] ?? 0));
  }

  private where(criteria: MyVisitsCriteria): { where: string; values: unknown[] } {
    const values: unknown[] = [criteria.hostId, criteria.today];
    // `$2` is used by the state and the order whatever the filters; `$2 = $2` keeps it typed when nothing else names it.
    const conditions = ['v.host_id = $1', 'v.anonymised_at is null', '$2::date = $2::date'];
    const when = WHEN[criteria.when];
    if (when) conditions.push(when);
    if (criteria.states.length > 0) {
      values.push(criteria.states);
      conditions.push(`${STATE} = any($${values.length}::text[])`);
    }
    if (criteria.search) {
      values.push(`%${escapeLike(criteria.search)}%`, `${escapeLike(criteria.search)}%`);
      conditions.push(`(v.name ilike $${values.length - 1} or v.phone like $${values.length})`);
    }
    return { where: conditions.join(' and '), values };
  }
}
