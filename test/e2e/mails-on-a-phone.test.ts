import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../../src/platform/ports/outbox.ts';
import { QrcodePngRenderer } from '../../src/visits/adapters/qrcode-png-renderer.ts';
import { hostVisitCancelledMail, visitCancelledMail } from '../../src/notifications/application/mail/cancellation-mail.ts';
import { approvedMails, passLinkMails, qrPayload } from '../../src/notifications/application/mail/visit-mails.ts';
import { browserAvailable, launchBrowser } from '../support/browser.ts';
import { sampleVisitRecord } from '../support/sample-visit-record.ts';

/** A common phone's screen (iPhone 12 to 15): the width the mails must fit without sideways scrolling. */
const PHONE_390 = { width: 390, height: 844 } as const;

/** Long e-mails, to see them wrap; an approved visit without an address or Aadhaar. */
const visit = sampleVisitRecord({
  email: 'arjun.mehta@precision-supplier-components.test',
  host: { email: 'priya.sharma@visitor-desk-example.com', name: 'Priya Sharma', empId: 'E1001' },
  ppeOptions: { helmet: true, goggles: true, earPlug: false, safetyShoes: true },
  address: null,
  idKind: null,
  idMasked: null,
  approveStatus: 'Approved',
});

/** The mail's HTML as a mail app shows it: its inline pictures (cid:) in place. */
const asDisplayed = (mail: OutgoingMail): string =>
  (mail.html ?? '').replace(/src="cid:([^"]+)"/g, (whole, cid: string) => {
    const part = mail.attachments?.find((one) => one.cid === cid);
    return part && 'contentBase64' in part && part.contentBase64 ? `src="data:${part.contentType};base64,${part.contentBase64}"` : whole;
  });

/**
 * The mails' HTML in Chromium on a 390 px phone: everything fits the screen (no sideways scrolling),
 * the QR pass included. Mail apps show a mail's HTML in a view as wide as the screen, as here.
 */
describe.skipIf(!browserAvailable())('the mails on a phone (Chromium, 390 px)', () => {
  let browser: Browser;
  let qrPng: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    qrPng = (await new QrcodePngRenderer().png(qrPayload(visit.passCode))).toString('base64');
  });
  afterAll(async () => {
    await browser?.close();
  });

  const cases = (): [string, OutgoingMail][] => {
    const [approvedToVisitor] = approvedMails(visit, qrPng, new Date('2026-11-20T12:00:00.000Z'), '0427');
    const [linkToVisitor] = passLinkMails(visit, 'https://vms.example.com/VisitordetailForm?token=eyJhbGciOiJIUzI1NiJ9.eyJ2aXNpdCI6NDJ9.c2lnbmF0dXJl');
    return [
      ['pass-approved', approvedToVisitor!],
      ['details-link', linkToVisitor!],
      ['visit-cancelled', visitCancelledMail(visit, new Date('2026-11-20T13:00:00.000Z'))!],
      ['host-visit-cancelled', hostVisitCancelledMail(visit, new Date('2026-11-20T13:00:00.000Z'))!],
    ];
  };

  it('should fit every mail to the screen, with no sideways scrolling', async () => {
    // Not a mobile context: without a viewport tag, mobile Chromium would lay the page out 980 px wide
    // and hide the overflow; a mail app's view is as wide as the screen.
    const context = await browser.newContext({ viewport: PHONE_390 });
    const page = await context.newPage();
    for (const [name, mail] of cases()) {
      await page.setContent(asDisplayed(mail), { waitUntil: 'load' });
      if (process.env['VMS_MAIL_SHOTS']) await page.screenshot({ path: `${process.env['VMS_MAIL_SHOTS']}/${name}.png`, fullPage: true });
      const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
      expect.soft(widths.scroll, `the ${name} mail's width at ${PHONE_390.width} px`).toBeLessThanOrEqual(widths.inner);
    }
    // The pass's QR code is shown whole.
    await page.setContent(asDisplayed(cases()[0]![1]), { waitUntil: 'load' });
    const qr = await page.locator('img[alt="Pass K7QW2M9D"]').boundingBox();
    expect(qr && qr.x >= 0 && qr.x + qr.width <= PHONE_390.width && qr.width > 100).toBe(true);
    await context.close();
  });
});
