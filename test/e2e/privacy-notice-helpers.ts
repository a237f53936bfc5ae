import type { Page } from 'playwright-core';

/**
 * The privacy notice every form shows first (issue 31, docs/product/privacy.md PRIV-NOTICE): the
 * visit's purpose ticked (the first box; the optional ones stay unticked) and agreed to, in English
 * unless the journey chose another language (then its button's words).
 */
export const agreeToPrivacyNotice = async (page: Page, button = 'Agree and continue'): Promise<void> => {
  const agree = page.getByRole('button', { name: button });
  await agree.waitFor();
  await page.getByRole('region', { name: 'Privacy notice' }).getByRole('checkbox').first().check();
  await agree.click();
};
