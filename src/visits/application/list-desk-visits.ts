import type { ActiveFilter, DeskQuery, HistoryFilter } from '../../shared/desk-query.ts';
import { canSeeEveryVisit } from '../../shared/capabilities.ts';
import { siteToday } from '../../shared/visit-time.ts';
import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import { deskRecords, type DeskVisitRecord } from './desk-visit-record.ts';
import { defaultSort, filterCriteriaOf, type DeskView, type VisitListCriteria } from './desk-filters.ts';
import type { VisitListQuery, VisitorPhotoRepository } from './ports.ts';

/**
 * `GET /api/getApprovedVisitor` (both Approved Visitor Details screens): approved visits, filtered,
 * searched, sorted and paged by the database. The desk and admins see everyone's; a host sees their own.
 */
export class ListDeskVisits {
  constructor(
    private readonly query: VisitListQuery,
    private readonly photos: VisitorPhotoRepository,
    private readonly directory: EmployeeDirectory,
    private readonly clock: Clock,
    private readonly timeZone: string,
  ) {}

  async execute(principal: Principal, request: DeskQuery): Promise<{ records: DeskVisitRecord[]; total: number; totalCapped: boolean }> {
    const now = this.clock.now();
    const today = siteToday(this.timeZone, now);
    // The schema has already checked that the filter belongs to the view.
    const view: DeskView =
      request.view === 'active'
        ? { view: 'active', filter: (request.filter ?? 'all') as ActiveFilter }
        : request.view === 'history'
          ? { view: 'history', filter: (request.filter ?? 'all') as HistoryFilter }
          : { view: 'all' };
    const { sort, order } = request.sort ? { sort: request.sort, order: request.order ?? 'asc' } : defaultSort(view);
    const criteria: VisitListCriteria = {
      ...filterCriteriaOf(view, { today, now, timeZone: this.timeZone }),
      // Hosts only ever see their own visitors; the desk and admins see everyone's unless they ask for their own.
      hostId: canSeeEveryVisit(principal) && request.scope !== 'mine' ? null : principal.employeeId,
      search: request.q ? request.q : null,
      sort,
      order,
      offset: (request.page - 1) * request.pageSize,
      limit: request.pageSize,
    };
    // The count runs alongside the page and the lookups its rows need, rather than before them.
    const [records, { total, capped }] = await Promise.all([
      this.query.page(criteria).then((rows) => deskRecords(rows, this.directory, this.photos, today)),
      this.query.count(criteria),
    ]);
    return { records, total, totalCapped: capped };
  }
}
