import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, type Page, type Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { passQrPayload } from '#contract/pass-code.ts';
import { formatVisitDate } from '#contract/site-calendar.ts';
import { addDays } from '#contract/visit-time.ts';
import { checkAccessibility } from '../support/axe.ts';
import { browserAvailable, DESKTOP, launchBrowser, openPage, PHONE } from '../support/browser.ts';
import { startE2eServer, type E2eServer } from '../support/e2e-server.ts';
import { signInByApi } from '../support/e2e-session.ts';
import { addAccount, email } from '../support/identity-flows.ts';
import { liveSiteToday } from '../support/live-site.ts';
import { decodeQrPng, qrCameraFrame } from '../support/qr.ts';
import { signedInTabs } from '../support/signed-in-tabs.ts';
import { recipientsOf, startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { sqlClient } from '../support/test-database.ts';
import { insertVisits, randomPassCode, type VisitFixture } from '../support/visit-fixtures.ts';
import { focusOn } from './focus-helpers.ts';
import { releaseHeldRoutes } from './held-routes.ts';
import { dialogTransitionSeconds } from './motion-helpers.ts';
import { noticeShows } from './notice-helpers.ts';

type Account = { email: string; password: string };

/** What Chromium logs for an answer the test expects to be an error (a 404 of a look-up). */
const expected404 = (message: string) => /status of 404/.test(message);

/** Every camera stream the page opens, to prove that each one is stopped again. */
const trackStreams = (context: BrowserContext) =>
  context.addInitScript(() => {
    const devices = navigator.mediaDevices;
    const original = devices.getUserMedia.bind(devices);
    const seen: MediaStream[] = [];
    (window as unknown as { __streams: MediaStream[] }).__streams = seen;
    devices.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      seen.push(stream);
      return stream;
    };
  });

const liveTracks = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __streams?: MediaStream[] }).__streams ?? []).flatMap((s) => s.getTracks()).filter((t) => t.readyState === 'live').length);

/** A visit one test made for itself, as the desk shows it. */
type OwnVisit = { readonly id: number; readonly name: string; readonly passCode: string };

let lastTag = 100;

/**
 * The visits one test needs, inserted at its start: each named `<label> <tag>` (`Asha Arrives 103`)
 * with a pass code of its own, so that no test sees another's check-ins, photos or ticks. The tag is
 * the test's alone (three digits, never part of another), so the desk's search for it (`?q=103`)
 * lists this test's visits and nobody else's.
 */
const freshVisits = async <L extends string>(
  server: E2eServer,
  defaults: { readonly hostEmail: string; readonly date: string },
  wanted: Record<L, Partial<Omit<VisitFixture, 'name'>>>,
): Promise<{ tag: string; visit: Record<L, OwnVisit> }> => {
  lastTag += 1;
  const tag = String(lastTag);
  const labels = Object.keys(wanted) as L[];
  const fixtures = labels.map((label) => ({ ...defaults, ...wanted[label], name: `${label} ${tag}`, passCode: wanted[label].passCode ?? randomPassCode() }));
  const sql = await sqlClient(server.database.url);
  const ids = await insertVisits(sql, fixtures).finally(() => sql.end());
  const visit = Object.fromEntries(labels.map((label, i) => [label, { id: ids[i]!, name: fixtures[i]!.name, passCode: fixtures[i]!.passCode }])) as Record<L, OwnVisit>;
  return { tag, visit };
};

const openedStreams = (page: Page) => page.evaluate(() => ((window as unknown as { __streams?: MediaStream[] }).__streams ?? []).length);

