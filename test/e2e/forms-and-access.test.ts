import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { checkAccessibility } from '../support/axe.ts';
import { browserAvailable, DESKTOP, launchBrowser, openPage, PHONE } from '../support/browser.ts';
import { journeyServer, type JourneyServer } from '../support/journey-server.ts';
import { signInByApi } from '../support/e2e-session.ts';
import { addAccount } from '../support/identity-flows.ts';
import { appErrors, select } from './identity-helpers.ts';

/**
 * Issue 12, forms and access, where a browser is needed: the pass form's states judged by axe-core in
 * Chromium, one content width and a visible focus outline. The rest is component tests (issue 29): the
 * sign-in pages' way home and /VisitorSubmission opened directly (test/component/app/routes.test.tsx),
 * the idle sign-out's notice (test/component/login/signed-out-reason.test.tsx), the caret of a filtered
 * field and the captcha's question (test/component/login/login-form.test.tsx).
 */
describe.skipIf(!browserAvailable())('forms and access (Chromium)', () => {
  let server: JourneyServer;
  let browser: Browser;
  const host = { email: '', password: 'Host@12345' };

  beforeAll(async () => {
    server = await journeyServer();
    await addAccount(server, 'fa.admin', 'admin', { password: 'Admin@12345' });
    host.email = (await addAccount(server, 'fa.priya.sharma', 'employee', { manager: 'fa.admin', password: host.password, name: 'Priya Sharma' })).email;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

  // The form's rules themselves (every error at once, the Time select's, the typing hint and what a
  // field keeps) are component tests (test/component/visitor-pass/pass-form.test.tsx); here, axe-core
  // judges the page in Chromium in those states, at a desktop's width and, with the hint, a phone's.
  it('should keep the pass form accessible with every error shown, and with a refused character named at a field on a phone', async () => {
    const { context, page, errors } = await openPage(browser);
    await signInByApi(server, context, page, host);
    await page.goto(`${server.baseUrl}/VisitorpassForm`);
    await heading(page, 'Create Visitor Pass').waitFor();
    await checkAccessibility(page, 'Create Visitor Pass');
    await select(page, 'Visitor Type').selectOption('Others');
    await page.getByRole('button', { name: 'Submit' }).click();
    for (const message of [MESSAGES.registration.phoneRequired, MESSAGES.pass.nameRequired, MESSAGES.pass.dateRequired, MESSAGES.pass.otherRequired]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await checkAccessibility(page, 'Create Visitor Pass with its errors');

    await page.setViewportSize(PHONE);
    const name = page.getByRole('textbox', { name: /^Visitor Name/ });
    await name.pressSequentially("Anne-Marie D'Souza#");
    await page.getByRole('status').filter({ hasText: '# is not allowed here' }).waitFor();
    await checkAccessibility(page, 'Create Visitor Pass with a refused character');
    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });

  it('should line every page up with the header and outline the focused control', async () => {
    const { context, page, errors } = await openPage(browser, { width: 1280, height: 800 });
    await signInByApi(server, context, page, host);
    const edges = async () => {
      const header = await page.locator('.vd-header__bar').boundingBox();
      const frame = await page.locator('main > .MuiContainer-root').first().boundingBox();
      return { header, frame };
    };
    const lefts: number[] = [];
    for (const [path, title] of [
      ['/EmployeeDashboard', 'Employee Dashboard'],
      ['/VisitorView', 'Visitor Approval'],
      ['/VisitorpassForm', 'Create Visitor Pass'],
    ] as const) {
      await page.goto(`${server.baseUrl}${path}`);
      await heading(page, title).waitFor();
      const { header, frame } = await edges();
      expect(frame?.x).toBe(header?.x);
      expect(frame?.width).toBe(header?.width);
      lefts.push(frame!.x);
      if (path !== '/VisitorpassForm') {
        // Lists and dashboards use the whole frame: the title starts where the logo does.
        const logo = await page.locator('.vd-header__home').boundingBox();
        const titleBox = await heading(page, title).boundingBox();
        expect(titleBox?.x).toBe(logo?.x);
      }
      await checkAccessibility(page, title);
    }
    expect(new Set(lefts).size).toBe(1);

    // Keyboard focus on a button draws a solid outline.
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(`getComputedStyle(document.activeElement).outlineStyle + ' ' + getComputedStyle(document.activeElement).outlineWidth`);
    expect(outline).toBe('solid 3px');
    await page.setViewportSize(DESKTOP);
    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });
});
