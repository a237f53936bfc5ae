import type { VisitState } from '#contract/visit-state.ts';
import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import { deskRecords, type DeskVisitRecord } from './desk-visit-record.ts';
import { hostIdFor } from './host-filter.ts';
import type { VisitorPassRepository, VisitorPhotoRepository } from './ports.ts';
import { siteDaysAt } from './site-clock.ts';

/** `vms visitors list --date`: every pass of a day (any state), optionally one host's or one state. */
export class ListDayVisits {
  constructor(
    private readonly passes: VisitorPassRepository,
    private readonly photos: VisitorPhotoRepository,
    private readonly directory: EmployeeDirectory,
    private readonly clock: Clock,
    private readonly sites: SiteDirectory,
  ) {}

  async execute(day: string, options: { hostEmail?: string | null; state?: VisitState | null } = {}): Promise<DeskVisitRecord[]> {
    const passes = await this.passes.listForDay(day, await hostIdFor(this.directory, options.hostEmail));
    const records = await deskRecords(passes, this.directory, this.photos, await siteDaysAt(this.sites, this.clock.now()));
    return options.state ? records.filter((record) => record.state === options.state) : records;
  }
}
