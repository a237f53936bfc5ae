import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { checkAccessibility } from '../support/axe.ts';
import { browserAvailable, launchBrowser, openPage, PHONE } from '../support/browser.ts';
import { journeyServer, type JourneyServer } from '../support/journey-server.ts';
import { addAccount, email } from '../support/identity-flows.ts';
import { acknowledge, appErrors, logInThroughUi, submitLogin } from './identity-helpers.ts';

/**
 * Sessions across browsers and tabs with the real server's cookies: Logout ending the session for every
 * tab, a newer sign-in replacing an older one. Which page the app shows before and after signing in, and
 * the Login page's notice after an idle or ended session, are component tests (test/component/app/ and
 * test/component/login/, issue 29).
 */
describe.skipIf(!browserAvailable())('sessions in the SPA (Chromium)', () => {
  let server: JourneyServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await journeyServer();
    await addAccount(server, 'is.admin', 'admin', { password: 'Admin@123' });
    await addAccount(server, 'is.rahul.mehta', 'manager', { manager: 'is.admin', password: 'Manager@123', name: 'Rahul Mehta' });
    await addAccount(server, 'is.ravi', 'employee', { manager: 'is.rahul.mehta', password: 'Ravi@1234', name: 'Ravi Kumar' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('should end the session on the server when Logout is pressed: another tab with the same cookie is sent to /login', async () => {
    const first = await openPage(browser);
    await logInThroughUi(first.page, server.baseUrl, 'is.ravi', 'Ravi@1234');
    await first.page.waitForURL(`${server.baseUrl}/EmployeeDashboard`);
    await first.page.getByText('Welcome, Ravi Kumar').waitFor();

    // A second browser with the same cookie and the same saved sign-in: signed in too.
    const saved = await first.page.evaluate(() => window.sessionStorage.getItem('vms.auth'));
    expect(saved).toBeTruthy();
    const second = await openPage(browser);
    await second.context.addCookies(await first.context.cookies());
    await second.page.goto(`${server.baseUrl}/`);
    await second.page.evaluate(`window.sessionStorage.setItem('vms.auth', ${JSON.stringify(saved)})`);
    const active = second.page.waitForResponse((response) => response.url().includes('/check-session/'));
    await second.page.goto(`${server.baseUrl}/EmployeeDashboard`);
    expect(await (await active).json()).toEqual({ message: MESSAGES.session.active });
    await second.page.getByText('Welcome, Ravi Kumar').waitFor();

    // Logout in the first: the server ends the session.
    const loggedOut = first.page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/logout/'));
    await first.page.getByRole('button', { name: 'Logout' }).click();
    expect((await loggedOut).status()).toBe(200);
    await first.page.waitForURL(`${server.baseUrl}/login`);
    await first.page.getByRole('link', { name: 'Login', exact: true }).waitFor();
    expect(await first.page.evaluate(() => window.sessionStorage.getItem('vms.auth'))).toBeNull();
    // A sign-out the user asked for needs no explanation on the Login page.
    expect(await first.page.getByTestId('signed-out-reason').count()).toBe(0);
    // The Login page as it opens, judged in Chromium (its states are judged in test/component/login/).
    await first.page.getByTestId('captcha-image').waitFor();
    await checkAccessibility(first.page, 'Login');

    // The second finds out on its next look and is signed out locally too.
    await second.page.reload();
    await second.page.waitForURL(`${server.baseUrl}/login`);
    await second.page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(await second.page.evaluate(() => window.sessionStorage.getItem('vms.auth'))).toBeNull();
    const check = await second.context.request.get(
      `${server.baseUrl}/check-session/${encodeURIComponent(server.envelope.encrypt(email('is.ravi')))}/${Date.now()}`,
    );
    expect(check.status()).toBe(401);

    expect(appErrors(first.errors)).toEqual([]);
    expect(appErrors(second.errors)).toEqual([]);
    await first.context.close();
    await second.context.close();
  });

  it('should sign out a tab whose session was replaced by a newer login elsewhere, and take it back to the page asked for', async () => {
    const old = await openPage(browser);
    await logInThroughUi(old.page, server.baseUrl, 'is.rahul.mehta', 'Manager@123');
    await old.page.waitForURL(`${server.baseUrl}/EmployeeDashboard`);
    const fresh = await openPage(browser);
    await logInThroughUi(fresh.page, server.baseUrl, 'is.rahul.mehta', 'Manager@123');
    await fresh.page.waitForURL(`${server.baseUrl}/EmployeeDashboard`);

    // The old tab's next call answers 401: it signs out and goes to /login, remembering the page.
    await old.page.getByRole('link', { name: /^Approve\b/ }).click();
    await old.page.waitForURL(`${server.baseUrl}/login`);
    await old.page.getByTestId('signed-out-reason').filter({ hasText: MESSAGES.session.endedSignedOut }).waitFor();
    await checkAccessibility(old.page, 'Login after the session ended elsewhere');
    await submitLogin(old.page, 'is.rahul.mehta', 'Manager@123');
    await acknowledge(old.page, 'login successful');
    await old.page.waitForURL(`${server.baseUrl}/ApproveUser`);
    await old.page.getByText(MESSAGES.submission.emptyList).waitFor();
    // The page asked for, on a phone's width: nothing wider than the screen (the way back to it after
    // signing in is a component test: test/component/app/routes.test.tsx).
    await old.page.setViewportSize(PHONE);
    expect(await old.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await checkAccessibility(old.page, 'Approve on a phone');

    expect(appErrors(old.errors)).toEqual([]);
    await old.context.close();
    await fresh.context.close();
  });
});
