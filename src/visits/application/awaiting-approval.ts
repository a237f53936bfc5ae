import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import { hostIdFor } from './host-filter.ts';
import type { VisitorPassRepository } from './ports.ts';

/** `vms visitors approve --all-submitted`: the passes whose details are in and wait for their host. */
export class ListAwaitingApproval {
  constructor(
    private readonly passes: VisitorPassRepository,
    private readonly directory: EmployeeDirectory,
  ) {}

  async ids(hostEmail?: string | null): Promise<number[]> {
    return (await this.passes.listAwaitingApproval(await hostIdFor(this.directory, hostEmail))).map((pass) => pass.id);
  }
}
