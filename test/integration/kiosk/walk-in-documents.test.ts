import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsToSignAnswerSchema, siteDocumentChangedAnswerSchema, siteDocumentListAnswerSchema, type DocumentToSign } from '#contract/api/document-answers.ts';
import { DOCUMENT_MESSAGES } from '#contract/document-messages.ts';
import { MESSAGES } from '#contract/messages.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { startKiosk } from '../../support/kiosk-flows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { queryRows } from '../../support/test-database.ts';
import { cameraJpeg, signedWalkInForm, walkInForm } from '../../support/walk-in-form.ts';

interface Answer {
  readonly code?: string;
  readonly errmessage?: string;
  readonly details?: string;
  readonly field?: string;
  readonly documents?: unknown;
}

/**
 * What a walk-in signs at the kiosk (issue 31, docs/adr/0056-walk-in-signs-at-the-kiosk.md) on
 * PostgreSQL: `POST /api/kiosk/walk-ins/documents` asked with the phone typed, by the kiosk's cookie, for
 * the kiosk's site, by the re-sign rule; and the walk-in refused without its signatures, keeping
 * nothing. Where the site has documents they are the walk-in's terms and the form has no box; where it
 * has none, the description's box (ADR 57). Pune is the first site (an NDA), London another (its own
 * safety rules), Chennai one that never has documents. Each test has phone numbers of its own and reads
 * the site's current versions itself.
 */
