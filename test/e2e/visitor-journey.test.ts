import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatVisitDate } from '#contract/visit-time.ts';
import { checkAccessibility } from '../support/axe.ts';
import { browserAvailable, DESKTOP, launchBrowser, openPage, PHONE } from '../support/browser.ts';
import { journeyServer, type JourneyServer } from '../support/journey-server.ts';
import { signInByApi } from '../support/e2e-session.ts';
import { liveSiteToday } from '../support/live-site.ts';
import { sqlClient } from '../support/test-database.ts';
import { insertVisits } from '../support/visit-fixtures.ts';
import { addAccount, signedIn } from '../support/identity-flows.ts';
import { decodeQrPng } from '../support/qr.ts';
import { recipientsOf, type SmtpSink } from '../support/smtp-sink.ts';
import { createPass, linkFromMail, submitDetails } from '../support/visit-flows.ts';
import { focusOn } from './focus-helpers.ts';
import { releaseHeldRoutes } from './held-routes.ts';
import { noticeShows } from './notice-helpers.ts';
import { agreeToPrivacyNotice } from './privacy-notice-helpers.ts';

/** The server's clock follows real time: the visit is tomorrow at the site. */
const visitDate = () => formatVisitDate(addDays(liveSiteToday(), 1));

describe.skipIf(!browserAvailable())('a visitor from the pass to the approved QR code (Chromium)', () => {
  let smtp: SmtpSink;
  let server: JourneyServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await journeyServer();
    smtp = server.smtp;
    await addAccount(server, 'vj.admin', 'admin', { password: 'Admin@1234' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /**
   * Each test makes the state it needs (its own host, its own visitor), so that it runs alone or in
   * any order: a host of its own keeps its lists to what the test put there.
   */
  const hostFor = (prefix: string) => addAccount(server, prefix, 'employee', { manager: 'vj.admin', password: 'Host@12345', name: 'Priya Sharma' });

  /** Kabir Khan's pass, made through the API by `host`, for tomorrow at 11:30 AM; its e-mailed link. */
  const passFor = async (host: { email: string; password: string }, visitorEmail: string) => {
    const date = visitDate();
    const client = await signedIn(server, host);
    const created = await createPass(server, client, { visitorType: 'Others', visitorTypeOther: 'Film crew', name: 'Kabir Khan', date, time: '11:30 AM', visitorEmail });
    expect(created.status).toBe(201);
    const { url, token } = await linkFromMail(smtp, visitorEmail);
    return { client, date, link: url, token };
  };

  it('should let an employee create a pass for an "Others" visitor, confirm it, and mail the link', async () => {
    const host = await hostFor('vj.creator');
    const visitorEmail = 'kabir.created@vj.visitor.test';
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signInByApi(server, context, page, host);
    await page.goto(`${server.baseUrl}/VisitorpassForm`);
    await page.getByRole('heading', { name: 'Create Visitor Pass' }).waitFor();
    await checkAccessibility(page, 'Create Visitor Pass');
    // The name's limit is said under it (typing stops there), until an error takes its place.
    await page.getByText('Letters, spaces, dots, apostrophes and hyphens, at most 50.', { exact: true }).waitFor();

    // Typing the rules refuse is ignored; a missing field shows its message.
    await page.getByLabel('Phone Number').pressSequentially('0a98123x45670');
    expect(await page.getByLabel('Phone Number').inputValue()).toBe('9812345670');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Please select visitor type.').waitFor();
    await page.getByText('Please enter the visitor name.').waitFor();
    await checkAccessibility(page, 'Create Visitor Pass with its errors');

    await page.getByLabel('Visitor Type').selectOption('Others');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Please specify the visitor type.').waitFor();
    await page.getByLabel('Please specify the visitor type').pressSequentially('Film  crew 2');
    expect(await page.getByLabel('Please specify the visitor type').inputValue()).toBe('Film crew ');
    await page.getByLabel('Visitor Name').pressSequentially('Kabir Khan');
    await page.getByLabel('Visitor Email (optional)').fill(visitorEmail);

    // The time waits for a date; a later date offers every half hour.
    expect(await page.getByLabel('Time of Visit').isDisabled()).toBe(true);
    const date = visitDate();
    await page.getByRole('group', { name: 'Date of Visit' }).click();
    await page.keyboard.type(date.replaceAll('-', ''));
    const time = page.getByLabel('Time of Visit');
    await page.waitForFunction((el) => el instanceof HTMLSelectElement && !el.disabled, await time.elementHandle());
    expect(await time.locator('option:not([disabled])').count()).toBe(48);
    await time.selectOption('11:30 AM');

    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Please confirm the visitor pass' });
    await dialog.waitFor();
    for (const text of ['9812345670', 'Others (Film crew)', 'Kabir Khan', date, '11:30 AM', visitorEmail]) {
      await dialog.getByRole('cell', { name: text, exact: true }).waitFor();
    }
    await checkAccessibility(page, 'the pass confirmation');
    // Edit goes back to the form with everything kept.
    await dialog.getByRole('button', { name: 'Edit' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByLabel('Visitor Name').inputValue()).toBe('Kabir Khan');
    await page.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();

    const message = page.getByRole('dialog').filter({ hasText: 'Form submitted successfully' });
    await message.waitFor();
    await message.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(`${server.baseUrl}/EmployeeDashboard`);

    const mailed = await linkFromMail(smtp, visitorEmail);
    expect(mailed.url.origin).toBe(server.baseUrl);
    expect(mailed.token.split(',')).toHaveLength(6);
    await smtp.waitFor((m) => recipientsOf(m).includes(host.email) && (m.text ?? '').includes('Others (Film crew)'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('should let the visitor fill in the details on a phone, with the PPE following the place and option', async () => {
    const { link, date } = await passFor(await hostFor('vj.inviter'), 'kabir.details@vj.visitor.test');
    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto(link.toString());
    await page.getByRole('heading', { name: 'Visitor Details Form' }).waitFor();
    await agreeToPrivacyNotice(page);
    expect(await page.locator('header').count()).toBe(0);
    await checkAccessibility(page, 'the Visitor Details Form on a phone');

    // Prefilled from the link: name and mobile editable, date and time read-only.
    expect(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Kabir Khan');
    expect(await page.getByLabel('Mobile Number').inputValue()).toBe('9812345670');
    expect(await page.getByLabel('Date of Visit').inputValue()).toBe(date);
    expect(await page.getByLabel('Time of Visit').inputValue()).toBe('11:30 AM');
    expect(await page.getByLabel('Date of Visit').getAttribute('readonly')).not.toBeNull();

    // Nothing chosen: Verify lists what is missing.
    await page.getByRole('button', { name: 'Verify' }).click();
    for (const text of ['Please select the place to visit.', 'Please select an option.', 'Please enter where you are coming from.', 'Please accept the terms and conditions.']) {
      await page.getByText(text).waitFor();
    }

    const ppe = () => Promise.all(['Helmet', 'Goggles', 'Ear Plug', 'Safety Shoes'].map((item) => page.getByRole('checkbox', { name: item }).isChecked()));
    expect(await ppe()).toEqual([false, false, false, false]);
    // The hint under the PPE says what decides it until both are chosen, never "none is required" for a half choice.
    const ppeHint = (text: string) => page.getByText(text, { exact: true }).waitFor();
    await ppeHint('The place and option you choose decide what is required. Tick what you will wear.');
    await page.getByRole('radio', { name: /Visiting Office & Shop Floor/ }).check();
    await ppeHint('The place and option you choose decide what is required. Tick what you will wear.');
    await page.getByRole('radio', { name: 'WMO LV' }).check();
    await ppeHint('Items marked required are needed for the place and option you chose. You may tick more.');
    await page.waitForFunction(() => (document.querySelectorAll('input[type="checkbox"]:checked').length === 3));
    expect(await ppe()).toEqual([false, true, true, true]);
    // More may be ticked; what the choice needs may not be unticked.
    await page.getByRole('checkbox', { name: 'Helmet' }).check();
    expect(await page.getByRole('checkbox', { name: 'Goggles' }).isDisabled()).toBe(true);
    await page.getByRole('radio', { name: 'WEN HV' }).check();
    expect(await ppe()).toEqual([true, true, true, true]);
    await page.getByRole('radio', { name: /^Visiting Office(?! &)/ }).check();
    expect(await ppe()).toEqual([false, false, false, false]);
    await ppeHint('None is required for your choice. Tick what you will wear.');
    await page.getByRole('radio', { name: /Visiting Office & Shop Floor/ }).check();
    expect(await ppe()).toEqual([true, true, true, true]);

    await page.getByLabel('Coming From').pressSequentially('Pune1');
    expect(await page.getByLabel('Coming From').inputValue()).toBe('Pune');
    await page.getByLabel('Address').pressSequentially('12 MG Road');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Address must be at least 20 characters.').waitFor();
    await page.getByLabel('Address').pressSequentially(', Shivaji Nagar, Pune');
    await page.getByLabel('Purpose of Visit').pressSequentially('Documentary shoot planning');
    await page.getByLabel('Aadhaar Number (optional)').pressSequentially('2341 2341 2346');
    expect(await page.getByLabel('Aadhaar Number (optional)').getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show Aadhaar number' }).click();
    expect(await page.getByLabel('Aadhaar Number (optional)').inputValue()).toBe('234123412346');
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Please select the number of additional visitors (1 to 4).').waitFor();
    await checkAccessibility(page, 'the Visitor Details Form with its errors');
    await page.getByLabel('Number of Additional Visitors').selectOption('2');

    await page.getByRole('button', { name: 'Verify' }).click();
    const dialog = page.getByRole('dialog', { name: 'Please verify your details' });
    await dialog.waitFor();
    await dialog.getByRole('cell', { name: 'XXXX XXXX 2346', exact: true }).waitFor();
    await dialog.getByRole('cell', { name: 'Helmet, Goggles, Ear Plug, Safety Shoes', exact: true }).waitFor();
    await checkAccessibility(page, 'the details confirmation');
    expect(await dialog.textContent()).not.toContain('234123412346');
    await dialog.getByRole('button', { name: 'Submit' }).click();

    await page.waitForURL(`${server.baseUrl}/VisitorSubmission`);
    await page.getByRole('heading', { name: 'Details form submitted successfully' }).waitFor();
    await page.getByText(/e-mail once your visit is approved/).waitFor();
    expect(await page.locator('header').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await checkAccessibility(page, 'Visitor Submission');

    // The same link again: already submitted.
    await page.goto(link.toString());
    await page.getByRole('heading', { name: 'This form has already been submitted' }).waitFor();
    await checkAccessibility(page, 'the already-submitted page');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('should let the host approve on /VisitorView, update the row in place, and mail the QR code to the visitor', async () => {
    const host = await hostFor('vj.approver');
    const visitorEmail = 'kabir.approved@vj.visitor.test';
    const { client, date, token } = await passFor(host, visitorEmail);
    const submitted = await submitDetails(server, client, token, {
      name: 'Kabir Khan',
      mobileNo: '9812345670',
      dateOfVisit: date,
      timeOfVisit: '11:30 AM',
      aadharNo: '234123412346',
      additionalVisitorOption: 'Yes',
      additionalVisitors: 2,
    });
    expect(submitted.status).toBe(200);
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signInByApi(server, context, page, host);
    await page.goto(`${server.baseUrl}/VisitorView`);
    await page.getByRole('heading', { name: 'Visitor Approval' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Kabir Khan' });
    await row.waitFor();
    for (const text of ['1', 'Film crew', date, '9812345670', '11:30 AM', 'Pending']) await row.getByRole('cell', { name: text, exact: true }).waitFor();
    await checkAccessibility(page, 'Visitor Approval');

    // The row changes from the answer, without reading the list again. The live update (ADR 12)
    // does read the list once the change comes back; that read is held until the row has changed.
    const heldReads: Route[] = [];
    const listRead = /\/fetch-visitorData\//;
    await page.route(listRead, (route) => void heldReads.push(route));
    const approve = row.getByRole('button', { name: 'Approve Kabir Khan' });
    // By keyboard (WCAG 2.4.3): Approve is then disabled, so the focus stays in the row on the row itself
    // (Approve is its last control), and the next Tab goes on inside it, not from the page's header.
    await approve.focus();
    await page.keyboard.press('Enter');
    await noticeShows(page, 'Visitor Approved Successfully.');
    await row.getByRole('cell', { name: 'Approved', exact: true }).waitFor();
    expect(await approve.isDisabled()).toBe(true);
    await focusOn(page, row, /^- row ".*Kabir Khan.*Approved/);
    await page.keyboard.press('Tab');
    await focusOn(page, row.getByRole('button', { name: 'View Kabir Khan' }), '- button "View Kabir Khan"');
    await page.unroute(listRead);
    await releaseHeldRoutes(heldReads);

    const approved = await smtp.waitFor((m) => recipientsOf(m).includes(visitorEmail) && m.subject === `Your visit on ${date} is approved`);
    const qr = approved.attachments.find((a) => a.contentType === 'image/png');
    const code = decodeQrPng(qr!.content);
    expect(code).toMatch(/^VMS:[0-9A-Z]{8}$/);

    // View opens the whole record; the id also sits in the address, so a reload shows it again.
    await row.getByRole('button', { name: 'View Kabir Khan' }).click();
    await page.waitForURL(/\/VisitorDetailView\?id=\d+$/);
    const visit = page.getByRole('region', { name: 'Visit' });
    await visit.getByText(code!.slice(4), { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Visitor' }).getByText('XXXX XXXX 2346', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Visitor' }).getByText('Others: Film crew', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Status' }).getByText('Not checked in', { exact: true }).waitFor();
    await checkAccessibility(page, 'Visitor Detail View');
    await page.reload();
    await page.getByRole('region', { name: 'Host' }).getByText(host.email, { exact: true }).waitFor();
    expect(await page.content()).not.toContain('234123412346');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('should show the visitor cards on a phone without sideways scrolling', async () => {
    const host = await hostFor('vj.cardholder');
    const sql = await sqlClient(server.database.url);
    await insertVisits(sql, [{ name: 'Kabir Khan', hostEmail: host.email, date: addDays(liveSiteToday(), 1) }]);
    await sql.end();
    const { page, context, errors } = await openPage(browser, PHONE);
    await signInByApi(server, context, page, host);
    await page.goto(`${server.baseUrl}/VisitorView`);
    const card = page.getByRole('listitem', { name: 'Kabir Khan' });
    await card.waitFor();
    expect(await card.getByRole('button', { name: 'Approve Kabir Khan' }).isDisabled()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await checkAccessibility(page, 'Visitor Approval on a phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('should page a long approval list, and stay on the page while the host approves there', async () => {
    // Kabir Khan (in 31 days, the latest, first) and 30 waiting visitors of the days before, down to tomorrow: 31 in
    // all, every one still to come (a visit whose day has passed is missed, and cannot be approved).
    const host = await hostFor('vj.pager');
    const today = liveSiteToday();
    const sql = await sqlClient(server.database.url);
    await insertVisits(sql, [
      { name: 'Kabir Khan', hostEmail: host.email, date: addDays(today, 31), approved: false },
      ...Array.from({ length: 30 }, (_, i) => ({ name: `Waiting Visitor ${i + 1}`, hostEmail: host.email, date: addDays(today, 30 - i), approved: false })),
    ]);
    await sql.end();

    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signInByApi(server, context, page, host);
    await page.goto(`${server.baseUrl}/VisitorView`);
    await page.getByText('1–25 of 31').waitFor();
    const body = page.getByRole('table', { name: 'Visitors waiting for approval' }).locator('tbody');
    expect(await body.getByRole('row').count()).toBe(25);

    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.getByText('26–31 of 31').waitFor();
    expect(await body.getByRole('row').count()).toBe(6);
    // Numbered through the whole list, oldest visit last.
    const last = body.getByRole('row').filter({ hasText: 'Waiting Visitor 30' });
    await last.getByRole('cell', { name: '31', exact: true }).waitFor();

    await last.getByRole('button', { name: 'Approve Waiting Visitor 30' }).click();
    await noticeShows(page, 'Visitor Approved Successfully.');
    await last.getByRole('cell', { name: 'Approved', exact: true }).waitFor();
    await page.getByText('26–31 of 31').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
