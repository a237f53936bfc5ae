import jpeg from 'jpeg-js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { addDays } from '#contract/visit-time.ts';
import { checkAccessibility } from '../support/axe.ts';
import { browserAvailable, launchBrowser, openPage } from '../support/browser.ts';
import { journeyServer, type JourneyServer } from '../support/journey-server.ts';
import { signInByApi } from '../support/e2e-session.ts';
import { addAccount, signedIn } from '../support/identity-flows.ts';
import { liveSiteToday } from '../support/live-site.ts';
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
 * Issue 12 in Chromium: the detail view without a visit or with one the host may not see says so in
 * words; photo thumbnails in the desk list and on the detail view; placeholder rows while lists load.
 */
describe.skipIf(!browserAvailable())('the detail view, thumbnails and placeholder rows (Chromium)', () => {
  let server: JourneyServer;
  let browser: Browser;
  let admin: { email: string; password: string };
  let manager: { email: string; password: string };
  let host: { email: string; password: string };
  let guard: { email: string; password: string };
  let tara: number;
  let omars: number;

  beforeAll(async () => {
    server = await journeyServer();
    browser = await launchBrowser();
    admin = await addAccount(server, 'dv.admin', 'admin', { password: 'Admin@123' });
    // A manager nobody reports to: their Approve User list is theirs alone (an admin's holds every registration waiting, other files' too).
    manager = await addAccount(server, 'dv.manager', 'manager', { manager: 'dv.admin', password: 'Mina@1234', name: 'Mina Manager' });
    host = await addAccount(server, 'dv.hema.host', 'employee', { manager: 'dv.admin', password: 'Hema@1234', name: 'Hema Host' });
    const other = await addAccount(server, 'dv.omar.other', 'employee', { manager: 'dv.admin', password: 'Omar@1234', name: 'Omar Other' });
    guard = await addAccount(server, 'dv.guard', 'security', { manager: 'dv.admin', password: 'Guard@123', name: 'Gopal Guard' });
    const today = liveSiteToday();
    const sql = await sqlClient(server.database.url);
    [tara, omars] = (await insertVisits(sql, [
      { name: 'Tara Thumbnail', hostEmail: host.email, date: today, checkIn: new Date() },
      { name: 'Omars Guest', hostEmail: other.email, date: today },
    ]).finally(() => sql.end())) as [number, number];
    // The admin (who may use the desk) takes Tara's photo; the browser signs in as the guard and the host.
    const desk = await signedIn(server, admin);
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(largePhoto())], { type: 'image/jpeg' }), 'photo.jpg');
    form.append('visitorId', String(tara));
    expect((await desk.call('POST', '/upload', form)).status).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("should say in words that no visitor was chosen, or that a visit is unknown or another host's, with the way back", async () => {
    const { page, context, errors } = await openPage(browser, { width: 1280, height: 800 });
    await signInByApi(server, context, page, host);
    await page.goto(`${server.baseUrl}/VisitorDetailView`);
    await page.getByText(MESSAGES.detailView.noVisitTitle).waitFor();
    await page.getByText(MESSAGES.detailView.noVisit).waitFor();
    expect(await page.getByRole('link', { name: 'Back to My visitors' }).getAttribute('href')).toBe('/MyVisitors');
    expect(await page.getByText(MESSAGES.photo.dataError).count()).toBe(0);
    await checkAccessibility(page, 'detail view without a visitor');

    for (const id of [omars, 999_999]) {
      await page.goto(`${server.baseUrl}/VisitorDetailView?id=${id}`);
      await page.getByText(MESSAGES.detailView.notFoundTitle).waitFor();
      await page.getByText(MESSAGES.detailView.notFound).waitFor();
      expect(await page.getByText('Omars Guest').count()).toBe(0);
      expect(await page.getByText(MESSAGES.photo.dataError).count()).toBe(0);
      await page.getByRole('link', { name: 'Back to My visitors' }).waitFor();
    }
    await checkAccessibility(page, 'detail view of a visit not found');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/detail-view-not-found.png`, fullPage: true });
    // The console's 404 lines are the refusals this test asked for.
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    await context.close();
  });

  it('should show the latest photo as a thumbnail on the detail view', async () => {
    for (const [label, viewport] of VIEWPORTS) {
      const { page, context, errors } = await openPage(browser, viewport);
      await signInByApi(server, context, page, host);
      await page.goto(`${server.baseUrl}/VisitorDetailView?id=${tara}`);
      const image = await loadedImage(page, 'Photo of Tara Thumbnail');
      expect(image).toMatchObject({ width: 160, height: 120, lazy: 'lazy' });
      expect(image.url).toMatch(/^\/photos\/[^/?]+\.jpg\?size=thumbnail$/);
      await checkAccessibility(page, `detail view on a ${label}`);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/detail-view-${label}.png`, fullPage: true });
      expect(errors, label).toEqual([]);
      await context.close();
    }
  });

  it('should show placeholder rows while the desk list loads, never "0–0 of 0", then the rows with thumbnails', async () => {
    for (const [label, viewport] of VIEWPORTS) {
      const { page, context, errors } = await openPage(browser, viewport);
      await signInByApi(server, context, page, guard);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/getApprovedVisitor**', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${server.baseUrl}/ApprovedVisitorDetails?q=Tara+Thumbnail`);
      const placeholder = page.getByTestId(label === 'desktop' ? 'placeholder-row' : 'placeholder-rows').first();
      await placeholder.waitFor();
      expect(await page.getByText(/0–0 of 0/).count()).toBe(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/desk-list-loading-${label}.png` });
      release();
      await placeholder.waitFor({ state: 'detached' });
      const image = await loadedImage(page, 'Photo of Tara Thumbnail');
      expect(image).toMatchObject({ width: 160, height: 120, lazy: 'lazy' });
      await page.getByText('1–1 of 1').waitFor();
      await checkAccessibility(page, `desk list on a ${label}`);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/desk-list-${label}.png` });
      await page.unroute('**/api/getApprovedVisitor**');
      expect(errors, label).toEqual([]);
      await context.close();
    }
  });

  it('should keep the desk list\'s controls usable and show a placeholder while the table\'s code arrives', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1280, height: 800 });
    await signInByApi(server, context, page, guard);
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
    expect(errors).toEqual([]);
    await context.close();
  });

  it('should show placeholder rows while Visitor Approval loads', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1280, height: 800 });
    await signInByApi(server, context, page, host);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/fetch-visitorData/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.baseUrl}/VisitorView`);
    const placeholder = page.getByTestId('placeholder-table');
    await placeholder.waitFor();
    expect(await placeholder.getAttribute('role')).toBe('status');
    expect(await placeholder.textContent()).toContain('Loading visitors');
    await checkAccessibility(page, 'Visitor Approval loading');
    release();
    await placeholder.waitFor({ state: 'detached' });
    await page.getByRole('table', { name: 'Visitors waiting for approval' }).getByRole('cell', { name: 'Tara Thumbnail', exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  // The message of a failed read (MUI's Alert) is fetched as a list page loads, not with it
  // (components/query-state.tsx): it must be there when the server cannot be reached at all, its
  // code included. (Offline, the data layer waits for the network instead of failing.)
  it('should say "Error fetching data" with Retry when Visitor Approval cannot reach the server, and list the visitors after Retry', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1280, height: 800 });
    await signInByApi(server, context, page, host);
    await page.goto(`${server.baseUrl}/VisitorView`);
    const tara = page.getByRole('table', { name: 'Visitors waiting for approval' }).getByRole('cell', { name: 'Tara Thumbnail', exact: true });
    await tara.waitFor();
    await page.route('**/*', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Refresh' }).click();
    const failed = page.getByRole('alert').filter({ hasText: MESSAGES.photo.dataError });
    await failed.waitFor();
    expect(await tara.count()).toBe(0);
    await page.unroute('**/*');
    await checkAccessibility(page, 'Visitor Approval after a failed read');
    await failed.getByRole('button', { name: 'Retry' }).click();
    await tara.waitFor();
    expect(await failed.count()).toBe(0);
    // The console's lines are the requests refused while the server could not be reached.
    expect(errors.filter((error) => !/ERR_CONNECTION_REFUSED/.test(error))).toEqual([]);
    await context.close();
  });

  // The desk list's failed read, "Error fetching data" with Retry, is the list's own state:
  // test/component/desk/desk-list-states.test.tsx (Visitor Approval's, above, keeps it in Chromium with axe-core).

  it('should show a visit whose day passed unapproved as Missed on Visitor Approval, with no Approve', async () => {
    const yesterday = addDays(liveSiteToday(), -1);
    const sql = await sqlClient(server.database.url);
    await insertVisits(sql, [{ name: 'Lena Late', hostEmail: host.email, date: yesterday, approved: false }]).finally(() => sql.end());
    const { page, context, errors } = await openPage(browser, { width: 1280, height: 800 });
    await signInByApi(server, context, page, host);
    await page.goto(`${server.baseUrl}/VisitorView`);
    const row = page.getByRole('table', { name: 'Visitors waiting for approval' }).getByRole('row').filter({ has: page.getByRole('cell', { name: 'Lena Late', exact: true }) });
    await row.getByText('Missed', { exact: true }).waitFor();
    expect(await row.getByText('Pending', { exact: true }).count()).toBe(0);
    expect(await row.getByRole('button', { name: 'Approve Lena Late' }).isDisabled()).toBe(true);
    await checkAccessibility(page, 'Visitor Approval with a missed visit');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('should show placeholder rows while Approve User loads', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1280, height: 800 });
    await signInByApi(server, context, page, manager);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/fetchEmployeesToApprove**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.baseUrl}/ApproveUser`);
    const placeholder = page.getByTestId('placeholder-table');
    await placeholder.waitFor();
    expect(await placeholder.textContent()).toContain('Loading employees');
    // The table's own headings stand over the placeholder rows.
    await placeholder.getByText('Employee ID').waitFor();
    await checkAccessibility(page, 'Approve User loading');
    release();
    await placeholder.waitFor({ state: 'detached' });
    await page.getByText(MESSAGES.submission.emptyList).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
