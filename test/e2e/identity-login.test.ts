import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { checkAccessibility } from '../support/axe.ts';
import { browserAvailable, launchBrowser, openPage, PHONE } from '../support/browser.ts';
import { journeyServer, type JourneyServer } from '../support/journey-server.ts';
import { addAccount, register, registrant } from '../support/identity-flows.ts';
import type { SmtpSink } from '../support/smtp-sink.ts';
import { acknowledge, appErrors, dialog, field, submitLogin } from './identity-helpers.ts';

describe.skipIf(!browserAvailable())('the login screens (Chromium)', () => {
  let smtp: SmtpSink;
  let server: JourneyServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await journeyServer();
    smtp = server.smtp;
    await addAccount(server, 'il.admin', 'admin', { password: 'Admin@123' });
    await addAccount(server, 'il.rahul.mehta', 'manager', { manager: 'il.admin', password: 'Manager@123' });
    await addAccount(server, 'il.guard', 'security', { manager: 'il.admin', password: 'Guard@1234', name: 'Gita Guard' });
    await register(server, smtp, registrant('il.pending.person', 'il.rahul.mehta'));
    browser = await launchBrowser([], { motion: 'full' });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('should show the form\'s errors, then say what is wrong: a wrong captcha, a wrong password, an unknown or pending address', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.baseUrl}/login`);
    await page.getByTestId('captcha-image').waitFor();
    await checkAccessibility(page, 'Login');

    // Some fields: each one's own message (the form's rules before any call, and what the e-mail field
    // keeps as it is typed, are test/component/login/login-form.test.tsx); here, the page with its errors.
    await field(page, 'Email').fill('il.rahul.mehta');
    await field(page, 'Password').fill('short');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText(MESSAGES.login.passwordTooShort, { exact: true }).waitFor();
    await page.getByText(MESSAGES.login.captchaRequired, { exact: true }).waitFor();
    await checkAccessibility(page, 'Login with its errors');

    // A wrong captcha: the failure message, the server's word under the field, and a new captcha.
    const newCaptcha = page.waitForResponse((response) => new URL(response.url()).pathname === '/captcha');
    await submitLogin(page, 'il.rahul.mehta', 'Manager@123', 'ZZZZ');
    await acknowledge(page, MESSAGES.login.captchaFailed);
    await page.getByText(MESSAGES.login.invalidCaptcha, { exact: true }).waitFor();
    await newCaptcha;
    expect(await field(page, 'CAPTCHA').inputValue()).toBe('');

    // A wrong password.
    await submitLogin(page, 'il.rahul.mehta', 'Wrong@1234');
    await acknowledge(page, MESSAGES.login.invalidCredentials);

    // An address nobody registered: the prompt to register, with the way there.
    await submitLogin(page, 'nobody.here', 'Whatever1!');
    const prompt = dialog(page).filter({ hasText: MESSAGES.login.registerFirst });
    await prompt.waitFor();
    await checkAccessibility(page, 'the register prompt');
    await prompt.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('link', { name: 'Register', exact: true }).waitFor();

    // A registration still waiting for the manager: the pending message, and the form is cleared.
    await submitLogin(page, 'il.pending.person', 'Whatever1!');
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

  it('should link to Forgot Password with the address typed', async () => {
    // The captcha note's five seconds and Show password are the form's own: test/component/login/login-form.test.tsx.
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.baseUrl}/login`);
    await page.getByTestId('captcha-image').waitFor();
    await field(page, 'Email').fill('il.rahul.mehta');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.waitForURL(`${server.baseUrl}/Forgotpassword`);
    expect(await field(page, 'Email').inputValue()).toBe('il.rahul.mehta');
    await checkAccessibility(page, 'Forgot Password');
    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });

  it('should take a security user from /SecurityLogin to the security dashboard on a phone', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto(`${server.baseUrl}/SecurityLogin`);
    await submitLogin(page, 'il.guard', 'Guard@1234');
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
