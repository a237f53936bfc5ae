import { PDFDocument } from 'pdf-lib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatVisitDate } from '#contract/visit-time.ts';
import { checkAccessibility } from '../support/axe.ts';
import { browserAvailable, launchBrowser, openPage, PHONE } from '../support/browser.ts';
import { journeyServer, type JourneyServer } from '../support/journey-server.ts';
import { liveSiteToday } from '../support/live-site.ts';
import { addAccount, signedIn } from '../support/identity-flows.ts';
import { TestClient } from '../support/test-client.ts';
import { createPass, detailsPayload, linkFromMail } from '../support/visit-flows.ts';

const bytesOf = async (stream: NodeJS.ReadableStream): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

/**
 * The visitor's rights (issue 31, docs/product/privacy.md PRIV-RIGHTS) on a phone: the visitor who
 * filled in their details from the e-mailed link later opens "See my data" from that mail, sees
 * their visit with the ID masked as stored, and downloads their data as a PDF.
 */
describe.skipIf(!browserAvailable())('a visitor later downloads their data from the link in a mail (Chromium, phone)', () => {
  let server: JourneyServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await journeyServer();
    await addAccount(server, 'yd.admin', 'admin', { password: 'Admin@1234' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("should open the visitor's data from the mail's link and download it as a PDF", async () => {
    const host = await addAccount(server, 'yd.host', 'employee', { manager: 'yd.admin', password: 'Host@12345', name: 'Priya Sharma' });
    const visitorEmail = 'meera.data@yd.visitor.test';
    const date = formatVisitDate(addDays(liveSiteToday(), 1));
    const created = await createPass(server, await signedIn(server, host), { name: 'Meera Nair', date, time: '11:30 AM', visitorEmail });
    expect(created.status).toBe(201);
    const { mail, token } = await linkFromMail(server.smtp, visitorEmail);
    const details = await new TestClient(server).post('/api/visitorDetails', { encryptedData: server.envelope.encrypt(detailsPayload({ name: 'Meera Nair', dateOfVisit: date, timeOfVisit: '11:30 AM' })), token });
    expect(details.status).toBe(200);
    const link = /(https?:\/\/\S+\/YourData\?token=\S+)/.exec(mail.text ?? '')![1]!;

    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto(link);
    const visit = page.getByRole('region', { name: /^Visit on .* at / });
    await visit.waitFor();
    await visit.getByText('Meera Nair').waitFor();
    await visit.getByText('XXXX XXXX 2346').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await checkAccessibility(page, "the visitor's data on a phone");

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^your-data-[0-9a-f]{12}\.pdf$/);
    const pdf = await PDFDocument.load(await bytesOf(await download.createReadStream()));
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toMatch(/^Your data held by Visitor Desk \(reference [0-9A-F]{12}\)$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
