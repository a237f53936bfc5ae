import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream, type PDFNumber } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsToSignAnswerSchema, siteDocumentChangedAnswerSchema, visitSignaturesAnswerSchema } from '#contract/api/document-answers.ts';
import { DOCUMENT_MESSAGES } from '#contract/document-messages.ts';
import { MESSAGES } from '#contract/messages.ts';
import { SIGNATURE_MAX_WIDTH } from '#contract/site-documents.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { queryRows } from '../../support/test-database.ts';
import { createPass, linkFromMail, submitDetails } from '../../support/visit-flows.ts';

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real RGBA PNG (a dark line across a transparent field), as a signing canvas makes one. */
const signaturePng = (width: number, height: number): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let x = 0; x < width; x += 1) rows.set([13, 27, 42, 255], Math.floor(height / 2) * (width * 4 + 1) + 1 + x * 4);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
};

/** The images a PDF holds, by their pixel size. */
const imagesOf = (pdf: PDFDocument): { width: number; height: number }[] =>
  pdf.context
    .enumerateIndirectObjects()
    .flatMap(([, object]) => (object instanceof PDFRawStream && object.dict.lookup(PDFName.of('Subtype')) === PDFName.of('Image') ? [object.dict] : []))
    .filter((dict) => dict.lookup(PDFName.of('SMask')) !== undefined)
    .map((dict) => ({ width: (dict.lookup(PDFName.of('Width')) as PDFNumber).asNumber(), height: (dict.lookup(PDFName.of('Height')) as PDFNumber).asNumber() }));

interface Answer {
  readonly code?: string;
  readonly errmessage?: string;
}

/**
 * A drawn signature on PostgreSQL (issue 31, ADR 57): where a document offers the pad, the drawing is
 * kept with the signature and drawn into the signed copy (parsed back with pdf-lib); one too large, of
 * too many pixels or not a PNG is refused with its code before it is decoded, and nothing is kept; and
 * the site's documents are its terms: without their signatures, the terms rule's own words and code.
 */
