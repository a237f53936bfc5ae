import { describe, expect, it } from 'vitest';
import {
  canApproveAnyEmployee,
  canApproveEmployee,
  canApproveVisit,
  canBeReportingManager,
  canChangeWatchlistEntry,
  canManageKioskAt,
  canManageEntrances,
  canManageEntrancesAt,
  canSeeWatchlistEntry,
  canWorkDeskFor,
  isAssignedToSites,
  worksAtEverySite,
  worksAtSite,
  canHostVisitors,
  canManageOwnVisit,
  canManageKiosks,
  canManageSites,
  canChangeSiteSettings,
  canChangeHomeSite,
  canProvisionEmployees,
  canRunEvacuation,
  canManageWebhooks,
  canKeepBreachRegister,
  canAnswerPrivacyRequests,
  canManageSiteDocuments,
  canManageSiteDocumentsAt,
  canManageWatchlist,
  canSeeEveryVisit,
  canSeeInsights,
  canSeeInsightsOf,
  canSeeVisit,
  canStartKiosk,
  canUseDesk,
  canWorkWithVisitors,
  createsPassesForHosts,
  mayBeAddedWithoutManager,
  mayReportTo,
  seesInsightsOfEveryVisit,
  seesInsightsOfSiteVisits,
  seesInsightsAtSite,
  canPickSite,
  REPORTING_MANAGER_DESIGNATIONS,
  type Actor,
} from '#contract/capabilities.ts';
import { DESIGNATION_OF, ROLES, roleFromDesignation, SEEDED_DESIGNATIONS, type Role } from '#contract/roles.ts';

const ME = 7;
const SOMEONE_ELSE = 8;
const as = (role: Role | null): Actor => ({ role, employeeId: ME });
const yes = true;
const no = false;

/** Each row: a capability and its answer for employee, manager, admin, security, site admin and a signed-out caller. */
type Row = readonly [
  name: string,
  ask: (actor: Actor) => boolean,
  employee: boolean,
  manager: boolean,
  admin: boolean,
  security: boolean,
  siteAdmin: boolean,
  nobody: boolean,
];

