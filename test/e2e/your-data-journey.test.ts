import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import type { Browser, Download } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { YourDataAnswer } from '#contract/api/rights-answers.ts';
import { DOCUMENT_NOTES } from '#contract/document-messages.ts';
import { addDays, formatVisitDate } from '#contract/visit-time.ts';
import { checkAccessibility } from '../support/axe.ts';
import { browserAvailable, launchBrowser, openPage, PHONE } from '../support/browser.ts';
import { journeyServer, type JourneyServer } from '../support/journey-server.ts';
import { liveSiteToday, liveSiteZone } from '../support/live-site.ts';
import { addAccount, signedIn } from '../support/identity-flows.ts';
import { pdfLines } from '../support/pdf-text.ts';
import { recipientsOf } from '../support/smtp-sink.ts';
import { TestClient } from '../support/test-client.ts';
import { queryRows } from '../support/test-database.ts';
import { createPass, detailsPayload, linkFromMail } from '../support/visit-flows.ts';
import { fillAndSubmitDetailsForm, signSiteDocuments } from './details-form-helpers.ts';
import { agreeToPrivacyNotice } from './privacy-notice-helpers.ts';

const bytesOf = async (stream: NodeJS.ReadableStream): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};
const downloaded = async (download: Download): Promise<Buffer> => bytesOf(await download.createReadStream());

/** The phone of the journey: 390 × 844 with touch (openPage gives a narrow viewport touch). */
const PHONE_390 = { width: 390, height: 844 } as const;

/**
 * The visitor's rights (issue 31, docs/product/privacy.md PRIV-RIGHTS) on a phone: the visitor who
 * filled in their details from the e-mailed link later opens "See my data" from that mail, sees
 * their visit with the ID masked as stored, and downloads their data as a PDF.
 */
describe.skipIf(!browserAvailable())('a visitor later downloads their data from the link in a mail (Chromium, phone)', () => {
  let server: JourneyServer;
  let browser: Browser;
  let admin: { email: string; password: string };

  beforeAll(async () => {
    server = await journeyServer();
    admin = await addAccount(server, 'yd.admin', 'admin', { password: 'Admin@1234' });
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

  it('should let a visitor read the notice in Hindi, consent, sign the NDA on a phone, get the signed copy, and later download it all', async () => {
    // A site of this journey's own, so its NDA asks no other journey on the shared server to sign.
    const [site] = await queryRows<{ id: number }>(
      server.database.url,
      `insert into site (name, address, time_zone, personal_data_days, photo_days, audit_log_days, processing_log_days, close_stale_visits, kiosk_requires_pin, created_at, updated_at)
       values ('पुणे संयंत्र', null, $1, 180, 180, 365, 365, false, false, now(), now()) returning id`,
      [liveSiteZone()],
    );
    const title = 'गोपनीयता समझौता (NDA)';
    const text = 'इस क्षेत्र में आप जो कुछ देखें, उसे गोपनीय रखें। हस्ताक्षर करके आप इन शर्तों से सहमत होते हैं।';
    const adminClient = await signedIn(server, admin);
    const added = await adminClient.post<{ document: { id: number } }>('/api/site-documents', { encryptedData: server.envelope.encrypt({ siteId: site!.id, title, kind: 'nda' }) });
    expect(added.status).toBe(201);
    const published = await adminClient.post('/api/site-document-versions', { encryptedData: server.envelope.encrypt({ documentId: added.body.document.id, text }) });
    expect(published.status).toBe(201);
    const hash = createHash('sha256').update(text).digest('hex');

    const host = await addAccount(server, 'yd.nda.host', 'employee', { manager: 'yd.admin', password: 'Host@12345', name: 'Priya Sharma' });
    const visitorEmail = 'ananya.sharma@yd.visitor.test';
    const created = await createPass(server, await signedIn(server, host), {
      name: 'Ananya Sharma',
      phoneNumber: '9812300031',
      date: formatVisitDate(addDays(liveSiteToday(), 1)),
      time: '11:30 AM',
      visitorEmail,
      siteId: site!.id,
    });
    expect(created.status).toBe(201);
    const { mail, url } = await linkFromMail(server.smtp, visitorEmail);

    // On the phone: the notice in Hindi, agreed to.
    const { page, context, errors } = await openPage(browser, PHONE_390);
    await page.goto(url.toString());
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByRole('region', { name: 'Privacy notice' }).getByRole('heading', { name: /की गोपनीयता सूचना$/ }).waitFor();
    await agreeToPrivacyNotice(page, 'सहमत हूँ, आगे बढ़ें');

    // The NDA, in Hindi, signed with the typed name; no sideways scrolling.
    const nda = page.getByRole('region', { name: title });
    await nda.getByText(text).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await checkAccessibility(page, 'the NDA to sign in Hindi on a phone');
    await signSiteDocuments(page, 'Ananya Sharma');
    await fillAndSubmitDetailsForm(page, { comingFrom: 'Pune', address: '12 MG Road, Shivaji Nagar, Pune', purpose: 'Supplier audit' });
    await page.waitForURL(`${server.baseUrl}/VisitorSubmission`);

    // The signed copy by mail: the Hindi words read back from its PDF, with the version and its hash.
    const signedMail = await server.smtp.waitFor((m) => recipientsOf(m).includes(visitorEmail) && m.subject === DOCUMENT_NOTES.signedMailSubject.replace('{title}', title));
    const copy = signedMail.attachments.find((one) => one.contentType === 'application/pdf')!.content;
    expect((await PDFDocument.load(copy)).getKeywords()).toBe(`document:${added.body.document.id} version:1 sha256:${hash}`);
    const copyLines = (await pdfLines(copy)).map((line) => line.actual);
    expect(copyLines).toEqual(expect.arrayContaining([`${title} (version 1)`, 'पुणे संयंत्र', 'Signed by: Ananya Sharma']));
    expect(copyLines.join(' ')).toContain(text);

    // Later, from the link in a mail: the data page, then the JSON and the PDF downloads.
    const rightsLink = /(https?:\/\/\S+\/YourData\?token=\S+)/.exec(mail.text ?? '')![1]!;
    await page.goto(rightsLink);
    await page.getByRole('region', { name: /^Visit on .* at पुणे संयंत्र$/ }).getByText('Ananya Sharma').waitFor();
    await page.getByRole('region', { name: 'Documents you signed' }).getByText(`${title}, version 1: signed as Ananya Sharma`, { exact: false }).waitFor();
    const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download JSON' }).click()]);
    const data = JSON.parse((await downloaded(json)).toString('utf8')) as YourDataAnswer;
    expect(data.visits.map((visit) => [visit.visitId, visit.site, visit.details.name])).toEqual([[created.body.id, 'पुणे संयंत्र', 'Ananya Sharma']]);
    expect(data.consents).toMatchObject([{ visitId: created.body.id, language: 'hi', channel: 'link' }]);
    expect(data.signatures).toMatchObject([{ visitId: created.body.id, document: title, version: 1, hash, typedName: 'Ananya Sharma', channel: 'link' }]);
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    const lines = (await pdfLines(await downloaded(pdf))).map((line) => line.actual).join(' ');
    expect(lines).toContain(`Visit ${created.body.id}: `);
    expect(lines).toContain('Name: Ananya Sharma');
    expect(lines).toContain(`${title}, version 1, signed as "Ananya Sharma"`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
