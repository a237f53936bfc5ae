import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fill, MESSAGES } from '#contract/messages.ts';
import { browserAvailable, launchBrowser, openPage } from '../support/browser.ts';
import { startE2eServer, type E2eServer } from '../support/e2e-server.ts';
import { addAccount, email } from '../support/identity-flows.ts';
import { startOidcProvider, type OidcProviderHandle } from '../support/oidc-provider.ts';
import { appErrors } from './identity-helpers.ts';

/**
 * Single sign-on in Chromium (issue 32, docs/product/identity.md ID-SSO): from the Login page's
 * "Sign in with <company>" through a real OpenID provider's own login and consent pages
 * (oidc-provider, in this process) to the product's dashboard. A server of its own: its settings
 * (VMS_OIDC_*) are not the shared journey server's. Every rule of the flow is an integration test
 * (test/integration/identity/single-sign-on.test.ts); the button's states are component tests.
 */
describe.skipIf(!browserAvailable())('single sign-on (Chromium)', () => {
  let idp: OidcProviderHandle;
  let server: E2eServer;
  let browser: Browser;

  beforeAll(async () => {
    idp = await startOidcProvider();
    server = await startE2eServer({ env: { ...idp.env, VMS_OIDC_DISPLAY_NAME: 'Example Corp' } });
    idp.addRedirectUri(`${server.baseUrl}/auth/oidc/callback`);
    await addAccount(server, 'sso.admin', 'admin');
    await addAccount(server, 'sso.manager', 'manager', { manager: 'sso.admin', name: 'Mira Manager' });
    idp.setAccount('mira-at-idp', { email: email('sso.manager'), email_verified: true, name: 'Mira Manager' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await idp?.close();
  });

  it("should take an employee from the Login page through the company's sign-in to their dashboard", async () => {
    const { page, context, errors } = await openPage(browser);
    // The provider's development pages ask for a web font from the internet, which this machine does
    // not reach: answered here, empty, so that nothing leaves the machine (nor fails in the console).
    await context.route((url) => url.hostname !== '127.0.0.1', (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }));
    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole('link', { name: fill(MESSAGES.sso.button, { name: 'Example Corp' }) }).click();

    // The provider's own pages: its login form (any password for the account named), then its consent.
    await page.waitForURL((url) => url.origin === idp.issuer);
    await page.locator('input[name="login"]').fill('mira-at-idp');
    await page.locator('input[name="password"]').fill('any-password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(`${server.baseUrl}/EmployeeDashboard`);
    await page.getByRole('heading', { name: 'Employee Dashboard' }).waitFor();
    await page.getByText('Welcome, Mira Manager').waitFor();
    // The same session a password sign-in makes: the tab's sign-in was rebuilt from it.
    const session = await page.evaluate(async () => (await fetch('/api/auth/session')).status);
    expect(session).toBe(200);
    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });
});
