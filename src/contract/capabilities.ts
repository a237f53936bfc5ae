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
  /**
   * The sites the actor works at (issue 30): the sites a security user or a site admin is assigned
   * to, else their home site (ADR 42). Needed only for questions about one site; unknown: none.
   */
  readonly siteIds?: readonly number[] | null;
}

/** A visit as far as access goes: whose visitor it is, and at which site. */
export interface VisitSubject {
  readonly hostId: number;
  /**
   * The visit's site. Absent only where the site is not known (a live change names the visit and
   * its host only: each read it prompts is checked with the site).
   */
  readonly siteId?: number;
}

/** A watchlist entry as far as access goes: the sites it is limited to; none is company-wide (issue 30). */
export interface WatchlistEntrySubject {
  readonly siteIds: readonly number[];
}

/** A registrant as far as approval goes: the reporting manager they chose. */
export interface EmployeeSubject {
  readonly managerId: number | null | undefined;
}

const HOSTS: readonly Role[] = ['employee', 'manager', 'admin'];
const DESK: readonly Role[] = ['security', 'site_admin', 'admin'];
/** Those who work at the sites they are assigned to (issue 30); admins work at every site. */
const SITE_STAFF: readonly Role[] = ['security', 'site_admin'];
const KIOSK_MANAGERS: readonly Role[] = ['site_admin', 'admin'];
const REPORTING_MANAGERS: readonly Role[] = ['manager', 'admin'];
const INSIGHT_VIEWERS: readonly Role[] = ['manager', 'site_admin', 'admin'];

const is = (actor: Actor, roles: readonly Role[]): boolean => actor.role != null && roles.includes(actor.role);
const isAdmin = (actor: Actor): boolean => actor.role === 'admin';
const isSelf = (actor: Actor, employeeId: number | null | undefined): boolean => actor.employeeId != null && actor.employeeId === employeeId;

/**
 * Hosts (employee, manager, admin): the employee dashboard; they create passes for their own visitors,
 * list and approve them, and approve the employees who report to them.
 */
export const canHostVisitors = (actor: Actor): boolean => is(actor, HOSTS);

/**
 * The security desk (security, site admins, admins): check-in and out, photos, badges, the roll call,
 * every approved visitor of the sites they work at (`worksAtSite`).
 */
export const canUseDesk = (actor: Actor): boolean => is(actor, DESK);

/** Admins work at every site: their desk, watchlist and kiosks are of all of them (issue 30). */
export const worksAtEverySite = (actor: Actor): boolean => isAdmin(actor);

/**
 * Whether the actor works the desk at this site (issue 30): admins at every site; security and site
 * admins at the sites they are assigned to (their home site when they have none, ADR 42); nobody else.
 */
export const worksAtSite = (actor: Actor, siteId: number): boolean =>
  worksAtEverySite(actor) || (is(actor, SITE_STAFF) && actor.siteIds != null && actor.siteIds.includes(siteId));

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

/** The desk sees every visit of the sites it works at; anyone else only the visits they host. */
export const canSeeEveryVisit = (actor: Actor): boolean => canUseDesk(actor);

export const canSeeVisit = (actor: Actor, visit: VisitSubject): boolean =>
  (canSeeEveryVisit(actor) && (visit.siteId === undefined || worksAtSite(actor, visit.siteId))) || isSelf(actor, visit.hostId);

/** Check-in and check-out of a visit: the desk of the visit's site (issue 30). */
export const canWorkDeskFor = (actor: Actor, visit: Required<Pick<VisitSubject, 'siteId'>>): boolean => canUseDesk(actor) && worksAtSite(actor, visit.siteId);

/**
 * My visitors (`/MyVisitors`): every host (admins too) lists, re-sends the link of and cancels only
 * the visits they host themselves; the desk's wider view is not theirs here.
 */
export const canManageOwnVisit = (actor: Actor, visit: VisitSubject): boolean => canHostVisitors(actor) && isSelf(actor, visit.hostId);

