import { SEEDED_DESIGNATIONS } from '#contract/roles.ts';
import type { Actor, AuditLog } from '../../platform/ports/audit-log.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { Designation } from '../domain/designation.ts';
import type { DesignationRepository } from './ports.ts';

/** `vms seed`: puts back any of the four designations that is missing. Idempotent. */
export class EnsureDesignations {
  constructor(
    private readonly designations: DesignationRepository,
    private readonly audit: AuditLog,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(actor: Actor): Promise<{ added: string[] }> {
    return this.unitOfWork.run(async () => {
      // Two seeds at once: the second waits and then finds everything there.
      await this.unitOfWork.lock('designations:seed');
      const added: string[] = [];
      for (const name of SEEDED_DESIGNATIONS) {
        if (await this.designations.findByName(name)) continue;
        this.designations.add(new Designation(name));
        this.audit.record({ actor, action: 'designation.added', subjectType: 'designation', subjectId: name });
        added.push(name);
      }
      return { added };
    });
  }
}