describe('drawn signatures and the terms of a site with documents (issue 31)', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let host: TestClient;
  let versionId: number;
  const query = <Row extends Record<string, unknown>>(text: string, values: unknown[] = []) => queryRows<Row>(t.database.url, text, values);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ smtp });
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'host', 'manager', { manager: 'admin', password: 'Host@1234', name: 'Priya Sharma' });
    const admin = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
    host = await signedIn(t, { email: email('host'), password: 'Host@1234' });
    const enveloped = (path: string, payload: unknown) => admin.post<Record<string, unknown>>(path, { encryptedData: t.envelope.encrypt(payload) });
    const added = siteDocumentChangedAnswerSchema.parse((await enveloped('/api/site-documents', { siteId: 1, title: 'Non-disclosure agreement', kind: 'nda', drawnSignature: true })).body);
    expect(added.document.drawnSignature).toBe(true);
    const published = await enveloped('/api/site-document-versions', { documentId: added.document.id, text: 'Keep what you see at the plant to yourself.' });
    versionId = siteDocumentChangedAnswerSchema.parse(published.body).document.current!.id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  let counter = 0;
  /** A visit of its own, its details-form link from the real mail. */
  const newVisit = async () => {
    const phone = `97${String(++counter).padStart(8, '0')}`;
    const visitorEmail = `drawer${counter}@guest.test`;
    const created = await createPass(t, host, { name: 'Meera K Nair', phoneNumber: phone, visitorEmail, date: '20-11-2026', time: '04:30 PM' });
    expect(created.status).toBe(201);
    await t.deliverMail();
    const { token } = await linkFromMail(smtp, visitorEmail);
    return { id: created.body.id, token, phone };
  };
  const details = (phone: string, signatures: unknown[], extra: Record<string, unknown> = {}) => ({ name: 'Meera K Nair', mobileNo: phone, dateOfVisit: '20-11-2026', timeOfVisit: '04:30 PM', signatures, ...extra });
  const keptOf = async (visitId: number) => ({
    pass: await query('select submitted_at from visitor_pass where id = $1', [visitId]),
    signatures: await query('select count(*)::int as n from document_signature where visit_id = $1', [visitId]),
    files: await query("select count(*)::int as n from stored_file where key like $1", [`documents/%/${visitId}-%`]),
  });

  it('should offer the pad, keep the drawing with the signature and draw it into the signed copy beside the typed name', async () => {
    const { id, token, phone } = await newVisit();
    const asked = documentsToSignAnswerSchema.parse((await new TestClient(t).get(`/api/site-documents/to-sign?token=${encodeURIComponent(token)}&phone=${phone}`)).body);
    expect(asked).toMatchObject({ siteHasDocuments: true, documents: [{ versionId, drawing: true }] });
    const drawing = signaturePng(600, 200);
    const answer = await submitDetails(t, new TestClient(t), token, details(phone, [{ versionId, typedName: 'Meera K Nair', drawing: drawing.toString('base64') }], { termsAccepted: undefined }));
    expect(answer.status).toBe(200);

    const [row] = await query<{ drawing_storage_key: string; signed_copy_storage_key: string }>('select drawing_storage_key, signed_copy_storage_key from document_signature where visit_id = $1', [id]);
    const [kept] = await query<{ content: Buffer }>('select content from stored_file where key = $1', [row!.drawing_storage_key]);
    expect(createHash('sha256').update(kept!.content).digest('hex')).toBe(createHash('sha256').update(drawing).digest('hex'));
    const [copy] = await query<{ content: Buffer }>('select content from stored_file where key = $1', [row!.signed_copy_storage_key]);
    expect(imagesOf(await PDFDocument.load(copy!.content))).toEqual([{ width: 600, height: 200 }]);

    // Hosts see that it was drawn, beside the typed name.
    const [signature] = visitSignaturesAnswerSchema.parse((await host.get(`/api/visits/${id}/signatures`)).body).signatures;
    expect(signature).toMatchObject({ typedName: 'Meera K Nair', drawn: true });
  });

  it.each([
    ['too many pixels', () => signaturePng(SIGNATURE_MAX_WIDTH + 1, 10).toString('base64')],
    ['too many bytes', () => Buffer.concat([signaturePng(600, 200), Buffer.alloc(70_000)]).toString('base64')],
    ['not a PNG', () => Buffer.from('GIF89a\x01\x00\x01\x00 a picture of another kind').toString('base64')],
    ['not base64', () => 'this is <not> base64 at all'],
  ])('should refuse a drawing of %s with its code and the product\'s words, keeping nothing', async (_kind, drawing) => {
    const { id, token, phone } = await newVisit();
    const answer = await submitDetails(t, new TestClient(t), token, details(phone, [{ versionId, typedName: 'Meera K Nair', drawing: drawing() }]));
    expect(answer).toMatchObject({ status: 400, body: { code: 'document.drawing_invalid', errmessage: DOCUMENT_MESSAGES.drawingInvalid } satisfies Answer });
    expect(await keptOf(id)).toEqual({ pass: [{ submitted_at: null }], signatures: [{ n: 0 }], files: [{ n: 0 }] });
  });

  it('should take the documents as the site\'s terms: without their signatures the terms rule\'s words and code, the box ticked or not, keeping nothing', async () => {
    const { id, token, phone } = await newVisit();
    for (const termsAccepted of [true, undefined]) {
      const answer = await submitDetails(t, new TestClient(t), token, details(phone, [], { termsAccepted }));
      expect(answer).toMatchObject({ status: 400, body: { code: 'input.invalid', errmessage: MESSAGES.details.termsRequired } satisfies Answer });
    }
    expect(await keptOf(id)).toEqual({ pass: [{ submitted_at: null }], signatures: [{ n: 0 }], files: [{ n: 0 }] });
    // Signed, with no box at all: accepted.
    expect((await submitDetails(t, new TestClient(t), token, details(phone, [{ versionId, typedName: 'Meera K Nair' }], { termsAccepted: undefined }))).status).toBe(200);
  });
});
