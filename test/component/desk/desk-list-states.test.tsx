import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DeskRecord } from '#contract/api/visit-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import ApprovedVisitorDetailsPage from '../../../web/src/features/visitors/approved-visitor-details-page.tsx';
import { envelope } from '../../../web/src/lib/envelope.ts';
import { renderPage, signedInUser, type Answer } from '../render-page.tsx';

/** One approved visit of today, checked in, as GET /api/getApprovedVisitor holds it once opened (deskRecordSchema). */
const TARA: DeskRecord = {
  id: 7,
  visitor_id: 'K7QW2M9D',
  visitortype: 'Suppliers',
  visitortype_other: null,
  name: 'Tara Thumbnail',
  visitor_phonenumber: '9812345670',
  visitor_email: null,
  address: null,
  coming_from: 'Pune',
  place_to_visit: null,
  purpose_of_visit: 'Supplier audit',
  selected_option: null,
  additional_visitor_option: 'No',
  additional_visitors: null,
  ppe_options: null,
  aadhar_no: null,
  date_of_visit: '28-11-2026',
  time_of_visit: '10:30 AM',
  check_in: '2026-11-28T05:00:00.000Z',
  check_out: null,
  approve_status: 'Approved',
  is_submitted: true,
  host_email: 'hema.host@example.com',
  host_name: 'Hema Host',
  host_emp_id: 'E1001',
  walk_in: false,
  visit_state: 'checked_in',
  photo_filename: null,
  flagged: false,
};

/**
 * The desk list's failed read on /ApprovedVisitorDetails: "Error fetching data" with Retry, and the rows
 * after Retry. Moved here from detail-view-and-lists.test.ts (which keeps, in Chromium, the list's
 * placeholder rows at three widths with axe-core, and Visitor Approval's failed read with axe-core).
 */
describe('the desk list (component)', () => {
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
