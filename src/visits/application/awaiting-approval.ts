import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import { siteToday } from '#contract/visit-time.ts';
import { hostIdFor } from './host-filter.ts';
import type { VisitorPassRepository } from './ports.ts';

/** `vms visitors approve --all-submitted`: the passes whose details are in and wait for their host, today or later. */
export class ListAwaitingApproval {
  constructor(
    private readonly passes: VisitorPassRepository,
    private readonly directory: EmployeeDirectory,
    private readonly clock: Clock,
    private readonly timeZone: string,
  ) {}

  async ids(hostEmail?: string | null): Promise<number[]> {
    return (await this.passes.listAwaitingApproval(await hostIdFor(this.directory, hostEmail), siteToday(this.timeZone, this.clock.now()))).map((pass) => pass.id);
  }
}