// docs/product/roles-and-screens.md ROLE-02, ROLE-03, ROLE-04, ROLE-05, ROLE-06 and ROLE-07, written out once by hand.
const TABLE: readonly Row[] = [
  ['canHostVisitors', canHostVisitors, yes, yes, yes, no, no, no],
  ['canWorkWithVisitors', canWorkWithVisitors, yes, yes, yes, yes, yes, no],
  ['canUseDesk', canUseDesk, no, no, yes, yes, yes, no],
  ['canManageWatchlist', canManageWatchlist, no, no, yes, yes, yes, no],
  ['canStartKiosk', canStartKiosk, no, no, yes, yes, yes, no],
  ['canManageKiosks', canManageKiosks, no, no, yes, no, yes, no],
  ['canManageEntrances', canManageEntrances, no, no, yes, no, yes, no],
  ['canManageSites', canManageSites, no, no, yes, no, no, no],
  ['canChangeSiteSettings (the Sites screen)', (actor) => canChangeSiteSettings(actor), no, no, yes, no, yes, no],
  ['canChangeHomeSite (the Sites screen)', (actor) => canChangeHomeSite(actor), no, no, yes, no, yes, no],
  ['canProvisionEmployees', canProvisionEmployees, no, no, yes, no, no, no],
  ['canRunEvacuation', canRunEvacuation, no, no, yes, yes, yes, no],
  ['canManageWebhooks', canManageWebhooks, no, no, yes, no, no, no],
  ['canKeepBreachRegister', canKeepBreachRegister, no, no, yes, no, no, no],
  ['canAnswerPrivacyRequests', canAnswerPrivacyRequests, no, no, yes, no, no, no],
  ['canManageSiteDocuments', canManageSiteDocuments, no, no, yes, no, yes, no],
  ['createsPassesForHosts', createsPassesForHosts, no, no, no, yes, yes, no],
  ['canSeeEveryVisit', canSeeEveryVisit, no, no, yes, yes, yes, no],
  ['canApproveAnyEmployee', canApproveAnyEmployee, no, no, yes, no, no, no],
  ['canSeeVisit (someone else\'s visitor)', (actor) => canSeeVisit(actor, { hostId: SOMEONE_ELSE }), no, no, yes, yes, yes, no],
  ['canSeeVisit (their own visitor)', (actor) => canSeeVisit(actor, { hostId: ME }), yes, yes, yes, yes, yes, yes],
  ['canApproveVisit (someone else\'s visitor)', (actor) => canApproveVisit(actor, { hostId: SOMEONE_ELSE }), no, no, yes, no, no, no],
  ['canApproveVisit (their own visitor)', (actor) => canApproveVisit(actor, { hostId: ME }), yes, yes, yes, yes, yes, yes],
  ['canApproveEmployee (someone else\'s report)', (actor) => canApproveEmployee(actor, { managerId: SOMEONE_ELSE }), no, no, yes, no, no, no],
  ['canApproveEmployee (their own report)', (actor) => canApproveEmployee(actor, { managerId: ME }), yes, yes, yes, yes, yes, yes],
  ['canSeeInsights', canSeeInsights, no, yes, yes, no, yes, no],
  ['seesInsightsOfEveryVisit', seesInsightsOfEveryVisit, no, no, yes, no, no, no],
  ['seesInsightsOfSiteVisits', seesInsightsOfSiteVisits, no, no, no, no, yes, no],
  ['canSeeInsightsOf (a stranger\'s visitors)', (actor) => canSeeInsightsOf(actor, { hostId: SOMEONE_ELSE, hostManagerId: SOMEONE_ELSE }), no, no, yes, no, no, no],
  ['canSeeInsightsOf (their report\'s visitors)', (actor) => canSeeInsightsOf(actor, { hostId: SOMEONE_ELSE, hostManagerId: ME }), no, yes, yes, no, no, no],
  ['canSeeInsightsOf (their own visitors)', (actor) => canSeeInsightsOf(actor, { hostId: ME, hostManagerId: SOMEONE_ELSE }), no, yes, yes, no, no, no],
  ['canManageOwnVisit (someone else\'s visitor)', (actor) => canManageOwnVisit(actor, { hostId: SOMEONE_ELSE }), no, no, no, no, no, no],
  ['canManageOwnVisit (their own visitor)', (actor) => canManageOwnVisit(actor, { hostId: ME }), yes, yes, yes, no, no, no],
  ['canApproveEmployee (no manager)', (actor) => canApproveEmployee(actor, { managerId: null }), no, no, yes, no, no, no],
];

describe('capabilities', () => {
  describe.each(TABLE)('%s', (_name, ask, ...expected) => {
    it.each([...ROLES, null].map((role, i) => [role ?? 'no role', role, expected[i]] as const))('should answer %s with %s', (_label, role, answer) => {
      expect(ask(as(role))).toBe(answer);
    });
  });

  it('should cover every role in the table', () => {
    expect(ROLES).toEqual(['employee', 'manager', 'admin', 'security', 'site_admin']);
  });

  it('should never take an unknown id for a match: no id is nobody\'s manager or host', () => {
    expect(canSeeVisit({ role: 'employee' }, { hostId: ME })).toBe(false);
    expect(canApproveVisit({ role: 'manager', employeeId: null }, { hostId: ME })).toBe(false);
    expect(canApproveEmployee({ role: 'manager' }, { managerId: undefined })).toBe(false);
    expect(canApproveEmployee({ role: 'manager' }, { managerId: null })).toBe(false);
    expect(canSeeInsightsOf({ role: 'manager' }, { hostId: ME, hostManagerId: null })).toBe(false);
    expect(canSeeInsightsOf({ role: 'manager', employeeId: null }, { hostId: ME, hostManagerId: undefined })).toBe(false);
  });
});

// Issue 30: who works at which site. Site A is assigned; site B is not.
const SITE_A = 1;
const SITE_B = 2;
const at = (role: Role | null, siteIds: readonly number[] | null = [SITE_A]): Actor => ({ role, employeeId: ME, siteIds });

