import { isAssignedToSites } from '#contract/capabilities.ts';
import { roleFromDesignation, type Role } from '#contract/roles.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import type { SiteAssignments } from '../../identity/application/site-assignments.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { Site } from '../domain/site.ts';
import type { SiteRepository } from './ports.ts';
import { auditActorOf, type SiteCaller } from './site-caller.ts';
import type { SiteKey } from './update-site.ts';

/** Someone assigned to a site, with their role. */
export interface SiteStaffEntry {
  readonly employeeId: number;
  readonly name: string;
  readonly email: string;
  readonly role: Role | null;
}

/** What an assignment or its end did: the site, its staff now, and whether anything changed. */
export interface SiteStaffChange {
  readonly site: Site;
  readonly changed: boolean;
  readonly staff: SiteStaffEntry[];
}

/**
 * Who works at a site (issue 30, ADR 42): admins assign security users and site admins to sites and
 * take them off (`vms sites assign|unassign`, the Sites screen). Only those two roles are assigned:
 * admins work at every site, and hosts' lists are of their own visitors wherever they are. Someone
 * with no assignment works at their home site. Each change is audited in its transaction; one that
 * changes nothing records nothing.
 */
export class SiteStaff {
  constructor(
    private readonly sites: SiteRepository,
    private readonly directory: EmployeeDirectory,
    private readonly assignments: SiteAssignments,
    private readonly audit: AuditLog,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** Everyone assigned to the site, by name. */
  async list(caller: SiteCaller, key: SiteKey): Promise<{ site: Site; staff: SiteStaffEntry[] }> {
    auditActorOf(caller);
    return this.unitOfWork.run(async () => {
      const site = await this.siteOf(key);
      return { site, staff: await this.staffOf(site.id) };
    });
  }

  assign(caller: SiteCaller, key: SiteKey, email: string): Promise<SiteStaffChange> {
    return this.change(caller, key, email, 'site.staff_assigned', (employeeId, siteId) => this.assignments.assign(employeeId, siteId));
  }

  unassign(caller: SiteCaller, key: SiteKey, email: string): Promise<SiteStaffChange> {
    return this.change(caller, key, email, 'site.staff_unassigned', (employeeId, siteId) => this.assignments.unassign(employeeId, siteId));
  }

  private change(
    caller: SiteCaller,
    key: SiteKey,
    email: string,
    action: 'site.staff_assigned' | 'site.staff_unassigned',
    write: (employeeId: number, siteId: number) => Promise<boolean>,
  ): Promise<SiteStaffChange> {
    const actor = auditActorOf(caller);
    return this.unitOfWork.run(async () => {
      // The site's row is locked: a change to its staff waits for a change to the site, and the other way round.
      const site = await this.siteOf(key);
      const employee = await this.directory.byEmail(email);
      if (!employee) throw new DomainError('site.staff_unknown');
      // Taking someone off stays possible whatever their role now (a guard made a manager keeps no stale row).
      if (action === 'site.staff_assigned' && !isAssignedToSites(employee.role)) throw new DomainError('site.staff_role_invalid');
      const changed = await write(employee.id, site.id);
      if (changed) this.audit.record({ actor, action, subjectType: 'site', subjectId: site.id, details: { employeeId: employee.id, email: employee.email } });
      return { site, changed, staff: await this.staffOf(site.id) };
    });
  }

  private async siteOf(key: SiteKey): Promise<Site> {
    const site = 'id' in key ? await this.sites.lockById(key.id) : await this.sites.lockByName(key.name);
    if (!site) throw new DomainError('site.not_found');
    return site;
  }

  private async staffOf(siteId: number): Promise<SiteStaffEntry[]> {
    return (await this.assignments.staffOf(siteId)).map(({ employeeId, name, email, designation }) => ({ employeeId, name, email, role: roleFromDesignation(designation) }));
  }
}
