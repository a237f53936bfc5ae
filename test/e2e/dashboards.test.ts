import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#contract/visit-time.ts';
import { checkAccessibility } from '../support/axe.ts';
import { browserAvailable, DESKTOP, launchBrowser, openPage } from '../support/browser.ts';
import { startE2eServer, type E2eServer } from '../support/e2e-server.ts';
import { signInByApi } from '../support/e2e-session.ts';
import { addAccount, email } from '../support/identity-flows.ts';
import { liveSiteToday } from '../support/live-site.ts';
import { signedInTabs } from '../support/signed-in-tabs.ts';
import { sqlClient } from '../support/test-database.ts';
import { insertVisits } from '../support/visit-fixtures.ts';

type Account = { email: string; password: string };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A number on a dashboard: a link named by its label and value ("Arrived: 2"; Chromium may put a space before the colon). */
const tile = (scope: Page | Locator, label: string, value: number | string) => scope.getByRole('link', { name: new RegExp(`^${escape(label)}\\s*:\\s*${value}$`) });

/** The value a tile shows now (once loaded). */
const valueOf = async (page: Page, label: string): Promise<number> => {
  const link = page.getByRole('link', { name: new RegExp(`^${escape(label)}\\s*:\\s*\\d+$`) });
  await link.waitFor();
  return Number(/(\d+)\s*$/.exec((await link.textContent()) ?? '')![1]);
};

/**
 * The pointer stays where the last click was: on the next page it can rest on an icon button and
 * open its tooltip, caught mid-fade by the accessibility check. Move it away and let any tooltip go.
 */
const pointerAway = async (page: Page) => {
  await page.mouse.move(0, 0);
  await page.locator('.MuiTooltip-popper').first().waitFor({ state: 'detached' });
};

/**
 * The dashboards in Chromium against the real server: an admin's numbers, each leading to the list it
 * counts, every desk screen reached from the dashboard (with axe-core), and the numbers changing live
 * when another desk checks a visitor in. The numbers' placeholders while they load, and which cards a
 * role gets, are component tests (test/component/dashboard).
 */
