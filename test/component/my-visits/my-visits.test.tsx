import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STALE_CHECK_IN_LABEL } from '#contract/roll-call.ts';
import { siteToday } from '#contract/site-calendar.ts';
import { addDays } from '#contract/visit-time.ts';
import MyVisitsPage from '../../../web/src/features/my-visits/my-visits-page.tsx';
import { envelope } from '../../../web/src/lib/envelope.ts';
import { runtimeConfig } from '../../../web/src/lib/runtime-config.ts';
import { expectAccessible } from '../accessibility.ts';
import { renderPage, signedInUser, type Answer } from '../render-page.tsx';
import { visitRecord } from '../visit-records.ts';

/**
 * My visitors (/MyVisitors): a visit's state in the host's words. Moved here from my-visits.test.ts,
 * which keeps, in Chromium, the journeys that resend a link, cancel on a phone and fit every row's
 * buttons at three widths (with axe-core).
 */
describe('My visitors (component)', () => {
  it('should call a check-in of an earlier day that was never checked out what the roll call does, not On site', async () => {
    const today = siteToday(runtimeConfig.timeZone, new Date());
    const visits = [
      visitRecord(21, 'Ishaan Stale', addDays(today, -3), { visit_state: 'checked_in', check_in: new Date(Date.now() - 3 * 86_400_000).toISOString() }),
      visitRecord(22, 'Tara Here', today, { visit_state: 'checked_in', check_in: new Date().toISOString() }),
    ];
    // GET /api/my-visits (myVisitsAnswerSchema): the page of the host's visits checked in.
    const answer: Answer = (url) =>
      url.pathname === '/api/my-visits' && url.searchParams.get('state') === 'checked_in'
        ? Response.json({ details: envelope.encrypt(visits), total: visits.length })
        : undefined;
    renderPage(MyVisitsPage, { path: '/MyVisitors?state=checked_in', user: { ...signedInUser('employee', 'Hema Host'), sessionId: 'my-visits-stale' }, answer });
    const table = await screen.findByRole('table', { name: 'My visitors' });
    const row = async (name: string) => (await within(table).findByText(name)).closest('tr')!;
    const stale = await row('Ishaan Stale');
    within(stale).getByText(STALE_CHECK_IN_LABEL, { exact: true });
    expect(within(stale).queryByText('On site', { exact: true })).toBeNull();
    within(await row('Tara Here')).getByText('On site', { exact: true });
    await expectAccessible('My visitors with a stale check-in');
  });
});