describe.skipIf(!browserAvailable())('the security desk (Chromium with its fake camera)', () => {
  let smtp: SmtpSink;
  let server: E2eServer;
  let browser: Browser;
  let guard: Account;
  let host: Account;
  /** The guard's and the host's tabs, taken over by each journey at the desk (signed-in-tabs.ts). */
  let tabs: ReturnType<typeof signedInTabs>;
  /** The tabs' contexts that already count their camera streams (trackStreams, once a context). */
  const tracked = new WeakSet<BrowserContext>();

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startE2eServer({ smtp });
    browser = await launchBrowser();
    tabs = signedInTabs(browser, server);
    await addAccount(server, 'admin', 'admin');
    host = await addAccount(server, 'hema.host', 'employee', { manager: 'admin', password: 'Hema@1234', name: 'Hema Host' });
    await addAccount(server, 'omar.other', 'employee', { manager: 'admin', password: 'Omar@1234', name: 'Omar Other' });
    guard = await addAccount(server, 'guard', 'security', { manager: 'admin', password: 'Guard@123', name: 'Gopal Guard' });
  });
  afterAll(async () => {
    await tabs?.closeAll();
    await browser?.close();
    await server?.close();
    await smtp?.close();
  });

  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  /** This test's own visits (see freshVisits): Hema's, today at 10:00, unless said otherwise. */
  const visitsOfMyOwn = <L extends string>(wanted: Record<L, Partial<Omit<VisitFixture, 'name'>>>) =>
    freshVisits(server, { hostEmail: host.email, date: liveSiteToday() }, wanted);

  /**
   * The account's desk tab, shared by the file's journeys, counting its camera streams. Its init
   * script sees every page the journey opens (each journey goes to its own address first). (A badge
   * journey's print media ends with it: signedInTabs parks the tab with media emulation off.)
   */
  const deskPage = async (viewport: { width: number; height: number } = DESKTOP, account: Account = guard) => {
    const taken = await tabs.take(account, viewport);
    if (!tracked.has(taken.context)) {
      tracked.add(taken.context);
      await trackStreams(taken.context);
    }
    return taken;
  };

  it('should check a visitor in, photograph them, show the photo and check them out, and mail the host on arrival', async () => {
    const { tag, visit } = await visitsOfMyOwn({ 'Asha Arrives': { time: '10:00' }, 'Mira Missed': { date: addDays(liveSiteToday(), -1) } });
    const asha = visit['Asha Arrives'];
    const { page, errors } = await deskPage();
    // The list searched for this test's visits alone.
    await page.goto(`${server.baseUrl}/ApprovedVisitorDetails?q=${tag}`);
    await page.getByRole('tab', { name: 'Active Visitors', selected: true }).waitFor();
    const row = page.getByRole('row', { name: asha.name });
    await row.waitFor();
    expect(await page.getByRole('row', { name: visit['Mira Missed'].name }).count()).toBe(0); // yesterday's is history
    await row.getByText('Expected').waitFor();
    expect(await row.getByRole('button', { name: 'Out', exact: true }).isDisabled()).toBe(true);
    const badge = row.getByRole('link', { name: 'Print badge' });
    expect(await badge.getAttribute('href')).toBe(`/VisitorBadge?id=${asha.id}`);
    await checkAccessibility(page, 'View Visitor Details at the desk');

    // By keyboard (WCAG 2.4.3): a failed In gives the focus back to In, with the error in the alert region.
    const inButton = row.getByRole('button', { name: 'In', exact: true });
    const outButton = row.getByRole('button', { name: 'Out', exact: true });
    await page.route('**/visitorTimeIn', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
    await inButton.focus();
    await page.keyboard.press('Enter');
    await noticeShows(page, 'Failed to record Time In', 'error');
    await focusOn(page, inButton, '- button "In"');
    await page.unroute('**/visitorTimeIn');

    // In: the row changes from the answer, without reading the list again. The live update (ADR 12)
    // does read the list once the change comes back; that read is held until the row has changed.
    const heldReads: Route[] = [];
    const listRead = /\/api\/getApprovedVisitor/;
    await page.route(listRead, (route) => void heldReads.push(route));
    await page.keyboard.press('Enter');
    await noticeShows(page, 'Time In recorded successfully');
    await row.getByText(/^Checked in \d{2}:\d{2} [AP]M$/).waitFor();
    // The focus stays in the row, on Out (the desk's next step), and Tab goes on from there.
    await focusOn(page, outButton, '- button "Out"');
    await page.keyboard.press('Tab');
    await focusOn(page, row.getByRole('button', { name: 'Take Photo' }), '- button "Take Photo"');
    expect(await row.getByRole('button', { name: 'In', exact: true }).isDisabled()).toBe(true);
    expect(await row.getByRole('button', { name: 'Out', exact: true }).isEnabled()).toBe(true);
    await page.unroute(listRead);
    await releaseHeldRoutes(heldReads);

    // The host hears of the arrival (the e2e server's mail sender runs by itself).
    const mail = await smtp.waitFor((m) => recipientsOf(m).includes(host.email) && (m.subject ?? '').startsWith(`${asha.name} has arrived`), 20_000);
    expect(mail.subject).toMatch(new RegExp(`^${asha.name} has arrived \\(\\d{2}:\\d{2} [AP]M\\)$`));

    // Take Photo: the visitor goes along in the navigation state and the address.
    await row.getByRole('button', { name: 'Take Photo' }).click();
    await page.waitForURL(new RegExp(`/CapturePhoto\\?id=${asha.id}&name=${asha.name.replaceAll(' ', '\\+')}&date=\\d{2}-\\d{2}-\\d{4}&time=10%3A00\\+AM$`));
    const visitor = page.getByRole('region', { name: 'Visitor' });
    await visitor.getByText(asha.name).waitFor();
    await visitor.getByText('10:00 AM').waitFor();
    await visitor.getByText(asha.passCode).waitFor();
    expect(await page.getByRole('button', { name: 'Take Photo' }).isDisabled()).toBe(true);
    await checkAccessibility(page, 'Capture Photo');
    await page.getByRole('button', { name: 'Camera On' }).click();
    await page.getByRole('button', { name: 'Camera Off' }).waitFor();
    await page.waitForFunction(() => {
      const video = document.querySelector('video');
      return video !== null && video.readyState >= 2 && video.videoWidth > 0;
    });
    await page.getByRole('button', { name: 'Take Photo' }).click();
    await page.getByText('Photo captured successfully!').waitFor();
    const preview = page.getByRole('img', { name: 'Captured photo preview' });
    await page.waitForFunction((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0, await preview.elementHandle());
    expect(await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight, img.src.startsWith('blob:')])).toEqual([320, 240, true]);
    const upload = page.waitForResponse((response) => response.url().endsWith('/upload'));
    await page.getByRole('button', { name: 'Upload' }).click();
    const uploaded = await upload;
    expect(uploaded.status()).toBe(200);
    expect(uploaded.request().headers()['content-type']).toMatch(/^multipart\/form-data/);
    // Said once, by the panel's status beside the photo, not again by a notice.
    await page.getByRole('status').filter({ hasText: 'Upload successful!' }).waitFor();
    expect(await page.getByText('Upload successful!').count()).toBe(1);
    expect(await liveTracks(page)).toBe(0); // done with the camera after the upload
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await page.waitForURL(`${server.baseUrl}/ApprovedVisitorDetails?q=${tag}`);

    // View Photo: the latest photo, a 320×240 JPEG that really loaded.
    await row.getByRole('button', { name: 'View Photo' }).click();
    const photo = page.getByRole('dialog').getByRole('img', { name: `Photo of ${asha.name}` });
    await photo.waitFor();
    await page.waitForFunction((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0, await photo.elementHandle());
    await checkAccessibility(page, 'the photo dialog');
    expect(await photo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight, new URL(img.src).pathname.startsWith('/photos/')])).toEqual([320, 240, true]);
    await page.getByRole('button', { name: 'Close' }).click();

    // Out, by keyboard: the focus goes on to the row's next control.
    await outButton.focus();
    await page.keyboard.press('Enter');
    await noticeShows(page, 'Time Out recorded successfully');
    await row.getByText(/^Checked out \d{2}:\d{2} [AP]M$/).waitFor();
    await focusOn(page, row.getByRole('button', { name: 'Take Photo' }), '- button "Take Photo"');
    await page.keyboard.press('Tab');
    await focusOn(page, row.getByRole('button', { name: 'View Photo' }), '- button "View Photo"');
    expect(await row.getByRole('button', { name: 'Out', exact: true }).isDisabled()).toBe(true);
    expect(await row.getByRole('button', { name: 'In', exact: true }).isDisabled()).toBe(true);

    expect(await openedStreams(page)).toBeGreaterThan(0);
    expect(await liveTracks(page)).toBe(0);
    expect(errors.filter((message) => !/status of 503/.test(message))).toEqual([]);
  });

  it('should stop the camera when Capture Photo is left, and work after a reload from the address alone', async () => {
    const { visit } = await visitsOfMyOwn({ 'Ravi Scanned': { time: '11:00' } });
    const ravi = visit['Ravi Scanned'];
    const { page, errors } = await deskPage();
    await page.goto(`${server.baseUrl}/CapturePhoto?id=${ravi.id}`);
    // Only the id in the address: the rest comes from the server.
    await page.getByRole('region', { name: 'Visitor' }).getByText(ravi.name).waitFor();
    await page.getByRole('button', { name: 'Camera On' }).click();
    await page.getByRole('button', { name: 'Camera Off' }).waitFor();
    expect(await liveTracks(page)).toBe(1);
    await page.getByRole('button', { name: 'Camera Off' }).click();
    await page.getByRole('button', { name: 'Camera On' }).waitFor();
    expect(await liveTracks(page)).toBe(0);
    await page.getByRole('button', { name: 'Camera On' }).click();
    await page.getByRole('button', { name: 'Camera Off' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/CapturePhoto'));
    // The next page's code may still be loading while Capture Photo shows; the camera stops as it goes.
    await expect.poll(() => liveTracks(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  it('should show yesterday\'s visit without In or Out as missed in the history, with In disabled there', async () => {
    const { tag, visit } = await visitsOfMyOwn({
      'Asha Arrives': { time: '10:00', checkIn: minutesAgo(20), checkOut: minutesAgo(10) },
      'Ravi Scanned': { time: '11:00' },
      'Mira Missed': { date: addDays(liveSiteToday(), -1) },
    });
    const [asha, ravi] = [visit['Asha Arrives'].name, visit['Ravi Scanned'].name];
    const { page, errors } = await deskPage();
    // The list searched for this test's visits alone; the search stays through tabs, filters and sorting.
    await page.goto(`${server.baseUrl}/ApprovedVisitorDetails?q=${tag}`);
    await page.getByRole('row', { name: ravi }).waitFor();
    // The tabs by keyboard: one tab stop on the chosen tab; an arrow moves the focus, Enter chooses.
    const tabs = page.getByRole('tablist', { name: 'Which visitors' });
    expect(await tabs.getByRole('tab').evaluateAll((all) => all.map((tab) => tab.getAttribute('tabindex')))).toEqual(['0', '-1']);
    await tabs.getByRole('tab', { name: 'Active Visitors', selected: true }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Visitor History');
    expect(await tabs.getByRole('tab', { name: 'Active Visitors' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await tabs.getByRole('tab', { name: 'Visitor History', selected: true }).waitFor();
    await page.waitForURL(/view=history/);
    await page.getByRole('button', { name: 'History Filter: All' }).click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['All', 'Yesterday', 'Last Week', 'Current Month']);
    await page.getByRole('menuitem', { name: 'Yesterday' }).click();
    await page.waitForURL(/view=history&filter=yesterday/);
    const row = page.getByRole('row', { name: visit['Mira Missed'].name });
    await row.getByText('Missed', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: 'In', exact: true }).isDisabled()).toBe(true);
    expect(await row.getByRole('button', { name: 'Out', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('row', { name: asha }).count()).toBe(0);

    // The Active filters, and the search and sort the database does.
    await page.getByRole('tab', { name: 'Active Visitors' }).click();
    await page.getByRole('button', { name: 'Active Filter: All' }).click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual([
      'All',
      'Not Checked In',
      'Not Checked Out',
      'Checked In and Out',
      'Expected (Not Cancelled)',
      'Arrived',
      'Not Arrived, Past Their Time',
      // Security manages the watchlist: today's flagged visits (issue 13).
      'Flagged by the Watchlist',
    ]);
    await page.getByRole('menuitem', { name: 'Checked In and Out' }).click();
    await page.getByRole('row', { name: asha }).waitFor();
    await page.getByRole('row', { name: ravi }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Active Filter: Checked In and Out' }).click();
    await page.getByRole('menuitem', { name: 'All' }).click();
    await page.getByRole('row', { name: ravi }).waitFor();
    await page.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
    await page.waitForURL(/sort=name&order=asc/);
    await page.getByRole('columnheader', { name: 'Name' }).and(page.locator('[aria-sort="ascending"]')).waitFor();
    await page.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
    await page.waitForURL(/sort=name&order=desc/);
    await page.getByRole('columnheader', { name: 'Name' }).and(page.locator('[aria-sort="descending"]')).waitFor();
    // The search ignores case: this test's Ravi typed in small letters.
    await page.getByRole('searchbox', { name: 'Search' }).fill(ravi.toLowerCase());
    await page.waitForURL(new RegExp(`q=${ravi.toLowerCase().replaceAll(' ', '\\+')}`));
    await page.getByRole('row', { name: asha }).waitFor({ state: 'detached' });
    await page.getByRole('row', { name: ravi }).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill('nobody-like-this');
    await page.getByText('No records found.').waitFor();
    expect(errors).toEqual([]);
  });

  it('should give the host the View-only version with their own visitors', async () => {
    const { tag, visit } = await visitsOfMyOwn({
      'Asha Arrives': { time: '10:00' },
      'Ravi Scanned': { time: '11:00' },
      'Oscar Elsewhere': { time: '12:00', hostEmail: email('omar.other') },
    });
    const ravi = visit['Ravi Scanned'];
    const { page, errors } = await deskPage(DESKTOP, host);
    // Searched for this test's visits alone: Oscar's would show here if the list were not Hema's own.
    await page.goto(`${server.baseUrl}/VisitorDetails?q=${tag}`);
    const row = page.getByRole('row', { name: ravi.name });
    await row.waitFor();
    await page.getByRole('row', { name: visit['Asha Arrives'].name }).waitFor();
    expect(await page.getByRole('row', { name: visit['Oscar Elsewhere'].name }).count()).toBe(0);
    for (const name of ['In', 'Out', 'Take Photo', 'View Photo', 'Print badge', 'Scan pass']) expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    await checkAccessibility(page, 'Visitor Details for a host');
    // The same on the desk's address.
    await page.goto(`${server.baseUrl}/ApprovedVisitorDetails?q=${tag}`);
    await page.getByRole('row', { name: ravi.name }).waitFor();
    expect(await page.getByRole('button', { name: 'In', exact: true }).count()).toBe(0);
    await page.getByRole('row', { name: ravi.name }).getByRole('button', { name: 'View' }).click();
    await page.waitForURL(`${server.baseUrl}/VisitorDetailView?id=${ravi.id}`);
    expect(errors).toEqual([]);
  });

  it('should find a pass by its typed code in the scanner, check the visitor in there, and stop the camera on close', async () => {
    const { tag, visit } = await visitsOfMyOwn({ 'Ravi Scanned': { time: '11:00' } });
    const ravi = visit['Ravi Scanned'];
    const { page, errors } = await deskPage();
    await page.goto(`${server.baseUrl}/ApprovedVisitorDetails?q=${tag}`);
    const listRow = page.getByRole('row', { name: ravi.name });
    await listRow.getByText('Expected').waitFor();
    await page.getByRole('button', { name: 'Scan pass' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan pass' });
    await dialog.waitFor();
    // This browser's pages ask for less motion (support/browser.ts): the dialog opens without a fade.
    expect(await dialogTransitionSeconds(dialog)).toBe(0);
    // The webcam runs and frames are read (Chromium's fake camera shows no QR code).
    await page.waitForFunction(() => {
      const video = document.querySelector('video[aria-label="Camera preview for scanning"]');
      return video instanceof HTMLVideoElement && video.readyState >= 2 && video.currentTime > 0;
    });
    expect(await liveTracks(page)).toBe(1);
    await checkAccessibility(page, 'the pass scanner');

    await dialog.getByLabel('Pass code').fill('abc');
    await dialog.getByRole('button', { name: 'Find' }).click();
    await dialog.getByText('Please enter the 8-character pass code.').waitFor();
    await dialog.getByLabel('Pass code').fill('NOPE2345'); // never drawn: O is not in the pass-code alphabet
    await dialog.getByRole('button', { name: 'Find' }).click();
    await dialog.getByText('No visitor pass has this code.').waitFor();

    // Typed as people do: small letters, a dash in the middle (`scan-2345`).
    await dialog.getByLabel('Pass code').fill(`${ravi.passCode.slice(0, 4)}-${ravi.passCode.slice(4)}`.toLowerCase());
    await dialog.getByRole('button', { name: 'Find' }).click();
    const card = dialog.getByTestId('scanned-visit');
    await card.getByText(ravi.name).waitFor();
    await card.getByText('Hema Host').waitFor();
    await card.getByText('11:00 AM').waitFor();
    expect(await card.getByRole('button', { name: 'Out', exact: true }).isDisabled()).toBe(true);
    await card.getByRole('button', { name: 'In', exact: true }).click();
    await dialog.getByText('Time In recorded successfully').waitFor();
    await card.getByText(/^Checked in \d{2}:\d{2} [AP]M$/).waitFor();
    expect(await card.getByRole('button', { name: 'In', exact: true }).isDisabled()).toBe(true);
    expect(await card.getByRole('button', { name: 'Out', exact: true }).isEnabled()).toBe(true);

    await dialog.getByRole('button', { name: 'Close scanner' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await liveTracks(page)).toBe(0);
    // The list's row changed with it.
    await listRow.getByText(/^Checked in /).waitFor();
    expect(errors.filter((message) => !expected404(message))).toEqual([]);
  });

  it('should say so when the camera is refused, and still find a pass by its typed code', async () => {
    const { visit } = await visitsOfMyOwn({ 'Asha Arrives': { time: '10:00', checkIn: minutesAgo(20), checkOut: minutesAgo(10) } });
    const asha = visit['Asha Arrives'];
    // A context of its own: the refusal is an init script that every later page of the context would run.
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await trackStreams(context);
    await signInByApi(server, context, page, guard);
    await context.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await page.goto(`${server.baseUrl}/ApprovedVisitorDetails`);
    await page.getByRole('button', { name: 'Scan pass' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan pass' });
    await dialog.getByText(/The camera was refused\..*You can type the pass code below instead\./).waitFor();
    await dialog.getByLabel('Pass code').fill(asha.passCode);
    await dialog.getByRole('button', { name: 'Find' }).click();
    const card = dialog.getByTestId('scanned-visit');
    await card.getByText(asha.name).waitFor();
    await card.getByText(/^Checked out /).waitFor();
    expect(await card.getByRole('button', { name: 'In', exact: true }).isDisabled()).toBe(true);
    expect(await card.getByRole('button', { name: 'Out', exact: true }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('should say why a pass of another day cannot be checked in, and offer Show in list only where a list holds the visit', async () => {
    const [later, earlier] = [addDays(liveSiteToday(), 2), addDays(liveSiteToday(), -1)];
    const { visit } = await visitsOfMyOwn({ 'Faye Future': { date: later, time: '11:00' }, 'Mira Missed': { date: earlier, time: '11:00' } });
    const [faye, mira] = [visit['Faye Future'], visit['Mira Missed']];
    const { page, errors } = await deskPage();
    await page.goto(`${server.baseUrl}/ApprovedVisitorDetails`);
    await page.getByRole('button', { name: 'Scan pass' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan pass' });
    const card = dialog.getByTestId('scanned-visit');

    await dialog.getByLabel('Pass code').fill(faye.passCode);
    await dialog.getByRole('button', { name: 'Find' }).click();
    await card.getByText(faye.name).waitFor();
    await card.getByText(`This visit is on ${formatVisitDate(later)}, not today. Only visitors expected today can be checked in.`).waitFor();
    expect(await card.getByRole('button', { name: 'In', exact: true }).isDisabled()).toBe(true);
    // Active is today's visits and History the days before: no desk list holds a later day's visit.
    expect(await card.getByRole('button', { name: 'Show in list' }).count()).toBe(0);
    await checkAccessibility(page, 'the pass scanner with a pass of a later day');

    await dialog.getByRole('button', { name: 'Scan another pass' }).click();
    await dialog.getByLabel('Pass code').fill(mira.passCode);
    await dialog.getByRole('button', { name: 'Find' }).click();
    await card.getByText(mira.name).waitFor();
    await card.getByText('Missed', { exact: true }).waitFor();
    await card.getByText(`This visit is on ${formatVisitDate(earlier)}, not today. Only visitors expected today can be checked in.`).waitFor();
    await card.getByRole('button', { name: 'Show in list' }).click();
    await page.waitForURL(new RegExp(`view=history&q=${mira.passCode}$`));
    await page.getByRole('row', { name: mira.name }).getByText('Missed', { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('should list who is on site now, tick them off, and download them as CSV', async () => {
    const { visit } = await visitsOfMyOwn({
      'Ravi Scanned': { time: '11:00', checkIn: minutesAgo(15) },
      'Asha Arrives': { time: '10:00', checkIn: minutesAgo(20), checkOut: minutesAgo(10) },
      'Mira Missed': { date: addDays(liveSiteToday(), -1) },
    });
    const [ravi, asha, mira] = [visit['Ravi Scanned'].name, visit['Asha Arrives'].name, visit['Mira Missed'].name];
    const { page, context, errors } = await deskPage();
    await page.goto(`${server.baseUrl}/ApprovedVisitorDetails`);
    await page.getByRole('link', { name: 'On site now' }).click();
    await page.waitForURL(`${server.baseUrl}/OnSite`);
    const list = page.getByRole('list', { name: 'Visitors on site' });
    const person = list.getByRole('listitem', { name: ravi });
    await person.waitFor();
    // Other tests' visitors may be on site too: this test's Ravi is, its Asha is out and its Mira never came.
    for (const gone of [asha, mira]) expect(await list.getByRole('listitem', { name: gone }).count(), gone).toBe(0);
    const onSite = await list.getByRole('listitem').count();
    expect(await page.getByTestId('on-site-count').textContent()).toBe(String(onSite));
    await person.getByText('Hema Host').waitFor();
    await person.getByRole('checkbox', { name: `${ravi} accounted for` }).check();
    await page.getByText(`1 of ${onSite} accounted for`).waitFor();
    await checkAccessibility(page, 'On Site Now');

    const csvLink = page.getByRole('link', { name: 'Download CSV' });
    expect(await csvLink.getAttribute('href')).toBe('/api/on-site?format=csv');
    const csv = await context.request.get(`${server.baseUrl}/api/on-site?format=csv`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers()['content-disposition']).toMatch(/^attachment;/);
    const lines = (await csv.text()).trim().split('\n');
    expect(lines).toHaveLength(onSite + 1); // a heading, then one line a visitor on site
    expect(lines.filter((line) => line.startsWith(`${ravi},`))).toHaveLength(1);
    for (const gone of [asha, mira]) expect(lines.filter((line) => line.startsWith(`${gone},`)), gone).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('should leave the check-in notice behind on the list: none on the badge page, and never on paper (issue 28)', async () => {
    const { tag, visit } = await visitsOfMyOwn({ 'Bina Badge': { time: '10:15' } });
    const bina = visit['Bina Badge'];
    const { page, errors } = await deskPage();
    await page.goto(`${server.baseUrl}/ApprovedVisitorDetails?q=${tag}`);
    const row = page.getByRole('row', { name: bina.name });
    await row.getByRole('button', { name: 'In', exact: true }).click();
    await noticeShows(page, MESSAGES.time.inRecorded);
    const notices = page.getByTestId('notices');
    // A notice on screen is not on paper, whatever page prints.
    await page.emulateMedia({ media: 'print' });
    expect(await notices.getByText(MESSAGES.time.inRecorded).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    expect(await notices.getByText(MESSAGES.time.inRecorded).isVisible()).toBe(true);

    // Straight on to the badge while the notice still shows: it stays behind.
    await row.getByRole('link', { name: 'Print badge' }).click();
    await page.getByTestId('visitor-badge').waitFor();
    expect(await page.getByTestId('badge-name').textContent()).toBe(bina.name);
    expect(await notices.innerText()).toBe('');
    await page.emulateMedia({ media: 'print' });
    expect(await notices.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('should print a badge with the pass code as text and as a QR code, for the card printer or A4', async () => {
    const { visit } = await visitsOfMyOwn({ 'Ravi Scanned': { time: '11:00' } });
    const ravi = visit['Ravi Scanned'];
    const { page, errors } = await deskPage();
    await page.goto(`${server.baseUrl}/VisitorBadge?id=${ravi.id}`);
    const badge = page.getByTestId('visitor-badge');
    await badge.waitFor();
    expect(await page.getByTestId('badge-name').textContent()).toBe(ravi.name);
    expect(await page.getByTestId('badge-pass-code').textContent()).toBe(ravi.passCode);
    await badge.getByText('Hema Host').waitFor();
    const qr = page.getByRole('img', { name: `QR code of pass ${ravi.passCode}` });
    await qr.waitFor();
    const src = (await qr.getAttribute('src')) ?? '';
    expect(src).toMatch(/^data:image\/png;base64,/);
    expect(decodeQrPng(Buffer.from(src.split(',')[1]!, 'base64'))).toBe(`VMS:${ravi.passCode}`);
    await checkAccessibility(page, 'the visitor badge');

    // On paper: one card of 54×86 mm, without the header, Back or buttons.
    expect(await badge.getAttribute('data-layout')).toBe('cr80');
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    const cardPdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
    expect(cardPdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    const [, width, height] = /\/MediaBox\s*\[0 0 ([\d.]+) ([\d.]+)\]/.exec(cardPdf) ?? [];
    expect(Math.round((Number(width) / 72) * 25.4)).toBe(54);
    expect(Math.round((Number(height) / 72) * 25.4)).toBe(86);
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('group', { name: 'Badge layout' }).getByRole('button', { name: 'A4 sheet' }).click();
    expect(await badge.getAttribute('data-layout')).toBe('a4');
    await page.emulateMedia({ media: 'print' });
    const a4Pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
    expect(a4Pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    const [, a4Width, a4Height] = /\/MediaBox\s*\[0 0 ([\d.]+) ([\d.]+)\]/.exec(a4Pdf) ?? [];
    expect([Math.round((Number(a4Width) / 72) * 25.4), Math.round((Number(a4Height) / 72) * 25.4)]).toEqual([210, 297]);
    expect(errors).toEqual([]);
  });

  it('should fit a phone: the desk as cards, Capture Photo and the roll call without sideways scrolling', async () => {
    const { tag, visit } = await visitsOfMyOwn({ 'Ravi Scanned': { time: '11:00' } });
    const ravi = visit['Ravi Scanned'];
    const { page, errors } = await deskPage(PHONE);
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await page.goto(`${server.baseUrl}/ApprovedVisitorDetails?q=${tag}`);
    const card = page.getByRole('listitem', { name: ravi.name });
    await card.waitFor();
    await card.getByRole('button', { name: 'Out', exact: true }).waitFor();
    await card.getByRole('button', { name: 'Take Photo' }).waitFor();
    expect(await fits()).toBe(true);
    await checkAccessibility(page, 'View Visitor Details on a phone');
    await page.goto(`${server.baseUrl}/CapturePhoto?id=${ravi.id}`);
    await page.getByRole('button', { name: 'Camera On' }).waitFor();
    expect(await fits()).toBe(true);
    await checkAccessibility(page, 'Capture Photo on a phone');
    await page.goto(`${server.baseUrl}/OnSite`);
    await page.getByTestId('on-site-count').waitFor();
    expect(await fits()).toBe(true);
    await checkAccessibility(page, 'On Site Now on a phone');
    await page.goto(`${server.baseUrl}/VisitorBadge?id=${ravi.id}`);
    await page.getByRole('img', { name: `QR code of pass ${ravi.passCode}` }).waitFor();
    expect(await fits()).toBe(true);
    await checkAccessibility(page, 'the visitor badge on a phone');
    expect(errors).toEqual([]);
  });

  it('should fit the desk table on a 1280-pixel screen, and switch to cards on a narrower one', async () => {
    // A checked-out visit carries the widest status ("Checked out 10:50 AM").
    const { tag, visit } = await visitsOfMyOwn({ 'Ravi Scanned': { time: '11:00' }, 'Asha Arrives': { time: '10:00', checkIn: minutesAgo(20), checkOut: minutesAgo(10) } });
    const ravi = visit['Ravi Scanned'];
    const { page, errors } = await deskPage({ width: 1280, height: 800 });
    await page.goto(`${server.baseUrl}/ApprovedVisitorDetails?q=${tag}`);
    const table = page.getByRole('table', { name: 'Active visitors' });
    await table.getByRole('row', { name: ravi.name }).waitFor();
    await table.getByRole('row', { name: visit['Asha Arrives'].name }).waitFor();
    // The table's own scroller has nothing to scroll, and every row's last button (Print badge) lies inside its visible box.
    expect(await table.evaluate((element) => element.parentElement!.scrollWidth <= element.parentElement!.clientWidth)).toBe(true);
    const outside = await table.evaluate((element) => {
      const box = element.parentElement!.getBoundingClientRect();
      return [...element.querySelectorAll('tbody tr td:last-child :is(button, a)')].filter((button) => {
        const rect = button.getBoundingClientRect();
        return rect.left < box.left || rect.right > box.right;
      }).length;
    });
    expect(outside).toBe(0);
    expect(await table.getByRole('link', { name: 'Print badge' }).count()).toBe(2);
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.getByRole('listitem', { name: ravi.name }).waitFor();
    expect(await page.getByRole('table', { name: 'Active visitors' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('should keep the badge and roll call to the desk', async () => {
    const { visit } = await visitsOfMyOwn({ 'Ravi Scanned': { time: '11:00' } });
    const { page } = await deskPage(DESKTOP, host);
    for (const path of ['/OnSite', `/VisitorBadge?id=${visit['Ravi Scanned'].id}`]) {
      await page.goto(`${server.baseUrl}${path}`);
      await page.getByTestId('no-permission').waitFor();
    }
  });
});

describe.skipIf(!browserAvailable())('QR check-in through the webcam (Chromium\'s camera showing a pass)', () => {
  let smtp: SmtpSink;
  let server: E2eServer;
  let browser: Browser;
  let folder: string;
  let video: string;
  let host: Account;
  let guard: Account;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startE2eServer({ smtp });
    await addAccount(server, 'admin', 'admin');
    host = await addAccount(server, 'hema.host', 'employee', { manager: 'admin', password: 'Hema@1234', name: 'Hema Host' });
    guard = await addAccount(server, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    // The camera's picture: each test holds up its own pass (writes this file) before it opens the camera.
    folder = await mkdtemp(join(tmpdir(), 'vms-qr-camera-'));
    video = join(folder, 'pass.y4m');
    await writeFile(video, qrCameraFrame(null));
    browser = await launchBrowser([`--use-file-for-fake-video-capture=${video}`]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await smtp?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('should read the pass from the camera and check the visitor in from the scanner', async () => {
    const { visit } = await freshVisits(server, { hostEmail: host.email, date: liveSiteToday() }, { 'Quentin Camera': { time: '09:30' } });
    const quentin = visit['Quentin Camera'];
    await writeFile(video, qrCameraFrame(passQrPayload(quentin.passCode)));
    const { page, context, errors } = await openPage(browser);
    await trackStreams(context);
    await signInByApi(server, context, page, guard);
    await page.goto(`${server.baseUrl}/ApprovedVisitorDetails?q=${encodeURIComponent(quentin.name)}`);
    await page.getByRole('row', { name: quentin.name }).waitFor();
    await page.getByRole('button', { name: 'Scan pass' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan pass' });
    const card = dialog.getByTestId('scanned-visit');
    await card.getByText(quentin.name).waitFor({ timeout: 20_000 });
    await card.getByText(quentin.passCode).waitFor();
    // Found: the camera is off until "Scan another pass".
    await expect.poll(() => liveTracks(page)).toBe(0);
    await card.getByRole('button', { name: 'In', exact: true }).click();
    await dialog.getByText('Time In recorded successfully').waitFor();
    await card.getByText(/^Checked in /).waitFor();
    await dialog.getByRole('button', { name: 'Show in list' }).click();
    await page.waitForURL(new RegExp(`q=${quentin.passCode}`));
    await page.getByRole('row', { name: quentin.name }).getByText(/^Checked in /).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
