import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { checkAccessibility } from '../support/axe.ts';
import { browserAvailable, DESKTOP, launchBrowser, openPage, PHONE } from '../support/browser.ts';
import { solveCaptchaQuestion } from '../support/captcha-question.ts';
import { journeyServer, type JourneyServer } from '../support/journey-server.ts';
import { signInByApi } from '../support/e2e-session.ts';
import { addAccount } from '../support/identity-flows.ts';
import { acknowledge, appErrors, field, select } from './identity-helpers.ts';

/**
 * Issue 12, forms and access: sign-in pages send a signed-in user home, the idle sign-out explains itself,
 * /VisitorSubmission opened directly, the caret of a filtered field, the pass form's states judged by axe-core, the captcha's question,
 * one content width, a visible focus outline, and axe-core on every screen visited.
 */
describe.skipIf(!browserAvailable())('forms, sign-in pages and access (Chromium)', () => {
  let server: JourneyServer;
  let browser: Browser;
  const host = { email: '', password: 'Host@12345' };
  const guard = { email: '', password: 'Guard@12345' };

  beforeAll(async () => {
    server = await journeyServer();
    await addAccount(server, 'fa.admin', 'admin', { password: 'Admin@12345' });
    host.email = (await addAccount(server, 'fa.priya.sharma', 'employee', { manager: 'fa.admin', password: host.password, name: 'Priya Sharma' })).email;
    guard.email = (await addAccount(server, 'fa.gita.guard', 'security', { manager: 'fa.admin', password: guard.password, name: 'Gita Guard' })).email;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

  it('should send a signed-in user from every sign-in page to their dashboard', async () => {
    for (const [account, dashboard, title] of [
      [host, '/EmployeeDashboard', 'Employee Dashboard'],
      [guard, '/SecurityDashboard', 'Security Dashboard'],
    ] as const) {
      const { context, page, errors } = await openPage(browser);
      await signInByApi(server, context, page, account);
      for (const path of ['/login', '/SecurityLogin', '/registration', '/Forgotpassword']) {
        await page.goto(`${server.baseUrl}${path}`);
        await page.waitForURL(`${server.baseUrl}${dashboard}`);
        await heading(page, title).waitFor();
      }
      await checkAccessibility(page, title);
      expect(appErrors(errors)).toEqual([]);
      await context.close();
    }
  });

  it('should say on the Login page that the user was signed out for being idle, and why when the session ended', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.clock.install();
    await signInByApi(server, context, page, host);
    await page.goto(`${server.baseUrl}/EmployeeDashboard`);
    await heading(page, 'Employee Dashboard').waitFor();
    // Ten minutes without a key or a pointer: the app signs out by itself.
    await page.clock.fastForward('10:05');
    await page.waitForURL(`${server.baseUrl}/login`);
    await page.getByTestId('signed-out-reason').filter({ hasText: MESSAGES.session.idleSignedOut }).waitFor();
    await checkAccessibility(page, 'Login after an idle sign-out');
    await context.close();

    // Signed in again somewhere else: this browser's session is over, and the Login page says so.
    const second = await openPage(browser);
    await signInByApi(server, second.context, second.page, host);
    await second.page.goto(`${server.baseUrl}/EmployeeDashboard`);
    await heading(second.page, 'Employee Dashboard').waitFor();
    const elsewhere = await openPage(browser);
    await signInByApi(server, elsewhere.context, elsewhere.page, host);
    await second.page.reload();
    await second.page.waitForURL(`${server.baseUrl}/login`);
    await second.page.getByTestId('signed-out-reason').filter({ hasText: MESSAGES.session.endedSignedOut }).waitFor();
    await elsewhere.context.close();
    await second.context.close();
    expect(appErrors(errors)).toEqual([]);
  });

  it('should not claim a submission on /VisitorSubmission opened directly: the visitor lands on the home page', async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    await page.goto(`${server.baseUrl}/VisitorSubmission`);
    await page.waitForURL(`${server.baseUrl}/`);
    expect(await page.getByText(MESSAGES.submission.detailsSubmitted).count()).toBe(0);
    await checkAccessibility(page, 'the landing page');
    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });

  it('should keep the caret where it was when a character is refused in the middle of a field', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${server.baseUrl}/login`);
    await page.getByTestId('captcha-image').waitFor();
    await checkAccessibility(page, 'Login');
    const email = field(page, 'Email');
    await email.pressSequentially('priyasharma');
    for (let i = 0; i < 6; i += 1) await email.press('ArrowLeft');
    // "!" is refused; the caret stays after "priya", so the "." lands there, not at the end.
    await email.press('!');
    await email.press('.');
    expect(await email.inputValue()).toBe('priya.sharma');
    expect(await email.evaluate((input) => (input as unknown as { selectionStart: number }).selectionStart)).toBe(6);
    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });

  it('should sign in with the captcha question instead of the picture', async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    await page.goto(`${server.baseUrl}/login`);
    await page.getByTestId('captcha-image').waitFor();
    await page.getByRole('button', { name: 'Cannot read the picture? Answer a question instead' }).click();
    const question = page.getByTestId('captcha-question');
    await question.waitFor();
    // The field is described by the question, so a screen reader reads it with the field.
    expect(await field(page, 'CAPTCHA').getAttribute('aria-describedby')).toBe(await question.getAttribute('id'));
    await checkAccessibility(page, 'Login with the captcha question');
    await field(page, 'Email').fill('fa.priya.sharma');
    await field(page, 'Password').fill(host.password);
    // A wrong answer: refused like a wrong picture, and a new question comes (still a question).
    const first = (await question.textContent()) ?? '';
    await field(page, 'CAPTCHA').fill(String(Number(solveCaptchaQuestion(first)) + 1));
    const newQuestion = page.waitForResponse((response) => new URL(response.url()).pathname === '/captcha/question');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await acknowledge(page, MESSAGES.login.captchaFailed);
    await newQuestion;
    await page.getByText(MESSAGES.login.invalidCaptcha, { exact: true }).waitFor();
    await question.waitFor();
    // The field is described by the new question and by its error.
    const describedBy = (await field(page, 'CAPTCHA').getAttribute('aria-describedby')) ?? '';
    expect(describedBy.split(' ')).toContain(await question.getAttribute('id'));
    expect(await page.locator(`[id="${describedBy.split(' ')[1] ?? ''}"]`).textContent()).toContain(MESSAGES.login.invalidCaptcha);
    await checkAccessibility(page, 'Login with a wrong answer to the captcha question');
    await field(page, 'Password').fill(host.password);
    await field(page, 'CAPTCHA').fill(solveCaptchaQuestion((await question.textContent()) ?? ''));
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await acknowledge(page, 'login successful');
    await page.waitForURL(`${server.baseUrl}/EmployeeDashboard`);
    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });

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
