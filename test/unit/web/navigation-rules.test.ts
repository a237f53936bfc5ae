import { describe, expect, it } from 'vitest';
import { canHostVisitors, canSeeInsights, canUseDesk, canWorkWithVisitors } from '#contract/capabilities.ts';
import { ROLES } from '#contract/roles.ts';
import { capabilityFor, dashboardPathFor, homePathFor, PATHS, showsBackButton, showsHeader } from '../../../web/src/app/navigation-rules.ts';

describe('route table (docs/product/roles-and-screens.md NAV-01)', () => {
  // Each screen asks the question its server calls ask (test/unit/shared/capabilities.test.ts tables the answers).
  it.each([
    [PATHS.employeeDashboard, canHostVisitors],
    [PATHS.visitorView, canHostVisitors],
    [PATHS.visitorDetails, canHostVisitors],
    [PATHS.approveUser, canHostVisitors],
    [PATHS.visitorPassForm, canWorkWithVisitors],
    [PATHS.approvedVisitorDetails, canWorkWithVisitors],
    [PATHS.capturePhoto, canWorkWithVisitors],
    [PATHS.visitorDetailView, canWorkWithVisitors],
    [PATHS.securityDashboard, canUseDesk],
    [PATHS.visitorBadge, canUseDesk],
    [PATHS.onSite, canUseDesk],
    [PATHS.insights, canSeeInsights],
  ])('should guard %s with %o', (path, capability) => {
    expect(capabilityFor(path)).toBe(capability);
  });

  it('should keep the desk\'s badge and roll call to the desk, in any spelling of the path', () => {
    expect(PATHS.visitorBadge).toBe('/VisitorBadge');
    expect(PATHS.onSite).toBe('/OnSite');
    expect(capabilityFor('/visitorbadge?id=7')).toBe(canUseDesk);
    expect(capabilityFor('/onsite/')).toBe(canUseDesk);
    expect(showsBackButton('/VisitorBadge?id=7')).toBe(true);
    expect(showsBackButton('/OnSite')).toBe(true);
  });

  it.each([PATHS.landing, PATHS.login, PATHS.securityLogin, PATHS.registration, PATHS.forgotPassword, PATHS.visitorDetailForm])(
    'should leave %s public',
    (path) => {
      expect(capabilityFor(path)).toBeNull();
    },
  );
});

describe('header and Back button', () => {
  it('should hide the header on the visitor\'s two public pages only', () => {
    expect(showsHeader('/VisitordetailForm?token=abc')).toBe(false);
    expect(showsHeader('/VisitorSubmission')).toBe(false);
    for (const path of [PATHS.landing, PATHS.login, PATHS.employeeDashboard, PATHS.visitorPassForm, '/unknown']) expect(showsHeader(path)).toBe(true);
  });

  it('should show Back everywhere except the landing page, the dashboards and the login pages', () => {
    for (const path of ['/', '/EmployeeDashboard', '/SecurityDashboard', '/login', '/SecurityLogin', '/login/']) expect(showsBackButton(path), path).toBe(false);
    for (const path of ['/registration', '/Forgotpassword', '/VisitorpassForm', '/VisitorView', '/ApproveUser', '/CapturePhoto', '/unknown']) {
      expect(showsBackButton(path), path).toBe(true);
    }
  });

  it.each(ROLES)('should send Home and the sign-in of a(n) %s to a dashboard whose route that role may open', (role) => {
    const home = homePathFor(role);
    expect(home).toBe(dashboardPathFor(role));
    expect(capabilityFor(home)?.({ role })).toBe(true);
    // Hosts (admins too) land on the employee dashboard; only those who are not hosts go to the desk's.
    expect(home).toBe(canHostVisitors({ role }) ? PATHS.employeeDashboard : PATHS.securityDashboard);
  });

  it('should send Home to the right dashboard for each role', () => {
    expect(homePathFor('employee')).toBe('/EmployeeDashboard');
    expect(homePathFor('manager')).toBe('/EmployeeDashboard');
    expect(homePathFor('admin')).toBe('/EmployeeDashboard');
    expect(homePathFor('security')).toBe('/SecurityDashboard');
    expect(homePathFor(null)).toBe('/');
  });
});
