import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { browserAvailable, DESKTOP, launchBrowser, openPage } from '../support/browser.ts';
import { signInByApi } from '../support/e2e-session.ts';
import { addAccount } from '../support/identity-flows.ts';
import { journeyServer, type JourneyServer } from '../support/journey-server.ts';
import { appErrors } from './identity-helpers.ts';
import { noticeShows } from './notice-helpers.ts';

/**
 * A program's call with the token, made from the page as another system would make it: a bearer
 * token and no session of its own (the token API reads no cookie). Written as an expression: this
 * file is type-checked without the browser's types.
 */
const callWithToken = (page: Page, token: string): Promise<{ status: number; code: string | null }> =>
  page.evaluate(
    `fetch('/api/v1/visits?view=history', { headers: { Authorization: 'Bearer ' + ${JSON.stringify(token)} }, credentials: 'omit' })
      .then(async (response) => ({ status: response.status, code: response.ok ? null : (await response.json()).code }))`,
  ) as Promise<{ status: number; code: string | null }>;

/**
 * /ApiTokens (issue 32, ADR 38) in Chromium against the real server: an admin makes a token on the
 * screen, sees it once, another system uses it, the admin revokes it, and its next call is refused.
 * The dialog's form rules are component tests (test/component/api-tokens).
 */
describe.skipIf(!browserAvailable())('API tokens (Chromium)', () => {
  let server: JourneyServer;
  let browser: Browser;
  const admin = { email: '', password: 'Admin@12345' };

  beforeAll(async () => {
    server = await journeyServer();
    admin.email = (await addAccount(server, 'at.admin', 'admin', { password: admin.password, name: 'Tara Admin' })).email;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('should make a token shown once, let a program call the API with it, and refuse its next call once revoked', async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await signInByApi(server, context, page, admin);
    await page.goto(`${server.baseUrl}/ApiTokens`);
    await page.getByRole('heading', { level: 1, name: 'API tokens', exact: true }).waitFor();

    await page.getByRole('button', { name: 'New token' }).click();
    const dialog = page.getByRole('dialog', { name: 'New API token' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Journey badge reader');
    await dialog.getByRole('checkbox', { name: /^visits:read/ }).check();
    await dialog.getByRole('button', { name: 'Create token' }).click();

    const shown = page.getByRole('dialog', { name: 'Copy your new token' });
    const token = await shown.getByRole('textbox', { name: 'API token' }).inputValue();
    expect(token).toMatch(/^vdk_[\w-]{43}$/);
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'hidden' });

    // Listed, active, and never shown again.
    const card = page.getByRole('listitem', { name: 'Token Journey badge reader' });
    await card.getByText('Active', { exact: true }).waitFor();
    expect(await card.getByText('visits:read', { exact: true }).count()).toBe(1);
    expect(await page.content()).not.toContain(token);

    expect(await callWithToken(page, token)).toEqual({ status: 200, code: null });

    await card.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog', { name: 'Revoke this token?' }).getByRole('button', { name: 'Revoke' }).click();
    await noticeShows(page, MESSAGES.apiTokens.revoked);
    await card.getByText('Revoked', { exact: true }).waitFor();

    expect(await callWithToken(page, token)).toEqual({ status: 401, code: 'token.invalid' });
    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });
});
