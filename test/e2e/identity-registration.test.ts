import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddEmployee } from '../../src/identity/application/add-employee.ts';
import { IssueSetupCode } from '../../src/identity/application/issue-setup-code.ts';
import { MESSAGES } from '#contract/messages.ts';
import { checkAccessibility } from '../support/axe.ts';
import { browserAvailable, launchBrowser, openPage } from '../support/browser.ts';
import { startE2eServer, type E2eServer } from '../support/e2e-server.ts';
import { FakeClock } from '../support/fake-clock.ts';
import { addAccount, email, otpFromMail } from '../support/identity-flows.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { TEST_CAPTCHA } from '../support/test-app.ts';
import { acknowledge, appErrors, dialog, field, logInThroughUi, select, submitLogin } from './identity-helpers.ts';
import { noticeShows } from './notice-helpers.ts';
import { agreeToPrivacyNotice } from './privacy-notice-helpers.ts';

describe.skipIf(!browserAvailable())('an employee from registration to the dashboard, through the screens (Chromium)', () => {
  let smtp: SmtpSink;
  let server: E2eServer;
  let browser: Browser;
  /** The server's clock (real time, which a test may move on): the OTP's resend cooldown counts on it. */
  const serverClock = new FakeClock('now');

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startE2eServer({ smtp, clock: serverClock });
    await addAccount(server, 'admin', 'admin', { password: 'Admin@123', name: 'Asha Admin' });
    await addAccount(server, 'rahul.mehta', 'manager', { manager: 'admin', password: 'Manager@123', name: 'Rahul Mehta' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await smtp?.close();
  });

  /** The newest code mailed to `address` after `before` mails had arrived. */
  const mailedOtp = async (address: string, before: number) => {
    await server.deliverMail();
    return otpFromMail(smtp, address, before);
  };

  it('should register with a mailed OTP, be approved by the manager, set the first password and sign in', async () => {
    const newcomer = email('neha.kulkarni');
    const { page, context, errors } = await openPage(browser);
    // Time flows as usual; the resend's wait is skipped below, on the page's clock and the server's alike.
    await page.clock.install();

    // 1. Registration: e-mail, OTP from the mail, details, captcha, confirmation.
    await page.goto(`${server.baseUrl}/registration`);
    await agreeToPrivacyNotice(page);
    await field(page, 'Email').waitFor();
    await checkAccessibility(page, 'Employee Registration');
    await field(page, 'Email').fill('neha.kulkarni');
    const beforeFirst = smtp.mails.length;
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await acknowledge(page, MESSAGES.otp.sent);
    // The first code's mail is in before the resend is counted from: on a busy machine it arrived after
    // the count, and the first code, which the resend replaces, was taken for the new one.
    await mailedOtp(newcomer, beforeFirst);
    await page.getByRole('button', { name: /^Resend OTP in \d+ s$/ }).waitFor();
    expect(await page.getByRole('button', { name: /^Resend OTP/ }).isDisabled()).toBe(true);
    // A minute later Resend OTP is offered, says so, and mails a new code (the one used below).
    serverClock.advance(61_000);
    await page.clock.fastForward(61_000);
    let before = smtp.mails.length;
    await page.getByRole('button', { name: 'Resend OTP', exact: true }).click();
    await acknowledge(page, MESSAGES.otp.resent);
    await field(page, 'Email OTP').fill(await mailedOtp(newcomer, before));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await acknowledge(page, MESSAGES.otp.verifiedRegistration);
    expect(await field(page, 'Email').isDisabled()).toBe(true);

    // The form checks with the shared rules before anything is sent.
    await page.getByRole('button', { name: 'Submit' }).click();
    for (const message of [MESSAGES.registration.nameRequired, MESSAGES.registration.phoneRequired, MESSAGES.registration.employeeIdRequired, MESSAGES.registration.designationRequired, MESSAGES.registration.managerRequired]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await checkAccessibility(page, 'Employee Registration with its errors');
    await field(page, 'Full Name').fill('Neha Kulkarni');
    await field(page, 'Phone Number').fill('9123456780');
    // Typing is capped at six characters.
    await field(page, 'Employee ID').pressSequentially('EMP1234');
    expect(await field(page, 'Employee ID').inputValue()).toBe('EMP123');
    await select(page, 'Designation').selectOption('Employee');
    await select(page, 'Reporting Manager').selectOption(email('rahul.mehta'));
    // An admin reports to an admin: the manager list shrinks and a manager who no longer fits is dropped.
    await select(page, 'Designation').selectOption('Admin');
    expect(await select(page, 'Reporting Manager').inputValue()).toBe('');
    expect(await select(page, 'Reporting Manager').locator('option').allTextContents()).toEqual(['Select your manager', `Asha Admin (${email('admin')})`]);
    await select(page, 'Designation').selectOption('Employee');
    await select(page, 'Reporting Manager').selectOption(email('rahul.mehta'));
    await field(page, 'CAPTCHA').fill(TEST_CAPTCHA);
    await page.getByRole('button', { name: 'Submit' }).click();
    const confirm = dialog(page).filter({ hasText: 'Confirm your details' });
    await confirm.waitFor();
    for (const entry of [newcomer, 'Neha Kulkarni', '9123456780', 'EMP123', 'Employee', `Rahul Mehta (${email('rahul.mehta')})`]) {
      await confirm.getByText(entry, { exact: true }).waitFor();
    }
    await checkAccessibility(page, 'the registration confirmation');
    await confirm.getByRole('button', { name: 'Submit' }).click();
    await acknowledge(page, MESSAGES.registration.success);
    await page.waitForURL(`${server.baseUrl}/login`);

    // The manager's notice went out.
    await server.deliverMail();
    await smtp.waitFor((mail) => mail.subject === 'Approval needed: Neha Kulkarni registered');

    // 2. Still pending: login says so and clears the form.
    await submitLogin(page, 'neha.kulkarni', 'Whatever1!');
    await acknowledge(page, MESSAGES.status.pending);
    expect(await field(page, 'Email').inputValue()).toBe('');

    // 3. The manager signs in, sees the badge and approves.
    await logInThroughUi(page, server.baseUrl, 'rahul.mehta', 'Manager@123');
    await page.waitForURL(`${server.baseUrl}/EmployeeDashboard`);
    await page.getByText('Welcome, Rahul Mehta').waitFor();
    const badge = page.getByTestId('Approve-badge');
    await badge.filter({ hasText: /^1$/ }).waitFor();
    await page.getByRole('link', { name: /^Approve\b/ }).click();
    await page.waitForURL(`${server.baseUrl}/ApproveUser`);
    const table = page.getByRole('table', { name: 'Employee Details' });
    const row = table.getByRole('row').filter({ hasText: newcomer });
    await row.getByText('Approval Pending').waitFor();
    await row.getByText('EMP123').waitFor();
    await checkAccessibility(page, 'Approve');

    // "Approving..." on that row while the call runs: the call is held until the label is seen.
    let release!: () => void;
    const held = new Promise<void>((done) => {
      release = done;
    });
    await page.route('**/api/auth/approve-user', async (route) => {
      await held;
      await route.continue();
    });
    // The live update of the approval reads the list again, which then no longer holds her (it lists
    // those waiting): held until the row's approved state is seen, then let through.
    let releaseList!: () => void;
    const listHeld = new Promise<void>((done) => {
      releaseList = done;
    });
    // The list is read with a query (`?encryptedData=…`), which a glob ending in the path never matched:
    // the hold did nothing, and on a loaded machine the live update's read took the row away first.
    const listRead = /\/api\/fetchEmployeesToApprove(\?|$)/;
    await page.route(listRead, async (route) => {
      await listHeld;
      await route.continue();
    });
    await row.getByRole('button', { name: 'Approve Neha Kulkarni' }).click();
    await row.getByRole('button', { name: /Approving/ }).getByText('Approving...').waitFor();
    release();
    await noticeShows(page, `${newcomer} approved successfully.`);
    await page.unroute('**/api/auth/approve-user');
    expect(await row.getByRole('button', { name: 'Neha Kulkarni approved' }).isDisabled()).toBe(true);
    await row.getByText('Approved', { exact: true }).first().waitFor();
    releaseList();
    // Once the held reads have gone on (an unroute that does not wait for them left them handled twice).
    // The approval's own route is gone already: this is the page's only one.
    await page.unrouteAll({ behavior: 'wait' });

    // Back on the dashboard the badge is gone.
    const queue = page.waitForResponse((response) => response.url().includes('/api/dashboard-counts') && response.ok());
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL(`${server.baseUrl}/EmployeeDashboard`);
    await queue;
    await page.locator('[data-testid="Approve-badge"].MuiBadge-invisible').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${server.baseUrl}/login`);

    // 4. First login: the login page sends the newcomer to set a password, with the address filled in.
    await submitLogin(page, 'neha.kulkarni', 'Whatever1!');
    await acknowledge(page, MESSAGES.status.approved);
    await page.waitForURL(`${server.baseUrl}/Forgotpassword`);
    await page.getByRole('heading', { name: 'Set Your Password' }).waitFor();
    expect(await field(page, 'Email').inputValue()).toBe('neha.kulkarni');
    await checkAccessibility(page, 'Set Your Password');
    before = smtp.mails.length;
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await acknowledge(page, MESSAGES.otp.sent);
    const code = await mailedOtp(newcomer, before);

    // A wrong code: the server's message, and the field is cleared.
    await field(page, 'Email OTP').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await acknowledge(page, MESSAGES.otp.invalidReset);
    expect(await field(page, 'Email OTP').inputValue()).toBe('');
    await field(page, 'Email OTP').fill(code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await acknowledge(page, MESSAGES.otp.verifiedReset);

    await page.getByText(MESSAGES.password.rules).waitFor();
    await page.getByRole('button', { name: 'Set Password' }).click();
    await page.getByText(MESSAGES.password.required, { exact: true }).waitFor();
    await page.getByText(MESSAGES.password.confirmRequired, { exact: true }).waitFor();
    await checkAccessibility(page, 'Set Your Password with its errors');
    // Spaces vanish as they are typed; characters outside the allowed set are ignored.
    await field(page, 'New Password').pressSequentially('Neha @2026~');
    expect(await field(page, 'New Password').inputValue()).toBe('Neha@2026');
    await field(page, 'Confirm Password').fill('Neha@2027');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await page.getByText(MESSAGES.password.mismatch, { exact: true }).waitFor();
    await field(page, 'Confirm Password').fill('Neha@2026');
    await page.getByRole('button', { name: 'Set Password' }).click();
    const confirmPassword = dialog(page).filter({ hasText: 'Confirm your new password' });
    await confirmPassword.getByText(newcomer, { exact: true }).waitFor();
    await confirmPassword.getByText('set', { exact: true }).waitFor();
    expect(await confirmPassword.textContent()).not.toContain('Neha@2026');
    await confirmPassword.getByRole('button', { name: 'Set Password' }).click();
    await acknowledge(page, MESSAGES.password.set);
    await page.waitForURL(`${server.baseUrl}/login`);

    // 5. Signed in at last, on the employee dashboard.
    await submitLogin(page, 'neha.kulkarni', 'Neha@2026');
    await acknowledge(page, 'login successful');
    await page.waitForURL(`${server.baseUrl}/EmployeeDashboard`);
    await page.getByText('Welcome, Neha Kulkarni').waitFor();
    for (const name of ['Create Visitor Pass', 'View Visitor Pass', 'Visitor Approval']) await page.getByRole('link', { name: new RegExp(`^${name}`) }).waitFor();
    await checkAccessibility(page, 'Employee Dashboard');

    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });

  it('should refuse an address that is already registered, with a way to the login page, and say when the check itself fails', async () => {
    const { page, context, errors } = await openPage(browser);
    const existence = '**/api/auth/check-user-existence';
    const failing = () => page.route(existence, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));

    // The existence check fails: Forgot Password says 'Error checking email'; registration 'Internal server error' and clears the e-mail on OK.
    await page.goto(`${server.baseUrl}/Forgotpassword`);
    // Nobody has this address: the form says so, with the way to register.
    await field(page, 'Email').fill('nobody.here');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await dialog(page).filter({ hasText: MESSAGES.password.userNotFound }).getByRole('link', { name: 'Register' }).waitFor();
    await acknowledge(page, MESSAGES.password.userNotFound);
    await failing();
    await field(page, 'Email').fill('rahul.mehta');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await acknowledge(page, MESSAGES.password.checkFailed);
    await page.goto(`${server.baseUrl}/registration`);
    await agreeToPrivacyNotice(page);
    await field(page, 'Email').fill('rahul.mehta');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await acknowledge(page, MESSAGES.registration.existenceFailed);
    expect(await field(page, 'Email').inputValue()).toBe('');
    await page.unroute(existence);

    await field(page, 'Email').fill('rahul.mehta');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const box = dialog(page).filter({ hasText: MESSAGES.registration.alreadyRegistered });
    await box.getByRole('link', { name: 'Go to Login' }).click();
    await page.waitForURL(`${server.baseUrl}/login`);
    // The browser's lines about the two 503s the journey made the existence check answer.
    expect(appErrors(errors).filter((error) => !error.includes('status of 503'))).toEqual([]);
    await context.close();
  });

  it('should set a password from a `vms users add` set-up link without an OTP', async () => {
    const address = email('new.hire');
    await server.inContext(() =>
      server.get(AddEmployee).execute({
        account: { email: address, name: 'New Hire', role: 'employee', empId: 'NH001', phone: '9876543210', managerEmail: email('rahul.mehta') },
        actor: { type: 'cli', label: 'cli:test' },
      }),
    );
    const { code } = await server.inContext(() => server.get(IssueSetupCode).execute(address));
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.baseUrl}/Forgotpassword?${new URLSearchParams({ email: address, setup: code }).toString()}`);
    await page.getByText(address).waitFor();
    expect(await page.getByRole('button', { name: 'Send OTP' }).count()).toBe(0);
    await field(page, 'New Password').fill('Hire@2026');
    await field(page, 'Confirm Password').fill('Hire@2026');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await dialog(page).getByRole('button', { name: 'Set Password' }).click();
    await acknowledge(page, MESSAGES.password.set);
    await page.waitForURL(`${server.baseUrl}/login`);
    await submitLogin(page, 'new.hire', 'Hire@2026');
    await acknowledge(page, 'login successful');
    await page.waitForURL(`${server.baseUrl}/EmployeeDashboard`);
    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });
});
