import { DomainError } from '#kernel/domain-error.ts';
import { canHostVisitors } from '#contract/capabilities.ts';
import type { MyVisitsParams } from '#kernel/my-visits-query.ts';
import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import { deskRecords, type DeskVisitRecord } from './desk-visit-record.ts';
import type { MyVisitsCriteria } from './my-visits.ts';
import type { MyVisitsQuery, VisitorPhotoRepository } from './ports.ts';
import { homeSiteDayOf, siteDaysAt } from './site-clock.ts';

/**
 * `GET /api/my-visits` (`/MyVisitors`): the caller's own visits in every state, whatever their
 * role: an admin or a manager sees here only the visits they host, never the desk's wider view.
 */
export class ListMyVisits {
  constructor(
    private readonly query: MyVisitsQuery,
    private readonly photos: VisitorPhotoRepository,
    private readonly directory: EmployeeDirectory,
    private readonly clock: Clock,
    private readonly sites: SiteDirectory,
  ) {}

  async execute(principal: Principal, params: MyVisitsParams): Promise<{ records: DeskVisitRecord[]; total: number }> {
    if (!canHostVisitors(principal)) throw new DomainError('http.forbidden');
    const now = this.clock.now();
    // The list's "upcoming" and "past" are of the host's own site's date; each visit's state is of its own site's (issue 30).
    const [{ today }, days] = await Promise.all([this.directory.homeSiteOf(principal.employeeId).then((home) => homeSiteDayOf(this.sites, home, now)), siteDaysAt(this.sites, now)]);
    const criteria: MyVisitsCriteria = {
      hostId: principal.employeeId,
      today,
      when: params.when,
      states: params.state,
      search: params.q === '' ? null : params.q,
      offset: (params.page - 1) * params.pageSize,
      limit: params.pageSize,
    };
    const [records, total] = await Promise.all([
      this.query.page(criteria).then((passes) => deskRecords(passes, this.directory, this.photos, days)),
      this.query.count(criteria),
    ]);
    return { records, total };
  }
}