describe.skipIf(!browserAvailable())('dashboards with live numbers (Chromium)', () => {
  let server: E2eServer;
  let browser: Browser;
  /** The admin's signed-in tab, taken over by each journey in turn. */
  let tabs: ReturnType<typeof signedInTabs>;
  let admin: Account;
  const today = liveSiteToday();
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    tabs = signedInTabs(browser, server);
    admin = await addAccount(server, 'admin', 'admin', { password: 'Admin@123', name: 'Asha Admin' });
    await addAccount(server, 'hema.host', 'employee', { manager: 'admin', password: 'Hema@1234', name: 'Hema Host' });
    await addAccount(server, 'new.person', 'employee', { manager: 'admin', name: 'Neel Newcomer' });
    const hema = email('hema.host');
    const sql = await sqlClient(server.database.url);
    await sql.query(`update employee set status = 'Approval Pending' where email = $1`, [email('new.person')]);
    const visits = [
      { name: 'Vijay Inside', hostEmail: hema, date: today, time: '00:00', checkIn: new Date(Date.now() - 30 * 60_000) },
      { name: 'Tara Gone', hostEmail: hema, date: today, time: '00:00', checkIn: new Date(Date.now() - 50 * 60_000), checkOut: new Date(Date.now() - 40 * 60_000) },
      // Expected at midnight and not in: past their time whenever the test runs.
      { name: 'Lalit Late', hostEmail: hema, date: today, time: '00:00' },
      { name: 'Kavya Coming', hostEmail: hema, date: today, time: '23:30' },
      // The admin's own visitor, waiting for the admin's approval.
      { name: 'Wasim Waiting', hostEmail: email('admin'), date: addDays(today, 1), time: '11:00', approved: false },
    ];
    const made = await insertVisits(sql, visits).finally(() => sql.end());
    visits.forEach((visit, i) => (ids[visit.name] = made[i]!));
  });
  afterAll(async () => {
    await tabs?.closeAll();
    await browser?.close();
    await server?.close();
  });

  it("should show an admin the desk's numbers and their own, each leading to the list it counts", async () => {
    const { page, errors } = await tabs.take(admin, DESKTOP);
    await page.goto(`${server.baseUrl}/EmployeeDashboard`);
    await page.getByRole('heading', { level: 1, name: 'Employee Dashboard' }).waitFor();
    const desk = page.getByRole('region', { name: 'Front desk today' });
    await tile(page, 'Expected today', 4).waitFor();
    await expect(tile(page, 'Arrived', 2).count()).resolves.toBe(1);
    await expect(tile(page, 'On site', 1).count()).resolves.toBe(1);
    await expect(tile(page, 'Left', 1).count()).resolves.toBe(1);
    // The desk's five, and the watchlist's flagged visits of today (issue 13: none here).
    await expect(tile(desk, 'Flagged by the watchlist', 0).count()).resolves.toBe(1);
    await expect(desk.getByRole('link').count()).resolves.toBe(6);
    const mine = page.getByRole('region', { name: 'My visitors' });
    await expect(tile(mine, 'Awaiting my approval', 1).count()).resolves.toBe(1);
    await expect(tile(mine, 'My visitors today', 0).count()).resolves.toBe(1);
    // The red badges: a visitor waiting for the admin, an employee waiting for approval.
    await expect(page.getByTestId('Visitor Approval-badge').textContent()).resolves.toBe('1');
    await expect(page.getByTestId('Approve-badge').textContent()).resolves.toBe('1');
    await checkAccessibility(page, 'Employee Dashboard (admin)');

    // Arrived leads to today's list filtered to those who arrived.
    await tile(page, 'Arrived', 2).click();
    await page.waitForURL(`${server.baseUrl}/ApprovedVisitorDetails?filter=arrived`);
    await page.getByRole('button', { name: 'Active Filter: Arrived' }).waitFor();
    await page.locator(`[data-visit-id="${ids['Vijay Inside']}"]`).first().waitFor();
    expect((await page.locator('[data-visit-id]').count())).toBe(2);
    await expect(page.locator(`[data-visit-id="${ids['Tara Gone']}"]`).count()).resolves.toBeGreaterThan(0);
    await pointerAway(page);
    await checkAccessibility(page, 'Approved Visitor Details, Arrived');

    // Not yet arrived, past their time: as many rows as the number says.
    await page.goBack();
    const late = await valueOf(page, 'Not yet arrived, past their time');
    expect(late).toBeGreaterThanOrEqual(1);
    await tile(page, 'Not yet arrived, past their time', late).click();
    await page.waitForURL(`${server.baseUrl}/ApprovedVisitorDetails?filter=late`);
    await page.locator(`[data-visit-id="${ids['Lalit Late']}"]`).first().waitFor();
    expect(await page.locator('[data-visit-id]').count()).toBe(late);
    await pointerAway(page);
    await checkAccessibility(page, 'Approved Visitor Details, Not Arrived, Past Their Time');

    // Awaiting my approval leads to My visitors, filtered to that state.
    await page.goto(`${server.baseUrl}/EmployeeDashboard`);
    await tile(page, 'Awaiting my approval', 1).click();
    await page.waitForURL(`${server.baseUrl}/MyVisitors?when=upcoming&state=awaiting_approval`);
    await page.getByRole('heading', { level: 1, name: 'My Visitors' }).waitFor();
    await page.getByText('Wasim Waiting').first().waitFor();
    await pointerAway(page);
    await checkAccessibility(page, 'My visitors, awaiting approval');
    expect(errors).toEqual([]);
  });

  it("should let an admin reach every desk screen from the dashboard: the desk list with In, Out, photos and badges, the roll call and Insights", async () => {
    const { page, errors } = await tabs.take(admin, DESKTOP);
    await page.goto(`${server.baseUrl}/EmployeeDashboard`);

    await page.getByRole('link', { name: /^View Visitor Details/ }).click();
    await page.waitForURL(`${server.baseUrl}/ApprovedVisitorDetails`);
    await page.getByRole('heading', { level: 1, name: /^(View Visitor Details|Approved Visitor Details)$/ }).waitFor();
    const kavya = page.locator(`[data-visit-id="${ids['Kavya Coming']}"]`).first();
    await kavya.getByRole('button', { name: 'In' }).waitFor();
    const vijay = page.locator(`[data-visit-id="${ids['Vijay Inside']}"]`).first();
    await vijay.getByRole('button', { name: 'Out' }).waitFor();
    await pointerAway(page);
    await checkAccessibility(page, 'Approved Visitor Details (admin)');

    // A badge, from the list.
    await vijay.getByRole('link', { name: 'Print badge' }).click();
    await page.waitForURL(`${server.baseUrl}/VisitorBadge?id=${ids['Vijay Inside']}`);
    await page.getByText('Vijay Inside').first().waitFor();
    // Print is enabled once the badge has loaded; judged before, axe can catch its colours mid-transition.
    await expect.poll(() => page.getByRole('button', { name: 'Print', exact: true }).isEnabled()).toBe(true);
    await pointerAway(page);
    await checkAccessibility(page, 'Visitor badge (admin)');

    // Capture Photo, from the list.
    await page.goBack();
    await page.locator(`[data-visit-id="${ids['Vijay Inside']}"]`).first().getByRole('button', { name: 'Take Photo' }).click();
    await page.waitForURL(/\/CapturePhoto/);
    await page.getByRole('heading', { level: 1, name: 'Capture Photo' }).waitFor();
    await pointerAway(page);
    await checkAccessibility(page, 'Capture Photo (admin)');

    // The roll call and Insights, from the dashboard.
    await page.goto(`${server.baseUrl}/EmployeeDashboard`);
    await page.getByRole('link', { name: /^On Site Now/ }).click();
    await page.waitForURL(`${server.baseUrl}/OnSite`);
    await page.getByText('Vijay Inside').first().waitFor();
    await pointerAway(page);
    await checkAccessibility(page, 'On site now (admin)');
    await page.goto(`${server.baseUrl}/EmployeeDashboard`);
    await page.getByRole('link', { name: /^Insights/ }).click();
    await page.waitForURL(`${server.baseUrl}/Insights`);
    await page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor();
    await pointerAway(page);
    await checkAccessibility(page, 'Insights (admin)');
    expect(errors.filter((error) => !/getUserMedia|camera/i.test(error))).toEqual([]);
  });
});

