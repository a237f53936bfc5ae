import { canChangeHomeSite } from '#contract/capabilities.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { EmployeeDirectory, EmployeeSummary } from '../../identity/application/employee-directory.ts';
import type { SiteAssignments } from '../../identity/application/site-assignments.ts';
import type { Actor } from '../../platform/ports/audit-log.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Site } from '../domain/site.ts';
import type { SiteRepository } from './ports.ts';
import type { SiteCaller } from './site-caller.ts';
import type { SiteKey } from './update-site.ts';

/** What a change of home site did: the employee, the site now theirs, the one before, and whether anything changed. */
export interface HomeSiteChange {
  readonly employee: EmployeeSummary;
  readonly site: Site;
  readonly fromSiteId: number;
  readonly changed: boolean;
}

/** The caller as the audit log names them, after checking a signed-in caller changes home sites at all. */
const actorOf = (caller: SiteCaller): Actor => {
  if (caller.kind === 'cli') return caller.actor;
  if (!canChangeHomeSite(caller.principal)) throw new DomainError('http.forbidden');
  return { type: 'employee', id: caller.principal.employeeId, label: caller.principal.email };
};

/**
 * An employee's home site after registration (issue 30: every employee has one, the site their passes
 * are for by default; docs/adr/0059): admins and IT staff (`vms users set-home-site`) move anyone; a
 * site admin moves someone from a site they manage to another they manage (`canChangeHomeSite`). A
 * site the caller does not see is not found (as on the Sites screen); an employee whose home site is
 * not theirs is `site.home_site_not_yours`. The site's and the employee's rows are locked, the change
 * audited in its transaction; a change to the same site changes and records nothing. Sites are never
 * retired (they are data that past visits name), so only a site that does not exist is refused.
 */
export class ChangeHomeSite {
  constructor(
    private readonly sites: SiteRepository,
    private readonly directory: EmployeeDirectory,
    private readonly assignments: SiteAssignments,
    private readonly audit: AuditLog,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  execute(caller: SiteCaller, key: SiteKey, email: string): Promise<HomeSiteChange> {
    const actor = actorOf(caller);
    return this.unitOfWork.run(async () => {
      const site = 'id' in key ? await this.sites.lockById(key.id) : await this.sites.lockByName(key.name);
      const seen = (siteId: number) => caller.kind === 'cli' || canChangeHomeSite(caller.principal, { fromSiteId: siteId, toSiteId: siteId });
      if (!site || !seen(site.id)) throw new DomainError('site.not_found');
      const employee = await this.directory.byEmail(email);
      const fromSiteId = employee ? await this.assignments.homeSiteForUpdate(employee.id) : null;
      if (!employee || fromSiteId === null) throw new DomainError('site.staff_unknown');
      if (caller.kind === 'principal' && !canChangeHomeSite(caller.principal, { fromSiteId, toSiteId: site.id })) throw new DomainError('site.home_site_not_yours');
      const changed = fromSiteId !== site.id;
      if (changed) {
        await this.assignments.setHomeSite(employee.id, site.id);
        this.audit.record({ actor, action: 'employee.home_site_changed', subjectType: 'employee', subjectId: employee.id, details: { email: employee.email, from: fromSiteId, to: site.id } });
      }
      return { employee, site, fromSiteId, changed };
    });
  }
}
