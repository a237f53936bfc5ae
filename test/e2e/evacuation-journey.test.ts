import { writeFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfSiteDay } from '#contract/visit-time.ts';
import { checkAccessibility } from '../support/axe.ts';
import { browserAvailable, launchBrowser } from '../support/browser.ts';
import { startE2eServer, type E2eServer } from '../support/e2e-server.ts';
import { addAccount } from '../support/identity-flows.ts';
import { liveSiteToday, liveSiteZone } from '../support/live-site.ts';
import { signedInTabs } from '../support/signed-in-tabs.ts';
import { queryRows, sqlClient } from '../support/test-database.ts';
import { insertVisits } from '../support/visit-fixtures.ts';
import { noticeShows } from './notice-helpers.ts';

const PHONE = { width: 390, height: 844 } as const;
const SHOTS = process.env['VMS_SHOTS_DIR'];

/** How many pages a PDF has: each page object names itself `/Type /Page` (the tree above them `/Pages`). */
const pagesOf = (pdf: Buffer): number => pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;

/**
 * An evacuation's roll call on a phone (issue 30, docs/product/evacuation.md): a guard starts it, two
 * guards on two phones mark people and each sees the other's marks arrive, a mistaken tap goes back
 * to unaccounted, the roll call prints on one A4 page, and ending it keeps its record. Its own server:
 * the roll call is everyone on site, so nobody else's visitors may be checked in.
 */
