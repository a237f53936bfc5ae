import jpeg from 'jpeg-js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { checkAccessibility } from '../support/axe.ts';
import { browserAvailable, launchBrowser } from '../support/browser.ts';
import { journeyServer, type JourneyServer } from '../support/journey-server.ts';
import { addAccount, signedIn } from '../support/identity-flows.ts';
import { liveSiteToday } from '../support/live-site.ts';
import { signedInTabs } from '../support/signed-in-tabs.ts';
import { sqlClient } from '../support/test-database.ts';
import { insertVisits } from '../support/visit-fixtures.ts';

const SHOTS = process.env['VMS_SHOTS_DIR'];
const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['tablet', { width: 768, height: 1024 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/** A large real photo (1280×960, about 200 KB): the thumbnail the server makes of it is 160×120. */
const largePhoto = (): Buffer => {
  const width = 1280;
  const height = 960;
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) data.set([(x >> 2) % 256, (y >> 2) % 256, (x * y) % 48, 255], (y * width + x) * 4);
  return Buffer.from(jpeg.encode({ data, width, height }, 85).data);
};

/** Waits until an image has loaded and answers its natural size and the address it came from. */
const loadedImage = async (page: Page, name: string) => {
  const image = page.getByRole('img', { name }).first();
  await image.waitFor();
  await page.waitForFunction((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0, await image.elementHandle());
  return image.evaluate((img: HTMLImageElement) => ({ width: img.naturalWidth, height: img.naturalHeight, url: new URL(img.src).pathname + new URL(img.src).search, lazy: img.loading }));
};

/**
 * Issue 12 in Chromium, what needs a browser and the real server: photo thumbnails at their real size (the
 * photo pipeline) on the detail view and in the desk list at three widths, the desk list while its table's
 * code arrives late (a chunk of the built bundle), and its failed read's alert judged by axe-core as
 * rendered. The screens' own states (the detail view without a visit or with one the host may not see,
 * placeholder rows while the lists load, Visitor Approval's failed read and missed visits) are component
 * tests: test/component/visitors, test/component/desk, test/component/approve-user.
 */
describe.skipIf(!browserAvailable())('thumbnails and the desk list as the browser renders them (Chromium)', () => {
  let server: JourneyServer;
  let browser: Browser;
  /** The host's and the guard's signed-in tabs (a phone's and a wide one each), taken over by each journey and width in turn. */
  let tabs: ReturnType<typeof signedInTabs>;
  let admin: { email: string; password: string };
  let host: { email: string; password: string };
  let guard: { email: string; password: string };
  let tara: number;

  beforeAll(async () => {
    server = await journeyServer();
    browser = await launchBrowser();
    tabs = signedInTabs(browser, server);
    admin = await addAccount(server, 'dv.admin', 'admin', { password: 'Admin@123' });
    host = await addAccount(server, 'dv.hema.host', 'employee', { manager: 'dv.admin', password: 'Hema@1234', name: 'Hema Host' });
    guard = await addAccount(server, 'dv.guard', 'security', { manager: 'dv.admin', password: 'Guard@123', name: 'Gopal Guard' });
    const today = liveSiteToday();
    const sql = await sqlClient(server.database.url);
    [tara] = (await insertVisits(sql, [{ name: 'Tara Thumbnail', hostEmail: host.email, date: today, checkIn: new Date() }]).finally(() => sql.end())) as [number];
    // The admin (who may use the desk) takes Tara's photo; the browser signs in as the guard and the host.
    const desk = await signedIn(server, admin);
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(largePhoto())], { type: 'image/jpeg' }), 'photo.jpg');
    form.append('visitorId', String(tara));
    expect((await desk.call('POST', '/upload', form)).status).toBe(200);
  });
  afterAll(async () => {
    await tabs?.closeAll();
    await browser?.close();
  });

  it('should show the latest photo as a thumbnail on the detail view', async () => {
    for (const [label, viewport] of VIEWPORTS) {
      const { page, errors } = await tabs.take(host, viewport);
      await page.goto(`${server.baseUrl}/VisitorDetailView?id=${tara}`);
      const image = await loadedImage(page, 'Photo of Tara Thumbnail');
      expect(image).toMatchObject({ width: 160, height: 120, lazy: 'lazy' });
      expect(image.url).toMatch(/^\/photos\/[^/?]+\.jpg\?size=thumbnail$/);
      await checkAccessibility(page, `detail view on a ${label}`);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/detail-view-${label}.png`, fullPage: true });
      expect(errors, label).toEqual([]);
    }
  });

  it('should show the rows of the desk list with the thumbnail of each photo at three widths', async () => {
    for (const [label, viewport] of VIEWPORTS) {
      const { page, errors } = await tabs.take(guard, viewport);
      await page.goto(`${server.baseUrl}/ApprovedVisitorDetails?q=Tara+Thumbnail`);
      const image = await loadedImage(page, 'Photo of Tara Thumbnail');
      expect(image).toMatchObject({ width: 160, height: 120, lazy: 'lazy' });
      await page.getByText('1–1 of 1').waitFor();
      await checkAccessibility(page, `desk list on a ${label}`);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/desk-list-${label}.png` });
      expect(errors, label).toEqual([]);
    }
  });

  it('should keep the desk list\'s controls usable and show a placeholder while the table\'s code arrives, then say "Error fetching data" with Retry when it cannot be read', async () => {
    const { page, errors } = await tabs.take(guard, { width: 1280, height: 800 });
    // The table is fetched as the list first renders (desk-visits-screen.tsx); held here, as a slow network would.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/desk-visits-table-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.baseUrl}/ApprovedVisitorDetails?q=Tara`);
    const placeholder = page.getByTestId('placeholder-table');
    await placeholder.waitFor();
    expect(await placeholder.getAttribute('role')).toBe('status');
    expect(await placeholder.textContent()).toBe('Loading active visitors');
    // Meanwhile the page answers: the tabs switch the view, and the search is typed into.
    await page.getByRole('tab', { name: 'Visitor History' }).click();
    await page.getByRole('tab', { name: 'Visitor History', selected: true }).waitFor();
    expect(await placeholder.textContent()).toBe('Loading visitor history');
    await page.getByRole('tab', { name: 'Active Visitors' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill('Tara Thumbnail');
    release();
    await placeholder.waitFor({ state: 'detached' });
    await page.waitForURL(/q=Tara\+Thumbnail/);
    await page.getByRole('table', { name: 'Active visitors' }).getByRole('row', { name: /Tara Thumbnail/ }).waitFor();
    await page.getByText('1–1 of 1').waitFor();
    await page.unroute(/\/assets\/desk-visits-table-[^/]+\.js$/);

    // A failed read's alert as Chromium renders it, judged by axe-core (its colours among the rest): the
    // lists' failed reads themselves are component tests (test/component/desk, test/component/visitors).
    await page.route('**/api/getApprovedVisitor**', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Refresh' }).click();
    const failed = page.getByRole('alert').filter({ hasText: MESSAGES.photo.dataError });
    await failed.waitFor();
    await page.unroute('**/api/getApprovedVisitor**');
    await checkAccessibility(page, 'desk list after a failed read');
    await failed.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('1–1 of 1').waitFor();
    // The console's lines are the reads refused while the server could not be reached.
    expect(errors.filter((error) => !/ERR_CONNECTION_REFUSED/.test(error))).toEqual([]);
  });
});
