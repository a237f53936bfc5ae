import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatVisitDate } from '#contract/visit-time.ts';
import { checkAccessibility } from '../support/axe.ts';
import { browserAvailable, DESKTOP, launchBrowser, openPage, PHONE } from '../support/browser.ts';
import { journeyServer, type JourneyServer } from '../support/journey-server.ts';
import { addAccount, signedIn } from '../support/identity-flows.ts';
import { liveSiteToday } from '../support/live-site.ts';
import { signedInTabs } from '../support/signed-in-tabs.ts';
import { recipientsOf, type SmtpSink } from '../support/smtp-sink.ts';
import { sqlClient } from '../support/test-database.ts';
import { insertVisits } from '../support/visit-fixtures.ts';
import { createPass, linkFromMail } from '../support/visit-flows.ts';
import { dialogTransitionSeconds } from './motion-helpers.ts';
import { noticeShows } from './notice-helpers.ts';
import { agreeToPrivacyNotice } from './privacy-notice-helpers.ts';

const tomorrowIso = () => addDays(liveSiteToday(), 1);

/** Chromium logs every refused call ("Failed to load resource: … 400"); those are the server's expected answers here. */
const unexpected = (errors: string[]) => errors.filter((error) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(error));

/** Whether a CSS transition or animation runs (a notice sliding in, a dialog fading in). Written for the page, which this file is type-checked without. */
const animating = (page: Page) =>
  page.evaluate(() =>
    (globalThis as unknown as { document: { getAnimations(): { playState: string }[] } }).document.getAnimations().some((animation) => animation.playState === 'running'),
  );

/** Waits until nothing moves, so that axe sees the screen as it stays. */
const settled = (page: Page) => expect.poll(() => animating(page)).toBe(false);

const TOKEN_IN_TEXT = /(https?:\/\/\S+VisitordetailForm\?token=\S+)/;

/**
 * My visitors in Chromium against the real server and mail: resending a link that opens the details
 * form, filtering and cancelling on a phone (with the dialog's motion), and every row's buttons on
 * screen at three widths, with axe-core. A visit's state in the host's words is a component test
 * (test/component/my-visits).
 */
