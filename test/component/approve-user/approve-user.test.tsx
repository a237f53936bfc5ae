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
});
