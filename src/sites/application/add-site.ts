import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { SiteInput } from '#contract/validation/site.ts';
import { Site } from '../domain/site.ts';
import type { SiteRepository } from './ports.ts';
import { auditActorOf, type SiteCaller } from './site-caller.ts';

/** `POST /api/sites` and `vms sites add`: an admin or IT staff add a site with its settings (audited). */
export class AddSite {
  constructor(
    private readonly sites: SiteRepository,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  execute(caller: SiteCaller, input: SiteInput): Promise<Site> {
    const actor = auditActorOf(caller);
    return this.unitOfWork.run(async () => {
      const site = new Site(input, this.clock.now());
      await this.sites.add(site);
      this.audit.record({ actor, action: 'site.added', subjectType: 'site', subjectId: site.id, details: { ...site.settings() } });
      return site;
    });
  }
}
