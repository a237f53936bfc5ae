import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { SiteChanges } from '#contract/validation/site.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { Site } from '../domain/site.ts';
import type { SiteRepository } from './ports.ts';
import { settingsActorOf, type SiteCaller } from './site-caller.ts';

/** Which site: its id (the API, `vms sites update 3`) or its name whatever its case (`vms sites update Pune`). */
export type SiteKey = { readonly id: number } | { readonly name: string };

/**
 * `PATCH /api/sites/{id}` and `vms sites update`: the given settings change, the others stay; an
 * admin's of any site, a site admin's of their own (issue 30). The
 * audit entry keeps each setting that really changed, before and after; a change to nothing new
 * writes nothing and records nothing.
 */
export class UpdateSite {
  constructor(
    private readonly sites: SiteRepository,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  execute(caller: SiteCaller, key: SiteKey, changes: SiteChanges): Promise<Site> {
    // A site admin changes only their own sites' settings (issue 30); checked before anything is read.
    settingsActorOf(caller, 'id' in key ? key.id : undefined);
    return this.unitOfWork.run(async () => {
      const site = 'id' in key ? await this.sites.lockById(key.id) : await this.sites.lockByName(key.name);
      if (!site) throw new DomainError('site.not_found');
      const actor = settingsActorOf(caller, site.id);
      const changed = site.change(changes, this.clock.now());
      if (Object.keys(changed).length === 0) return site;
      await this.sites.save(site);
      this.audit.record({ actor, action: 'site.updated', subjectType: 'site', subjectId: site.id, details: changed });
      return site;
    });
  }
}
