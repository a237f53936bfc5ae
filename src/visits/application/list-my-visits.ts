import { DomainError } from '#kernel/domain-error.ts';
import { canHostVisitors } from '#contract/capabilities.ts';
import type { MyVisitsParams } from '#kernel/my-visits-query.ts';
import { siteToday } from '#contract/visit-time.ts';
import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import { deskRecords, type DeskVisitRecord } from './desk-visit-record.ts';
import type { MyVisitsCriteria } from './my-visits.ts';
import type { MyVisitsQuery, VisitorPhotoRepository } from './ports.ts';

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
    private readonly timeZone: string,
  ) {}

  async execute(principal: Principal, params: MyVisitsParams): Promise<{ records: DeskVisitRecord[]; total: number }> {
    if (!canHostVisitors(principal)) throw new DomainError('http.forbidden');
    const today = siteToday(this.timeZone, this.clock.now());
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
      this.query.page(criteria).then((passes) => deskRecords(passes, this.directory, this.photos, today)),
      this.query.count(criteria),
    ]);
    return { records, total };
  }
}
