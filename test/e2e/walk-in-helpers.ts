import type { Page } from 'playwright-core';
import { agreeToPrivacyNotice } from './privacy-notice-helpers.ts';

/**
 * A walk-in's first screens at the kiosk, as a visitor goes through them: "I'm a walk-in", the
 * privacy notice agreed to, and the first step ("About you") filled in. Next is the caller's to press:
 * what follows it (the host, or the documents to sign) is what each journey is about.
 */
export const fillWalkInAboutYou = async (page: Page, visitor: { readonly name: string; readonly phone: string }): Promise<void> => {
  await page.getByRole('button', { name: /I'm a walk-in/ }).click();
  await agreeToPrivacyNotice(page);
  await page.getByText('Step 1 of 5', { exact: true }).waitFor();
  await page.getByRole('textbox', { name: /^Name/ }).fill(visitor.name);
  await page.getByRole('textbox', { name: /^Mobile Number/ }).fill(visitor.phone);
  await page.getByRole('textbox', { name: /^Coming From/ }).fill('Pune');
  await page.getByRole('textbox', { name: /^Purpose of Visit/ }).fill('Delivery of spare parts');
};
