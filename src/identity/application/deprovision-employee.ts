import { DomainError } from '#kernel/domain-error.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { ProvisioningPorts } from './provisioned-changes.ts';
import { provisionerOf } from './provisioning.ts';

/**
 * SCIM `DELETE /Users/{id}` (issue 32, ADR 41): employees are never deleted (visits name their host),
 * so the employee is disabled, their sessions end, and provisioning no longer answers them (404) until
 * the directory creates the same address again.
 */
export class DeprovisionEmployee {
  constructor(
    private readonly ports: ProvisioningPorts,
    private readonly clock: Clock,
  ) {}

  async execute(principal: Principal, id: number): Promise<void> {
    const actor = provisionerOf(principal);
    await this.ports.unitOfWork.run(async () => {
      const employee = await this.ports.employees.findById(id, { forUpdate: true });
      if (!employee || employee.isDeprovisioned()) throw new DomainError('scim.user_not_found');
      employee.deprovision(this.clock.now());
      const endedSessions = await this.ports.sessions.endAllFor(employee.id);
      this.ports.audit.record({ actor, action: 'employee.deprovisioned', subjectType: 'employee', subjectId: employee.email, details: { endedSessions } });
    });
  }
}
