import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import EmployeeDashboardPage from '../../../web/src/features/dashboard/employee-dashboard-page.tsx';
import { renderPage, signedInUser } from '../render-page.tsx';
import { countsAnswer, tileName } from './dashboard-answers.ts';

/**
 * The Employee Dashboard's cards by role: a host's has no watchlist card and no count of flagged
 * visits (issue 13), an admin's has both. Moved here from watchlist-journey.test.ts; dashboards.test.ts
 * and identity-registration.test.ts judge the dashboard with axe-core in Chromium.
 */
describe('the Employee Dashboard (component)', () => {
  it('should keep hosts out of the watchlist: no Watchlist card and no count of flagged visits', async () => {
    const answer = countsAnswer({ host: { today: 1, awaitingApproval: 0, onSite: 0 }, employeesAwaitingApproval: null, desk: null, flagged: null });
    renderPage(EmployeeDashboardPage, { path: '/EmployeeDashboard', user: { ...signedInUser('employee', 'Hema Host'), sessionId: 'host-dashboard' }, answer });
    await screen.findByRole('link', { name: tileName('host.today', 1) });
    screen.getByRole('link', { name: /^View Visitor Pass/ });
    expect(screen.queryByRole('link', { name: /^Watchlist/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Flagged by the watchlist/ })).toBeNull();
  });

  it('should show an admin the Watchlist card and the count of flagged visits', async () => {
    const answer = countsAnswer({ host: { today: 0, awaitingApproval: 0, onSite: 0 }, employeesAwaitingApproval: 0, desk: { expected: 0, arrived: 0, onSite: 0, left: 0, late: 0 }, flagged: 0 });
    renderPage(EmployeeDashboardPage, { path: '/EmployeeDashboard', user: { ...signedInUser('admin', 'Asha Admin'), sessionId: 'admin-dashboard' }, answer });
    await screen.findByRole('link', { name: tileName('watchlist.flagged', 0) });
    screen.getByRole('link', { name: /^Watchlist/ });
  });
});
