import type { DashboardCountsAnswer } from '#contract/api/dashboard-answers.ts';
import { canBeReportingManager, canHostVisitors, canManageWatchlist, canUseDesk } from '#contract/capabilities.ts';
import { DESK_COUNT_FILTER, DESK_COUNTS, FLAGGED_COUNT_FILTER, HOST_COUNT_LIST, HOST_COUNTS } from '#contract/dashboard-counts.ts';
import type { ActiveFilter } from '#kernel/desk-query.ts';
import { siteToday } from '#contract/visit-time.ts';
import type { ListEmployees } from '../../identity/application/list-employees.ts';
import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import { deskSiteOf } from './desk-site.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import { filterCriteriaOf, type SiteMoment, type VisitListCriteria } from './desk-filters.ts';
import type { MyVisitsQuery, VisitListQuery } from './ports.ts';

export type DashboardCounts = DashboardCountsAnswer;

/**
 * `GET /api/dashboard-counts`: the numbers of the caller's dashboard, each the length of the list it
 * links to (src/contract/dashboard-counts.ts), counted by that list's own query: the desk's five are
 * the desk list's filters, counted in one statement; a host's three are My visitors' filters, counted
 * in one statement on the host's index; a manager's or admin's employees awaiting approval is the
 * approval queue's own filter; today's flagged visits (issue 13), for those who manage the watchlist,
 * are the desk list's `flagged` filter (every approval state, issue 28), counted by that list's own
 * count. The reads run side by side.
 */
export class ReadDashboardCounts {
  constructor(
    private readonly lists: VisitListQuery,
    private readonly myVisits: MyVisitsQuery,
    private readonly employees: ListEmployees,
    private readonly clock: Clock,
    private readonly sites: SiteDirectory,
  ) {}

  /** `site`: the desk's numbers are of that site (issue 30); unset: the caller's home site. */
  async execute(principal: Principal, site?: number): Promise<DashboardCounts> {
    const now = this.clock.now();
    const place = await deskSiteOf(this.sites, principal, site);
    const at: SiteMoment & { siteId: number } = { today: siteToday(place.timeZone, now), now, timeZone: place.timeZone, siteId: place.id };
    const seesDesk = canUseDesk(principal);
    const seesFlags = canManageWatchlist(principal);
    const [host, employeesAwaitingApproval, today, flagged] = await Promise.all([
      canHostVisitors(principal) ? this.hostCounts(principal.employeeId, at.today) : null,
      canBeReportingManager(principal.role) ? this.employees.pendingCountFor(principal) : null,
      // The desk's numbers are lists of today's approved visits: one statement.
      seesDesk ? this.todayCounts(at, DESK_COUNTS.map((name) => DESK_COUNT_FILTER[name])) : [],
      // The flagged list holds visits in every approval state (issue 28): its own list's count.
      seesFlags ? this.lists.count(this.todayList(FLAGGED_COUNT_FILTER, at)).then(({ total }) => total) : null,
    ]);
    const desk = seesDesk ? (Object.fromEntries(DESK_COUNTS.map((name, i) => [name, today[i] ?? 0])) as NonNullable<DashboardCounts['desk']>) : null;
    return { host, employeesAwaitingApproval, desk, flagged };
  }

  private async hostCounts(hostId: number, today: string): Promise<NonNullable<DashboardCounts['host']>> {
    const counts = await this.myVisits.countEach(
      HOST_COUNTS.map((name) => ({ hostId, today, when: HOST_COUNT_LIST[name].when, states: HOST_COUNT_LIST[name].state, search: null, offset: 0, limit: 0 })),
    );
    return Object.fromEntries(HOST_COUNTS.map((name, i) => [name, counts[i] ?? 0])) as NonNullable<DashboardCounts['host']>;
  }

  /** The lengths of these Active filters of the desk list (everyone's visits of today), in one read. */
  private async todayCounts(at: SiteMoment & { siteId: number }, filters: readonly ActiveFilter[]): Promise<number[]> {
    if (filters.length === 0) return [];
    return this.lists.countEach(filters.map((filter) => this.todayList(filter, at)));
  }

  /** An Active filter of the desk list (everyone's visits of today) as the list's own criteria. */
  private todayList(filter: ActiveFilter, at: SiteMoment & { siteId: number }): VisitListCriteria {
    return { ...filterCriteriaOf({ view: 'active', filter }, at), hostId: null, siteId: at.siteId, search: null, sort: 'time', order: 'asc', offset: 0, limit: 0 };
  }
}