/** The host approves their visitor's details; an admin may approve any visitor's. */
export const canApproveVisit = (actor: Actor, visit: VisitSubject): boolean => isAdmin(actor) || isSelf(actor, visit.hostId);

/**
 * Insights (visit statistics in charts): admins for every visit, managers for their reports' visitors
 * (the visits hosted by the employees who report to them, and their own), site admins for every
 * visit of the sites they manage (issue 30).
 */
export const canSeeInsights = (actor: Actor): boolean => is(actor, INSIGHT_VIEWERS);

/** An admin's insights count every visit; a manager's only those of `insightHostsOf`; a site admin's their sites' (`seesInsightsAtSite`). */
export const seesInsightsOfEveryVisit = (actor: Actor): boolean => isAdmin(actor);

/** A site admin's insights count every visit of their own sites, whoever hosts it (issue 30). */
export const seesInsightsOfSiteVisits = (actor: Actor): boolean => actor.role === 'site_admin';

/**
 * Whether the actor's insights may be of this site (issue 30): an admin's and a manager's of any site
 * (a manager's count their reports' visits wherever they are), a site admin's only of their own.
 */
export const seesInsightsAtSite = (actor: Actor, siteId: number): boolean =>
  canSeeInsights(actor) && (!seesInsightsOfSiteVisits(actor) || worksAtSite(actor, siteId));

/** A host as far as insights go: who they are and whom they report to. */
export interface InsightHost {
  readonly hostId: number;
  readonly hostManagerId: number | null | undefined;
}

/**
 * Whether a host's visits count in the actor's insights: every host for an admin; a manager's reports
 * and the manager. A site admin's count by site, not by host (`seesInsightsAtSite`).
 */
export const canSeeInsightsOf = (actor: Actor, host: InsightHost): boolean =>
  canSeeInsights(actor) &&
  (seesInsightsOfEveryVisit(actor) || (!seesInsightsOfSiteVisits(actor) && (isSelf(actor, host.hostId) || isSelf(actor, host.hostManagerId))));

/**
 * The watchlist (issue 13): security, site admins and admins add, list and resolve entries and read
 * their reasons; nobody else ever sees an entry or learns why a visit is flagged.
 */
export const canManageWatchlist = (actor: Actor): boolean => is(actor, DESK);

/**
 * An entry is seen by those who manage the watchlist where it applies (issue 30): a company-wide one
 * by all of them, one limited to sites by admins and by those who work at one of its sites.
 */
export const canSeeWatchlistEntry = (actor: Actor, entry: WatchlistEntrySubject): boolean =>
  canManageWatchlist(actor) && (entry.siteIds.length === 0 || entry.siteIds.some((site) => worksAtSite(actor, site)));

/**
 * Who adds, changes and resolves an entry (issue 30): admins any; security a company-wide one (as on
 * a one-site installation) or one limited to sites they all work at; a site admin only one limited
 * to sites they all manage, never a company-wide one.
 */
export const canChangeWatchlistEntry = (actor: Actor, entry: WatchlistEntrySubject): boolean =>
  canManageWatchlist(actor) &&
  (worksAtEverySite(actor) ||
    (entry.siteIds.length === 0 ? actor.role === 'security' : entry.siteIds.every((site) => worksAtSite(actor, site))));

/**
 * The reception kiosk (issue 13): the desk signs a tablet in as a kiosk; admins and site admins list
 * and revoke kiosks. A kiosk itself is no actor here: it has no role, so every capability above
 * refuses it, and it may call only the kiosk's own routes (docs/adr/0014-reception-kiosk.md).
 * Both are of the sites the actor works at (issue 30): `canManageKioskAt`.
 */
export const canStartKiosk = (actor: Actor): boolean => is(actor, DESK);
export const canManageKiosks = (actor: Actor): boolean => is(actor, KIOSK_MANAGERS);

/** A kiosk of this site: started at it by its desk, listed and revoked by its site admins and admins. */
export const canManageKioskAt = (actor: Actor, siteId: number): boolean => canManageKiosks(actor) && worksAtSite(actor, siteId);

