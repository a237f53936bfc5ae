import type { EvacuationMark } from '#contract/evacuation-marks.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import { principalAuditActor } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { EvacuationPerson } from '../domain/evacuation-person.ts';
import { markerOf, seesEvacuationAt } from './evacuation-caller.ts';
import type { EvacuationRepository } from './ports.ts';

/**
 * `PUT /api/evacuations/{id}/people/{personId}` (docs/product/evacuation.md EVAC-ROLL-02): one person
 * marked safe, missing, or back to unaccounted, by whoever tapped it; one atomic change of one row, so
 * several guards marking at once each keep their mark (on the same person the later tap wins). Each mark
 * is audited; an ended evacuation changes no more.
 */
export class MarkEvacuee {
  constructor(
    private readonly evacuations: EvacuationRepository,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  execute(principal: Principal, evacuationId: number, personId: number, mark: EvacuationMark): Promise<EvacuationPerson> {
    const by = markerOf(principal);
    return this.unitOfWork.run(async () => {
      // Another site's evacuation is not found for a guard who does not work there (issue 30).
      const evacuation = await this.evacuations.byId(evacuationId);
      if (!evacuation || !seesEvacuationAt(principal, evacuation.siteId)) throw new DomainError('evacuation.not_found');
      const outcome = await this.evacuations.mark(evacuationId, personId, mark, by, this.clock.now());
      // The evacuation exists (read above): a refused mark is of an ended one, or of someone not on its roll call.
      if (outcome === 'ended') throw new DomainError('evacuation.ended');
      if (outcome === 'not_found') throw new DomainError('evacuation.person_not_found');
      this.audit.record({
        actor: principalAuditActor(principal),
        action: 'evacuation.marked',
        subjectType: 'evacuation',
        subjectId: evacuationId,
        details: { personId, kind: outcome.kind, name: outcome.name, mark },
      });
      return outcome;
    });
  }
}
