import { INVALID_FILTER_MESSAGE, type ActiveFilter, type DeskQuery, type HistoryFilter } from '#kernel/desk-query.ts';
import { canManageWatchlist, canSeeEveryVisit } from '#contract/capabilities.ts';
import { DomainError } from '#kernel/domain-error.ts';
import { siteToday } from '#contract/visit-time.ts';
import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import { deskSiteOf } from './desk-site.ts';
import { deskRecords, type DeskVisitRecord } from './desk-visit-record.ts';
import { siteDaysAt } from './site-clock.ts';
import { defaultSort, filterCriteriaOf, type DeskView, type VisitListCriteria } from './desk-filters.ts';
import type { VisitListQuery, VisitorPhotoRepository } from './ports.ts';

/**
 * `GET /api/getApprovedVisitor` (both Approved Visitor Details screens): approved visits, filtered,
 * searched, sorted and paged by the database. The desk and admins see everyone's; a host sees their own.
 * Those who manage the watchlist also see each visit's open flag and may list the flagged ones; for
 * anyone else the `flagged` filter does not exist and the answer says nothing of flags (issue 13).
 * For them the flagged list, and their searches, also hold flagged visits not approved (issue 28: a
 * walk-in waiting for the host's answer is at the door now).
 */
export class ListDeskVisits {
  constructor(
    private readonly query: VisitListQuery,
    private readonly photos: VisitorPhotoRepository,
    private readonly directory: EmployeeDirectory,
    private readonly clock: Clock,
    private readonly sites: SiteDirectory,
  ) {}

  async execute(principal: Principal, request: DeskQuery): Promise<{ records: DeskVisitRecord[]; total: number; totalCapped: boolean }> {
    const now = this.clock.now();
    // The list is of one site, on its clock (issue 30).
    const site = await deskSiteOf(this.sites, principal, request.site);
    const today = siteToday(site.timeZone, now);
    const everyone = canSeeEveryVisit(principal) && request.scope !== 'mine';
    // The schema has already checked that the filter belongs to the view.
    const view: DeskView =
      request.view === 'active'
        ? { view: 'active', filter: (request.filter ?? 'all') as ActiveFilter }
        : request.view === 'history'
          ? { view: 'history', filter: (request.filter ?? 'all') as HistoryFilter }
          : { view: 'all' };
    const seesFlags = canManageWatchlist(principal);
    if (view.view === 'active' && view.filter === 'flagged' && !seesFlags) {
      throw new DomainError('input.invalid', { message: INVALID_FILTER_MESSAGE, details: { field: 'filter' } });
    }
    // Only the visits checked in at one of the site's entrances (issue 30): a retired one too, for the days it was in use.
    const entrance = request.entrance == null ? null : await this.sites.entrance(request.entrance);
    if (request.entrance != null && !entrance) throw new DomainError('entrance.not_found');
    if (entrance && entrance.siteId !== site.id) throw new DomainError('entrance.other_site');
    const { sort, order } = request.sort ? { sort: request.sort, order: request.order ?? 'asc' } : defaultSort(view);
    const criteria: VisitListCriteria = {
      ...filterCriteriaOf(view, { today, now, timeZone: site.timeZone }),
      // Hosts only ever see their own visitors (at every site); the desk and admins see everyone's at the site unless they ask for their own.
      hostId: everyone ? null : principal.employeeId,
      siteId: everyone ? site.id : null,
      entranceId: entrance?.id ?? null,
      search: request.q ? request.q : null,
      // A flagged visitor is found by a search from the moment the flag is raised, whatever the visit awaits (issue 28).
      ...(seesFlags && request.q ? { withOpenFlags: true } : {}),
      sort,
      order,
      offset: (request.page - 1) * request.pageSize,
      limit: request.pageSize,
    };
    // The count runs alongside the page and the lookups its rows need, rather than before them.
    const [records, { total, capped }] = await Promise.all([
      // A host's own list spans sites: each visit is read on its own site's clock (issue 30).
      Promise.all([this.query.page(criteria), siteDaysAt(this.sites, now)]).then(([rows, days]) => deskRecords(rows, this.directory, this.photos, days, { flags: seesFlags })),
      this.query.count(criteria),
    ]);
    return { records, total, totalCapped: capped };
  }
}
