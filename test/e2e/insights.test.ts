import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/shared/messages.ts';
import { addDays, formatVisitDate } from '../../src/shared/visit-time.ts';
import { checkAccessibility } from '../support/axe.ts';
import { browserAvailable, DESKTOP, launchBrowser, openPage, PHONE } from '../support/browser.ts';
import { startE2eServer, type E2eServer } from '../support/e2e-server.ts';
import { signInByApi } from '../support/e2e-session.ts';
import { addAccount, email } from '../support/identity-flows.ts';
import { liveSiteToday } from '../support/live-site.ts';
import { sqlClient } from '../support/test-database.ts';
import { insertVisits } from '../support/visit-fixtures.ts';

type Account = { email: string; password: string };

const CHART_TITLES = ['Visits per day', 'By visitor type', 'Arrivals by hour of the day', 'Average time on site', 'No-show rate', 'Busiest hosts'];

describe.skipIf(!browserAvailable())('insights (Chromium)', () => {
  let server: E2eServer;
  let browser: Browser;
  let admin: Account;
  let employee: Account;
  const today = liveSiteToday();

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    admin = await addAccount(server, 'admin', 'admin', { password: 'Admin@123', name: 'Asha Admin' });
    employee = await addAccount(server, 'hema.host', 'employee', { manager: 'admin', password: 'Hema@1234', name: 'Hema Host' });
    // Yesterday: two visitors in and out (an hour each), one who never came; ten days ago one more.
    const yesterday = addDays(today, -1);
    const sql = await sqlClient(server.database.url);
    await insertVisits(sql, [
      { name: 'Ira Early', hostEmail: email('hema.host'), date: yesterday, visitorType: 'Suppliers', checkIn: new Date(`${yesterday}T04:30:00Z`), checkOut: new Date(`${yesterday}T05:30:00Z`) },
      { name: 'Kabir Later', hostEmail: email('hema.host'), date: yesterday, visitorType: 'Customers', checkIn: new Date(`${yesterday}T08:30:00Z`), checkOut: new Date(`${yesterday}T09:30:00Z`) },
      { name: 'Nisha Never', hostEmail: email('hema.host'), date: yesterday, visitorType: 'Suppliers' },
      { name: 'Omkar Older', hostEmail: email('admin'), date: addDays(today, -10), visitorType: 'Government', checkIn: new Date(`${addDays(today, -10)}T06:30:00Z`) },
    ]).finally(() => sql.end());
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const chartSection = (page: Page, title: string) => page.getByRole('region', { name: title });

  it('should show an admin every chart with its figures, its numbers as a table, and download a chart\'s CSV', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signInByApi(server, context, page, admin);
    await page.goto(`${server.baseUrl}/Insights`);
    await page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor();
    await page.getByText(`Every visit, ${formatVisitDate(addDays(today, -29))} to ${formatVisitDate(today)}`).waitFor();
    for (const title of CHART_TITLES) {
      const section = chartSection(page, title);
      await section.waitFor();
      // A drawn chart (an SVG with marks) with its words for screen readers.
      expect(await section.locator('svg path, svg rect').count(), title).toBeGreaterThan(0);
      await expect(section.getByRole('img', { name: title }).count()).resolves.toBe(1);
    }
    await expect(page.getByTestId('visits-per-day-headline').textContent()).resolves.toBe('4 visits');
    await expect(page.getByTestId('time-on-site-headline').textContent()).resolves.toBe('1 h');
    await expect(page.getByTestId('no-shows-headline').textContent()).resolves.toBe('25%');
    await expect(page.getByTestId('busiest-hosts-headline').textContent()).resolves.toBe('Hema Host');
    await expect(page.getByTestId('visitor-types-headline').textContent()).resolves.toBe('Suppliers');
    await checkAccessibility(page, 'Insights, 30 days');

    // The text alternative: the chart's numbers as a table.
    const types = chartSection(page, 'By visitor type');
    await types.getByRole('button', { name: 'Show the numbers' }).click();
    const table = types.getByRole('table', { name: 'By visitor type: the numbers' });
    await table.waitFor();
    expect(await table.locator('tbody tr').allTextContents()).toEqual(['Suppliers2', 'Customers1', 'Government1']);
    await checkAccessibility(page, 'Insights, a table of numbers open');

    // The CSV of the busiest hosts, as the server makes it.
    const [download] = await Promise.all([page.waitForEvent('download'), chartSection(page, 'Busiest hosts').getByRole('link', { name: 'Download CSV: Busiest hosts' }).click()]);
    expect(download.suggestedFilename()).toBe(`insights-busiest-hosts-30-days-to-${today}.csv`);
    const csv = parse(await readFile((await download.path())!, 'utf8')) as string[][];
    expect(csv).toEqual([
      ['Host', 'Host e-mail', 'Visits', 'Arrived'],
      ['Hema Host', email('hema.host'), '3', '2'],
      ['Asha Admin', email('admin'), '1', '1'],
    ]);

    // 90 days: the same figures here (nothing older), over ninety days.
    await page.getByRole('button', { name: '90 days' }).click();
    await page.getByText(`Every visit, ${formatVisitDate(addDays(today, -89))} to ${formatVisitDate(today)}`).waitFor();
    await expect(page.getByTestId('visits-per-day-headline').textContent()).resolves.toBe('4 visits');
    await checkAccessibility(page, 'Insights, 90 days');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('should fit a phone\'s width, charts included', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await signInByApi(server, context, page, admin);
    await page.goto(`${server.baseUrl}/Insights`);
    for (const title of CHART_TITLES) await chartSection(page, title).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const widths = await page.locator('section[data-chart] svg').evaluateAll((svgs) => svgs.map((svg) => svg.getBoundingClientRect().right));
    expect(widths.length).toBeGreaterThanOrEqual(6);
    expect(Math.max(...widths)).toBeLessThanOrEqual(PHONE.width);
    await checkAccessibility(page, 'Insights on a phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('should not open Insights for an employee', async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await signInByApi(server, context, page, employee);
    await page.goto(`${server.baseUrl}/Insights`);
    await page.getByText(MESSAGES.ui.noPermission).waitFor();
    expect(await chartSection(page, 'Visits per day').count()).toBe(0);
    await checkAccessibility(page, 'Insights refused to an employee');
    await context.close();
  });
});