/**
 * A site's entrances (issue 30): admins at every site and site admins at their own sites add, rename
 * and retire them, as they manage the site's kiosks. Security only picks the one they stand at.
 */
export const canManageEntrances = (actor: Actor): boolean => is(actor, KIOSK_MANAGERS);
export const canManageEntrancesAt = (actor: Actor, siteId: number): boolean => canManageEntrances(actor) && worksAtSite(actor, siteId);

/**
 * Sites (issue 30): only admins list, add and change the sites of the installation and their
 * settings, and assign security and site admins to them.
 */
export const canManageSites = (actor: Actor): boolean => isAdmin(actor);

/**
 * A site's own settings (issue 30: a site admin manages their sites): admins change every site's, and
 * add sites and assign staff (`canManageSites`); a site admin changes the settings of the sites they
 * manage and sees only those on the Sites screen. Without a site: whether the Sites screen is theirs.
 */
export const canChangeSiteSettings = (actor: Actor, siteId?: number): boolean =>
  canManageSites(actor) || (actor.role === 'site_admin' && (siteId === undefined || worksAtSite(actor, siteId)));

/**
 * An employee's home site (issue 30: every employee has one, their passes' default; ADR 59): admins
 * move anyone between any sites; a site admin only someone whose home site they manage, and only to
 * another site they manage: both ends theirs, so that they neither take people from a site they do not
 * see nor hand people to one. Without a move: whether the change is theirs at all (the Sites screen).
 */
export const canChangeHomeSite = (actor: Actor, move?: { readonly fromSiteId: number; readonly toSiteId: number }): boolean =>
  canManageSites(actor) || (actor.role === 'site_admin' && (move === undefined || (worksAtSite(actor, move.fromSiteId) && worksAtSite(actor, move.toSiteId))));

/**
 * Site documents (issue 31): admins publish the documents of every site, site admins those of the
 * sites they are assigned to (an NDA, the safety rules), each new version immutable once published.
 */
export const canManageSiteDocuments = (actor: Actor): boolean => is(actor, KIOSK_MANAGERS);
export const canManageSiteDocumentsAt = (actor: Actor, siteId: number): boolean => canManageSiteDocuments(actor) && worksAtSite(actor, siteId);

/**
 * Evacuation (issue 30): security and admins start an evacuation at a site, mark its roll call and end
 * it. One function so that site admins and security's sites (issue 30's site roles) extend it here.
 */
export const canRunEvacuation = (actor: Actor, siteId?: number): boolean => is(actor, DESK) && (siteId === undefined || worksAtSite(actor, siteId));
/**
 * The sites a user may pick on the dashboards, the desk and the insights, remembered for them (issue
 * 30): the sites whose desk they work, and those their insights may be of.
 */
export const canPickSite = (actor: Actor, siteId: number): boolean => (canUseDesk(actor) && worksAtSite(actor, siteId)) || seesInsightsAtSite(actor, siteId);

/** Who may be assigned to sites (issue 30): security and site admins; anyone else works everywhere or at no desk. */
export const isAssignedToSites = (role: Role | null | undefined): boolean => role != null && SITE_STAFF.includes(role);

/** API tokens (issue 32): only admins make, list and revoke them. */
export const canManageApiTokens = (actor: Actor): boolean => isAdmin(actor);

/** SCIM provisioning (issue 32): a provisioning token acts for an admin, who may add, change and disable employees. */
export const canProvisionEmployees = (actor: Actor): boolean => isAdmin(actor);
/** Webhooks (issue 32): only admins register, pause, replay and remove endpoints, and set a site's pre-check rule; admins are told when one is paused. */
export const canManageWebhooks = (actor: Actor): boolean => isAdmin(actor);
/** The breach register (issue 31, DPDP Rules 2025 r.7): only admins record breaches, notify the people affected and report to the Board. */
export const canKeepBreachRegister = (actor: Actor): boolean => isAdmin(actor);
/** The visitors' requests about their data (issue 31, DPDP Act 2023 ss.12-13): only admins answer corrections and grievances. */
export const canAnswerPrivacyRequests = (actor: Actor): boolean => isAdmin(actor);

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
