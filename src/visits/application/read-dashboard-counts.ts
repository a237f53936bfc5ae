import type { DashboardCountsAnswer } from '../../shared/api/dashboard-answers.ts';
import { canBeReportingManager, canHostVisitors, canUseDesk } from '../../shared/capabilities.ts';
import { DESK_COUNT_FILTER, DESK_COUNTS, HOST_COUNT_LIST, HOST_COUNTS } from '../../shared/dashboard-counts.ts';
import { siteToday } from '../../shared/visit-time.ts';
import type { ListEmployees } from '../../identity/application/list-employees.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import { filterCriteriaOf, type SiteMoment, type VisitListCriteria } from './desk-filters.ts';
import type { MyVisitsQuery, VisitListQuery } from './ports.ts';

export type DashboardCounts = DashboardCountsAnswer;

/**
 * `GET /api/dashboard-counts`: the numbers of the caller's dashboard, each the length of the list it
 * links to (src/shared/dashboard-counts.ts), counted by that list's own query: the desk's five are
 * the desk list's filters, counted in one statement; a host's three are My visitors' filters, counted
 * in one statement on the host's index; a manager's or admin's employees awaiting approval is the
 * approval queue's own filter. The reads run side by side.
 */
export class ReadDashboardCounts {
  constructor(
    private readonly lists: VisitListQuery,
    private readonly myVisits: MyVisitsQuery,
    private readonly employees: ListEmployees,
    private readonly clock: Clock,
    private readonly timeZone: string,
  ) {}

  async execute(principal: Principal): Promise<DashboardCounts> {
    const now = this.clock.now();
    const at: SiteMoment = { today: siteToday(this.timeZone, now), now, timeZone: this.timeZone };
    const [host, employeesAwaitingApproval, desk] = await Promise.all([
      canHostVisitors(principal) ? this.hostCounts(principal.employeeId, at.today) : null,
      canBeReportingManager(principal.role) ? this.employees.pendingCountFor(principal) : null,
      canUseDesk(principal) ? this.deskCounts(at) : null,
    ]);
    return { host, employeesAwaitingApproval, desk };
  }

  private async hostCounts(hostId: number, today: string): Promise<NonNullable<DashboardCounts['host']>> {
    const counts = await this.myVisits.countEach(
      HOST_COUNTS.map((name) => ({ hostId, today, when: HOST_COUNT_LIST[name].when, states: HOST_COUNT_LIST[name].state, search: null, offset: 0, limit: 0 })),
    );
    return Object.fromEntries(HOST_COUNTS.map((name, i) => [name, counts[i] ?? 0])) as NonNullable<DashboardCounts['host']>;
  }

  private async deskCounts(at: SiteMoment): Promise<NonNullable<DashboardCounts['desk']>> {
    const criteria = DESK_COUNTS.map(
      (name): VisitListCriteria => ({
        ...filterCriteriaOf({ view: 'active', filter: DESK_COUNT_FILTER[name] }, at),
        hostId: null,
        search: null,
        sort: 'time',
        order: 'asc',
        offset: 0,
        limit: 0,
      }),
    );
    const counts = await this.lists.countEach(criteria);
    return Object.fromEntries(DESK_COUNTS.map((name, i) => [name, counts[i] ?? 0])) as NonNullable<DashboardCounts['desk']>;
  }
}
