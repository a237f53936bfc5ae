import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsToSignAnswerSchema, siteDocumentChangedAnswerSchema, visitSignaturesAnswerSchema } from '#contract/api/document-answers.ts';
import { kioskVisitSchema } from '#contract/api/kiosk-answers.ts';
import { DOCUMENT_MESSAGES, DOCUMENT_NOTES } from '#contract/document-messages.ts';
import { MESSAGES } from '#contract/messages.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { startKiosk } from '../../support/kiosk-flows.ts';
import { recipientsOf, startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { queryRows } from '../../support/test-database.ts';
import { approveVisitor, createPass, linkFromMail, submitDetails } from '../../support/visit-flows.ts';

const sha256 = (bytes: string | Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

interface Answer {
  readonly code?: string;
  readonly errmessage?: string;
  readonly details?: string;
}

/**
 * Site documents on PostgreSQL (issue 31, docs/product/privacy.md PRIV-DOCS): publishing versions
 * over HTTP with its authorisation, a version that cannot change, a details form refused without
 * its signature and nothing kept, the signed copy mailed (a real SMTP sink) and parsed back with
 * pdf-lib, and at the kiosk a returning visitor asked again only after a new version.
 */
describe('site documents with versions and signatures (issue 31)', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let admin: TestClient;
  let host: TestClient;
  let guard: TestClient;
  let tablet: TestClient;
  let documentId: number;
  const query = <Row extends Record<string, unknown>>(text: string, values: unknown[] = []) => queryRows<Row>(t.database.url, text, values);
  const enveloped = (client: TestClient, path: string, payload: unknown) => client.post<Answer & Record<string, unknown>>(path, { encryptedData: t.envelope.encrypt(payload) });
  const publish = (client: TestClient, id: number, payload: object) => enveloped(client, '/api/site-document-versions', { documentId: id, ...payload });

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ smtp });
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'host', 'manager', { manager: 'admin', password: 'Host@1234', name: 'Priya Sharma' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    admin = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
    host = await signedIn(t, { email: email('host'), password: 'Host@1234' });
    guard = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    await addAccount(t, 'gate', 'security', { manager: 'admin', password: 'Gate@1234' });
    tablet = (await startKiosk(t, { email: email('gate'), password: 'Gate@1234' }, 'Reception, Gate 1')).tablet;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  let phoneCounter = 0;
  let mailCounter = 0;
  /** A visit today for `phone`, its details-form link, from the real mail. */
  const newVisit = async (phone: string, name = 'Meera K Nair') => {
    const visitorEmail = `signer${++mailCounter}@guest.test`;
    const created = await createPass(t, host, { name, phoneNumber: phone, visitorEmail, date: '20-11-2026', time: '04:30 PM' });
    expect(created.status).toBe(201);
    await t.deliverMail();
    const { token } = await linkFromMail(smtp, visitorEmail);
    return { id: created.body.id, token, visitorEmail };
  };
  const detailsOf = (phone: string, name: string, signatures: unknown[]) => ({ name, mobileNo: phone, dateOfVisit: '20-11-2026', timeOfVisit: '04:30 PM', signatures });
  const toSign = async (token: string, phone: string) => documentsToSignAnswerSchema.parse((await new TestClient(t).get(`/api/site-documents/to-sign?token=${encodeURIComponent(token)}&phone=${phone}`)).body).documents;

  it('should let an admin add a document and publish numbered versions, refuse security and hosts, and refuse a file that is not a PDF, keeping nothing', async () => {
    const added = await enveloped(admin, '/api/site-documents', { siteId: 1, title: 'Non-disclosure agreement', kind: 'nda' });
    expect(added.status).toBe(201);
    documentId = siteDocumentChangedAnswerSchema.parse(added.body).document.id;
    const first = await publish(admin, documentId, { text: 'Keep what you see at the plant to yourself.' });
    expect(first.status).toBe(201);
    expect(siteDocumentChangedAnswerSchema.parse(first.body).document.current).toMatchObject({ version: 1, format: 'text', hash: sha256('Keep what you see at the plant to yourself.') });

    for (const client of [guard, host]) {
      expect(await enveloped(client, '/api/site-documents', { siteId: 1, title: 'Another', kind: 'other' })).toMatchObject({ status: 403, body: { code: 'http.forbidden' } });
      expect(await publish(client, documentId, { text: 'Changed words.' })).toMatchObject({ status: 403, body: { code: 'http.forbidden' } });
    }
    const notPdf = await publish(admin, documentId, { pdf: Buffer.from('%PDF-1.7\nthis is not a PDF at all').toString('base64') });
    expect(notPdf).toMatchObject({ status: 400, body: { code: 'document.pdf_invalid', errmessage: DOCUMENT_MESSAGES.pdfInvalid } });
    const tooLarge = await publish(admin, documentId, { pdf: Buffer.alloc(1024 * 1024 + 10).toString('base64') });
    expect(tooLarge).toMatchObject({ status: 413, body: { code: 'document.pdf_too_large', errmessage: DOCUMENT_MESSAGES.pdfTooLarge } });
    const farTooLarge = await publish(admin, documentId, { pdf: Buffer.alloc(2 * 1024 * 1024).toString('base64') });
    expect(farTooLarge).toMatchObject({ status: 413, body: { code: 'document.pdf_too_large', errmessage: DOCUMENT_MESSAGES.pdfTooLarge } });
    expect(await query('select version from site_document_version where document_id = $1', [documentId])).toEqual([{ version: 1 }]);
    expect(await query("select count(*)::int as n from stored_file where key like 'documents/%'")).toEqual([{ n: 0 }]);
    // Immutable in the database itself, whoever asks.
    await expect(query("update site_document_version set text = 'other words' where document_id = $1", [documentId])).rejects.toThrow(/immutable/);
  });

  it('should refuse the details form without the signature, or signed in another name, and keep nothing; then keep it and mail the signed copy', async () => {
    const phone = `96${String(++phoneCounter).padStart(8, '0')}`;
    const { id, token, visitorEmail } = await newVisit(phone);
    const [version] = await toSign(token, phone);
    expect(version).toMatchObject({ title: 'Non-disclosure agreement', version: 1, text: 'Keep what you see at the plant to yourself.' });
    const before = await query('select * from visitor_pass where id = $1', [id]);
    const refused = [
      // The site's documents are its terms (ADR 57): without their signatures, the terms rule's own refusal, the box ticked or not.
      [[], 'input.invalid'],
      [[{ versionId: version!.versionId, typedName: 'Somebody Else' }], 'document.name_mismatch'],
      [[{ versionId: version!.versionId, typedName: 'Meera K Nair', drawing: Buffer.alloc(70_000, 1).toString('base64') }], 'document.drawing_invalid'],
    ] as const;
    for (const [signatures, code] of refused) {
      const answer = await submitDetails(t, new TestClient(t), token, detailsOf(phone, 'Meera K Nair', [...signatures]));
      expect({ code, status: answer.status, body: answer.body }).toMatchObject({ code, status: 400, body: { code } });
      if (code === 'input.invalid') expect(answer.body.errmessage).toBe(MESSAGES.details.termsRequired);
    }
    expect(await query('select * from visitor_pass where id = $1', [id])).toEqual(before);
    expect(await query('select count(*)::int as n from consent_record where visit_id = $1', [id])).toEqual([{ n: 0 }]);
    expect(await query('select count(*)::int as n from document_signature where visit_id = $1', [id])).toEqual([{ n: 0 }]);

    const signed = await submitDetails(t, new TestClient(t), token, detailsOf(phone, 'Meera K Nair', [{ versionId: version!.versionId, typedName: 'meera k nair' }]));
    expect(signed.status).toBe(200);
    const [row] = await query<{ version: number; version_hash: string; channel: string; signed_copy_hash: string }>('select version, version_hash, channel, signed_copy_hash from document_signature where visit_id = $1', [id]);
    expect(row).toMatchObject({ version: 1, version_hash: version!.hash, channel: 'link' });

    await t.deliverMail();
    const mail = await smtp.waitFor((m) => recipientsOf(m).includes(visitorEmail) && m.subject === DOCUMENT_NOTES.signedMailSubject.replace('{title}', 'Non-disclosure agreement'));
    const attachment = mail.attachments.find((one) => one.contentType === 'application/pdf')!;
    expect(sha256(attachment.content)).toBe(row!.signed_copy_hash);
    const copy = await PDFDocument.load(attachment.content);
    expect(copy.getKeywords()).toBe(`document:${documentId} version:1 sha256:${version!.hash}`);
    expect(copy.getSubject()).toBe(`Non-disclosure agreement version 1 sha256 ${version!.hash}`);

    // Who signed what: the host sees it, and the signed copy, through an authorised link.
    const list = visitSignaturesAnswerSchema.parse((await host.get(`/api/visits/${id}/signatures`)).body).signatures;
    expect(list).toMatchObject([{ title: 'Non-disclosure agreement', version: 1, hash: version!.hash, typedName: 'meera k nair', channel: 'link' }]);
    const pdf = await host.get(list[0]!.pdfUrl);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(await new TestClient(t).get(list[0]!.pdfUrl)).toMatchObject({ status: 401 });
  });

  it('should ask a returning visitor at the kiosk only after a new version is published, refuse the check-in without it, and keep both signatures', async () => {
    const phone = `96${String(++phoneCounter).padStart(8, '0')}`;
    const call = (path: string, payload: unknown) => enveloped(tablet, path, payload);
    const lookUp = async () => kioskVisitSchema.parse(t.envelope.decryptJson((await call('/api/kiosk/appointments/lookup', { phone })).body.details!));
    const kioskToSign = async (ticket: string) => documentsToSignAnswerSchema.parse((await call('/api/kiosk/documents', { ticket })).body).documents;
    const visitWithDetails = async (signatures: (versionId: number) => unknown[]) => {
      const visit = await newVisit(phone, 'Kabir Khan');
      const asked = await toSign(visit.token, phone);
      expect((await submitDetails(t, new TestClient(t), visit.token, detailsOf(phone, 'Kabir Khan', asked.length ? signatures(asked[0]!.versionId) : []))).status).toBe(200);
      expect((await approveVisitor(t, host, visit.id)).status).toBe(200);
      return { ...visit, asked };
    };

    const first = await visitWithDetails((versionId) => [{ versionId, typedName: 'Kabir Khan' }]);
    expect(first.asked.map((one) => one.version)).toEqual([1]);
    const firstTicket = (await lookUp()).ticket;
    expect(await kioskToSign(firstTicket)).toEqual([]);
    expect((await call('/api/kiosk/check-in', { ticket: firstTicket })).status).toBe(200);

    // A returning visitor, the same version: nothing asked on the form or at the kiosk.
    const second = await visitWithDetails(() => []);
    expect(second.asked).toEqual([]);
    const nextVersion = siteDocumentChangedAnswerSchema.parse((await publish(admin, documentId, { text: 'Keep what you see and hear at the plant to yourself.' })).body).document.current!;
    const ticket = (await lookUp()).ticket;
    const asked = await kioskToSign(ticket);
    expect(asked).toMatchObject([{ versionId: nextVersion.id, version: 2, hash: sha256('Keep what you see and hear at the plant to yourself.') }]);

    expect(await call('/api/kiosk/check-in', { ticket })).toMatchObject({ status: 400, body: { code: 'input.invalid', errmessage: MESSAGES.details.termsRequired } });
    expect(await query('select check_in from visitor_pass where id = $1', [second.id])).toEqual([{ check_in: null }]);
    expect((await call('/api/kiosk/check-in', { ticket, signatures: [{ versionId: nextVersion.id, typedName: 'Kabir Khan' }] })).status).toBe(200);
    expect(await query('select visit_id, version, channel from document_signature where visit_id = any($1::int[]) order by id', [[first.id, second.id]])).toEqual([
      { visit_id: first.id, version: 1, channel: 'link' },
      { visit_id: second.id, version: 2, channel: 'kiosk' },
    ]);
  });
});
