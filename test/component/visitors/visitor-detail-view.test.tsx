import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import VisitorDetailViewPage from '../../../web/src/features/visitors/visitor-detail-view-page.tsx';
import { expectAccessible } from '../accessibility.ts';
import { renderPage, signedInUser, type Answer } from '../render-page.tsx';

/**
 * The server's answer to a visit the caller may not see, an unknown id and another host's visit alike: 404
 * with the code visit.not_found and the words "Error fetching data" (src/contract/error-codes.ts), which
 * the page replaces with its own.
 */
const notFound: Answer = (url) =>
  url.pathname.startsWith('/fetchVisitorDetails/')
    ? Response.json({ errmessage: MESSAGES.photo.dataError, code: 'visit.not_found' }, { status: 404 })
    : undefined;

/**
 * /VisitorDetailView without a visit, or with one the server will not show: the page says so in
 * words, with the way back, and never "Error fetching data". Moved here from
 * detail-view-and-lists.test.ts, which keeps, in Chromium, the detail view of a visit with its photo's
 * real thumbnail at three widths (with axe-core).
 */
describe('the detail view without a visit (component)', () => {
  // The failed read's alert arrives on demand (components/query-state.tsx); here it is at hand, so that a page
  // that showed it beside its own words would show it by the time the test looks.
  beforeAll(() => import('../../../web/src/components/query-error-alert.tsx'));

  it('should say in words that no visitor was chosen, with the way back to My visitors', async () => {
    const { calls } = renderPage(VisitorDetailViewPage, { path: '/VisitorDetailView', user: { ...signedInUser('employee', 'Hema Host'), sessionId: 'no-visit' } });
    await screen.findByText(MESSAGES.detailView.noVisitTitle);
    screen.getByText(MESSAGES.detailView.noVisit);
    expect(screen.getByRole('link', { name: 'Back to My visitors' }).getAttribute('href')).toBe('/MyVisitors');
    expect(screen.queryByText(MESSAGES.photo.dataError, { exact: false })).toBeNull();
    // Nothing to ask the server without an id.
    expect(calls.filter((url) => url.pathname.startsWith('/fetchVisitorDetails/'))).toEqual([]);
    await expectAccessible('detail view without a visitor');
  });

  it("should say that a visit is not found when the server refuses it (unknown, or another host's), with the way back", async () => {
    renderPage(VisitorDetailViewPage, { path: '/VisitorDetailView?id=999999', user: { ...signedInUser('employee', 'Hema Host'), sessionId: 'not-found' }, answer: notFound });
    await screen.findByText(MESSAGES.detailView.notFoundTitle);
    screen.getByText(MESSAGES.detailView.notFound);
    expect(screen.getByRole('link', { name: 'Back to My visitors' }).getAttribute('href')).toBe('/MyVisitors');
    await expectAccessible('detail view of a visit not found');
    // Not the failed read's message as well (that alert's code is loaded by then: beforeAll).
    expect(screen.queryByText(MESSAGES.photo.dataError, { exact: false })).toBeNull();
  });
});
