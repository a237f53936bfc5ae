import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { checkAccessibility } from '../support/axe.ts';
import { browserAvailable, launchBrowser, openPage, PHONE } from '../support/browser.ts';
import { journeyServer, type JourneyServer } from '../support/journey-server.ts';
import { addAccount } from '../support/identity-flows.ts';
import { acknowledge, appErrors, submitLogin } from './identity-helpers.ts';

/**
 * The login screens where a browser is needed: the security desk's sign-in on a phone's width, with the
 * captcha question and the message box judged by axe-core in Chromium (colours need a rendering engine). The form's rules and the server's answers (a
 * wrong captcha, a wrong password, an unknown or pending address, the captcha question, Forgot Password
 * with the address) are component tests (test/component/login/login-form.test.tsx, issue 29).
 */
describe.skipIf(!browserAvailable())('the login screens (Chromium)', () => {
  let server: JourneyServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await journeyServer();
    await addAccount(server, 'il.admin', 'admin', { password: 'Admin@123' });
    await addAccount(server, 'il.guard', 'security', { manager: 'il.admin', password: 'Guard@1234', name: 'Gita Guard' });
    browser = await launchBrowser([], { motion: 'full' });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('should take a security user from /SecurityLogin to the security dashboard on a phone', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto(`${server.baseUrl}/SecurityLogin`);
    // The captcha question instead of the picture, as a phone shows it (how it signs in: login-form.test.tsx).
    await page.getByRole('button', { name: 'Cannot read the picture? Answer a question instead' }).click();
    await page.getByTestId('captcha-question').waitFor();
    await checkAccessibility(page, 'Security Login with the captcha question');
    await page.getByRole('button', { name: 'Show a CAPTCHA picture instead' }).click();
    await submitLogin(page, 'il.guard', 'Guard@1234');
    // The server took the captcha: the field says so and is done with (behind the success message).
    const note = page.getByText(MESSAGES.login.captchaSucceeded, { exact: true });
    await note.waitFor();
    // The field the note describes (under the success message the form is out of the accessibility tree).
    expect(await page.locator(`input[aria-describedby~="${await note.getAttribute('id')}"]`).isDisabled()).toBe(true);
    // The product's message box, as the login's answers open it (which answer says what: login-form.test.tsx).
    await page.getByRole('dialog').filter({ hasText: MESSAGES.login.success }).waitFor();
    await checkAccessibility(page, 'the login message box on a phone');
    await acknowledge(page, MESSAGES.login.success);
    await page.waitForURL(`${server.baseUrl}/SecurityDashboard`);
    await page.getByRole('heading', { name: 'Security Dashboard' }).waitFor();
    await page.getByText('Welcome, Gita Guard').waitFor();
    await checkAccessibility(page, 'Security Dashboard');
    await page.getByRole('link', { name: /^Create Visitor Pass/ }).waitFor();
    expect(await page.getByRole('link', { name: /^View Visitor Details/ }).getAttribute('href')).toBe('/ApprovedVisitorDetails');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });
});
