import type { EntityManager, FilterQuery, QueryOrderMap } from '@mikro-orm/postgresql';
import type { VisitListCriteria } from '../../application/desk-filters.ts';
import { VisitListQuery, type VisitPage } from '../../application/ports.ts';
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

  async list(criteria: VisitListCriteria): Promise<VisitPage> {
    const [rows, total] = await this.em.findAndCount(VisitorPass, this.where(criteria), {
      orderBy: this.orderBy(criteria),
      limit: criteria.limit,
      offset: criteria.offset,
    });
    return { rows, total };
  }

  onSite(): Promise<VisitorPass[]> {
    return this.em.find(
      VisitorPass,
      { approveStatus: 'Approved', anonymisedAt: null, checkIn: { $ne: null }, checkOut: null },
      { orderBy: { checkIn: 'asc', id: 'asc' } },
    );
  }

  private where(criteria: VisitListCriteria): FilterQuery<VisitorPass> {
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
      case 'name':
        return [{ name: order }, { visitDate: 'desc' }, { id: 'desc' }];
      case 'time':
        return [{ visitTime: order }, { visitDate: order }, { id: order }];
      case 'date':
        return [{ visitDate: order }, { visitTime: order }, { id: order }];
    }
  }
}
