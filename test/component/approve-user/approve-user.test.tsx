import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EmployeeRow } from '#contract/api/identity-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import ApproveUserPage from '../../../web/src/features/approve-user/approve-user-page.tsx';
import { envelope } from '../../../web/src/lib/envelope.ts';
import { expectAccessible } from '../accessibility.ts';
import { renderPage, signedInUser } from '../render-page.tsx';

/**
 * Approve User (/ApproveUser): placeholder rows under the table's own headings while the list loads,
 * then the list (here: nobody waiting). Moved here from detail-view-and-lists.test.ts; the page with
 * registrations waiting is judged in Chromium by reject-registration.test.ts and identity-registration.test.ts.
 */
describe('Approve User (component)', () => {
  it('should show placeholder rows while Approve User loads, then say that nobody waits', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const nobody: readonly EmployeeRow[] = [];
    renderPage(ApproveUserPage, {
      path: '/ApproveUser',
      user: { ...signedInUser('manager', 'Mina Manager'), sessionId: 'approve-user-loading' },
      // pendingEmployeesAnswerSchema: the enveloped list of employeeRowSchema.
      answer: (url) => (url.pathname === '/api/fetchEmployeesToApprove' ? held.then(() => Response.json({ result: envelope.encrypt(nobody) })) : undefined),
    });
    const placeholder = await screen.findByTestId('placeholder-table');
    expect(placeholder.getAttribute('role')).toBe('status');
    expect(placeholder.textContent).toContain('Loading employees');
    // The table's own headings stand over the placeholder rows.
    within(placeholder).getByText('Employee ID');
    await expectAccessible('Approve User loading');
    release();
    await screen.findByText(MESSAGES.submission.emptyList);
    expect(screen.queryByTestId('placeholder-table')).toBeNull();
  });

  it.each([
    ['names each registrant\'s home site on an installation of several sites', 'London Office', ['Name', 'Employee ID', 'Email', 'Phone', 'Home Site', 'Status', 'Action']],
    ['shows no home site on a one-site installation', undefined, ['Name', 'Employee ID', 'Email', 'Phone', 'Status', 'Action']],
  ] as const)('should list the registrations waiting: %s (issue 30)', async (_, homeSite, headings) => {
    const row: EmployeeRow = {
      emp_name: 'Neha Kulkarni',
      emp_id: 'E0001A',
      emp_email: 'neha@example.com',
      emp_phonenumber: '9123456780',
      userstatus: 'Approval Pending',
      ...(homeSite === undefined ? {} : { home_site: homeSite }),
    };
    renderPage(ApproveUserPage, {
      path: '/ApproveUser',
      // A manager of their own per case: the data layer keeps each manager's list.
      user: { ...signedInUser('manager', homeSite ? 'Sara Manager' : 'Omar Manager'), sessionId: 'approve-user-sites' },
      answer: (url) => (url.pathname === '/api/fetchEmployeesToApprove' ? Response.json({ result: envelope.encrypt([row]) }) : undefined),
    });
    const table = await screen.findByRole('table', { name: 'Employee Details' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(headings);
    const cells = within(table).getAllByRole('cell').map((cell) => cell.textContent);
    if (homeSite) expect(cells).toContain(homeSite);
  });
});
