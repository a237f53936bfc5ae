import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { checkAccessibility } from '../support/axe.ts';
import { browserAvailable, launchBrowser, openPage, PHONE } from '../support/browser.ts';
import { startE2eServer, type E2eServer } from '../support/e2e-server.ts';
import { addAccount, register, registrant } from '../support/identity-flows.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { acknowledge, appErrors, dialog, field, submitLogin } from './identity-helpers.ts';

describe.skipIf(!browserAvailable())('the login screens (Chromium)', () => {
  let smtp: SmtpSink;
  let server: E2eServer;
  let browser: Browser;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startE2eServer({ smtp });
    await addAccount(server, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(server, 'rahul.mehta', 'manager', { manager: 'admin', password: 'Manager@123' });
    await addAccount(server, 'guard', 'security', { manager: 'admin', password: 'Guard@1234', name: 'Gita Guard' });
    await register(server, smtp, registrant('pending.person', 'rahul.mehta'));
    browser = await launchBrowser([], { motion: 'full' });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await smtp?.close();
  });

  it('should say what is wrong: empty fields, a wrong captcha, a wrong password, an unknown or pending address', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.baseUrl}/login`);
    await page.getByTestId('captcha-image').waitFor();
    await checkAccessibility(page, 'Login');

    // Nothing filled in.
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await acknowledge(page, MESSAGES.login.fillAllFields);

    // Some fields: each one's own message, no call made.
    await field(page, 'Email').fill('rahul.mehta');
    await field(page, 'Password').fill('short');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText(MESSAGES.login.passwordTooShort, { exact: true }).waitFor();
    await page.getByText(MESSAGES.login.captchaRequired, { exact: true }).waitFor();
    await checkAccessibility(page, 'Login with its errors');
    // Typing the e-mail ignores what the rules refuse.
    await field(page, 'Email').fill('');
    await field(page, 'Email').pressSequentially('rahul..mehta@');
    expect(await field(page, 'Email').inputValue()).toBe('rahul.mehta');

    // A wrong captcha: the failure message, the server's word under the field, and a new captcha.
    const newCaptcha = page.waitForResponse((response) => new URL(response.url()).pathname === '/captcha');
    await submitLogin(page, 'rahul.mehta', 'Manager@123', 'ZZZZ');
    await acknowledge(page, MESSAGES.login.captchaFailed);
    await page.getByText(MESSAGES.login.invalidCaptcha, { exact: true }).waitFor();
    await newCaptcha;
    expect(await field(page, 'CAPTCHA').inputValue()).toBe('');

    // A wrong password.
    await submitLogin(page, 'rahul.mehta', 'Wrong@1234');
    await acknowledge(page, MESSAGES.login.invalidCredentials);

    // An address nobody registered: the prompt to register, with the way there.
    await submitLogin(page, 'nobody.here', 'Whatever1!');
    const prompt = dialog(page).filter({ hasText: MESSAGES.login.registerFirst });
    await prompt.waitFor();
    await checkAccessibility(page, 'the register prompt');
    await prompt.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('link', { name: 'Register', exact: true }).waitFor();

    // A registration still waiting for the manager: the pending message, and the form is cleared.
    await submitLogin(page, 'pending.person', 'Whatever1!');
    await acknowledge(page, MESSAGES.status.pending);
    expect(await field(page, 'Email').inputValue()).toBe('');
    expect(await field(page, 'Password').inputValue()).toBe('');

    // The register prompt's link leads to registration.
    await submitLogin(page, 'nobody.here', 'Whatever1!');
    await dialog(page).getByRole('link', { name: 'Register' }).click();
    await page.waitForURL(`${server.baseUrl}/registration`);

    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });

  it('should drop the captcha note after 5 seconds, show and hide the password, and link to Forgot Password with the address', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.clock.install();
    await page.goto(`${server.baseUrl}/login`);
    // 'Please Enter the CAPTCHA' goes away after 5 seconds (docs/product/identity.md ID-SIGNIN-01), on the page's clock.
    await field(page, 'Email').fill('rahul.mehta');
    await field(page, 'Password').fill('Secret@123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const captchaNote = page.getByText(MESSAGES.login.captchaRequired, { exact: true });
    await captchaNote.waitFor();
    await page.clock.fastForward(4_000);
    expect(await captchaNote.isVisible()).toBe(true);
    await page.clock.fastForward(1_500);
    await captchaNote.waitFor({ state: 'detached' });
    await field(page, 'Password').fill('Secret@123');
    expect(await field(page, 'Password').getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await field(page, 'Password').getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await field(page, 'Password').getAttribute('type')).toBe('password');
    await field(page, 'Email').fill('rahul.mehta');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.waitForURL(`${server.baseUrl}/Forgotpassword`);
    expect(await field(page, 'Email').inputValue()).toBe('rahul.mehta');
    await checkAccessibility(page, 'Forgot Password');
    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });

  it('should take a security user from /SecurityLogin to the security dashboard on a phone', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto(`${server.baseUrl}/SecurityLogin`);
    await submitLogin(page, 'guard', 'Guard@1234');
    // The server took the captcha: the field says so and is done with (behind the success message).
    const note = page.getByText(MESSAGES.login.captchaSucceeded, { exact: true });
    await note.waitFor();
    // The field the note describes (under the success message the form is out of the accessibility tree).
    expect(await page.locator(`input[aria-describedby~="${await note.getAttribute('id')}"]`).isDisabled()).toBe(true);
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
