import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatVisitDate } from '#contract/visit-time.ts';
import { checkAccessibility } from '../support/axe.ts';
import { browserAvailable, DESKTOP, launchBrowser, openPage, PHONE } from '../support/browser.ts';
import { startE2eServer, type E2eServer } from '../support/e2e-server.ts';
import { signInByApi } from '../support/e2e-session.ts';
import { DAY } from '../support/fake-clock.ts';
import { addAccount, signedIn } from '../support/identity-flows.ts';
import { liveSiteToday } from '../support/live-site.ts';
import { recipientsOf, startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { createPass, linkFromMail } from '../support/visit-flows.ts';

const tomorrow = () => formatVisitDate(addDays(liveSiteToday(), 1));

/** Chromium logs every refused call ("Failed to load resource: … 410"); those are the server's expected answers here. */
const unexpected = (errors: string[]) => errors.filter((error) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(error));

describe.skipIf(!browserAvailable())('visitor links that do not open the form, and passes made by the desk (Chromium)', () => {
  let smtp: SmtpSink;
  let server: E2eServer;
  let browser: Browser;
  let employee: { email: string; password: string };
  let guard: { email: string; password: string };
  let counter = 0;

  /** A pass made through the API by the employee, and the link mailed to its visitor. */
  const newLink = async (): Promise<URL> => {
    const visitorEmail = `guest${++counter}@visitor.test`;
    const created = await createPass(server, await signedIn(server, employee), { visitorEmail, date: tomorrow(), time: '09:00 AM' });
    expect(created.status).toBe(201);
    return (await linkFromMail(smtp, visitorEmail)).url;
  };

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

  it('should show the invalid page for a link that is cut, garbled or re-signed by hand', async () => {
    const link = await newLink();
    const token = link.searchParams.get('token')!;
    const parts = token.split(',');
    const forged = [server.envelope.encrypt('Someone Else'), ...parts.slice(1)].join(',');
    const { page, context, errors } = await openPage(browser, PHONE);
    for (const bad of ['', 'x', parts.slice(0, 5).join(','), forged]) {
      const url = new URL(link);
      url.searchParams.set('token', bad);
      await page.goto(url.toString());
      await page.getByRole('heading', { name: 'Invalid or corrupted token' }).waitFor();
      expect(await page.locator('header').count()).toBe(0);
    }
    await checkAccessibility(page, 'the invalid link page');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('should show the expired page once the visit day is over at the site', async () => {
    const link = await newLink();
    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto(link.toString());
    await page.getByLabel('Coming From').waitFor();
    await checkAccessibility(page, 'the Visitor Details Form on a phone');

    server.clock.advance(2 * DAY);
    try {
      await page.reload();
      await page.getByRole('heading', { name: 'This link has expired.' }).waitFor();
      await page.getByText('Please contact the sender for a new link.').waitFor();
      await checkAccessibility(page, 'the expired link page');
    } finally {
      server.clock.advance(-2 * DAY);
    }
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('should switch to the expired page when the link expires while the form is open', async () => {
    const link = await newLink();
    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto(link.toString());
    await page.getByLabel('Coming From').waitFor();
    await page.getByRole('radio', { name: /Visiting Office & Shop Floor/ }).check();
    await page.getByRole('radio', { name: 'WEN HV' }).check();
    await page.getByLabel('Coming From').pressSequentially('Chennai');
    await page.getByLabel('Address').pressSequentially('4 Anna Salai, Teynampet, Chennai');
    await page.getByLabel('Purpose of Visit').pressSequentially('Annual safety audit');
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await page.getByRole('button', { name: 'Verify' }).click();
    const dialog = page.getByRole('dialog', { name: 'Please verify your details' });
    await dialog.getByRole('cell', { name: 'Not given', exact: true }).waitFor();

    server.clock.advance(2 * DAY);
    try {
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('heading', { name: 'This link has expired.' }).waitFor();
    } finally {
      server.clock.advance(-2 * DAY);
    }
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