describe('the documents a walk-in signs at the kiosk', () => {
  let t: TestApp;
  let admin: TestClient;
  let pune: TestClient;
  let london: TestClient;
  let londonId: number;
  let chennai: TestClient;
  let hostId: number;
  const PUNE = 1;
  let ndaId: number;

  const query = <Row extends Record<string, unknown>>(text: string, values: unknown[] = []) => queryRows<Row>(t.database.url, text, values);
  const enveloped = (client: TestClient, path: string, payload: unknown) => client.post<Answer & Record<string, unknown>>(path, { encryptedData: t.envelope.encrypt(payload) });
  const addDocument = async (siteId: number, title: string, kind: string) => siteDocumentChangedAnswerSchema.parse((await enveloped(admin, '/api/site-documents', { siteId, title, kind })).body).document.id;
  const publish = async (documentId: number, text: string) => {
    const published = await enveloped(admin, '/api/site-document-versions', { documentId, text });
    expect(published.status).toBe(201);
    return siteDocumentChangedAnswerSchema.parse(published.body).document.current!;
  };
  /** The site's current versions, as its admin lists them. */
  const currentOf = async (siteId: number) =>
    siteDocumentListAnswerSchema.parse((await admin.get(`/api/site-documents?site=${siteId}`)).body).documents.flatMap((document) => (document.current ? [{ title: document.title, versionId: document.current.id, version: document.current.version }] : []));
  const ask = (tablet: TestClient, phone: unknown) => enveloped(tablet, '/api/kiosk/walk-ins/documents', { phone });
  const asked = async (tablet: TestClient, phone: string): Promise<DocumentToSign[]> => {
    const answer = await ask(tablet, phone);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    return documentsToSignAnswerSchema.parse(answer.body).documents;
  };
  /** A walk-in at Pune as its kiosk sends it: no terms box, the NDA's signatures (ADR 57). */
  const walkIn = (name: string, phone: string, signatures: unknown[]) => enveloped(pune, '/api/kiosk/walk-ins', { ...signedWalkInForm(hostId, [], cameraJpeg(3)), name, mobileNo: phone, signatures });
  const signedBy = (phone: string) => query<{ visit_id: number; version: number; channel: string; typed_name: string }>(
    'select s.visit_id, s.version, s.channel, s.typed_name from document_signature s join visitor_pass p on p.id = s.visit_id where p.phone = $1 order by s.id',
    [phone],
  );
  /** Every row a walk-in could leave behind, to show that a refused one left none. */
  const footprint = async () =>
    query(
      `select (select count(*)::int from visitor_pass) as visits, (select count(*)::int from consent_record) as consents, (select count(*)::int from document_signature) as signatures,
              (select count(*)::int from stored_file) as files, (select count(*)::int from mail_outbox) as mails, (select count(*)::int from audit_log) as audits`,
    );

  beforeAll(async () => {
    t = await startTestApp();
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'host', 'manager', { manager: 'admin', password: 'Host@1234', name: 'Priya Sharma' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    await addAccount(t, 'londonguard', 'security', { manager: 'admin', password: 'Guard@123' });
    admin = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
    const [row] = await query<{ id: number }>(
      `insert into site (name, address, time_zone, personal_data_days, photo_days, audit_log_days, processing_log_days, close_stale_visits, kiosk_requires_pin, created_at, updated_at)
       values ('London', '1 Example Street', 'Europe/London', 180, 180, 365, 365, false, false, now(), now()) returning id`,
    );
    londonId = row!.id;
    await addAccount(t, 'chennaiguard', 'security', { manager: 'admin', password: 'Guard@123' });
    const [chennaiRow] = await query<{ id: number }>(
      `insert into site (name, address, time_zone, personal_data_days, photo_days, audit_log_days, processing_log_days, close_stale_visits, kiosk_requires_pin, created_at, updated_at)
       values ('Chennai', '4 Anna Salai', 'Asia/Kolkata', 180, 180, 365, 365, false, false, now(), now()) returning id`,
    );
    for (const [who, site] of [['guard', PUNE], ['londonguard', londonId], ['chennaiguard', chennaiRow!.id]] as const) {
      expect((await enveloped(admin, `/api/sites/${site}/staff`, { email: email(who) })).status).toBe(200);
    }
    pune = (await startKiosk(t, { email: email('guard'), password: 'Guard@123' }, 'Pune reception')).tablet;
    london = (await startKiosk(t, { email: email('londonguard'), password: 'Guard@123' }, 'London reception')).tablet;
    chennai = (await startKiosk(t, { email: email('chennaiguard'), password: 'Guard@123' }, 'Chennai reception')).tablet;
    expect(await query('select name, site_id from kiosk_device order by id')).toEqual([
      { name: 'Pune reception', site_id: PUNE },
      { name: 'London reception', site_id: londonId },
      { name: 'Chennai reception', site_id: chennaiRow!.id },
    ]);
    [{ id: hostId }] = (await query<{ id: number }>('select id from employee where email = $1', [email('host')])) as [{ id: number }];
    ndaId = await addDocument(PUNE, 'Non-disclosure agreement', 'nda');
    await publish(ndaId, 'Keep what you see at the plant to yourself.');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('should ask a walk-in who never signed here for each current version, with the site\'s words and nothing of the person', async () => {
    const answer = await ask(pune, '9712000001');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['documents', 'siteHasDocuments']);
    const { documents, siteHasDocuments } = documentsToSignAnswerSchema.parse(answer.body);
    expect(siteHasDocuments).toBe(true);
    expect(documents.map(({ title, versionId, version }) => ({ title, versionId, version }))).toEqual(await currentOf(PUNE));
    // The site's published words and what the signature names: no name, no visit, no phone.
    for (const document of documents) expect(Object.keys(document).sort()).toEqual(['drawing', 'format', 'hash', 'kind', 'pdfUrl', 'text', 'title', 'version', 'versionId']);
    expect(JSON.stringify(answer.body)).not.toContain('9712000001');
    // Only a kiosk asks: without its cookie, or with a signed-in employee's, the call is refused.
    expect(await ask(new TestClient(t), '9712000001')).toMatchObject({ status: 401, body: { code: 'kiosk.required' } });
    expect(await ask(admin, '9712000001')).toMatchObject({ status: 401, body: { code: 'kiosk.required' } });
  });

  it('should refuse a walk-in without each signature asked for, or signed in another name, with its code and words, keeping nothing; then keep the signed one, no box needed', async () => {
    const phone = '9712000002';
    const documents = await asked(pune, phone);
    expect(documents.length).toBeGreaterThan(0);
    const before = await footprint();
    // The documents are the terms here (ADR 57): unsigned, the terms rule refuses in its words, with or without a box ticked.
    for (const box of [{}, { termsAccepted: true }, { termsAccepted: false }]) {
      const answer = await enveloped(pune, '/api/kiosk/walk-ins', { ...signedWalkInForm(hostId, [], cameraJpeg(3)), name: 'Ravi Walkin', mobileNo: phone, ...box });
      expect(answer).toMatchObject({ status: 400, body: { code: 'input.invalid', errmessage: MESSAGES.details.termsRequired, field: 'signatures' } });
    }
    const otherName = documents.map((document) => ({ versionId: document.versionId, typedName: 'Somebody Else' }));
    expect(await walkIn('Ravi Walkin', phone, otherName)).toMatchObject({ status: 400, body: { code: 'document.name_mismatch', errmessage: DOCUMENT_MESSAGES.nameMismatch } });
    // A version that is not current names nothing the site asks for.
    expect(await walkIn('Ravi Walkin', phone, [{ versionId: 999_999, typedName: 'Ravi Walkin' }])).toMatchObject({ status: 400, body: { code: 'document.signature_required' } });
    expect(await footprint()).toEqual(before);

    const made = await walkIn('Ravi Walkin', phone, documents.map((document) => ({ versionId: document.versionId, typedName: 'ravi  walkin' })));
    expect(made.status).toBe(201);
    expect(await query('select count(*)::int as visits from visitor_pass where phone = $1', [phone])).toEqual([{ visits: 1 }]);
    expect(await signedBy(phone)).toEqual(documents.map((document) => ({ visit_id: expect.any(Number), version: document.version, channel: 'kiosk', typed_name: 'ravi  walkin' })));
  });

  it('should not ask a returning walk-in again for what they signed here, and take their walk-in without a signature', async () => {
    const phone = '9712000003';
    const documents = await asked(pune, phone);
    expect((await walkIn('Sara Returns', phone, documents.map((document) => ({ versionId: document.versionId, typedName: 'Sara Returns' })))).status).toBe(201);

    expect(await asked(pune, phone)).toEqual([]);
    expect((await walkIn('Sara Returns', phone, [])).status).toBe(201);
    const rows = await signedBy(phone);
    expect(rows).toHaveLength(documents.length);
    // Another phone is still asked: the answer is this phone's.
    expect(await asked(pune, '9712000033')).toHaveLength(documents.length);
  });

  it('should ask a returning walk-in again once a new version is published, refuse them without it, and keep the older signature as evidence', async () => {
    const phone = '9712000004';
    const [first] = await asked(pune, phone);
    expect((await walkIn('Tara Again', phone, [{ versionId: first!.versionId, typedName: 'Tara Again' }])).status).toBe(201);
    expect(await asked(pune, phone)).toEqual([]);

    const next = await publish(ndaId, `Keep what you see and hear at the plant to yourself (${phone}).`);
    const again = await asked(pune, phone);
    expect(again.map(({ versionId, version }) => ({ versionId, version }))).toEqual([{ versionId: next.id, version: next.version }]);
    expect(next.version).toBeGreaterThan(first!.version);

    const before = await footprint();
    expect(await walkIn('Tara Again', phone, [])).toMatchObject({ status: 400, body: { code: 'input.invalid', errmessage: MESSAGES.details.termsRequired, field: 'signatures' } });
    // The older version's signature signs nothing now.
    expect(await walkIn('Tara Again', phone, [{ versionId: first!.versionId, typedName: 'Tara Again' }])).toMatchObject({ status: 400, body: { code: 'document.signature_required' } });
    expect(await footprint()).toEqual(before);

    expect((await walkIn('Tara Again', phone, [{ versionId: next.id, typedName: 'Tara Again' }])).status).toBe(201);
    expect((await signedBy(phone)).map(({ version, channel }) => ({ version, channel }))).toEqual([
      { version: first!.version, channel: 'kiosk' },
      { version: next.version, channel: 'kiosk' },
    ]);
  });

  it('should keep the description\'s box at a site without documents: unticked or left out, refused in its words and keeping nothing; ticked, kept', async () => {
    const phone = '9712000006';
    const answer = await ask(chennai, phone);
    expect(answer.body).toEqual({ documents: [], siteHasDocuments: false });
    const before = await footprint();
    // Left out: JSON drops the undefined, as a form without the box sends nothing.
    for (const box of [{ termsAccepted: false }, { termsAccepted: undefined }]) {
      const refused = await enveloped(chennai, '/api/kiosk/walk-ins', { ...walkInForm(hostId, cameraJpeg(4)), name: 'Nila Boxless', mobileNo: phone, ...box });
      expect(refused).toMatchObject({ status: 400, body: { code: 'input.invalid', errmessage: MESSAGES.details.termsRequired, field: 'termsAccepted' } });
    }
    expect(await footprint()).toEqual(before);

    const made = await enveloped(chennai, '/api/kiosk/walk-ins', { ...walkInForm(hostId, cameraJpeg(4)), name: 'Nila Boxless', mobileNo: phone });
    expect(made.status).toBe(201);
    expect(await query('select count(*)::int as visits from visitor_pass where phone = $1', [phone])).toEqual([{ visits: 1 }]);
    expect(await signedBy(phone)).toEqual([]);
  });

  it('should ask at another site\'s kiosk for that site\'s documents only, whatever the phone signed elsewhere', async () => {
    const phone = '9712000005';
    const atPune = await asked(pune, phone);
    expect((await walkIn('Uma Travels', phone, atPune.map((document) => ({ versionId: document.versionId, typedName: 'Uma Travels' })))).status).toBe(201);
    expect(await asked(pune, phone)).toEqual([]);

    // London has no document yet: its kiosk asks for nothing.
    expect(await asked(london, phone)).toEqual([]);
    const rules = await publish(await addDocument(londonId, 'London safety rules', 'safety_rules'), 'Wear the visitor badge at all times.');
    // Signed at Pune or not, the phone has not signed London's rules; Pune's kiosk never asks for them.
    expect((await asked(london, phone)).map(({ title, versionId }) => ({ title, versionId }))).toEqual([{ title: 'London safety rules', versionId: rules.id }]);
    expect(await asked(pune, phone)).toEqual([]);
  });

  it('should refuse a phone that is not one with the form\'s code and words, and count nothing against the kiosk', async () => {
    const buckets = () => query("select key, hits from rate_limit_bucket where key like 'kiosk-lookup:%' order by key, window_start");
    const before = await buckets();
    const cases: readonly (readonly [unknown, string])[] = [
      [undefined, MESSAGES.registration.phoneRequired],
      ['', MESSAGES.registration.phoneRequired],
      ['12345', MESSAGES.registration.phoneInvalid],
      ['0123456789', MESSAGES.registration.phoneInvalid],
      ['98765432101', MESSAGES.registration.phoneInvalid],
      ['9'.repeat(100_000), MESSAGES.registration.phoneInvalid],
      [9876543210, MESSAGES.registration.phoneRequired],
    ];
    for (const [phone, message] of cases) {
      const answer = await ask(pune, phone);
      expect({ phone: String(phone).slice(0, 12), status: answer.status, body: answer.body }).toEqual({ phone: String(phone).slice(0, 12), status: 400, body: { code: 'input.invalid', errmessage: message, field: 'phone' } });
    }
    expect(await buckets()).toEqual(before);
  });
});
