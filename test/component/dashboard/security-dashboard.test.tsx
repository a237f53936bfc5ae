import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DESK_COUNTS } from '#contract/dashboard-counts.ts';
import SecurityDashboardPage from '../../../web/src/features/dashboard/security-dashboard-page.tsx';
import { expectAccessible } from '../accessibility.ts';
import { renderPage, signedInUser } from '../render-page.tsx';
import { countsAnswer, tileName } from './dashboard-answers.ts';

/**
 * The Security Dashboard's numbers (docs/product/roles-and-screens.md SCREEN-08): a placeholder for each
 * while they load, never a 0 that is not known, then the desk's numbers; no host numbers, no Insights.
 * Moved here from dashboards.test.ts; identity-login.test.ts judges the dashboard on a phone with axe-core in Chromium.
 */
describe('the Security Dashboard (component)', () => {
  it("should show placeholders while the numbers load, never a 0 that is not known, then the desk's numbers", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const answer = countsAnswer({ host: null, employeesAwaitingApproval: null, desk: { expected: 4, arrived: 2, onSite: 1, left: 1, late: 1 }, flagged: 0 }, held);
    renderPage(SecurityDashboardPage, { path: '/SecurityDashboard', user: { ...signedInUser('security', 'Gopal Guard'), sessionId: 'security-dashboard' }, answer });
    await screen.findByRole('link', { name: tileName('desk.onSite', 'loading') });
    for (const count of DESK_COUNTS) {
      screen.getByRole('link', { name: tileName(`desk.${count}`, 'loading') });
      expect(screen.queryByRole('link', { name: tileName(`desk.${count}`, 'any number') }), count).toBeNull();
    }
    await expectAccessible('Security Dashboard, numbers loading');
    release();
    await screen.findByRole('link', { name: tileName('desk.onSite', 1) });
    screen.getByRole('link', { name: tileName('desk.arrived', 2) });
    screen.getByRole('link', { name: tileName('desk.expected', 4) });
    screen.getByRole('link', { name: tileName('desk.left', 1) });
    // Security has no host numbers and no Insights.
    expect(screen.queryByRole('region', { name: 'My visitors' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Insights/ })).toBeNull();
    await expectAccessible('Security Dashboard');
  });
});
