import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAccessibility } from '../support/axe.ts';
import { browserAvailable, launchBrowser, openPage } from '../support/browser.ts';
import { signInByApi } from '../support/e2e-session.ts';
import { journeyServer, type JourneyServer } from '../support/journey-server.ts';
import { addAccount, email, register, registrant } from '../support/identity-flows.ts';
import { recipientsOf, type SmtpSink } from '../support/smtp-sink.ts';
import { queryRows } from '../support/test-database.ts';
import { appErrors, dialog } from './identity-helpers.ts';
import { noticeShows } from './notice-helpers.ts';

describe.skipIf(!browserAvailable())('rejecting a registration on Approve (Chromium)', () => {
  let smtp: SmtpSink;
  let server: JourneyServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await journeyServer();
    smtp = server.smtp;
    await addAccount(server, 'rr.admin', 'admin', { password: 'Admin@123', name: 'Asha Admin' });
    await addAccount(server, 'rr.rahul.mehta', 'manager', { manager: 'rr.admin', password: 'Manager@123', name: 'Rahul Mehta' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('should ask for a reason, take the row away for the manager and, live, for the admin, and mail the person', async () => {
    // Other files on the shared server add sites of their own: with several, registration needs a home site (ADR 55).
    const [first] = await queryRows<{ id: number }>(server.database.url, 'select min(id)::int as id from site');
    const person = { ...registrant('rr.neha.kulkarni', 'rr.rahul.mehta'), name: 'Neha Kulkarni', homeSiteId: first!.id };
    await register(server, smtp, person);

    const admin = await openPage(browser, { width: 1366, height: 900 });
    await signInByApi(server, admin.context, admin.page, { email: email('rr.admin'), password: 'Admin@123' });
    await admin.page.goto(`${server.baseUrl}/ApproveUser`);
    const adminRow = admin.page.getByRole('table', { name: 'Employee Details' }).getByRole('row').filter({ hasText: person.email });
    await adminRow.waitFor();

    const { page, context, errors } = await openPage(browser, { width: 1024, height: 768 });
    await signInByApi(server, context, page, { email: email('rr.rahul.mehta'), password: 'Manager@123' });
    await page.goto(`${server.baseUrl}/ApproveUser`);
    const row = page.getByRole('table', { name: 'Employee Details' }).getByRole('row').filter({ hasText: person.email });
    await row.getByRole('button', { name: 'Approve Neha Kulkarni' }).waitFor();
    await row.getByRole('button', { name: 'Reject Neha Kulkarni' }).click();

    const asked = dialog(page).filter({ hasText: 'Reject the registration of Neha Kulkarni?' });
    await asked.waitFor();
    await checkAccessibility(page, 'the reject dialog');
    const reason = asked.getByRole('textbox', { name: 'Reason for rejecting' });
    await reason.fill('Wrong.');
    await asked.getByRole('button', { name: 'Reject' }).click();
    await asked.getByText('The reason for rejecting must be at least 10 characters.').waitFor();

    await reason.fill('Please choose Asha Admin as your reporting manager and register again.');
    await asked.getByRole('button', { name: 'Reject' }).click();
    await noticeShows(page, `${person.email}: The registration was rejected and the person was told by e-mail.`);
    await asked.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });
    // The admin's open list loses the row by live update, without a reload.
    await adminRow.waitFor({ state: 'detached' });

    await server.deliverMail();
    const mail = await smtp.waitFor((each) => recipientsOf(each).includes(person.email) && each.subject === 'Your Visitor Desk registration was not approved');
    expect(mail.text).toContain('Reason: Please choose Asha Admin as your reporting manager and register again.');
    expect(appErrors(errors)).toEqual([]);
    expect(appErrors(admin.errors)).toEqual([]);
    await context.close();
    await admin.context.close();
  }, 120_000);
});
