import type { Page } from 'playwright-core';

/**
 * Waits for a notice that does not block (web/src/components/notices.tsx): a success in the role
 * status region, an error in the role alert region; no message box opens for either.
 */
export const noticeShows = async (page: Page, text: string | RegExp, kind: 'success' | 'error' = 'success') => {
  await page
    .getByTestId('notices')
    .getByRole(kind === 'success' ? 'status' : 'alert')
    .filter({ hasText: text })
    .waitFor();
  if ((await page.getByRole('dialog').count()) > 0) throw new Error(`a dialog is open beside the notice "${String(text)}"`);
};
