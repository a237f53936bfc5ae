import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HostVisitorRecord } from '#contract/api/visit-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { siteToday } from '#contract/site-calendar.ts';
import { addDays } from '#contract/visit-time.ts';
import VisitorViewPage from '../../../web/src/features/visitors/visitor-view-page.tsx';
import { envelope } from '../../../web/src/lib/envelope.ts';
import { runtimeConfig } from '../../../web/src/lib/runtime-config.ts';
import { expectAccessible } from '../accessibility.ts';
import { renderPage, signedInUser, type Answer } from '../render-page.tsx';
import { visitRecord } from '../visit-records.ts';

const HOST = 'Hema Host';
const today = () => siteToday(runtimeConfig.timeZone, new Date());

/** A visitor who sent their details for today and waits for the host's approval. */
const TARA: HostVisitorRecord = visitRecord(11, 'Tara Thumbnail', today(), { approve_status: 'Pending', visit_state: 'awaiting_approval' });

/** GET /fetch-visitorData/{enc(email)}/true (detailsAnswerSchema of hostVisitorRecordListSchema), with these visitors. */
const approvalList = (visitors: readonly HostVisitorRecord[]): Answer => (url) =>
  url.pathname.startsWith('/fetch-visitorData/') ? Response.json({ details: envelope.encrypt(visitors) }) : undefined;

const table = () => screen.getByRole('table', { name: 'Visitors waiting for approval' });

/**
 * Visitor Approval (/VisitorView, docs/product/roles-and-screens.md SCREEN-12): placeholder rows while it
 * loads, "Error fetching data" with Retry when the server cannot be reached, a visit whose day passed
 * unapproved shown as Missed with no Approve. Moved here from detail-view-and-lists.test.ts;
 * visitor-journey.test.ts judges the loaded list with axe-core in Chromium, at a desktop's width and a phone's.
 */
describe('Visitor Approval (component)', () => {
  it('should show placeholder rows while Visitor Approval loads, then the visitors', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const list = approvalList([TARA]);
    renderPage(VisitorViewPage, {
      path: '/VisitorView',
      user: { ...signedInUser('employee', HOST), sessionId: 'approval-loading' },
      answer: (url, init) => (url.pathname.startsWith('/fetch-visitorData/') ? held.then(() => list(url, init)!) : undefined),
    });
    const placeholder = await screen.findByTestId('placeholder-table');
    expect(placeholder.getAttribute('role')).toBe('status');
    expect(placeholder.textContent).toContain('Loading visitors');
    await expectAccessible('Visitor Approval loading');
    release();
    await screen.findByRole('table', { name: 'Visitors waiting for approval' });
    within(table()).getByRole('cell', { name: 'Tara Thumbnail' });
    expect(screen.queryByTestId('placeholder-table')).toBeNull();
  });

  it('should say "Error fetching data" with Retry when Visitor Approval cannot reach the server, and list the visitors after Retry', async () => {
    let reachable = true;
    const list = approvalList([TARA]);
    const user = userEvent.setup({ delay: null });
    renderPage(VisitorViewPage, {
      path: '/VisitorView',
      user: { ...signedInUser('employee', HOST), sessionId: 'approval-failing' },
      answer: (url, init) => {
        // A fetch that cannot reach the server rejects, as the browser's does.
        if (!reachable) throw new TypeError('Failed to fetch');
        return list(url, init);
      },
    });
    await screen.findByRole('table', { name: 'Visitors waiting for approval' });
    reachable = false;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    // After the data layer's own retries of an unreachable server, the list says so.
    const message = await screen.findByText(MESSAGES.photo.dataError, { exact: false });
    const failed = message.closest<HTMLElement>('[role="alert"]')!;
    expect(failed).not.toBeNull();
    expect(screen.queryByRole('cell', { name: 'Tara Thumbnail' })).toBeNull();
    await expectAccessible('Visitor Approval after a failed read');
    reachable = true;
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('cell', { name: 'Tara Thumbnail' });
    expect(screen.queryByText(MESSAGES.photo.dataError, { exact: false })).toBeNull();
  });

  it('should show a visit whose day passed unapproved as Missed on Visitor Approval, with no Approve', async () => {
    const lena = visitRecord(12, 'Lena Late', addDays(today(), -1), { approve_status: 'Pending', visit_state: 'missed' });
    renderPage(VisitorViewPage, { path: '/VisitorView', user: { ...signedInUser('employee', HOST), sessionId: 'approval-missed' }, answer: approvalList([TARA, lena]) });
    await screen.findByRole('table', { name: 'Visitors waiting for approval' });
    const row = within(table()).getByRole('cell', { name: 'Lena Late' }).closest('tr')!;
    within(row).getByText('Missed', { exact: true });
    expect(within(row).queryByText('Pending', { exact: true })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Approve Lena Late' })).toHaveProperty('disabled', true);
    // Today's visitor waiting for approval may be approved.
    const tara = within(table()).getByRole('cell', { name: 'Tara Thumbnail' }).closest('tr')!;
    expect(within(tara).getByRole('button', { name: 'Approve Tara Thumbnail' })).toHaveProperty('disabled', false);
    await expectAccessible('Visitor Approval with a missed visit');
  });
});
