import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, startOfSiteDay } from '#contract/visit-time.ts';
import { checkAccessibility } from '../support/axe.ts';
import { browserAvailable, launchBrowser } from '../support/browser.ts';
import { startE2eServer, type E2eServer } from '../support/e2e-server.ts';
import { addAccount } from '../support/identity-flows.ts';
import { liveSiteToday, liveSiteZone } from '../support/live-site.ts';
import { queryRows, sqlClient } from '../support/test-database.ts';
import { signedInTabs } from '../support/signed-in-tabs.ts';
import { insertVisits } from '../support/visit-fixtures.ts';
import { releaseHeldRoutes } from './held-routes.ts';
import { noticeShows } from './notice-helpers.ts';

const ZONE = liveSiteZone();
const SHOTS = process.env['VMS_SHOTS_DIR'];

/**
 * The roll call to trust (issue 12) in Chromium: a check-in from before today is marked and left out
 * of the count until the switch shows it; Out works from the roll call with a notice, never a modal.
 * Its own server: the count is exact only with nobody else's visitors on site.
 */
describe.skipIf(!browserAvailable())('the roll call (Chromium)', () => {
  let server: E2eServer;
  let browser: Browser;
  let guard: { email: string; password: string };
  /** The guard's tab (one wide, one on a phone), taken over by each journey (signed-in-tabs.ts). */
  let tabs: ReturnType<typeof signedInTabs>;

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser([], { motion: 'full' });
    tabs = signedInTabs(browser, server);
    await addAccount(server, 'admin', 'admin');
    const host = await addAccount(server, 'hema.host', 'employee', { manager: 'admin', password: 'Hema@1234', name: 'Hema Host' });
    guard = await addAccount(server, 'guard', 'security', { manager: 'admin', password: 'Guard@123', name: 'Gopal Guard' });
    const today = liveSiteToday();
    const midnight = startOfSiteDay(today, ZONE).getTime();
    const sql = await sqlClient(server.database.url);
    await insertVisits(sql, [
      { name: 'Ravi Today', hostEmail: host.email, date: today, checkIn: new Date(Math.max(midnight + 60_000, Date.now() - 20 * 60_000)) },
      { name: 'Sam Stayed', hostEmail: host.email, date: addDays(today, -1), checkIn: new Date(midnight - 3 * 3_600_000) },
      { name: 'Ann Ancient', hostEmail: host.email, date: addDays(today, -30), checkIn: new Date(midnight - 30 * 86_400_000) },
      { name: 'Dan Double', hostEmail: host.email, date: addDays(today, -2), checkIn: new Date(midnight - 2 * 86_400_000) },
    ]).finally(() => sql.end());
  });
  afterAll(async () => {
    await tabs?.closeAll();
    await browser?.close();
    await server?.close();
  });

  it("should mark stale check-ins, count only today's, show them with the switch, and check one out with a notice", async () => {
    const { page, errors } = await tabs.take(guard, { width: 1280, height: 800 });
    await page.goto(`${server.baseUrl}/OnSite`);
    const today = page.getByRole('list', { name: 'Visitors on site' });
    await today.getByRole('listitem', { name: 'Ravi Today' }).waitFor();
    expect(await page.getByTestId('on-site-count').textContent()).toBe('1');
    expect(await today.getByRole('listitem').count()).toBe(1);
    expect(await page.getByRole('listitem', { name: 'Sam Stayed' }).count()).toBe(0);
    const toggle = page.getByRole('switch', { name: /Show 3 stale check-ins from before today/ });
    expect(await toggle.isChecked()).toBe(false);
    expect(await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/api/on-site?format=csv');
    await checkAccessibility(page, 'roll call');

    // One switch shows them, marked, apart from today's; the count stays today's.
    await toggle.check();
    const stale = page.getByRole('list', { name: 'Stale check-ins from before today' });
    for (const name of ['Sam Stayed', 'Ann Ancient', 'Dan Double']) await stale.getByRole('listitem', { name }).getByText('Checked in before today').waitFor();
    expect(await today.getByText('Checked in before today').count()).toBe(0);
    expect(await page.getByTestId('on-site-count').textContent()).toBe('1');
    expect(await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/api/on-site?format=csv&stale=include');
    await checkAccessibility(page, 'roll call with stale check-ins');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/roll-call-desktop.png`, fullPage: true });

    // Out from the roll call: a notice that needs no click, and Sam is gone.
    const [sam] = await queryRows<{ id: number }>(server.database.url, "select id from visitor_pass where name = 'Sam Stayed'");
    await stale.getByRole('listitem', { name: 'Sam Stayed' }).getByRole('button', { name: 'Out', exact: true }).click();
    await noticeShows(page, 'Time Out recorded successfully');
    await stale.getByRole('listitem', { name: 'Sam Stayed' }).waitFor({ state: 'detached' });
    await page.getByRole('switch', { name: /Show 2 stale check-ins from before today/ }).waitFor();
    const [row] = await queryRows<{ out: boolean }>(server.database.url, 'select check_out is not null as out from visitor_pass where id = $1', [sam!.id]);
    expect(row?.out).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await checkAccessibility(page, 'roll call after Out');

    // The notice closes by itself.
    await page.getByTestId('notices').getByRole('status').getByText('Time Out recorded successfully').waitFor({ state: 'detached', timeout: 15_000 });

    // Checked out at another desk meanwhile: the refusal is a notice that stays until dismissed, and the roll call is read again.
    // The live update of that check-out would read the roll call again before the guard taps Out (on busy
    // cores it did): its reads are held until the refusal shows, as a guard's page that has not yet heard.
    const heldReads: Route[] = [];
    const rollCallRead = /\/api\/on-site(\?|$)/;
    await page.route(rollCallRead, (route) => void heldReads.push(route));
    await queryRows(server.database.url, "update visitor_pass set check_out = now() where name = 'Dan Double'");
    await stale.getByRole('listitem', { name: 'Dan Double' }).getByRole('button', { name: 'Out', exact: true }).click();
    await noticeShows(page, 'This visitor is already checked out.', 'error');
    await page.unroute(rollCallRead);
    await releaseHeldRoutes(heldReads);
    await stale.getByRole('listitem', { name: 'Dan Double' }).waitFor({ state: 'detached' });
    await page.getByRole('switch', { name: /Show 1 stale check-in from before today/ }).waitFor();
    const refusal = page.getByTestId('notices').getByRole('alert');
    await refusal.getByRole('button', { name: 'Dismiss' }).click();
    await refusal.getByText('This visitor is already checked out.').waitFor({ state: 'detached' });

    // Today's visitor out too: nobody counted.
    await today.getByRole('listitem', { name: 'Ravi Today' }).getByRole('button', { name: 'Out', exact: true }).click();
    await noticeShows(page, 'Time Out recorded successfully');
    await page.getByText('Nobody checked in today is on site right now.').waitFor();
    expect(await page.getByTestId('on-site-count').textContent()).toBe('0');
    // The console's one 409 line is the refusal this test caused.
    expect(errors.filter((error) => !/status of 409/.test(error))).toEqual([]);
  });

  it('should fit the roll call on a tablet and a phone', async () => {
    for (const [label, viewport] of [
      ['tablet', { width: 768, height: 1024 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      const { page, errors } = await tabs.take(guard, viewport);
      await page.goto(`${server.baseUrl}/OnSite`);
      await page.getByTestId('on-site-count').waitFor();
      await page.getByRole('switch', { name: /stale check-in/ }).check();
      await page.getByRole('list', { name: 'Stale check-ins from before today' }).getByRole('listitem', { name: 'Ann Ancient' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), label).toBe(true);
      await checkAccessibility(page, `roll call on a ${label}`);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/roll-call-${label}.png`, fullPage: true });
      expect(errors, label).toEqual([]);
    }
  });
});
