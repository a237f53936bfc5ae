import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import { hostIdFor } from './host-filter.ts';
import type { VisitorPassRepository } from './ports.ts';
import { siteDaysAt } from './site-clock.ts';

/** `vms visitors approve --all-submitted`: the passes whose details are in and wait for their host, today or later. */
export class ListAwaitingApproval {
  constructor(
    private readonly passes: VisitorPassRepository,
    private readonly directory: EmployeeDirectory,
    private readonly clock: Clock,
    private readonly sites: SiteDirectory,
  ) {}

  async ids(hostEmail?: string | null): Promise<number[]> {
    const now = this.clock.now();
    const [all, days] = await Promise.all([this.sites.all(), siteDaysAt(this.sites, now)]);
    // Read from the earliest site date of all, then each visit kept only from its own site's today (issue 30).
    const earliest = all.map((site) => days.of(site.id).today).reduce((a, b) => (b < a ? b : a));
    const passes = await this.passes.listAwaitingApproval(await hostIdFor(this.directory, hostEmail), earliest);
    return passes.filter((pass) => pass.visitDate >= days.of(pass.siteId).today).map((pass) => pass.id);
  }
}
