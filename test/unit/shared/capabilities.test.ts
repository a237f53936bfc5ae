import { describe, expect, it } from 'vitest';
import {
  canApproveAnyEmployee,
  canApproveEmployee,
  canApproveVisit,
  canBeReportingManager,
  canHostVisitors,
  canManageOwnVisit,
  canManageKiosks,
  canManageSites,
  canKeepBreachRegister,
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
  REPORTING_MANAGER_DESIGNATIONS,
  type Actor,
} from '#contract/capabilities.ts';
import { DESIGNATION_OF, ROLES, roleFromDesignation, SEEDED_DESIGNATIONS, type Role } from '#contract/roles.ts';

const ME = 7;
const SOMEONE_ELSE = 8;
const as = (role: Role | null): Actor => ({ role, employeeId: ME });
const yes = true;
const no = false;

/** Each row: a capability and its answer for employee, manager, admin, security and a signed-out caller. */
type Row = readonly [name: string, ask: (actor: Actor) => boolean, employee: boolean, manager: boolean, admin: boolean, security: boolean, nobody: boolean];

// docs/product/roles-and-screens.md ROLE-02, ROLE-03, ROLE-04, ROLE-05, ROLE-06 and ROLE-07, written out once by hand.
const TABLE: readonly Row[] = [
  ['canHostVisitors', canHostVisitors, yes, yes, yes, no, no],
  ['canWorkWithVisitors', canWorkWithVisitors, yes, yes, yes, yes, no],
  ['canUseDesk', canUseDesk, no, no, yes, yes, no],
  ['canManageWatchlist', canManageWatchlist, no, no, yes, yes, no],
  ['canStartKiosk', canStartKiosk, no, no, yes, yes, no],
  ['canManageKiosks', canManageKiosks, no, no, yes, no, no],
  ['canManageSites', canManageSites, no, no, yes, no, no],
  ['canKeepBreachRegister', canKeepBreachRegister, no, no, yes, no, no],
  ['createsPassesForHosts', createsPassesForHosts, no, no, no, yes, no],
  ['canSeeEveryVisit', canSeeEveryVisit, no, no, yes, yes, no],
  ['canApproveAnyEmployee', canApproveAnyEmployee, no, no, yes, no, no],
  ['canSeeVisit (someone else\'s visitor)', (actor) => canSeeVisit(actor, { hostId: SOMEONE_ELSE }), no, no, yes, yes, no],
  ['canSeeVisit (their own visitor)', (actor) => canSeeVisit(actor, { hostId: ME }), yes, yes, yes, yes, yes],
  ['canApproveVisit (someone else\'s visitor)', (actor) => canApproveVisit(actor, { hostId: SOMEONE_ELSE }), no, no, yes, no, no],
  ['canApproveVisit (their own visitor)', (actor) => canApproveVisit(actor, { hostId: ME }), yes, yes, yes, yes, yes],
  ['canApproveEmployee (someone else\'s report)', (actor) => canApproveEmployee(actor, { managerId: SOMEONE_ELSE }), no, no, yes, no, no],
  ['canApproveEmployee (their own report)', (actor) => canApproveEmployee(actor, { managerId: ME }), yes, yes, yes, yes, yes],
  ['canSeeInsights', canSeeInsights, no, yes, yes, no, no],
  ['seesInsightsOfEveryVisit', seesInsightsOfEveryVisit, no, no, yes, no, no],
  ['canSeeInsightsOf (a stranger\'s visitors)', (actor) => canSeeInsightsOf(actor, { hostId: SOMEONE_ELSE, hostManagerId: SOMEONE_ELSE }), no, no, yes, no, no],
  ['canSeeInsightsOf (their report\'s visitors)', (actor) => canSeeInsightsOf(actor, { hostId: SOMEONE_ELSE, hostManagerId: ME }), no, yes, yes, no, no],
  ['canSeeInsightsOf (their own visitors)', (actor) => canSeeInsightsOf(actor, { hostId: ME, hostManagerId: SOMEONE_ELSE }), no, yes, yes, no, no],
  ['canManageOwnVisit (someone else\'s visitor)', (actor) => canManageOwnVisit(actor, { hostId: SOMEONE_ELSE }), no, no, no, no, no],
  ['canManageOwnVisit (their own visitor)', (actor) => canManageOwnVisit(actor, { hostId: ME }), yes, yes, yes, no, no],
  ['canApproveEmployee (no manager)', (actor) => canApproveEmployee(actor, { managerId: null }), no, no, yes, no, no],
];

describe('capabilities', () => {
  describe.each(TABLE)('%s', (_name, ask, ...expected) => {
    it.each([...ROLES, null].map((role, i) => [role ?? 'no role', role, expected[i]] as const))('should answer %s with %s', (_label, role, answer) => {
      expect(ask(as(role))).toBe(answer);
    });
  });

  it('should cover every role in the table', () => {
    expect(ROLES).toEqual(['employee', 'manager', 'admin', 'security']);
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

describe('reporting lines', () => {
  it.each([
    // role, may be a reporting manager, may be added without one
    ['employee', no, no],
    ['manager', yes, no],
    ['admin', yes, yes],
    ['security', no, no],
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
    expect(SEEDED_DESIGNATIONS).toEqual(['Employee', 'Manager', 'Admin', 'Security']);
  });
});
