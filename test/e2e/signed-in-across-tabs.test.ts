import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { browserAvailable, launchBrowser, openPage } from '../support/browser.ts';
import { journeyServer, type JourneyServer } from '../support/journey-server.ts';
import { signInByApi } from '../support/e2e-session.ts';
import { addAccount } from '../support/identity-flows.ts';
import { acknowledge, appErrors, submitLogin } from './identity-helpers.ts';

/** A web mail on another site: its link to the product opens a new tab, as a mail client's does. */
const MAIL_PAGE = 'http://mail.example.test/inbox';

/**
 * Issue 28 item 3, signed in across tabs (docs/product/identity.md ID-SESSION-06): the server session decides and the
 * tab's stored state is a cache of it. A mail link is a top-level navigation from another site, so its
 * first request carries no SameSite=Strict cookie: the SPA asks who it is with a fetch after it loads.
 */
describe.skipIf(!browserAvailable())('signed in across tabs and mail links (Chromium)', () => {
  let server: JourneyServer;
  let browser: Browser;
  const manager = { email: '', password: 'Manager@123' };

  beforeAll(async () => {
    server = await journeyServer();
    await addAccount(server, 'st.admin', 'admin', { password: 'Admin@123' });
    manager.email = (await addAccount(server, 'st.rahul.mehta', 'manager', { manager: 'st.admin', password: manager.password, name: 'Rahul Mehta' })).email;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Opens the mail in a tab of `context` and clicks its link to `path`; resolves with the new tab and its document request. */
  const openMailLink = async (context: BrowserContext, path: string): Promise<{ tab: Page; errors: string[]; documentRequest: Request }> => {
    await context.route(MAIL_PAGE, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Inbox</title><link rel="icon" href="data:,"><a href="${server.baseUrl}${path}" target="_blank" rel="noopener">Review and approve</a>`,
      }),
    );
    const mail = await context.newPage();
    await mail.goto(MAIL_PAGE);
    const opened = context.waitForEvent('page');
    const document = context.waitForEvent('request', (request) => request.isNavigationRequest() && request.url() === `${server.baseUrl}${path}`);
    await mail.getByRole('link', { name: 'Review and approve' }).click();
    const tab = await opened;
    const errors: string[] = [];
    tab.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    tab.on('pageerror', (error) => errors.push(error.message));
    return { tab, errors, documentRequest: await document };
  };

  const cookieOf = async (request: Request) => (await request.allHeaders())['cookie'] ?? '';

  it('should land a mail link opened in a new tab of a signed-in browser on its page, signed in, with no login form', async () => {
    const { context, page, errors } = await openPage(browser);
    await signInByApi(server, context, page, manager);
    await page.goto(`${server.baseUrl}/EmployeeDashboard`);
    await page.getByText('Welcome, Rahul Mehta').waitFor();

    const lookup = context.waitForEvent('requestfinished', (request) => new URL(request.url()).pathname === '/api/auth/session');
    const { tab, errors: tabErrors, documentRequest } = await openMailLink(context, '/ApproveUser');
    // The page itself came without the Strict cookie (another site's link) ...
    expect(await cookieOf(documentRequest)).not.toContain('vms_session');
    // ... and the SPA's own fetch, same-site, carried it and was answered with the user.
    const asked = await lookup;
    expect(await cookieOf(asked)).toContain('vms_session');
    expect((await asked.response())?.status()).toBe(200);
    await tab.getByText(MESSAGES.submission.emptyList).waitFor();
    expect(new URL(tab.url()).pathname).toBe('/ApproveUser');
    await tab.getByRole('button', { name: 'Logout' }).waitFor();
    expect(await tab.getByRole('button', { name: 'Login', exact: true }).count()).toBe(0);
    expect(await tab.getByTestId('captcha-image').count()).toBe(0);
    // A reload of the tab is served by its own cache: no second lookup.
    expect(await tab.evaluate(() => window.sessionStorage.getItem('vms.auth'))).toBeTruthy();

    expect(errors).toEqual([]);
    expect(tabErrors).toEqual([]);
    await context.close();
  });

  it('should sign out every tab when one logs out, and when one signs out for being idle', async () => {
    const { context, page, errors } = await openPage(browser);
    await signInByApi(server, context, page, manager);
    await page.goto(`${server.baseUrl}/EmployeeDashboard`);
    await page.getByText('Welcome, Rahul Mehta').waitFor();
    const other = await context.newPage();
    await other.goto(`${server.baseUrl}/ApproveUser`);
    await other.getByText(MESSAGES.submission.emptyList).waitFor();

    // Logout in the first tab: the other, untouched, goes to the Login page (it makes no call of its own).
    await page.getByRole('button', { name: 'Logout' }).click();
    await other.waitForURL(`${server.baseUrl}/login`);
    await other.getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(await other.getByTestId('signed-out-reason').count()).toBe(0);

    // Signed in again; then the first tab's clock alone runs eleven minutes ahead, so that only it finds the
    // browser idle: its sign-out reaches the other tab, which says why.
    await signInByApi(server, context, page, manager);
    await page.goto(`${server.baseUrl}/EmployeeDashboard`);
    await page.getByText('Welcome, Rahul Mehta').waitFor();
    await other.goto(`${server.baseUrl}/ApproveUser`);
    await other.getByText(MESSAGES.submission.emptyList).waitFor();
    const loggedOut = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/logout/'));
    await page.evaluate(() => {
      const ahead = 11 * 60_000;
      const realNow = Date.now.bind(Date);
      Date.now = () => realNow() + ahead;
    });
    await page.waitForURL(`${server.baseUrl}/login`);
    expect((await loggedOut).status()).toBe(200);
    await other.waitForURL(`${server.baseUrl}/login`);
    await other.getByTestId('signed-out-reason').filter({ hasText: MESSAGES.session.idleSignedOut }).waitFor();
    // The server session is over too: the other tab cannot read on with the old cookie.
    expect((await context.request.get(`${server.baseUrl}/api/auth/session`)).status()).toBe(401);

    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });

  it('should send a fresh browser opening the link to the Login page, and to the linked page after signing in', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const { tab, errors } = await openMailLink(context, '/ApproveUser');
    await tab.waitForURL(`${server.baseUrl}/login`);
    await submitLogin(tab, 'st.rahul.mehta', manager.password);
    await acknowledge(tab, 'login successful');
    await tab.waitForURL(`${server.baseUrl}/ApproveUser`);
    await tab.getByText(MESSAGES.submission.emptyList).waitFor();
    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });
});
