import { DomainError } from '#kernel/domain-error.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import { principalAuditActor } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import { evacuationRecord } from '../domain/roll-call.ts';
import { markerOf, seesEvacuationAt } from './evacuation-caller.ts';
import type { EvacuationRepository } from './ports.ts';
import type { RollCallRead } from './roll-call-read.ts';

/**
 * `POST /api/evacuations/{id}/end` (docs/product/evacuation.md EVAC-END): the evacuation ends, and its
 * full record (who started and ended it, every person with their final mark, who marked them and when)
 * goes to the audit log in the same transaction. The evacuation's row is locked first: a mark being
 * made at that moment either lands before the record is read or is refused as `evacuation.ended`.
 */
export class EndEvacuation {
  constructor(
    private readonly evacuations: EvacuationRepository,
    private readonly sites: SiteDirectory,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  execute(principal: Principal, evacuationId: number): Promise<RollCallRead> {
    const by = markerOf(principal);
    return this.unitOfWork.run(async () => {
      const evacuation = await this.evacuations.lockById(evacuationId);
      if (!evacuation || !seesEvacuationAt(principal, evacuation.siteId)) throw new DomainError('evacuation.not_found');
      evacuation.end(by, this.clock.now());
      await this.evacuations.saveEnd(evacuation);
      const [people, site] = await Promise.all([this.evacuations.people(evacuationId), this.sites.byId(evacuation.siteId)]);
      if (!site) throw new Error(`evacuation ${evacuationId} names site ${evacuation.siteId}, which does not exist`);
      this.audit.record({
        actor: principalAuditActor(principal),
        action: 'evacuation.ended',
        subjectType: 'evacuation',
        subjectId: evacuationId,
        details: evacuationRecord(evacuation, site.name, people),
      });
      return { evacuation, people, site };
    });
  }
}
