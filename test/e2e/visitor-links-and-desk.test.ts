import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatVisitDate } from '#contract/visit-time.ts';
import { checkAccessibility } from '../support/axe.ts';
import { browserAvailable, DESKTOP, launchBrowser, openPage } from '../support/browser.ts';
import { startE2eServer, type E2eServer } from '../support/e2e-server.ts';
import { signInByApi } from '../support/e2e-session.ts';
import { addAccount } from '../support/identity-flows.ts';
import { liveSiteToday } from '../support/live-site.ts';
import { recipientsOf, startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { linkFromMail } from '../support/visit-flows.ts';

const tomorrow = () => formatVisitDate(addDays(liveSiteToday(), 1));

/**
 * A pass made by the security desk for an employee, in Chromium with the real server and its mails. The
 * visitor links that do not open the form (cut, garbled, re-signed, expired before or while the form is
 * open) are component tests (test/component/visitor-details-form/link-pages.test.tsx, issue 29), the
 * server's verdicts on them integration tests (test/integration/visits/visitor-links-and-rules.test.ts).
 */
describe.skipIf(!browserAvailable())('passes made by the desk (Chromium)', () => {
  let smtp: SmtpSink;
  let server: E2eServer;
  let browser: Browser;
  let employee: { email: string; password: string };
  let guard: { email: string; password: string };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startE2eServer({ smtp });
    await addAccount(server, 'admin', 'admin', { password: 'Admin@1234' });
    employee = await addAccount(server, 'meera', 'employee', { manager: 'admin', password: 'Meera@1234', name: 'Meera Iyer' });
    guard = await addAccount(server, 'guard', 'security', { manager: 'admin', password: 'Guard@1234', name: 'Gate Keeper' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await smtp?.close();
  });

  it('should let the security desk create a pass on behalf of an employee picked by e-mail', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signInByApi(server, context, page, guard);
    await page.goto(`${server.baseUrl}/VisitorpassForm`);
    await page.getByRole('heading', { name: 'Create Visitor Pass' }).waitFor();
    await checkAccessibility(page, 'Create Visitor Pass at the desk');

    // The host is required for the desk.
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Please select the employee.').waitFor();
    await checkAccessibility(page, 'Create Visitor Pass at the desk with its errors');

    const hostField = page.getByRole('combobox', { name: 'Employee Email' });
    await hostField.click();
    await hostField.pressSequentially('meer');
    const listbox = page.getByRole('listbox', { name: 'Employee Email' });
    await listbox.getByRole('option', { name: /meera@example\.com/ }).waitFor();
    await checkAccessibility(page, 'the host picker, open');
    await listbox.getByRole('option', { name: /meera@example\.com/ }).click();
    expect(await hostField.inputValue()).toBe(employee.email);
    const employeeId = await page.getByLabel('Employee ID').inputValue();
    expect(employeeId).toMatch(/^E\d{4}[A-Z]$/);
    // The desk itself is no host.
    await hostField.click();
    await hostField.fill('guard');
    await page.getByText('No approved employee matches').waitFor();
    await page.keyboard.press('Escape');
    await hostField.fill('');
    await hostField.pressSequentially('meera@');
    await listbox.getByRole('option', { name: /meera@example\.com/ }).click();

    await page.getByLabel('Phone Number').pressSequentially('9876501234');
    await page.getByLabel('Visitor Type').selectOption('Government');
    await page.getByLabel('Visitor Name').pressSequentially('Kavya Rao');
    await page.getByLabel('Visitor Email (optional)').fill('kavya@gov.test');
    const date = tomorrow();
    await page.getByRole('group', { name: 'Date of Visit' }).click();
    await page.keyboard.type(date.replaceAll('-', ''));
    await page.getByLabel('Time of Visit').selectOption('02:00 PM');
    await page.getByRole('button', { name: 'Submit' }).click();

    const dialog = page.getByRole('dialog', { name: 'Please confirm the visitor pass' });
    await dialog.getByRole('cell', { name: employee.email, exact: true }).waitFor();
    await dialog.getByRole('cell', { name: employeeId, exact: true }).waitFor();
    await checkAccessibility(page, 'the pass confirmation');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const message = page.getByRole('dialog').filter({ hasText: 'Form submitted successfully' });
    await message.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(`${server.baseUrl}/SecurityDashboard`);

    // The link goes to the visitor and to the chosen host.
    const { url } = await linkFromMail(smtp, 'kavya@gov.test');
    await smtp.waitFor((m) => recipientsOf(m).includes(employee.email) && (m.text ?? '').includes(url.toString()));
    expect(errors).toEqual([]);
    await context.close();
  });
});