describe.skipIf(!browserAvailable())('dashboards update live (Chromium, a server of its own)', () => {
  let server: E2eServer;
  let browser: Browser;
  let admin: Account;
  let guard: Account;
  let kavya: number;
  const today = liveSiteToday();

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    admin = await addAccount(server, 'admin', 'admin', { password: 'Admin@123', name: 'Asha Admin' });
    await addAccount(server, 'hema.host', 'employee', { manager: 'admin', password: 'Hema@1234', name: 'Hema Host' });
    guard = await addAccount(server, 'guard', 'security', { manager: 'admin', password: 'Guard@123', name: 'Gopal Guard' });
    const sql = await sqlClient(server.database.url);
    kavya = (await insertVisits(sql, [{ name: 'Kavya Coming', hostEmail: email('hema.host'), date: today, time: '23:30' }]).finally(() => sql.end()))[0]!;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('should change the numbers without a reload when a visitor is checked in at another desk', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signInByApi(server, context, page, admin);
    await page.goto(`${server.baseUrl}/EmployeeDashboard`);
    await tile(page, 'Arrived', 0).waitFor();
    await tile(page, 'Expected today', 1).waitFor();
    // The guard checks Kavya in from their own session, elsewhere.
    const desk = await openPage(browser, DESKTOP);
    await signInByApi(server, desk.context, desk.page, guard);
    const checkIn = await desk.context.request.post(`${server.baseUrl}/visitorTimeIn`, { data: { encryptedId: String(kavya), time_in: new Date().toISOString() } });
    expect(checkIn.status()).toBe(200);
    // Well before the dashboard's own minute-long refresh: the live feed brought it (a limit, not a speed: speed is for bench/).
    await tile(page, 'Arrived', 1).waitFor({ timeout: 20_000 });
    await tile(page, 'On site', 1).waitFor();
    expect(errors).toEqual([]);
  });
});
