import type { EntityManager, QBFilterQuery, QueryOrderMap } from '@mikro-orm/postgresql';
import { windowFor } from '../../../shared/desk-query.ts';
import type { VisitListCriteria } from '../../application/desk-filters.ts';
import { VisitListQuery, type VisitCount } from '../../application/ports.ts';
import { VisitorPass } from '../../domain/visitor-pass.ts';

/** `%` and `_` typed into the search box are letters, not wildcards. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const PRESENCE: Readonly<Record<VisitListCriteria['presence'], Record<string, unknown>>> = {
  any: {},
  not_in: { checkIn: null },
  in_not_out: { checkIn: { $ne: null }, checkOut: null },
  in_and_out: { checkIn: { $ne: null }, checkOut: { $ne: null } },
};

/** The desk's lists in SQL: every filter, the search, the sort and the page are the database's work. */
export class MikroOrmVisitListQuery extends VisitListQuery {
  constructor(private readonly em: EntityManager) {
    super();
  }

  page(criteria: VisitListCriteria): Promise<VisitorPass[]> {
    return this.em.find(VisitorPass, this.where(criteria), { orderBy: this.orderBy(criteria), limit: criteria.limit, offset: criteria.offset });
  }

  /**
   * `select count(*) from (select 1 … limit n)`: the cost of counting stops at the window. On a
   * connection of its own (a fork), so it can run while the page's rows are being used.
   */
  async count(criteria: VisitListCriteria): Promise<VisitCount> {
    const window = windowFor(criteria.search);
    const em = this.em.fork();
    const inner = em.createQueryBuilder(VisitorPass, 'v').select('v.id').where(this.where(criteria)).limit(window + 1).getKnexQuery();
    const rows = await em.getConnection().execute<{ n: string }[]>(em.getKnex().count({ n: '*' }).from(inner.as('capped')));
    const counted = Number(rows[0]?.n ?? 0);
    return { total: Math.min(counted, window), capped: counted > window };
  }

  onSite(): Promise<VisitorPass[]> {
    return this.em.find(
      VisitorPass,
      { approveStatus: 'Approved', anonymisedAt: null, checkIn: { $ne: null }, checkOut: null },
      { orderBy: { checkIn: 'asc', id: 'asc' } },
    );
  }

  private where(criteria: VisitListCriteria): QBFilterQuery<VisitorPass> & object {
    const dates =
      criteria.dateFrom && criteria.dateTo
        ? { visitDate: { $gte: criteria.dateFrom, $lte: criteria.dateTo } }
        : criteria.dateTo
          ? { visitDate: { $lte: criteria.dateTo } }
          : {};
    const search = criteria.search
      ? {
          $or: [
            { name: { $ilike: `%${escapeLike(criteria.search)}%` } },
            { phone: { $like: `${escapeLike(criteria.search)}%` } },
            { passCode: criteria.search.trim().toUpperCase() },
          ],
        }
      : {};
    return {
      approveStatus: 'Approved' as const,
      anonymisedAt: null,
      ...dates,
      ...PRESENCE[criteria.presence],
      ...(criteria.hostId !== null ? { hostId: criteria.hostId } : {}),
      ...search,
    };
  }

  private orderBy(criteria: VisitListCriteria): QueryOrderMap<VisitorPass>[] {
    const order = criteria.order;
    switch (criteria.sort) {
      // Tie-breakers follow the main direction, so one index serves both directions.
      case 'name':
        return [{ name: order }, { visitDate: order }, { id: order }];
      case 'time':
        return [{ visitTime: order }, { visitDate: order }, { id: order }];
      case 'date':
        return [{ visitDate: order }, { visitTime: order }, { id: order }];
    }
  }
}