/** Each row: a question about one site and its answer for employee, manager, admin, security, site admin and a signed-out caller, each working at site A. */
const SITE_TABLE: readonly Row[] = [
  ['worksAtSite (their site)', (actor) => worksAtSite(actor, SITE_A), no, no, yes, yes, yes, no],
  ['worksAtSite (another site)', (actor) => worksAtSite(actor, SITE_B), no, no, yes, no, no, no],
  ['worksAtEverySite', worksAtEverySite, no, no, yes, no, no, no],
  ['canSeeVisit (someone else\'s visitor at their site)', (actor) => canSeeVisit(actor, { hostId: SOMEONE_ELSE, siteId: SITE_A }), no, no, yes, yes, yes, no],
  ['canSeeVisit (someone else\'s visitor at another site)', (actor) => canSeeVisit(actor, { hostId: SOMEONE_ELSE, siteId: SITE_B }), no, no, yes, no, no, no],
  ['canSeeVisit (their own visitor at another site)', (actor) => canSeeVisit(actor, { hostId: ME, siteId: SITE_B }), yes, yes, yes, yes, yes, yes],
  ['canWorkDeskFor (a visit at their site)', (actor) => canWorkDeskFor(actor, { siteId: SITE_A }), no, no, yes, yes, yes, no],
  ['canWorkDeskFor (a visit at another site)', (actor) => canWorkDeskFor(actor, { siteId: SITE_B }), no, no, yes, no, no, no],
  ['canRunEvacuation (at their site)', (actor) => canRunEvacuation(actor, SITE_A), no, no, yes, yes, yes, no],
  ['canRunEvacuation (at another site)', (actor) => canRunEvacuation(actor, SITE_B), no, no, yes, no, no, no],
  ['canManageKioskAt (their site)', (actor) => canManageKioskAt(actor, SITE_A), no, no, yes, no, yes, no],
  ['canManageKioskAt (another site)', (actor) => canManageKioskAt(actor, SITE_B), no, no, yes, no, no, no],
  ['canManageEntrancesAt (their site)', (actor) => canManageEntrancesAt(actor, SITE_A), no, no, yes, no, yes, no],
  ['canManageEntrancesAt (another site)', (actor) => canManageEntrancesAt(actor, SITE_B), no, no, yes, no, no, no],
  ['canManageSiteDocumentsAt (their site)', (actor) => canManageSiteDocumentsAt(actor, SITE_A), no, no, yes, no, yes, no],
  ['canManageSiteDocumentsAt (another site)', (actor) => canManageSiteDocumentsAt(actor, SITE_B), no, no, yes, no, no, no],
  ['canSeeWatchlistEntry (company-wide)', (actor) => canSeeWatchlistEntry(actor, { siteIds: [] }), no, no, yes, yes, yes, no],
  ['canSeeWatchlistEntry (limited to their site and another)', (actor) => canSeeWatchlistEntry(actor, { siteIds: [SITE_A, SITE_B] }), no, no, yes, yes, yes, no],
  ['canSeeWatchlistEntry (limited to another site)', (actor) => canSeeWatchlistEntry(actor, { siteIds: [SITE_B] }), no, no, yes, no, no, no],
  ['canChangeWatchlistEntry (company-wide)', (actor) => canChangeWatchlistEntry(actor, { siteIds: [] }), no, no, yes, yes, no, no],
  ['canChangeWatchlistEntry (limited to their site)', (actor) => canChangeWatchlistEntry(actor, { siteIds: [SITE_A] }), no, no, yes, yes, yes, no],
  ['canChangeWatchlistEntry (limited to their site and another)', (actor) => canChangeWatchlistEntry(actor, { siteIds: [SITE_A, SITE_B] }), no, no, yes, no, no, no],
  ['seesInsightsAtSite (their site)', (actor) => seesInsightsAtSite(actor, SITE_A), no, yes, yes, no, yes, no],
  ['seesInsightsAtSite (another site)', (actor) => seesInsightsAtSite(actor, SITE_B), no, yes, yes, no, no, no],
  ['canChangeSiteSettings (their site)', (actor) => canChangeSiteSettings(actor, SITE_A), no, no, yes, no, yes, no],
  ['canChangeSiteSettings (another site)', (actor) => canChangeSiteSettings(actor, SITE_B), no, no, yes, no, no, no],
  ['canChangeHomeSite (between their sites)', (actor) => canChangeHomeSite({ ...actor, siteIds: [SITE_A, SITE_B] }, { fromSiteId: SITE_A, toSiteId: SITE_B }), no, no, yes, no, yes, no],
  ['canChangeHomeSite (from their site to another)', (actor) => canChangeHomeSite(actor, { fromSiteId: SITE_A, toSiteId: SITE_B }), no, no, yes, no, no, no],
  ['canChangeHomeSite (from another site to theirs)', (actor) => canChangeHomeSite(actor, { fromSiteId: SITE_B, toSiteId: SITE_A }), no, no, yes, no, no, no],
  ['canPickSite (their site)', (actor) => canPickSite(actor, SITE_A), no, yes, yes, yes, yes, no],
  ['canPickSite (another site)', (actor) => canPickSite(actor, SITE_B), no, yes, yes, no, no, no],
];