describe.skipIf(!browserAvailable())('an evacuation roll call on a phone (Chromium)', () => {
  let server: E2eServer;
  let browser: Browser;
  let tabs: ReturnType<typeof signedInTabs>;
  let guard: { email: string; password: string };
  let otherGuard: { email: string; password: string };

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser([]);
    tabs = signedInTabs(browser, server);
    await addAccount(server, 'admin', 'admin');
    guard = await addAccount(server, 'gita.guard', 'security', { manager: 'admin', password: 'Guard@123', name: 'Gita Guard' });
    otherGuard = await addAccount(server, 'omar.guard', 'security', { manager: 'admin', password: 'Guard@123', name: 'Omar Guard' });
    // Eight hosts with five visitors each on site: 48 lines, which still print on one page.
    const hosts = await Promise.all(
      ['Hema', 'Arjun', 'Bina', 'Chetan', 'Divya', 'Eshan', 'Farah', 'Gaurav'].map((name) =>
        addAccount(server, `${name.toLowerCase()}.host`, 'employee', { manager: 'admin', name: `${name} Host` }),
      ),
    );
    const today = liveSiteToday();
    const checkIn = new Date(Math.max(startOfSiteDay(today, liveSiteZone()).getTime() + 60_000, Date.now() - 20 * 60_000));
    const sql = await sqlClient(server.database.url);
    await insertVisits(
      sql,
      hosts.flatMap((host, h) =>
        ['Ravi', 'Sita', 'Tara', 'Uday', 'Vani'].map((first) => ({ name: h === 0 && first === 'Ravi' ? 'Ravi Visitor' : `${first} Guest${h}`, hostEmail: host.email, date: today, checkIn })),
      ),
    ).finally(() => sql.end());
  });
  afterAll(async () => {
    await tabs?.closeAll();
    await browser?.close();
    await server?.close();
  });

  it('should start, be marked by two guards who each see the other, undo a tap, print on one page and end with its record kept', async () => {
    const gita = await tabs.take(guard, PHONE);
    const omar = await tabs.take(otherGuard, PHONE);

    await gita.page.goto(`${server.baseUrl}/SecurityDashboard`);
    await gita.page.getByRole('link', { name: /Evacuation/ }).click();
    await gita.page.getByText('No evacuation under way').waitFor();
    await omar.page.goto(`${server.baseUrl}/Evacuation`);
    await omar.page.getByText('No evacuation under way').waitFor();

    await gita.page.getByRole('button', { name: 'Start evacuation' }).click();
    await gita.page.getByRole('dialog').getByRole('button', { name: 'Start evacuation' }).click();
    await noticeShows(gita.page, 'Evacuation started. Hosts are being mailed the names of their visitors on site.');
    const line = (page: typeof gita.page, name: string) => page.getByTestId('roll-call-person').filter({ hasText: name });
    await line(gita.page, 'Ravi Visitor').waitFor();
    expect(await gita.page.getByTestId('roll-call-person').count()).toBe(48);
    expect(await gita.page.getByTestId('tally-unaccounted').textContent()).toBe('Unaccounted 48');
    // The other phone hears of the start without a reload.
    await line(omar.page, 'Ravi Visitor').waitFor();

    await line(gita.page, 'Ravi Visitor').getByRole('button', { name: 'Ravi Visitor is safe' }).click();
    await line(gita.page, 'Ravi Visitor').getByTestId('roll-call-mark').getByText(/^Safe/).waitFor();
    await line(omar.page, 'Hema Host').getByRole('button', { name: 'Hema Host is missing' }).click();
    // Each sees the other's mark arrive, with who made it.
    await line(omar.page, 'Ravi Visitor').getByTestId('roll-call-mark').getByText(`Safe · ${guard.email}`, { exact: false }).waitFor();
    await line(gita.page, 'Hema Host').getByTestId('roll-call-mark').getByText(`Missing · ${otherGuard.email}`, { exact: false }).waitFor();
    await gita.page.getByText('Missing 1').waitFor();
    expect(await gita.page.getByTestId('tally-safe').textContent()).toBe('Safe 1');

    // A mistaken tap: the chosen button again takes Ravi back to unaccounted, on both phones.
    await line(gita.page, 'Ravi Visitor').getByRole('button', { name: 'Ravi Visitor is safe' }).click();
    await line(omar.page, 'Ravi Visitor').getByTestId('roll-call-mark').getByText(/^Unaccounted/).waitFor();
    await line(gita.page, 'Ravi Visitor').getByRole('button', { name: 'Ravi Visitor is safe' }).click();
    await line(omar.page, 'Ravi Visitor').getByTestId('roll-call-mark').getByText(/^Safe/).waitFor();

    expect(await gita.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await checkAccessibility(gita.page, 'evacuation roll call on a phone');
    if (SHOTS) await gita.page.screenshot({ path: `${SHOTS}/evacuation-phone.png`, fullPage: true });

    // On paper: one A4 page, the marks there, the buttons not.
    await gita.page.emulateMedia({ media: 'print' });
    expect(await gita.page.getByRole('button', { name: 'End evacuation' }).isVisible()).toBe(false);
    expect(await line(gita.page, 'Hema Host').getByRole('button', { name: 'Hema Host is missing' }).isVisible()).toBe(false);
    const pdf = await gita.page.pdf({ preferCSSPageSize: true });
    if (SHOTS) await writeFile(`${SHOTS}/evacuation-print.pdf`, pdf);
    expect(pagesOf(pdf)).toBe(1);
    await gita.page.emulateMedia({ media: 'screen' });

    await omar.page.getByRole('button', { name: 'End evacuation' }).click();
    await omar.page.getByRole('dialog').getByRole('button', { name: 'End evacuation' }).click();
    await noticeShows(omar.page, 'The evacuation has ended. Its roll call is kept in the audit log.');
    await gita.page.getByText('No evacuation under way').waitFor();
    const [record] = await queryRows<{ actor_label: string; details: { tally: Record<string, number> } }>(
      server.database.url,
      "select actor_label, details from audit_log where action = 'evacuation.ended'",
    );
    expect(record).toMatchObject({ actor_label: otherGuard.email, details: { tally: { safe: 1, missing: 1, unaccounted: 46 } } });
    expect([...gita.errors, ...omar.errors]).toEqual([]);
  });
});
