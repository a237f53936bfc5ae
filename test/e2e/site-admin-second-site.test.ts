import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { siteToday } from '#contract/visit-time.ts';
import { checkAccessibility } from '../support/axe.ts';
import { browserAvailable, launchBrowser, openPage } from '../support/browser.ts';
import { startE2eServer, type E2eServer } from '../support/e2e-server.ts';
import { signInByApi } from '../support/e2e-session.ts';
import { addAccount } from '../support/identity-flows.ts';
import { liveSiteToday } from '../support/live-site.ts';
import { signedInTabs } from '../support/signed-in-tabs.ts';
import { queryRows, sqlClient } from '../support/test-database.ts';
import { insertVisits } from '../support/visit-fixtures.ts';
import { appErrors } from './identity-helpers.ts';

const TABLET = { width: 1024, height: 768 } as const;
const SECOND = { name: 'London Office', zone: 'Europe/London', address: '1 Example Street, London' };

/**
 * Issue 30: an admin adds a second site with its own time zone on /Sites and makes a user its site
 * admin; the site admin signs in, changes the site's settings (and sees no other site), and starts a
 * tablet as a kiosk, which stands at the second site: it finds that site's visitor by phone and not
 * the first site's. Its own server: the sites and assignments are the journey's.
 */
describe.skipIf(!browserAvailable())('a site admin sets up a second site and its kiosk (Chromium)', () => {
  let server: E2eServer;
  let browser: Browser;
  let tabs: ReturnType<typeof signedInTabs>;
  let admin: { email: string; password: string };
  let siteAdmin: { email: string; password: string };
  let host: { email: string };

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    tabs = signedInTabs(browser, server);
    admin = await addAccount(server, 'admin', 'admin');
    host = await addAccount(server, 'hema.host', 'employee', { manager: 'admin', password: 'Hema@1234', name: 'Hema Host' });
    siteAdmin = await addAccount(server, 'sana.siteadmin', 'site_admin', { manager: 'admin', password: 'Sana@1234', name: 'Sana Siteadmin' });
  });
  afterAll(async () => {
    await tabs?.closeAll();
    await browser?.close();
    await server?.close();
  });

  it("should let the admin add the site and its site admin, who changes its settings and starts its kiosk, which finds only that site's visitors", async () => {
    // The admin adds the second site, on its own clock.
    const { page, errors } = await tabs.take(admin, { width: 1280, height: 900 });
    await page.goto(`${server.baseUrl}/Sites`);
    await page.getByRole('button', { name: 'Add site' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(SECOND.name);
    await dialog.getByRole('textbox', { name: 'Address' }).fill(SECOND.address);
    await dialog.getByRole('textbox', { name: 'Time zone' }).fill(SECOND.zone);
    await dialog.getByRole('button', { name: 'Add site' }).click();
    await page.getByText(MESSAGES.sites.added).waitFor();
    const row = page.getByRole('listitem', { name: `Site ${SECOND.name}` });
    await row.getByText(SECOND.zone).waitFor();

    // …and makes Sana its site admin in the site's staff panel.
    await row.getByRole('textbox', { name: 'E-mail to assign' }).fill(siteAdmin.email);
    await row.getByRole('button', { name: 'Assign' }).click();
    await row.getByText(/Sana Siteadmin/).waitFor();
    expect(appErrors(errors)).toEqual([]);
    const [{ id: second }] = (await queryRows<{ id: number }>(server.database.url, 'select id from site where name = $1', [SECOND.name])) as [{ id: number }];

    // One visitor expected today at each site, each on its own site's calendar.
    const sql = await sqlClient(server.database.url);
    await insertVisits(sql, [
      { name: 'Lara London', phone: '9700000001', hostEmail: host.email, date: siteToday(SECOND.zone, new Date()), time: '10:30', siteId: second },
      { name: 'Manoj Main', phone: '9700000002', hostEmail: host.email, date: liveSiteToday(), time: '10:30' },
    ]).finally(() => sql.end());

    // Sana signs in and sees only her site on /Sites: its settings, no Add site, no staff panel.
    const own = await tabs.take(siteAdmin, { width: 1280, height: 900 });
    await own.page.goto(`${server.baseUrl}/Sites`);
    const mine = own.page.getByRole('listitem', { name: `Site ${SECOND.name}` });
    await mine.waitFor();
    expect(await own.page.getByRole('listitem', { name: /^Site / }).count()).toBe(1);
    expect(await own.page.getByRole('button', { name: 'Add site' }).count()).toBe(0);
    expect(await mine.getByRole('textbox', { name: 'E-mail to assign' }).count()).toBe(0);
    await checkAccessibility(own.page, "a site admin's Sites screen");
    await mine.getByRole('button', { name: 'Change' }).click();
    const settings = own.page.getByRole('dialog');
    await settings.getByRole('textbox', { name: "Days a visitor's details are kept after the visit" }).fill('90');
    await settings.getByRole('button', { name: 'Save' }).click();
    await own.page.getByText(MESSAGES.sites.updated).waitFor();
    await mine.getByText('90 days after the visit').waitFor();
    expect(appErrors(own.errors)).toEqual([]);
    expect(await queryRows(server.database.url, 'select personal_data_days from site where id = $1', [second])).toEqual([{ personal_data_days: 90 }]);

    // Sana starts a tablet as a kiosk: it stands at her site.
    const tablet = await openPage(browser, TABLET);
    try {
      await signInByApi(server, tablet.context, tablet.page, siteAdmin);
      await tablet.page.goto(`${server.baseUrl}/kiosk`);
      await tablet.page.getByRole('heading', { name: 'Start this device as a kiosk' }).waitFor();
      await tablet.page.getByRole('textbox', { name: /^Kiosk name/ }).fill('London lobby');
      await tablet.page.getByRole('button', { name: 'Start kiosk' }).click();
      await tablet.page.getByRole('button', { name: /I have an appointment/ }).waitFor();
      expect(await queryRows(server.database.url, 'select site_id from kiosk_device where name = $1', ['London lobby'])).toEqual([{ site_id: second }]);

      const find = async (phone: string) => {
        await tablet.page.getByRole('heading', { name: 'Find your appointment' }).waitFor();
        for (const key of phone) await tablet.page.getByRole('button', { name: key, exact: true }).click();
        await tablet.page.getByRole('button', { name: 'Find my visit' }).click();
      };
      await tablet.page.getByRole('button', { name: /I have an appointment/ }).click();
      // The first site's visitor is not this kiosk's to find.
      await find('9700000002');
      await tablet.page.getByText(MESSAGES.kiosk.visitNotFound).waitFor();
      await tablet.page.getByRole('button', { name: 'Clear' }).click();
      // Its own site's visitor is.
      await find('9700000001');
      await tablet.page.getByRole('heading', { name: 'Hello, Lara' }).waitFor();
      expect(appErrors(tablet.errors)).toEqual([]);
    } finally {
      await tablet.context.close();
    }
  });
});
