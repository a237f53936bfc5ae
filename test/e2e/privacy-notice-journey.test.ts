import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatVisitDate } from '#contract/visit-time.ts';
import { checkAccessibility } from '../support/axe.ts';
import { browserAvailable, launchBrowser, openPage, PHONE } from '../support/browser.ts';
import { journeyServer, type JourneyServer } from '../support/journey-server.ts';
import { liveSiteToday, liveSiteZone } from '../support/live-site.ts';
import { addAccount, email, signedIn } from '../support/identity-flows.ts';
import { queryRows } from '../support/test-database.ts';
import { createPass, linkFromMail } from '../support/visit-flows.ts';

/**
 * The privacy notice before the details form (issue 31, docs/product/privacy.md PRIV-NOTICE), on a
 * phone: the visitor reads it in Hindi, agrees to the visit's purpose only, signs the site's NDA with
 * a typed name and a signature drawn by touch (ADR 57), fills in the form, which has no terms box
 * (the NDA is the site's terms), and submits it; the consent kept names the Hindi notice they read.
 * The visit is at a site of its own: the journey server is shared, and its first site has no documents.
 */
describe.skipIf(!browserAvailable())('a visitor reads the privacy notice in Hindi and consents (Chromium, phone)', () => {
  let server: JourneyServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await journeyServer();
    await addAccount(server, 'pn.admin', 'admin', { password: 'Admin@1234' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('should show the notice first, in the language chosen, and send the consent with the details', async () => {
    const host = await addAccount(server, 'pn.host', 'employee', { manager: 'pn.admin', password: 'Host@12345', name: 'Priya Sharma' });
    const [{ id: siteId }] = (await queryRows<{ id: number }>(
      server.database.url,
      `insert into site (name, address, time_zone, personal_data_days, photo_days, audit_log_days, processing_log_days, close_stale_visits, kiosk_requires_pin, created_at, updated_at)
       values ('Notice Plant', null, $1, 180, 180, 365, 365, false, false, now(), now()) returning id`,
      [liveSiteZone()],
    )) as [{ id: number }];
    const admin = await signedIn(server, { email: email('pn.admin'), password: 'Admin@1234' });
    const sealed = (payload: unknown) => ({ encryptedData: server.envelope.encrypt(payload) });
    const added = await admin.post<{ document: { id: number } }>('/api/site-documents', sealed({ siteId, title: 'Non-disclosure agreement', kind: 'nda', drawnSignature: true }));
    expect(added.status).toBe(201);
    expect((await admin.post('/api/site-document-versions', sealed({ documentId: added.body.document.id, text: 'Keep what you see at the plant to yourself.' }))).status).toBe(201);
    const visitorEmail = 'meera.notice@pn.visitor.test';
    const created = await createPass(server, await signedIn(server, host), { name: 'Meera Nair', date: formatVisitDate(addDays(liveSiteToday(), 1)), time: '11:30 AM', visitorEmail, siteId });
    expect(created.status).toBe(201);
    const { url } = await linkFromMail(server.smtp, visitorEmail);

    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto(url.toString());
    // The notice comes first: the form asks for nothing yet.
    const notice = page.getByRole('region', { name: 'Privacy notice' });
    await notice.getByRole('heading', { name: /Privacy notice of/ }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Address' }).count()).toBe(0);

    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await notice.getByRole('heading', { name: /की गोपनीयता सूचना$/ }).waitFor();
    expect(await page.getByRole('button', { name: 'हिन्दी' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await checkAccessibility(page, 'the privacy notice in Hindi on a phone');

    // Agreeing without the visit's purpose is refused in the shared rule's words; the photo's box stays unticked.
    const agree = page.getByRole('button', { name: 'सहमत हूँ, आगे बढ़ें' });
    await agree.click();
    await page.getByRole('alert').getByText('Please read the privacy notice and agree to the use of your details for this visit.').waitFor();
    const boxes = notice.getByRole('checkbox');
    expect(await boxes.count()).toBe(2);
    await boxes.first().check();
    expect(await boxes.nth(1).isChecked()).toBe(false);
    await agree.click();

    // The site's NDA: the typed name signs; a signature drawn with a finger goes with it.
    const nda = page.getByRole('region', { name: 'Non-disclosure agreement' });
    await nda.getByText('Keep what you see at the plant to yourself.').waitFor();
    await nda.getByRole('textbox', { name: /Type your full name to sign/ }).fill('Meera Nair');
    const pad = nda.getByRole('img', { name: 'Draw your signature for Non-disclosure agreement (optional)' });
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    const touch = await context.newCDPSession(page);
    const point = (step: number) => ({ x: box.x + box.width * (0.1 + step * 0.08), y: box.y + box.height * (0.5 + (step % 2 ? 0.2 : -0.2)) });
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point(0)] });
    for (let step = 1; step <= 10; step += 1) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point(step)] });
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await nda.getByRole('img', { name: 'Draw your signature for Non-disclosure agreement (optional), drawn' }).waitFor();
    // The finger drew on the pad and did not scroll the page.
    expect(await pad.evaluate((canvas: HTMLCanvasElement) => canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data.some((value, index) => index % 4 === 3 && value > 0))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await checkAccessibility(page, 'the signing step with a signature pad on a phone');
    await page.getByRole('button', { name: 'Sign and continue' }).click();

    // The details form, then Verify and Submit: no terms box, the NDA signed is the acceptance.
    await page.getByRole('textbox', { name: 'Address' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).count()).toBe(0);
    await page.getByRole('radio', { name: /^Visiting Office(?! &)/ }).check();
    await page.getByRole('radio', { name: 'WEN HV' }).check();
    await page.getByLabel('Coming From').pressSequentially('Pune');
    await page.getByLabel('Address').pressSequentially('12 MG Road, Shivaji Nagar, Pune');
    await page.getByLabel('Purpose of Visit').pressSequentially('Supplier audit');
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Verify' }).click();
    const dialog = page.getByRole('dialog', { name: 'Please verify your details' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(`${server.baseUrl}/VisitorSubmission`);
    await page.getByRole('heading', { name: 'Details form submitted successfully' }).waitFor();

    // The evidence names the Hindi notice they read and the visit's purpose only.
    const rows = await queryRows<{ notice_version: number; notice_language: string; channel: string; purposes: string[] }>(
      server.database.url,
      'select notice_version, notice_language, channel, purposes from consent_record where visit_id = $1',
      [created.body.id],
    );
    expect(rows).toEqual([{ notice_version: 1, notice_language: 'hi', channel: 'link', purposes: ['visit_processing'] }]);
    const signatures = await queryRows<{ typed_name: string; drawn: boolean }>(server.database.url, 'select typed_name, drawing_storage_key is not null as drawn from document_signature where visit_id = $1', [created.body.id]);
    expect(signatures).toEqual([{ typed_name: 'Meera Nair', drawn: true }]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