describe.skipIf(!browserAvailable())('My visitors (Chromium)', () => {
  let smtp: SmtpSink;
  let server: JourneyServer;
  let browser: Browser;
  /** The host's signed-in tabs (a phone's and a wide one), taken over by each journey in turn. */
  let tabs: ReturnType<typeof signedInTabs>;
  let host: { email: string; password: string };

  beforeAll(async () => {
    server = await journeyServer();
    smtp = server.smtp;
    await addAccount(server, 'mv.admin', 'admin', { password: 'Admin@1234' });
    host = await addAccount(server, 'mv.nisha', 'employee', { manager: 'mv.admin', password: 'Nisha@1234', name: 'Nisha Verma' });
    browser = await launchBrowser([], { motion: 'full' });
    tabs = signedInTabs(browser, server);
  });
  afterAll(async () => {
    await tabs?.closeAll();
    await browser?.close();
  });

  it('should show a host an invited and an approved upcoming visit, resend the link, and the new link opens the details form', async () => {
    const visitorEmail = 'mv.rohan.invited@guest.test';
    const created = await createPass(server, await signedIn(server, host), {
      visitorEmail,
      name: 'Rohan Invited',
      phoneNumber: '9812300011',
      date: formatVisitDate(tomorrowIso()),
      time: '11:00 AM',
    });
    expect(created.status).toBe(201);
    const first = await linkFromMail(smtp, visitorEmail);
    const sql = await sqlClient(server.database.url);
    await insertVisits(sql, [{ hostEmail: host.email, name: 'Asha Approved', date: tomorrowIso(), time: '09:30', phone: '9812300012' }]);
    await sql.end();

    const { page, errors } = await tabs.take(host, DESKTOP);
    await page.goto(`${server.baseUrl}/MyVisitors?when=upcoming`);
    await page.getByRole('heading', { name: 'My Visitors' }).waitFor();
    await page.getByText('Every visit you host: today, upcoming and past.').waitFor();
    const table = page.getByRole('table', { name: 'My visitors' });
    const approvedRow = table.getByRole('row').filter({ hasText: 'Asha Approved' });
    const invitedRow = table.getByRole('row').filter({ hasText: 'Rohan Invited' });
    await approvedRow.waitFor();
    // Upcoming first, soonest first: the approved visit at 09:30 comes before the invited one at 11:00.
    const names = await table.locator('tbody tr').allInnerTexts();
    expect(names.findIndex((text) => text.includes('Asha Approved'))).toBeLessThan(names.findIndex((text) => text.includes('Rohan Invited')));
    expect(await approvedRow.locator('[data-state]').getAttribute('data-state')).toBe('expected');
    await approvedRow.getByText('Approved', { exact: true }).waitFor();
    await invitedRow.getByText('Invited', { exact: true }).waitFor();
    // The actions fit the state: an invited visit can get a new link, an approved one cannot.
    expect(await approvedRow.getByRole('button', { name: /^Resend link/ }).count()).toBe(0);
    await approvedRow.getByRole('button', { name: 'Cancel for Asha Approved' }).waitFor();
    await checkAccessibility(page, 'My visitors');

    await invitedRow.getByRole('button', { name: 'Resend link for Rohan Invited' }).click();
    await noticeShows(page, 'A new link has been sent.');
    await settled(page);
    await checkAccessibility(page, 'My visitors with a notice');
    const again = await smtp.waitFor(
      (mail) => recipientsOf(mail).includes(visitorEmail) && TOKEN_IN_TEXT.test(mail.text ?? '') && !(mail.text ?? '').includes(encodeURIComponent(first.token)),
    );
    const newLink = TOKEN_IN_TEXT.exec(again.text ?? '')![1]!;
    expect(unexpected(errors)).toEqual([]);

    // The visitor's old link no longer works; the new one opens the form (the visitor's own phone, a browser of their own).
    const visitor = await openPage(browser, PHONE);
    await visitor.page.goto(first.url.toString());
    // Issue 28: it says a newer link replaced it, not that it is corrupted.
    await visitor.page.getByRole('heading', { name: 'A newer link was sent for this visit. Please use the link in the latest e-mail.' }).waitFor();
    await checkAccessibility(visitor.page, 'Replaced link');
    await visitor.page.goto(newLink);
    await visitor.page.getByRole('heading', { name: 'Visitor Details Form' }).waitFor();
    await agreeToPrivacyNotice(visitor.page);
    expect(await visitor.page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Rohan Invited');
    await checkAccessibility(visitor.page, 'Details form from the new link');
    expect(unexpected(visitor.errors)).toEqual([]);
    await visitor.context.close();
  });

  it('should filter by the address\'s state, cancel after a confirmation on a phone, and then show the visit as cancelled', async () => {
    const sql = await sqlClient(server.database.url);
    await insertVisits(sql, [
      { hostEmail: host.email, name: 'Vikram Cancel', date: tomorrowIso(), time: '15:00', phone: '9812300013' },
      { hostEmail: host.email, name: 'Dev Waiting', date: tomorrowIso(), time: '16:00', phone: '9812300014', approved: false },
    ]);
    await sql.end();

    const { page, errors } = await tabs.take(host, PHONE);
    await page.goto(`${server.baseUrl}/MyVisitors?state=awaiting_approval`);
    const list = page.getByRole('list', { name: 'My visitors' });
    const waiting = list.getByRole('listitem', { name: 'Dev Waiting' });
    await waiting.waitFor();
    await waiting.getByRole('button', { name: 'Approve for Dev Waiting' }).waitFor();
    expect(await list.getByRole('listitem', { name: 'Vikram Cancel' }).count()).toBe(0);
    await checkAccessibility(page, 'My visitors on a phone, filtered');

    await page.getByRole('button', { name: 'Any' }).click();
    // The search's own answer, not the unfiltered list's that may show the card first: the list
    // re-renders with it, and a tap that lands in between can be lost under load.
    const searched = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/my-visits' && new URL(response.url()).searchParams.get('q') === 'Vikram');
    await page.getByLabel('Search by name or phone').fill('Vikram');
    const card = list.getByRole('listitem', { name: 'Vikram Cancel' });
    await card.waitFor();
    await page.waitForURL(/q=Vikram/);
    await searched;
    await card.getByRole('button', { name: 'Cancel for Vikram Cancel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this visit?' });
    await dialog.waitFor();
    // No motion preference in this file's browser: the dialog fades in, as most users see it (the
    // desk journeys check that it opens at once for those who ask for less motion).
    expect(await dialogTransitionSeconds(dialog)).toBeGreaterThan(0);
    await settled(page);
    await checkAccessibility(page, 'Cancel confirmation');
    await dialog.getByRole('button', { name: 'Cancel visit' }).click();
    await noticeShows(page, 'The visit has been cancelled.');
    await card.getByText('Cancelled', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Cancel for Vikram Cancel' }).count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
  });

  it('should keep every row\'s buttons on screen at 1024, 768 and 390 pixels when a visit waits for approval (issue 28: View was cut off)', async () => {
    const sql = await sqlClient(server.database.url);
    await insertVisits(sql, [
      { hostEmail: host.email, name: 'Parvathi Approvewidth Ramanathan', date: tomorrowIso(), time: '12:00', phone: '9812300021', approved: false },
      { hostEmail: host.email, name: 'Kiran Widthcheck', date: tomorrowIso(), time: '12:30', phone: '9812300022' },
    ]);
    await sql.end();
    for (const viewport of [{ width: 1024, height: 768 }, { width: 768, height: 1024 }, PHONE]) {
      const { page, errors } = await tabs.take(host, viewport);
      await page.goto(`${server.baseUrl}/MyVisitors?when=upcoming&q=width`);
      const approve = page.getByRole('button', { name: 'Approve for Parvathi Approvewidth Ramanathan' });
      await approve.waitFor();
      await page.getByRole('button', { name: 'View Kiran Widthcheck' }).waitFor();
      const at = `at ${viewport.width} px`;
      expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth'), at).toBe(true);
      // Each row's buttons lie wholly inside the window and inside the list's own box (nothing to scroll sideways to).
      const box = await page.locator('[aria-label="My visitors"]').first().evaluate((list) => {
        const { left, right } = list.getBoundingClientRect();
        return { left, right, scrolls: list.parentElement!.scrollWidth > list.parentElement!.clientWidth };
      });
      expect(box.scrolls, at).toBe(false);
      for (const button of [approve, ...(await page.getByRole('button', { name: /^View / }).all())]) {
        const shown = (await button.boundingBox())!;
        expect(shown.x, at).toBeGreaterThanOrEqual(Math.max(0, box.left));
        expect(shown.x + shown.width, at).toBeLessThanOrEqual(Math.min(viewport.width, box.right) + 0.5);
      }
      expect(unexpected(errors)).toEqual([]);
    }
  });
});
