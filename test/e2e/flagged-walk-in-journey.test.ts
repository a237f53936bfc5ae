import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { checkAccessibility } from '../support/axe.ts';
import { browserAvailable, launchBrowser } from '../support/browser.ts';
import { startE2eServer, type E2eServer } from '../support/e2e-server.ts';
import { addAccount, email, signedIn } from '../support/identity-flows.ts';
import { signedInTabs } from '../support/signed-in-tabs.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import type { TestClient } from '../support/test-client.ts';
import { queryRows } from '../support/test-database.ts';
import { walkInForm } from '../support/walk-in-form.ts';
import { addDays, formatVisitDate } from '#contract/visit-time.ts';
import { liveSiteToday } from '../support/live-site.ts';
import { createPass } from '../support/visit-flows.ts';
import { noticeShows } from './notice-helpers.ts';

/** A reception tablet held in landscape: the desk's list shows cards there. */
const TABLET = { width: 1024, height: 768 } as const;
const TURN_AWAY_REASON = 'Matches the ban of October; escorted off the premises.';

/**
 * Issue 28, item 2: a walk-in who matches the watchlist stands at the kiosk while the host has not
 * answered. Security, watching the desk's Flagged list, sees them arrive live and turns them away there.
 */
describe.skipIf(!browserAvailable())('a flagged walk-in on the desk (Chromium)', () => {
  let smtp: SmtpSink;
  let server: E2eServer;
  let browser: Browser;
  let tablet: TestClient;
  let hostId: number;
  let guard: { email: string; password: string };
  /** The guard's tab at the desk, taken over by each journey (signed-in-tabs.ts). */
  let tabs: ReturnType<typeof signedInTabs>;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startE2eServer({ smtp });
    browser = await launchBrowser();
    tabs = signedInTabs(browser, server);
    await addAccount(server, 'admin', 'admin', { password: 'Admin@1234' });
    await addAccount(server, 'hema.host', 'employee', { manager: 'admin', password: 'Hema@1234', name: 'Hema Host' });
    guard = await addAccount(server, 'guard', 'security', { manager: 'admin', password: 'Guard@123', name: 'Gopal Guard' });
    tablet = await signedIn(server, guard);
    expect((await tablet.post('/api/kiosk/devices', { encryptedData: server.envelope.encrypt({ name: 'Reception, Gate 2' }) })).status).toBe(201);
    [{ id: hostId }] = (await queryRows<{ id: number }>(server.database.url, 'select id from employee where email = $1', [email('hema.host')])) as [{ id: number }];
    const security = await signedIn(server, guard);
    const entry = { name: 'Vikas Malhotra', phone: '9822222222', reason: 'Caught photographing the production line in October.' };
    expect((await security.post('/api/watchlist', { encryptedData: server.envelope.encrypt(entry) })).status).toBe(201);
  });
  afterAll(async () => {
    await tabs?.closeAll();
    await browser?.close();
    await server?.close();
    await smtp?.close();
  });

  it('should show the walk-in on the Flagged list without a reload before the host answers, and let security turn them away there', async () => {
    const { page, errors } = await tabs.take(guard, TABLET);
    await page.goto(`${server.baseUrl}/ApprovedVisitorDetails?filter=flagged`);
    await page.getByRole('button', { name: 'Active Filter: Flagged by the Watchlist' }).waitFor();
    await page.getByText(MESSAGES.submission.emptyList).waitFor();

    // The visitor signs in at the kiosk (its own call): the kiosk answers "waiting", as for anyone.
    const made = await tablet.post<{ details: string }>('/api/kiosk/walk-ins', {
      encryptedData: server.envelope.encrypt({ ...walkInForm(hostId), name: 'Vikas Malhotra', mobileNo: '9822222222' }),
    });
    expect(made.status).toBe(201);
    expect(server.envelope.decryptJson(made.body.details)).toMatchObject({ status: 'waiting' });

    // The page was not reloaded: the live update brings the card in.
    const card = page.getByRole('listitem', { name: 'Vikas Malhotra' });
    await card.getByRole('img', { name: /^Flagged by the watchlist/ }).waitFor();
    await card.getByText('Awaiting approval').waitFor();
    const [visit] = await queryRows<{ id: number; approve_status: string }>(server.database.url, "select id, approve_status from visitor_pass where name = 'Vikas Malhotra'");
    expect(visit?.approve_status).toBe('Pending');
    await checkAccessibility(page, 'Flagged list with a walk-in awaiting the host, tablet');

    await card.getByRole('button', { name: 'Turn away Vikas Malhotra' }).click();
    const dialog = page.getByRole('dialog', { name: 'Turn Vikas Malhotra away?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Turn away' }).click();
    await dialog.getByText(MESSAGES.watchlist.turnAwayReasonRequired).waitFor();
    await checkAccessibility(page, 'Turn away, with an error');
    await dialog.getByRole('textbox', { name: 'Reason for turning away' }).fill(TURN_AWAY_REASON);
    await dialog.getByRole('button', { name: 'Turn away' }).click();
    await noticeShows(page, MESSAGES.watchlist.turnedAway);
    await card.waitFor({ state: 'detached' });
    await page.getByText(MESSAGES.submission.emptyList).waitFor();

    expect(await queryRows(server.database.url, 'select outcome, clear_reason, cleared_by_label from visit_flag where visit_id = $1', [visit!.id])).toEqual([
      { outcome: 'turned_away', clear_reason: TURN_AWAY_REASON, cleared_by_label: guard.email },
    ]);
    expect(await queryRows(server.database.url, 'select cancelled_at is not null as called_off from visitor_pass where id = $1', [visit!.id])).toEqual([{ called_off: true }]);
    expect(errors).toEqual([]);
  });

  it('should fit at least five visitors to a tablet screen, upright and on its side, with every button a 44-pixel target', async () => {
    // Eight of today's approved visitors, made through the host's pass form, then approved and moved to today.
    const host = await signedIn(server, { email: email('hema.host'), password: 'Hema@1234' });
    const tomorrow = formatVisitDate(addDays(liveSiteToday(), 1));
    const names = ['Asha Kulkarni', 'Bina Thomas', 'Chetan Rao', 'Deepa Menon', 'Eshan Gupta', 'Farah Khan', 'Gita Pillai', 'Hari Nair'];
    for (const [i, name] of names.entries()) {
      const made = await createPass(server, host, { name, phoneNumber: `98100000${10 + i}`, visitorEmail: `guest${i}@guest.test`, date: tomorrow, time: '04:30 PM' });
      expect(made.status).toBe(201);
    }
    await queryRows(server.database.url, "update visitor_pass set visit_date = $1::date, approve_status = 'Approved', submitted_at = now(), approved_at = now() where name = any($2::text[])", [liveSiteToday(), names]);

    for (const viewport of [
      { width: 768, height: 1024 },
      { width: 1024, height: 768 },
    ]) {
      const { page, errors } = await tabs.take(guard, viewport);
      await page.goto(`${server.baseUrl}/ApprovedVisitorDetails?filter=all`);
      const cards = page.locator('li[data-visit-id]');
      await cards.first().getByRole('button', { name: 'View', exact: true }).waitFor();
      // The list scrolled to its first card, just below the app's header that stays on top: how many whole cards one screen holds.
      const headerBottom = await page.locator('header').first().evaluate((header) => header.getBoundingClientRect().bottom);
      await cards.first().evaluate((card, below) => globalThis.scrollBy(0, card.getBoundingClientRect().top - below), headerBottom);
      const boxes = await cards.evaluateAll((all) => all.map((card) => card.getBoundingClientRect()).map(({ top, bottom }) => ({ top, bottom })));
      expect(boxes[0]!.top).toBeGreaterThanOrEqual(headerBottom - 1);
      if (process.env['VMS_SCREENSHOTS']) await page.screenshot({ path: `${process.env['VMS_SCREENSHOTS']}/desk-${viewport.width}x${viewport.height}.png` });
      const whole = boxes.filter(({ top, bottom }) => top >= headerBottom - 1 && bottom <= viewport.height).length;
      expect(whole, `${viewport.width}×${viewport.height}`).toBeGreaterThanOrEqual(5);
      const heights = await cards.first().locator('button, a').evaluateAll((all) => all.map((button) => button.getBoundingClientRect().height));
      expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
      await checkAccessibility(page, `Desk list on a tablet, ${viewport.width}×${viewport.height}`);
      expect(errors).toEqual([]);
    }
  });
});
