import { canHostVisitors, worksAtSite, type Actor as Asker } from '#contract/capabilities.ts';
import { DESIGNATION_OF, ROLES } from '#contract/roles.ts';
import type { Employee } from '../domain/employee.ts';
import type { EmployeeRepository, EmployeeSummary } from './ports.ts';

export type { EmployeeSummary };

/** The designations of those who may host visitors, as the capabilities say. */
const HOST_DESIGNATIONS: readonly string[] = ROLES.filter((role) => canHostVisitors({ role })).map((role) => DESIGNATION_OF[role]);

const summary = (employee: Employee): EmployeeSummary => ({
  id: employee.id,
  email: employee.email,
  name: employee.name,
  empId: employee.empId,
  role: employee.role(),
});

/**
 * Identity's answer to the rest of the product: visits look up hosts here, through identity's
 * application layer, never through its tables.
 */
export class EmployeeDirectory {
  constructor(private readonly employees: EmployeeRepository) {}

  /** An approved, enabled employee who may host visitors (not the security desk itself). */
  async activeHost(email: string): Promise<EmployeeSummary | null> {
    const employee = await this.employees.findByEmail(email);
    if (!employee || employee.isPending() || employee.isDisabled() || !canHostVisitors({ role: employee.role() })) return null;
    return summary(employee);
  }

  /** Everyone who can host, for the desk's autocomplete (`GET /getActiveEmployee`). */
  async activeHosts(): Promise<EmployeeSummary[]> {
    const approved = await this.employees.list({ status: 'Approved' });
    return approved.filter((employee) => canHostVisitors({ role: employee.role() })).map(summary);
  }

  /**
   * Hosts whose name contains every word typed (case-insensitive), by name, at most `limit`: the
   * kiosk's host search (issue 13), which shows names only.
   */
  async searchHosts(text: string, limit: number): Promise<EmployeeSummary[]> {
    const words = text.trim().split(/\s+/).filter(Boolean);
    if (words.length === 0) return [];
    return this.employees.searchByName(words, HOST_DESIGNATIONS, limit);
  }

  /**
   * Approved, enabled employees for whom a capability holds (src/contract/capabilities.ts), e.g. those
   * security's mail of a watchlist flag goes to (canManageWatchlist).
   */
  async activeWith(capability: (actor: Asker) => boolean): Promise<EmployeeSummary[]> {
    const approved = await this.employees.list({ status: 'Approved' });
    return approved.filter((employee) => capability({ role: employee.role() })).map(summary);
  }

  /**
   * Approved, enabled employees for whom a capability holds and who work at this site (issue 30, ADR
   * 42): admins, and the security staff and site admins assigned to it (their home site when they have
   * no assignment). The mail of a flagged visitor at a site's door goes to these.
   */
  async activeAtSiteWith(capability: (actor: Asker) => boolean, siteId: number): Promise<EmployeeSummary[]> {
    // One read of the roles the capability holds for, with everyone's sites; the capabilities then decide on each.
    const designations = ROLES.filter((role) => capability({ role })).map((role) => DESIGNATION_OF[role]);
    const holders = await this.employees.activeWithSites(designations);
    return holders
      .filter(({ id, role, siteIds }) => capability({ role }) && worksAtSite({ role, employeeId: id, siteIds }, siteId))
      .map(({ id, email, name, empId, role }) => ({ id, email, name, empId, role }));
  }

  /** An approved, enabled employee with a role, by id or e-mail, or null: whom an API token may act for (issue 32). */
  async active(by: { readonly id: number } | { readonly email: string }): Promise<EmployeeSummary | null> {
    const employee = 'id' in by ? await this.employees.findById(by.id) : await this.employees.findByEmail(by.email);
    if (!employee || employee.isPending() || employee.isDisabled() || employee.role() === null) return null;
    return summary(employee);
  }

  /** Anyone on record by e-mail, whatever their status (reports and the CLI name hosts this way). */
  async byEmail(email: string): Promise<EmployeeSummary | null> {
    const employee = await this.employees.findByEmail(email);
    return employee ? summary(employee) : null;
  }

  /** The ids of everyone who reports to this manager, whatever their status: past visits of a report now disabled still count. */
  async reportIds(managerId: number): Promise<number[]> {
    const reports = await this.employees.list({ managerId, includeDisabled: true });
    return reports.map((employee) => employee.id);
  }

  /** The employee's home site (issue 30): the site a host's passes are for unless they say otherwise; null for no such employee. */
  homeSiteOf(id: number): Promise<number | null> {
    return this.employees.homeSiteOf(id);
  }

  /** The sites the employee works at (issue 30, ADR 42): their assignments, else their home site. */
  sitesOf(id: number): Promise<number[]> {
    return this.employees.sitesOf(id);
  }

  async byIds(ids: readonly number[]): Promise<Map<number, EmployeeSummary>> {
    const found = await this.employees.summariesByIds([...new Set(ids)]);
    return new Map(found.map((employee) => [employee.id, employee]));
  }
}
