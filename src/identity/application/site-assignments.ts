import type { SiteAssignmentRepository, SiteStaffMember } from './ports.ts';

export type { SiteStaffMember };

/**
 * Identity's answer to the rest of the product about where people work (issue 30, ADR 42): the
 * sites module assigns staff through it, never through the table.
 */
export class SiteAssignments {
  constructor(private readonly assignments: SiteAssignmentRepository) {}

  /** The sites the employee is assigned to; none: they work at their home site (EmployeeDirectory.sitesOf). */
  assignedSitesOf(employeeId: number): Promise<number[]> {
    return this.assignments.assignedSitesOf(employeeId);
  }

  assign(employeeId: number, siteId: number): Promise<boolean> {
    return this.assignments.assign(employeeId, siteId);
  }

  unassign(employeeId: number, siteId: number): Promise<boolean> {
    return this.assignments.unassign(employeeId, siteId);
  }

  staffOf(siteId: number): Promise<SiteStaffMember[]> {
    return this.assignments.staffOf(siteId);
  }

  /** Inside `UnitOfWork.run`: the employee's home site, locked until the change is written (ADR 59). */
  homeSiteForUpdate(employeeId: number): Promise<number | null> {
    return this.assignments.homeSiteForUpdate(employeeId);
  }

  setHomeSite(employeeId: number, siteId: number): Promise<void> {
    return this.assignments.setHomeSite(employeeId, siteId);
  }
}
