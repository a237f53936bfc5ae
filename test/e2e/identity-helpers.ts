import type { Page } from 'playwright-core';
import { TEST_CAPTCHA } from '../support/test-app.ts';

/** A text input by its label (the accessible name: MUI's required asterisk is not part of it). */
export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** A native select by its label. */
export const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

/** The product's message box. */
export const dialog = (page: Page) => page.getByRole('dialog');

/** Waits for the message box to say `text`, then presses OK. */
export const acknowledge = async (page: Page, text: string | RegExp) => {
  const box = dialog(page).filter({ hasText: text });
  await box.waitFor();
  await box.getByRole('button', { name: 'OK' }).click();
  await box.waitFor({ state: 'detached' });
};

/** Fills the login form (the captcha is the test server's fixed text unless given) and presses Login. */
export const submitLogin = async (page: Page, prefix: string, password: string, captcha = TEST_CAPTCHA) => {
  await page.getByTestId('captcha-image').waitFor();
  await field(page, 'Email').fill(prefix);
  await field(page, 'Password').fill(password);
  await field(page, 'CAPTCHA').fill(captcha);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
};

/** Signs in through the login page and waits for the success message. */
export const logInThroughUi = async (page: Page, baseUrl: string, prefix: string, password: string, path = '/login') => {
  await page.goto(`${baseUrl}${path}`);
  await submitLogin(page, prefix, password);
  await acknowledge(page, 'login successful');
};

/**
 * The page's console errors, without the browser's own lines about answers the journey expects to be
 * refused (a wrong password is a 401, a wrong captcha a 400): those are the server's answers, not
 * faults of the app.
 */
export const appErrors = (errors: readonly string[]): string[] =>
  errors.filter((error) => !/^Failed to load resource: the server responded with a status of 4\d\d/.test(error));
