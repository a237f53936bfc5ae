import type { BreachDetail } from '#contract/api/breach-answers.ts';
import type { BreachInput } from '#contract/validation/breach.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import { Breach } from '../domain/breach.ts';
import { auditActorOf, type BreachCaller } from './breach-caller.ts';
import type { BreachViews } from './breach-views.ts';
import type { BreachRepository } from './ports.ts';

/** `POST /api/breaches`: an admin records a suspected breach (BR-1); the 72-hour clock runs from its awareness. Audited. */
export class RecordBreach {
  constructor(
    private readonly breaches: BreachRepository,
    private readonly sites: SiteDirectory,
    private readonly views: BreachViews,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(caller: BreachCaller, input: BreachInput): Promise<BreachDetail> {
    const actor = auditActorOf(caller);
    if (input.siteIds !== null) {
      const known = new Set((await this.sites.all()).map((site) => site.id));
      if (input.siteIds.some((id) => !known.has(id))) throw new DomainError('breach.sites_invalid');
    }
    const now = this.clock.now();
    const breach = new Breach(input, actor.label, now);
    await this.unitOfWork.run(async () => {
      await this.breaches.add(breach);
      this.audit.record({
        actor,
        action: 'breach.recorded',
        subjectType: 'breach',
        subjectId: breach.id,
        details: { occurredFrom: input.occurredFrom, occurredTo: input.occurredTo, awareAt: input.awareAt, dataKinds: input.dataKinds, siteIds: input.siteIds },
      });
    });
    return this.views.detail(breach, now);
  }
}
