import { describe, expect, it } from 'vitest';
import { dashboardPathFor, homePathFor, PATHS, rolesFor, showsBackButton, showsHeader } from '../../../web/src/app/navigation-rules.ts';

describe('route table (product-spec.md section 6)', () => {
  it.each([
    [PATHS.employeeDashboard, ['employee', 'manager', 'admin']],
    [PATHS.visitorView, ['employee', 'manager', 'admin']],
    [PATHS.visitorDetails, ['employee', 'manager', 'admin']],
    [PATHS.approveUser, ['employee', 'manager', 'admin']],
    [PATHS.visitorPassForm, ['employee', 'manager', 'admin', 'security']],
    [PATHS.approvedVisitorDetails, ['employee', 'manager', 'admin', 'security']],
    [PATHS.capturePhoto, ['employee', 'manager', 'admin', 'security']],
    [PATHS.visitorDetailView, ['employee', 'manager', 'admin', 'security']],
    [PATHS.securityDashboard, ['security', 'admin']],
    [PATHS.visitorBadge, ['security', 'admin']],
    [PATHS.onSite, ['security', 'admin']],
  ])('should let %s be opened by exactly %j', (path, roles) => {
    expect([...(rolesFor(path) ?? [])].sort()).toEqual([...roles].sort());
  });

  it('should keep the desk\'s badge and roll call to the desk, in any spelling of the path', () => {
    expect(PATHS.visitorBadge).toBe('/VisitorBadge');
    expect(PATHS.onSite).toBe('/OnSite');
    expect(rolesFor('/visitorbadge?id=7')).toEqual(['security', 'admin']);
    expect(rolesFor('/onsite/')).toEqual(['security', 'admin']);
    expect(showsBackButton('/VisitorBadge?id=7')).toBe(true);
    expect(showsBackButton('/OnSite')).toBe(true);
  });

  it.each([PATHS.landing, PATHS.login, PATHS.securityLogin, PATHS.registration, PATHS.forgotPassword, PATHS.visitorDetailForm])(
    'should leave %s public',
    (path) => {
      expect(rolesFor(path)).toBeNull();
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

  it('should send Home to the right dashboard for each role', () => {
    expect(homePathFor('employee')).toBe('/EmployeeDashboard');
    expect(homePathFor('manager')).toBe('/EmployeeDashboard');
    expect(homePathFor('admin')).toBe('/EmployeeDashboard');
    expect(homePathFor('security')).toBe('/SecurityDashboard');
    expect(homePathFor(null)).toBe('/');
  });

  it('should send security to its dashboard after login and everyone else to theirs', () => {
    expect(dashboardPathFor('security')).toBe('/SecurityDashboard');
    expect(dashboardPathFor('admin')).toBe('/EmployeeDashboard');
  });
});