describe('capabilities at a site', () => {
  describe.each(SITE_TABLE)('%s', (_name, ask, ...expected) => {
    it.each([...ROLES, null].map((role, i) => [role ?? 'no role', role, expected[i]] as const))('should answer %s with %s', (_label, role, answer) => {
      expect(ask(at(role))).toBe(answer);
    });
  });

  it('should take an actor whose sites are unknown for one who works at none, and an admin for one who works at all', () => {
    for (const role of ['security', 'site_admin'] as const) {
      expect(worksAtSite(at(role, null), SITE_A)).toBe(false);
      expect(worksAtSite(at(role, []), SITE_A)).toBe(false);
      expect(canSeeVisit(at(role, null), { hostId: SOMEONE_ELSE, siteId: SITE_A })).toBe(false);
    }
    expect(worksAtSite(at('admin', null), SITE_B)).toBe(true);
  });

  it('should assign only security and site admins to sites', () => {
    expect(ROLES.filter((role) => isAssignedToSites(role))).toEqual(['security', 'site_admin']);
    expect(isAssignedToSites(null)).toBe(false);
  });
});

describe('reporting lines', () => {
  it.each([
    // role, may be a reporting manager, may be added without one
    ['employee', no, no],
    ['manager', yes, no],
    ['admin', yes, yes],
    ['security', no, no],
    ['site_admin', no, no],
  ] as const)('should let a(n) %s be a reporting manager: %s; be added without a manager: %s', (role, manages, topOfTree) => {
    expect(canBeReportingManager(role)).toBe(manages);
    expect(mayBeAddedWithoutManager(role)).toBe(topOfTree);
  });

  it.each([
    // registrant, manager's role, may report
    ['employee', 'manager', yes],
    ['employee', 'admin', yes],
    ['employee', 'employee', no],
    ['employee', 'security', no],
    ['manager', 'manager', yes],
    ['manager', 'admin', yes],
    ['security', 'manager', yes],
    ['security', 'admin', yes],
    ['site_admin', 'manager', yes],
    ['employee', 'site_admin', no],
    ['admin', 'admin', yes],
    ['admin', 'manager', no],
    ['admin', 'security', no],
    [null, 'manager', yes],
    ['employee', null, no],
  ] as const)('should let %s report to %s: %s', (role, managerRole, answer) => {
    expect(mayReportTo(role, managerRole)).toBe(answer);
  });

  it('should offer the managers dropdown the designations of the roles that may manage, as the database stores them', () => {
    expect([...REPORTING_MANAGER_DESIGNATIONS].sort()).toEqual(['Admin', 'Manager']);
    for (const designation of REPORTING_MANAGER_DESIGNATIONS) expect(canBeReportingManager(roleFromDesignation(designation))).toBe(true);
  });
});

describe('designations', () => {
  it('should map every role to the designation stored for it and back', () => {
    for (const role of ROLES) expect(roleFromDesignation(DESIGNATION_OF[role])).toBe(role);
    expect(SEEDED_DESIGNATIONS).toEqual(['Employee', 'Manager', 'Admin', 'Security', 'Site Admin']);
  });

  it('should read a designation whatever its case and spacing, and nothing that is not one', () => {
    expect(roleFromDesignation(' site admin ')).toBe('site_admin');
    expect(roleFromDesignation('SECURITY')).toBe('security');
    expect(roleFromDesignation('site_admin')).toBeNull();
  });
});
