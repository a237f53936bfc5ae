import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeskRecord } from '#contract/api/visit-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import ApprovedVisitorDetailsPage from '../../../web/src/features/visitors/approved-visitor-details-page.tsx';
import { FILTER_LABELS } from '#contract/desk-list-terms.ts';
import { envelope } from '../../../web/src/lib/envelope.ts';
import { expectAccessible } from '../accessibility.ts';
import { renderPage, signedInUser, type Answer } from '../render-page.tsx';
import { visitRecord } from '../visit-records.ts';

/** One approved visit of today, checked in, as GET /api/getApprovedVisitor holds it once opened (deskRecordSchema). */
const TARA: DeskRecord = visitRecord(7, 'Tara Thumbnail', '2026-11-28', {
  visitor_id: 'K7QW2M9D',
  visitor_phonenumber: '9812345670',
  check_in: '2026-11-28T05:00:00.000Z',
  visit_state: 'checked_in',
  flagged: false,
});

/** The window's width, which decides the desk list's layout (MUI's breakpoints read it through matchMedia). */
const setWindowWidth = (width: number) => (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM.setViewport({ width, height: 900 });

/** The list's answer (deskListAnswerSchema) with these visits. */
const listOf = (visits: readonly DeskRecord[]) => Response.json({ details: envelope.encrypt(visits), total: visits.length, totalCapped: false });

/**
 * The desk list's states on /ApprovedVisitorDetails: placeholder rows while it loads (never "0–0 of 0"),
 * "Error fetching data" with Retry and the rows after Retry, and the filters a host is offered.
 * Moved here from detail-view-and-lists.test.ts and watchlist-journey.test.ts; detail-view-and-lists
 * keeps, in Chromium, the rows with their photos' real thumbnails at three widths (with axe-core) and
 * the placeholder while the table's code arrives late.
 */
describe('the desk list (component)', () => {
  afterEach(() => setWindowWidth(1024));

  it('should show placeholder rows while the desk list loads, never "0–0 of 0", then the rows, as a table and as cards', async () => {
    // The desk's rows are a table from 1,200 pixels and cards below (desk-visits-screen.tsx).
    for (const [width, rows] of [[1280, 'placeholder-row'], [390, 'placeholder-rows']] as const) {
      setWindowWidth(width);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      const answer: Answer = (url) => (url.pathname === '/api/getApprovedVisitor' ? held.then(() => listOf([TARA])) : undefined);
      const page = renderPage(ApprovedVisitorDetailsPage, { path: '/ApprovedVisitorDetails?q=Tara+Thumbnail', user: { ...signedInUser('security', 'Gopal Guard'), sessionId: `desk-loading-${width}` }, answer });
      // The table's (or the cards') placeholder rows, and no count.
      expect((await screen.findAllByTestId(rows)).length, `${width}`).toBeGreaterThan(0);
      expect(screen.queryByText(/0–0 of 0/), `${width}`).toBeNull();
      await expectAccessible(`desk list loading at ${width} pixels`);
      release();
      await screen.findByText('1–1 of 1');
      expect(screen.queryAllByTestId(rows), `${width}`).toEqual([]);
      expect(screen.getAllByText('Tara Thumbnail').length, `${width}`).toBeGreaterThan(0);
      page.unmount();
    }
  });

  it("should offer a host the list's filters without the watchlist's, which security has", async () => {
    const user = userEvent.setup({ delay: null });
    const answer: Answer = (url) => (url.pathname === '/api/getApprovedVisitor' ? listOf([]) : undefined);
    const openMenu = async () => {
      await user.click(await screen.findByRole('button', { name: /^Active Filter/ }));
      await screen.findByRole('menuitem', { name: FILTER_LABELS.arrived });
    };
    const host = renderPage(ApprovedVisitorDetailsPage, { path: '/ApprovedVisitorDetails', user: { ...signedInUser('employee', 'Hema Host'), sessionId: 'host-filters' }, answer });
    await openMenu();
    expect(screen.queryByRole('menuitem', { name: FILTER_LABELS.flagged })).toBeNull();
    host.unmount();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    renderPage(ApprovedVisitorDetailsPage, { path: '/ApprovedVisitorDetails', user: { ...signedInUser('security', 'Gopal Guard'), sessionId: 'desk-filters' }, answer });
    await openMenu();
    screen.getByRole('menuitem', { name: FILTER_LABELS.flagged });
  });

  it('should say "Error fetching data" with Retry when the desk list fails, and show the rows after Retry', async () => {
    let failing = true;
    const answer: Answer = (url) => {
      if (url.pathname !== '/api/getApprovedVisitor') return undefined;
      if (failing) return Response.json({}, { status: 500 });
      return Response.json({ details: envelope.encrypt([TARA]), total: 1, totalCapped: false });
    };
    const user = userEvent.setup({ delay: null });
    renderPage(ApprovedVisitorDetailsPage, { path: '/ApprovedVisitorDetails?q=Tara', user: signedInUser('security', 'Gopal Guard'), answer });
    // After the data layer's own retries of a server failure, the list says so.
    const message = await screen.findByText(MESSAGES.photo.dataError, { exact: false }, { timeout: 30_000 });
    const failed = message.closest<HTMLElement>('[role="alert"]')!;
    expect(failed).not.toBeNull();
    failing = false;
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    await screen.findByText('1–1 of 1');
    expect(screen.queryByText(MESSAGES.photo.dataError)).toBeNull();
  }, 60_000);
});
