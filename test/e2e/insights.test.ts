import { text } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatVisitDate } from '#contract/visit-time.ts';
import { checkAccessibility } from '../support/axe.ts';
import { browserAvailable, DESKTOP, launchBrowser, PHONE } from '../support/browser.ts';
import { startE2eServer, type E2eServer } from '../support/e2e-server.ts';
import { addAccount, email } from '../support/identity-flows.ts';
import { liveSiteToday } from '../support/live-site.ts';
import { signedInTabs } from '../support/signed-in-tabs.ts';
import { tallSystemFontEnv } from '../support/tall-system-font.ts';
import { sqlClient } from '../support/test-database.ts';
import { insertVisits } from '../support/visit-fixtures.ts';

type Account = { email: string; password: string };

const CHART_TITLES = ['Visits per day', 'By visitor type', 'Arrivals by hour of the day', 'Average time on site', 'No-show rate', 'Busiest hosts'];

/** What a reader sees of one axis's tick labels: their texts, and those drawn inside the chart in a colour that shows. */
interface AxisLabels {
  readonly texts: string[];
  readonly shown: number;
}

/** Each chart's drawn tick labels by axis (x, y), read from the page as the browser rendered them. */
const readTickLabels = (page: Page) =>
  page.locator('section[data-chart]').evaluateAll((sections) =>
    sections.map((section) => {
      const axis = (direction: 'X' | 'Y') => {
        const labels = [...section.querySelectorAll(`.MuiChartsAxis-direction${direction} .MuiChartsAxis-tickLabel`)];
        const shown = labels.filter((label) => {
          const box = label.getBoundingClientRect();
          const style = getComputedStyle(label);
          // A fill such as rgba(…, 0) or `none` draws nothing; the label must also sit inside its chart's picture.
          const alpha = /rgba?\(([^)]+)\)/.exec(style.fill)?.[1]?.split(',')[3];
          const opaque = style.fill !== 'none' && (alpha === undefined || Number(alpha) > 0) && Number(style.opacity) > 0;
          const frame = label.closest('svg')?.getBoundingClientRect();
          const inside = frame !== undefined && box.left >= frame.left - 1 && box.right <= frame.right + 1 && box.top >= frame.top - 1 && box.bottom <= frame.bottom + 1;
          return (label.textContent ?? '').trim() !== '' && box.width > 0 && box.height > 0 && style.visibility === 'visible' && opaque && inside;
        }).length;
        return { texts: labels.map((label) => label.textContent ?? ''), shown };
      };
      return { chart: section.getAttribute('data-chart') ?? '', x: axis('X'), y: axis('Y') } satisfies { chart: string; x: AxisLabels; y: AxisLabels };
    }),
  );

/**
 * Insights in Chromium against the real server: every chart with its figures, its table and CSV, and the
 * charts drawn to fit (a phone's width, both axes labelled at three widths and with a tall system font),
 * with axe-core. That an employee is refused the page is a component test (test/component/app).
 */
describe.skipIf(!browserAvailable())('insights (Chromium)', () => {
  let server: E2eServer;
  let browser: Browser;
  /** The admin's signed-in tabs (a phone's and a wide one) in this file's browser, taken over by each journey in turn. */
  let tabs: ReturnType<typeof signedInTabs>;
  let admin: Account;
  const today = liveSiteToday();

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    tabs = signedInTabs(browser, server);
    admin = await addAccount(server, 'admin', 'admin', { password: 'Admin@123', name: 'Asha Admin' });
    await addAccount(server, 'hema.host', 'employee', { manager: 'admin', password: 'Hema@1234', name: 'Hema Host' });
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
    await tabs?.closeAll();
    await browser?.close();
    await server?.close();
  });

  const chartSection = (page: Page, title: string) => page.getByRole('region', { name: title });

  it('should show an admin every chart with its figures, its numbers as a table, and download a chart\'s CSV', async () => {
    const { page, errors } = await tabs.take(admin, DESKTOP);
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
    // Read through Playwright (the browser may be the run's shared one, whose files are not on this side).
    const csv = parse(await text(await download.createReadStream())) as string[][];
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
  });

  it('should fit a phone\'s width, charts included', async () => {
    const { page, errors } = await tabs.take(admin, PHONE);
    await page.goto(`${server.baseUrl}/Insights`);
    for (const title of CHART_TITLES) await chartSection(page, title).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const widths = await page.locator('section[data-chart] svg').evaluateAll((svgs) => svgs.map((svg) => svg.getBoundingClientRect().right));
    expect(widths.length).toBeGreaterThanOrEqual(6);
    expect(Math.max(...widths)).toBeLessThanOrEqual(PHONE.width);
    await checkAccessibility(page, 'Insights on a phone');
    expect(errors).toEqual([]);
  });

  // Issue 28: the x-axes' labels were blank wherever the system's sans-serif has a taller line box than this
  // machine's DejaVu Sans (Noto Sans, many Linux desktops): the charts left 16 px under the axis for them and
  // dropped every label that did not fit. Each width is looked at twice: with this machine's fonts and with
  // a browser whose only font is as tall as Noto Sans.
  it('should label both axes of every chart at phone, tablet and desktop widths, whatever the height of the system font', async () => {
    const tallBrowser = await launchBrowser([], { env: await tallSystemFontEnv() });
    // The tall-font browser's tabs are its own (a tab belongs to one browser), shared by its widths here.
    const tallTabs = signedInTabs(tallBrowser, server);
    try {
      for (const [fonts, inTabs] of [['this machine\'s fonts', tabs], ['a tall system font', tallTabs]] as const) {
        for (const width of [390, 1024, 1920]) {
          const { page, errors } = await inTabs.take(admin, { width, height: 900 });
          await page.goto(`${server.baseUrl}/Insights`);
          for (const title of CHART_TITLES) await chartSection(page, title).locator('svg .MuiChartsAxis-tickLabel').first().waitFor({ state: 'attached' });
          const charts = await readTickLabels(page);
          expect(charts.map((chart) => chart.chart).sort(), `${width} px, ${fonts}`).toEqual(['arrival-hours', 'busiest-hosts', 'no-shows', 'time-on-site', 'visitor-types', 'visits-per-day']);
          for (const chart of charts) {
            const where = `${chart.chart} at ${width} px, ${fonts}`;
            // Every label drawn has its words, and at least two per axis show (a scale needs two).
            expect(chart.x.texts.filter((text) => text.trim() === ''), `${where}: blank x labels`).toEqual([]);
            expect(chart.y.texts.filter((text) => text.trim() === ''), `${where}: blank y labels`).toEqual([]);
            expect(chart.x.shown, `${where}: x labels shown (${chart.x.texts.join(', ')})`).toBeGreaterThanOrEqual(2);
            expect(chart.y.shown, `${where}: y labels shown (${chart.y.texts.join(', ')})`).toBeGreaterThanOrEqual(1);
          }
          // The dates, hours and counts themselves.
          const byChart = new Map(charts.map((chart) => [chart.chart, chart]));
          expect(byChart.get('visits-per-day')!.x.texts.join(' '), `${width} px, ${fonts}`).toMatch(/\b\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/);
          expect(byChart.get('arrival-hours')!.x.texts, `${width} px, ${fonts}`).toContain('00:00');
          expect(byChart.get('busiest-hosts')!.y.texts, `${width} px, ${fonts}`).toContain('Hema Host');
          expect(errors).toEqual([]);
        }
      }
    } finally {
      await tallTabs.closeAll();
      await tallBrowser.close();
    }
  }, 240_000);
});
