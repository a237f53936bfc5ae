import { DomainError } from '#kernel/domain-error.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import { applyProvisionedChanges, type ProvisioningPorts } from './provisioned-changes.ts';
import { provisionedView, provisionerOf, type ProvisionedChanges, type ProvisionedEmployee } from './provisioning.ts';

/**
 * SCIM `PUT` and `PATCH /Users/{id}` (issue 32, ADR 41): what the directory changed, as the SCIM
 * adapter translated it. `active: false` disables the employee and ends their sessions at once; their
 * kiosks and API tokens stop on their next call (both re-read their starter's or owner's standing).
 */
export class ChangeProvisionedEmployee {
  constructor(
    private readonly ports: ProvisioningPorts,
    private readonly clock: Clock,
  ) {}

  async execute(principal: Principal, id: number, changes: ProvisionedChanges): Promise<ProvisionedEmployee> {
    const actor = provisionerOf(principal);
    return this.ports.unitOfWork.run(async () => {
      const employee = await this.ports.employees.findById(id, { forUpdate: true });
      if (!employee || employee.isDeprovisioned()) throw new DomainError('scim.user_not_found');
      await applyProvisionedChanges(this.ports, employee, changes, actor, this.clock.now());
      return provisionedView(employee);
    });
  }
}
