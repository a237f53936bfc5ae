import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAccessibility } from '../support/axe.ts';
import { browserAvailable, launchBrowser } from '../support/browser.ts';
import { startE2eServer, type E2eServer } from '../support/e2e-server.ts';
import { addAccount } from '../support/identity-flows.ts';
import { liveSiteToday, liveSiteZone } from '../support/live-site.ts';
import { signedInTabs } from '../support/signed-in-tabs.ts';
import { queryRows, sqlClient } from '../support/test-database.ts';
import { insertVisits } from '../support/visit-fixtures.ts';

/**
 * A security user who works at two sites (issue 30, ADR 42) switches the desk between them and sees
 * its numbers and rows change; the picker offers only their two sites, not the third one the
 * installation has. Its own server: the counts are exact only with nobody else's visitors.
 */
describe.skipIf(!browserAvailable())('the desk at two sites (Chromium)', () => {
  let server: E2eServer;
  let browser: Browser;
  let guard: { email: string; password: string };
  let tabs: ReturnType<typeof signedInTabs>;
  let tower: number;

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    tabs = signedInTabs(browser, server);
    await addAccount(server, 'admin', 'admin');
    const host = await addAccount(server, 'hema.host', 'employee', { manager: 'admin', password: 'Hema@1234', name: 'Hema Host' });
    guard = await addAccount(server, 'guard', 'security', { manager: 'admin', password: 'Guard@123', name: 'Gopal Guard' });
    // Two more sites on the same clock as the first, so that "today" is one date at all three.
    const addSite = async (name: string) =>
      (
        await queryRows<{ id: number }>(
          server.database.url,
          `insert into site (name, address, time_zone, personal_data_days, photo_days, audit_log_days, processing_log_days, close_stale_visits, kiosk_requires_pin, created_at, updated_at)
           values ($1, null, $2, 180, 180, 365, 365, false, false, now(), now()) returning id`,
          [name, liveSiteZone()],
        )
      )[0]!.id;
    tower = await addSite('Tower B');
    const elsewhere = await addSite('Elsewhere');
    // The guard works at the first site and Tower B; not at Elsewhere.
    await queryRows(server.database.url, 'insert into employee_site (employee_id, site_id) select id, unnest(array[1, $2::int]) from employee where email = $1', [guard.email, tower]);
    const today = liveSiteToday();
    const sql = await sqlClient(server.database.url);
    await insertVisits(sql, [
      { name: 'Asha Main', hostEmail: host.email, date: today, time: '23:00' },
      { name: 'Bala Main', hostEmail: host.email, date: today, time: '23:00' },
      { name: 'Chitra Tower', hostEmail: host.email, date: today, time: '23:00', siteId: tower },
      { name: 'Deepak Tower', hostEmail: host.email, date: today, time: '23:00', siteId: tower },
      { name: 'Esha Tower', hostEmail: host.email, date: today, time: '23:00', siteId: tower },
      { name: 'Farid Elsewhere', hostEmail: host.email, date: today, time: '23:00', siteId: elsewhere },
    ]).finally(() => sql.end());
  });
  afterAll(async () => {
    await tabs?.closeAll();
    await browser?.close();
    await server?.close();
  });

  it('should switch the desk between the two sites the guard works at, its count and rows following, and offer no other site', async () => {
    const { page, errors } = await tabs.take(guard, { width: 1280, height: 800 });
    await page.goto(`${server.baseUrl}/ApprovedVisitorDetails`);
    await page.getByRole('row', { name: /Asha Main/ }).waitFor();
    await page.getByText('2 visits', { exact: true }).waitFor();

    const picker = page.getByLabel('Site');
    // The picker's sites come with their own answer (/api/site-places), which may land after the list's rows.
    await expect.poll(() => picker.locator('option').allTextContents()).toEqual(['Main site', 'Tower B']);
    await picker.selectOption({ label: 'Tower B' });
    await page.getByText('3 visits', { exact: true }).waitFor();
    await page.getByRole('row', { name: /Chitra Tower/ }).waitFor();
    expect(await page.getByRole('row', { name: /Asha Main/ }).count()).toBe(0);
    expect(await page.getByRole('row', { name: /Farid Elsewhere/ }).count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('site')).toBe(String(tower));
    await checkAccessibility(page, 'desk at a second site');

    // And back: the first site's numbers again.
    await picker.selectOption({ label: 'Main site' });
    await page.getByText('2 visits', { exact: true }).waitFor();
    await page.getByRole('row', { name: /Bala Main/ }).waitFor();
    expect(errors).toEqual([]);
  });
});
