import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { AppRoutes } from '../../../web/src/app/router.tsx';
import { expectAccessible } from '../accessibility.ts';
import { renderPage, signedInUser } from '../render-page.tsx';

/**
 * The app's routes (router.tsx) refuse a signed-in user a page their role may not open: the
 * no-permission page, and nothing of the page asked for. Moved here from insights.test.ts and
 * watchlist-journey.test.ts. The page's colours are the shell's notice (shell.css), which landing.test.ts
 * judges with axe-core in Chromium on the page of an unknown route.
 */
describe('a page the role may not open (component)', () => {
  it('should not open Insights for an employee', async () => {
    const { calls } = renderPage(AppRoutes, { path: '/Insights', user: { ...signedInUser('employee', 'Hema Host'), sessionId: 'insights-refused' } });
    await screen.findByText(MESSAGES.ui.noPermission);
    expect(screen.queryByRole('region', { name: 'Visits per day' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Insights' })).toBeNull();
    expect(calls.filter((url) => url.pathname.startsWith('/api/insights'))).toEqual([]);
    await expectAccessible('Insights refused to an employee');
  });

  it('should keep hosts out of the watchlist: no route', async () => {
    const { calls } = renderPage(AppRoutes, { path: '/Watchlist', user: { ...signedInUser('employee', 'Hema Host'), sessionId: 'watchlist-refused' } });
    await screen.findByText(MESSAGES.ui.noPermission);
    expect(screen.queryByRole('heading', { name: 'Watchlist' })).toBeNull();
    expect(calls.filter((url) => url.pathname.startsWith('/api/watchlist'))).toEqual([]);
  });
});
