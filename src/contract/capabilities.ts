import { DESIGNATION_OF, type Designation, type Role } from './roles.ts';

/**
 * Who may do what (docs/product/roles-and-screens.md ROLE-02, ROLE-03, ROLE-04, ROLE-05, ROLE-06 and ROLE-07), answered once for the
 * server's checks, the SPA's routes and screens, and the CLI. Nothing else compares roles: a new rule
 * or a new role is a change here, and test/unit/shared/capabilities.test.ts tables every answer.
 */

/** The person asking: a signed-in principal on the server, the signed-in user in the SPA. */
export interface Actor {
  readonly role: Role | null | undefined;
  /** Needed only for questions about one record (is this their visit, their report). */
  readonly employeeId?: number | null;
}

/** A visit as far as access goes: whose visitor it is. */
export interface VisitSubject {
  readonly hostId: number;
}

/** A registrant as far as approval goes: the reporting manager they chose. */
export interface EmployeeSubject {
  readonly managerId: number | null | undefined;
}

const HOSTS: readonly Role[] = ['employee', 'manager', 'admin'];
const DESK: readonly Role[] = ['security', 'admin'];
const REPORTING_MANAGERS: readonly Role[] = ['manager', 'admin'];
const INSIGHT_VIEWERS: readonly Role[] = ['manager', 'admin'];

const is = (actor: Actor, roles: readonly Role[]): boolean => actor.role != null && roles.includes(actor.role);
const isAdmin = (actor: Actor): boolean => actor.role === 'admin';
const isSelf = (actor: Actor, employeeId: number | null | undefined): boolean => actor.employeeId != null && actor.employeeId === employeeId;

/**
 * Hosts (employee, manager, admin): the employee dashboard; they create passes for their own visitors,
 * list and approve them, and approve the employees who report to them.
 */
export const canHostVisitors = (actor: Actor): boolean => is(actor, HOSTS);

/** The security desk (security, admin): check-in and out, photos, badges, the roll call, every approved visitor. */
export const canUseDesk = (actor: Actor): boolean => is(actor, DESK);

/**
 * Everyone signed in who works with visitors, hosts and desk alike: the pass form, the approved
 * visitors list, a visit's detail view and its photos (each visit then checked with `canSeeVisit`).
 */
export const canWorkWithVisitors = (actor: Actor): boolean => canHostVisitors(actor) || canUseDesk(actor);

/**
 * Security creates passes on behalf of an employee and picks the host; a host's passes are for
 * their own visitors (admins too, though they use the desk).
 */
export const createsPassesForHosts = (actor: Actor): boolean => canUseDesk(actor) && !canHostVisitors(actor);

/** The desk sees every visit; anyone else only the visits they host. */
export const canSeeEveryVisit = (actor: Actor): boolean => canUseDesk(actor);

export const canSeeVisit = (actor: Actor, visit: VisitSubject): boolean => canSeeEveryVisit(actor) || isSelf(actor, visit.hostId);

/**
 * My visitors (`/MyVisitors`): every host (admins too) lists, re-sends the link of and cancels only
 * the visits they host themselves; the desk's wider view is not theirs here.
 */
export const canManageOwnVisit = (actor: Actor, visit: VisitSubject): boolean => canHostVisitors(actor) && isSelf(actor, visit.hostId);

/** The host approves their visitor's details; an admin may approve any visitor's. */
export const canApproveVisit = (actor: Actor, visit: VisitSubject): boolean => isAdmin(actor) || isSelf(actor, visit.hostId);

/**
 * Insights (visit statistics in charts): admins for every visit, managers for their reports' visitors
 * (the visits hosted by the employees who report to them, and their own).
 */
export const canSeeInsights = (actor: Actor): boolean => is(actor, INSIGHT_VIEWERS);

/** An admin's insights count every visit; a manager's only those of `insightHostsOf`. */
export const seesInsightsOfEveryVisit = (actor: Actor): boolean => isAdmin(actor);

/** A host as far as insights go: who they are and whom they report to. */
export interface InsightHost {
  readonly hostId: number;
  readonly hostManagerId: number | null | undefined;
}

/** Whether a host's visits count in the actor's insights: every host for an admin; a manager's reports and the manager. */
export const canSeeInsightsOf = (actor: Actor, host: InsightHost): boolean =>
  canSeeInsights(actor) && (seesInsightsOfEveryVisit(actor) || isSelf(actor, host.hostId) || isSelf(actor, host.hostManagerId));

/**
 * The watchlist (issue 13): security and admins add, list and resolve entries and read their reasons;
 * nobody else ever sees an entry or learns why a visit is flagged.
 */
export const canManageWatchlist = (actor: Actor): boolean => is(actor, DESK);

/**
 * The reception kiosk (issue 13): security and admins sign a tablet in as a kiosk; only admins list
 * and revoke kiosks. A kiosk itself is no actor here: it has no role, so every capability above
 * refuses it, and it may call only the kiosk's own routes (docs/adr/0014-reception-kiosk.md).
 */
export const canStartKiosk = (actor: Actor): boolean => is(actor, DESK);
export const canManageKiosks = (actor: Actor): boolean => isAdmin(actor);

/** Sites (issue 30): only admins list, add and change the sites of the installation and their settings. */
export const canManageSites = (actor: Actor): boolean => isAdmin(actor);

/** API tokens (issue 32): only admins make, list and revoke them. */
export const canManageApiTokens = (actor: Actor): boolean => isAdmin(actor);

/** The breach register (issue 31, DPDP Rules 2025 r.7): only admins record breaches, notify the people affected and report to the Board. */
export const canKeepBreachRegister = (actor: Actor): boolean => isAdmin(actor);

/** An admin approves every pending registration and sees them all in the approval queue. */
export const canApproveAnyEmployee = (actor: Actor): boolean => isAdmin(actor);

/** A registration is approved by the registrant's reporting manager, or by an admin. */
export const canApproveEmployee = (actor: Actor, employee: EmployeeSubject): boolean =>
  canApproveAnyEmployee(actor) || isSelf(actor, employee.managerId);

/** Who may be chosen as a reporting manager: managers and admins. */
export const canBeReportingManager = (role: Role | null | undefined): boolean => role != null && REPORTING_MANAGERS.includes(role);

/** The designations the managers dropdown offers (the database stores designation names). */
export const REPORTING_MANAGER_DESIGNATIONS: readonly Designation[] = REPORTING_MANAGERS.map((role) => DESIGNATION_OF[role]);

/** A reporting line: the manager must be one, and an admin reports to an admin (docs/product/roles-and-screens.md ROLE-07). */
export const mayReportTo = (role: Role | null | undefined, managerRole: Role | null | undefined): boolean =>
  canBeReportingManager(managerRole) && (role !== 'admin' || managerRole === 'admin');

/** Only an admin may be added without a reporting manager (the first admin, from the CLI). */
export const mayBeAddedWithoutManager = (role: Role): boolean => role === 'admin';
