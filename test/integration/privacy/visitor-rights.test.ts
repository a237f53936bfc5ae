import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErasureAnswer, PrivacyRequestRow, RequestRecordedAnswer, YourDataAnswer } from '#contract/api/rights-answers.ts';
import { RIGHTS_MESSAGES } from '#contract/rights-messages.ts';
import { DAY } from '../../support/fake-clock.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { pdfLines } from '../../support/pdf-text.ts';
import { runCliInProcess } from '../../support/run-cli.ts';
import { recipientsOf, startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, TEST_SERVER_SECRET, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { queryRows, sqlClient } from '../../support/test-database.ts';
import { insertVisits, type VisitFixture } from '../../support/visit-fixtures.ts';
import { createPass, linkFromMail, submitDetails } from '../../support/visit-flows.ts';
import { EraseYourData } from '../../../src/privacy/application/erase-your-data.ts';
import { RightsLinks } from '../../../src/privacy/application/rights-links.ts';
import { WithdrawalLinks } from '../../../src/privacy/application/withdrawal-links.ts';

/** Every line a PDF's pages draw, as its glyphs read back through the fonts' ToUnicode maps. */
const pdfText = async (bytes: Uint8Array): Promise<string> => (await pdfLines(bytes)).map((line) => line.glyphs).join('\n');

/**
 * The visitor's rights on PostgreSQL (issue 31, docs/product/privacy.md PRIV-RIGHTS): the page a
 * visitor mail links to shows and downloads everything held of that visitor across visits and sites
 * (and nothing of another's); erasure anonymises at once what the policy lets go and says until when it
 * keeps the rest; corrections and grievances wait in the admins' queue with their due dates.
 */
describe("the visitor's rights (issue 31)", () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let admin: TestClient;
  let mumbai: number;
  let london: number;
  const query = <Row extends Record<string, unknown>>(text: string, values: unknown[] = []) => queryRows<Row>(t.database.url, text, values);
  const tokenFor = (visitId: number, at = t.clock.now()) => t.get(RightsLinks).token(visitId, at);
  const visitor = () => new TestClient(t);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ smtp, env: { VMS_TIMEZONE: 'Asia/Kolkata' } });
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'host', 'manager', { manager: 'admin', password: 'Host@1234', name: 'Priya Sharma' });
    admin = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
    [{ id: mumbai }] = (await query<{ id: number }>('select min(id) as id from site')) as [{ id: number }];
    [{ id: london }] = (await query<{ id: number }>(
      `insert into site (name, address, time_zone, personal_data_days, photo_days, audit_log_days, processing_log_days, close_stale_visits, kiosk_requires_pin, created_at, updated_at)
       values ('London Office', null, 'Europe/London', 90, 90, 365, 365, false, false, now(), now()) returning id`,
    )) as [{ id: number }];
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** Visits of one visitor (their address on each, as given: case may differ), with the last four of an ID; a photo on the first. */
  const seed = async (address: string, visits: readonly (Omit<VisitFixture, 'hostEmail'> & { email?: string })[]): Promise<number[]> => {
    const sql = await sqlClient(t.database.url);
    try {
      const ids = await insertVisits(sql, visits.map((visit) => ({ hostEmail: email('host'), ...visit })));
      for (const [index, id] of ids.entries()) {
        await sql.query("update visitor_pass set email = $2, id_kind = 'aadhaar', id_last4 = '2346' where id = $1", [id, visits[index]!.email ?? address]);
      }
      const key = `photos/2026/2026-${ids[0]}-abcdefghijklmnop.jpg`;
      await sql.query("insert into stored_file (key, content, size_bytes, created_at) values ($1, $2, 3, now())", [key, Buffer.from([0xff, 0xd8, 0xff])]);
      await sql.query('insert into visitor_photo (visitor_pass_id, storage_key, size_bytes, created_at) values ($1, $2, 3, now())', [ids[0], key]);
      await sql.query(
        "insert into consent_record (site_id, visit_id, notice_version, notice_language, notice_hash, channel, purposes, given_at) values ($1, $2, 1, 'hi', 'abc', 'link', '{visit_processing}', now())",
        [visits[0]!.siteId ?? mumbai, ids[0]],
      );
      return ids;
    } finally {
      await sql.end();
    }
  };
  const past = (name: string, date: string, siteId: number) => ({ name, date, siteId, checkIn: new Date(`${date}T05:00:00Z`), checkOut: new Date(`${date}T07:00:00Z`) });

  it("should show and download every visit of the link's visitor across sites, and nothing of another visitor's", async () => {
    const asha = await seed('asha@guest.test', [past('Asha Rao', '2026-11-10', mumbai), { ...past('Asha Rao', '2026-11-15', london), email: 'Asha@Guest.TEST' }, { name: 'Asha Rao', date: '2026-11-25', siteId: london }]);
    const ravi = await seed('ravi@guest.test', [past('Ravi Kumar', '2026-11-11', mumbai), past('Ravi Kumar', '2026-11-16', london)]);
    const token = tokenFor(asha[1]!);

    const shown = await visitor().post<YourDataAnswer>('/api/privacy/your-data', { token });
    expect(shown.status).toBe(200);
    const [first] = await query<{ name: string }>('select name from site where id = $1', [mumbai]);
    expect(shown.body.visits.map((visit) => [visit.visitId, visit.site])).toEqual([
      [asha[0], first!.name],
      [asha[1], 'London Office'],
      [asha[2], 'London Office'],
    ]);
    expect(shown.body.visits[0]!.details).toMatchObject({ name: 'Asha Rao', email: 'asha@guest.test', id: 'XXXX XXXX 2346' });
    // On each visit's own site's clock: 05:00 UTC is 10:30 AM in Mumbai and 05:00 AM in London.
    expect(shown.body.visits[0]!.times.checkedIn).toBe('10-11-2026 10:30 AM');
    expect(shown.body.visits[1]!.times.checkedIn).toBe('15-11-2026 05:00 AM');
    expect(shown.body.visits[0]!.photos).toHaveLength(1);
    expect(shown.body.consents).toEqual([expect.objectContaining({ visitId: asha[0], noticeVersion: 1, language: 'hi', channel: 'link', purposes: ['visit_processing'] })]);
    expect(JSON.stringify(shown.body)).not.toContain('Ravi');

    const jsonClient = visitor();
    const json = await jsonClient.post('/api/privacy/your-data/download', { token, format: 'json' });
    expect(json.status).toBe(200);
    expect(json.headers.get('content-disposition')).toBe(`attachment; filename="your-data-${shown.body.reference.toLowerCase()}.json"`);
    const downloaded = JSON.parse(jsonClient.lastBytes.toString('utf8')) as YourDataAnswer;
    expect(downloaded.visits.map((visit) => visit.visitId)).toEqual(asha);
    expect(JSON.stringify(downloaded)).not.toMatch(/Ravi|ravi@guest/);
    for (const id of ravi) expect(downloaded.visits.some((visit) => visit.visitId === id)).toBe(false);

    const client = visitor();
    const pdf = await client.post('/api/privacy/your-data/download', { token, format: 'pdf' });
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const document = await PDFDocument.load(client.lastBytes);
    expect(document.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(document.getTitle()).toContain(shown.body.reference);
    expect(document.getSubject()).toBe(`Visitor reference ${shown.body.reference}`);
    const text = await pdfText(client.lastBytes);
    for (const id of asha) expect(text).toContain(`Visit ${id}:`);
    expect(text).toContain('ID (masked as stored): XXXX XXXX 2346');
    expect(text).not.toContain('Ravi');

    // Each download is an access request, answered at once; the page's reading is not.
    expect(await query('select kind, status, visit_id from privacy_request where kind = $1 and visit_id = $2 order by id', ['access', asha[1]])).toEqual([
      { kind: 'access', status: 'done', visit_id: asha[1] },
      { kind: 'access', status: 'done', visit_id: asha[1] },
    ]);

    // A photo through the link's own visitor only.
    const photoId = shown.body.visits[0]!.photos[0]!.photoId;
    expect((await visitor().get(`/api/privacy/your-data/photos/${photoId}?token=${token}`)).status).toBe(200);
    expect(await visitor().get(`/api/privacy/your-data/photos/${photoId}?token=${tokenFor(ravi[0]!)}`)).toMatchObject({ status: 404, body: { code: 'rights.visit_not_yours' } });
  });

  it('should show two visitors sharing one e-mail address (a family, a front desk) only their own visits, downloads, photos, requests and erasure', async () => {
    // Asha's second visit has her phone written with the country code: the same number (ADR 59).
    const asha = await seed('family@home.test', [
      { ...past('Asha Rao', '2026-11-10', mumbai), phone: '9812345670' },
      { ...past('Asha Rao', '2026-11-14', london), phone: '+91 98123 45670', email: 'Family@Home.test' },
    ]);
    const ravi = await seed('family@home.test', [{ ...past('Ravi Rao', '2026-11-11', mumbai), phone: '9812345671' }]);
    await query(
      `insert into mail_outbox (recipients, subject, text_body, attachments, created_at, next_attempt_at) values ('["family@home.test"]', 'Your visit on 11-11-2026 is approved', 'x', '[]', now(), now())`,
    );
    const ashaToken = tokenFor(asha[1]!);
    const raviToken = tokenFor(ravi[0]!);

    const ashaPage = await visitor().post<YourDataAnswer>('/api/privacy/your-data', { token: ashaToken });
    const raviPage = await visitor().post<YourDataAnswer>('/api/privacy/your-data', { token: raviToken });
    expect(ashaPage.body.visits.map((visit) => visit.visitId)).toEqual(asha);
    expect(raviPage.body.visits.map((visit) => visit.visitId)).toEqual(ravi);
    expect(JSON.stringify(ashaPage.body)).not.toContain('Ravi');
    expect(JSON.stringify(raviPage.body)).not.toContain('Asha');
    expect(ashaPage.body.reference).not.toBe(raviPage.body.reference);
    // The outbox cannot say whose a mail to the shared address was: neither page lists them.
    expect([ashaPage.body.mails, ashaPage.body.mailsWithheld, raviPage.body.mails, raviPage.body.mailsWithheld]).toEqual([[], true, [], true]);

    const client = visitor();
    expect((await client.post('/api/privacy/your-data/download', { token: raviToken, format: 'json' })).status).toBe(200);
    const downloaded = JSON.parse(client.lastBytes.toString('utf8')) as YourDataAnswer;
    expect(downloaded.visits.map((visit) => visit.visitId)).toEqual(ravi);
    expect(downloaded.consents.map((consent) => consent.visitId)).toEqual([ravi[0]]);
    const pdfClient = visitor();
    expect((await pdfClient.post('/api/privacy/your-data/download', { token: ashaToken, format: 'pdf' })).status).toBe(200);
    const text = await pdfText(pdfClient.lastBytes);
    for (const id of asha) expect(text).toContain(`Visit ${id}:`);
    expect(text).not.toContain(`Visit ${ravi[0]}:`);
    expect(text).not.toContain('Ravi');

    // Neither reaches the other's photo, asks to correct the other's visit or sees the other's requests.
    expect(await visitor().get(`/api/privacy/your-data/photos/${ashaPage.body.visits[0]!.photos[0]!.photoId}?token=${raviToken}`)).toMatchObject({ status: 404, body: { code: 'rights.visit_not_yours' } });
    expect(await visitor().post('/api/privacy/your-data/correction', { token: raviToken, visitId: asha[0], field: 'comingFrom', value: 'Nashik' })).toMatchObject({ status: 404, body: { code: 'rights.visit_not_yours' } });
    expect(await visitor().post('/api/privacy/your-data/correction', { token: raviToken, visitId: ravi[0], field: 'comingFrom', value: 'Nashik' })).toMatchObject({ status: 200 });
    expect((await visitor().post<YourDataAnswer>('/api/privacy/your-data', { token: ashaToken })).body.requests.filter((request) => request.kind === 'correction')).toEqual([]);

    // Withdrawing consent through Ravi's mail touches his visit only.
    const withdrawal = new URL(t.get(WithdrawalLinks).url(ravi[0]!, t.clock.now())).searchParams.get('token');
    expect((await visitor().post('/api/privacy/withdraw', { token: withdrawal })).status).toBe(200);
    expect(await query('select visit_id, withdrawn_at is not null as withdrawn from consent_record where visit_id = any($1) order by visit_id', [[...asha, ...ravi]])).toEqual([
      { visit_id: asha[0], withdrawn: false },
      { visit_id: ravi[0], withdrawn: true },
    ]);

    // Ravi's erasure erases Ravi's visit, and Asha keeps both of hers.
    const erased = await visitor().post<ErasureAnswer>('/api/privacy/your-data/erasure', { token: raviToken });
    expect(erased.body.erased.map((visit) => visit.visitId)).toEqual(ravi);
    expect(await query('select id from visitor_pass where id = any($1) and anonymised_at is null order by id', [[...asha, ...ravi]])).toEqual(asha.map((id) => ({ id })));
  });

  it('should show one visitor both their visits made under one address and one phone', async () => {
    const visits = await seed('sunita@guest.test', [
      { ...past('Sunita Nair', '2026-11-03', mumbai), phone: '9822000011' },
      { ...past('Sunita Nair', '2026-11-08', london), phone: '9822000011', email: 'SUNITA@guest.test' },
    ]);
    for (const id of visits) {
      const page = await visitor().post<YourDataAnswer>('/api/privacy/your-data', { token: tokenFor(id) });
      expect(page.body.visits.map((visit) => visit.visitId)).toEqual(visits);
      expect(page.body.mailsWithheld).toBe(false);
    }
  });

  it('should erase at once what the policy lets go, keep a visit on site and one still to come with until when, and finish them later', async () => {
    const ids = await seed('meera@guest.test', [
      past('Meera Iyer', '2026-11-10', mumbai),
      past('Meera Iyer', '2026-11-12', london),
      { name: 'Meera Iyer', date: '2026-11-25', siteId: london },
      { name: 'Meera Iyer', date: '2026-11-20', siteId: mumbai, checkIn: new Date('2026-11-20T04:00:00Z') },
    ]);
    const other = await seed('nikhil@guest.test', [past('Nikhil Das', '2026-11-10', mumbai)]);
    const [erasedPast, erasedLondon, upcoming, onSite] = ids as [number, number, number, number];

    const answer = await visitor().post<ErasureAnswer>('/api/privacy/your-data/erasure', { token: tokenFor(onSite) });
    expect(answer.status).toBe(200);
    expect(answer.body.erased.map((visit) => [visit.visitId, visit.logsKeptUntil.slice(6)])).toEqual([
      [erasedPast, '2027'],
      [erasedLondon, '2027'],
    ]);
    expect(answer.body.kept).toEqual([
      { visitId: upcoming, site: 'London Office', visitDate: '2026-11-25', until: '25-11-2026 11:59 PM', why: expect.stringContaining('has not happened yet') },
      { visitId: onSite, site: expect.any(String), visitDate: '2026-11-20', until: null, why: expect.stringContaining('on site') },
    ]);
    const rows = await query<{ id: number; name: string; email: string | null; anonymised: boolean }>('select id, name, email, anonymised_at is not null as anonymised from visitor_pass where id = any($1) order by id', [[...ids, ...other]]);
    expect(rows).toEqual([
      { id: erasedPast, name: 'Anonymised visitor', email: null, anonymised: true },
      { id: erasedLondon, name: 'Anonymised visitor', email: null, anonymised: true },
      { id: upcoming, name: 'Meera Iyer', email: 'meera@guest.test', anonymised: false },
      { id: onSite, name: 'Meera Iyer', email: 'meera@guest.test', anonymised: false },
      { id: other[0], name: 'Nikhil Das', email: 'nikhil@guest.test', anonymised: false },
    ]);
    expect(await query('select count(*)::int as n from visitor_photo where visitor_pass_id = $1', [erasedPast])).toEqual([{ n: 0 }]);
    expect(await query('select count(*)::int as n from visitor_photo where visitor_pass_id = $1', [other[0]])).toEqual([{ n: 1 }]);
    const [request] = await query<{ status: string; kept_visit_ids: number[]; subject_hash: string }>('select status, kept_visit_ids, subject_hash from privacy_request where id = $1', [answer.body.requestId]);
    expect(request).toMatchObject({ status: 'open', kept_visit_ids: [upcoming, onSite] });
    expect(request!.subject_hash).not.toContain('meera');
    await t.deliverMail();
    const mail = await smtp.waitFor((m) => recipientsOf(m).includes('meera@guest.test') && /erasure request/.test(m.subject ?? ''));
    expect(mail.text).toContain('2 visit(s) erased');
    expect(mail.text).toContain('(until 25-11-2026 11:59 PM)');

    // Housekeeping later: the visitor checked out, the upcoming visit's day ended; both go, the request is done.
    await query('update visitor_pass set check_out = $2 where id = $1', [onSite, new Date('2026-11-20T09:00:00Z')]);
    t.clock.advance(6 * DAY);
    expect(await t.inContext(() => t.get(EraseYourData).completeDeferred())).toEqual({ erased: 2, completed: 1 });
    expect(await query('select count(*)::int as n from visitor_pass where id = any($1) and anonymised_at is null', [ids])).toEqual([{ n: 0 }]);
    expect(await query('select status, handled_by from privacy_request where id = $1', [answer.body.requestId])).toEqual([{ status: 'done', handled_by: 'system:rights' }]);
    t.clock.advance(-6 * DAY);
  });

  it("should queue a correction with its due date, apply it when an admin approves, tell the visitor, and list it in the CLI", async () => {
    const [visit] = await seed('kiran@guest.test', [past('Kiran Shah', '2026-11-10', mumbai)]) as [number];
    const token = tokenFor(visit);
    const before = await query('select count(*)::int as n from privacy_request');
    for (const body of [{ visitId: visit, field: 'comingFrom', value: '' }, { visitId: visit, field: 'idLast4', value: '9999' }, { visitId: visit, field: 'phone', value: 'not a phone' }]) {
      expect(await visitor().post('/api/privacy/your-data/correction', { token, ...body })).toMatchObject({ status: 400, body: { code: 'rights.correction_invalid' } });
    }
    expect(await visitor().post('/api/privacy/your-data/correction', { token, visitId: visit + 1000, field: 'comingFrom', value: 'Nashik' })).toMatchObject({ status: 404, body: { code: 'rights.visit_not_yours' } });
    expect(await query('select count(*)::int as n from privacy_request')).toEqual(before);

    const asked = await visitor().post<RequestRecordedAnswer>('/api/privacy/your-data/correction', { token, visitId: visit, field: 'comingFrom', value: 'Nashik' });
    expect(asked).toMatchObject({ status: 200, body: { message: RIGHTS_MESSAGES.correctionRecorded, due: '18-02-2027 10:00 AM' } });
    const grievance = await visitor().post<RequestRecordedAnswer>('/api/privacy/your-data/grievance', { token, text: 'Why is my photo kept?' });
    expect(grievance.status).toBe(200);

    const queue = await admin.get<PrivacyRequestRow[]>('/api/privacy/requests?status=open');
    const row = queue.body.find((one) => one.id === asked.body.requestId)!;
    expect(row).toMatchObject({ kind: 'correction', status: 'open', dueAt: '2027-02-18T04:30:00.000Z', correction: { visitId: visit, field: 'comingFrom', value: 'Nashik' }, overdue: false });
    const host = await signedIn(t, { email: email('host'), password: 'Host@1234' });
    expect((await host.get('/api/privacy/requests')).status).toBe(403);
    expect((await host.post(`/api/privacy/requests/${row.id}/resolve`, { decision: 'approve' })).status).toBe(403);
    expect(await admin.post(`/api/privacy/requests/${grievance.body.requestId}/resolve`, { decision: 'reject' })).toMatchObject({ status: 400, body: { code: 'rights.resolution_invalid' } });

    expect(await admin.post(`/api/privacy/requests/${row.id}/resolve`, { decision: 'approve' })).toMatchObject({ status: 200, body: { request: { status: 'done', handledBy: email('admin') } } });
    expect(await query('select coming_from from visitor_pass where id = $1', [visit])).toEqual([{ coming_from: 'Nashik' }]);
    expect(await admin.post(`/api/privacy/requests/${row.id}/resolve`, { decision: 'reject', reason: 'again' })).toMatchObject({ status: 409, body: { code: 'rights.request_already_resolved' } });
    expect(await admin.post(`/api/privacy/requests/${grievance.body.requestId}/resolve`, { decision: 'reject', reason: 'Photos are erased with the visit after 90 days.' })).toMatchObject({ status: 200, body: { request: { status: 'rejected' } } });
    await t.deliverMail();
    const answered = await smtp.waitFor((m) => recipientsOf(m).includes('kiran@guest.test') && m.subject === `Your correction request: answered (request ${row.id})`);
    expect(answered.text).toContain('Your correction of "Coming from" on visit');
    await smtp.waitFor((m) => recipientsOf(m).includes('kiran@guest.test') && (m.text ?? '').includes('Photos are erased with the visit after 90 days.'));

    const env = { DATABASE_URL: t.database.url, VMS_DATA_DIR: t.dataDir, VMS_SERVER_SECRET: TEST_SERVER_SECRET, VMS_TIMEZONE: 'Asia/Kolkata' };
    const listed = await runCliInProcess(['privacy', 'requests'], env);
    expect(listed).toMatchObject({ code: 0, stderr: '' });
    expect(listed.stdout).toContain('Coming from: Nashik');
    const json = await runCliInProcess(['privacy', 'requests', '--json', '--status', 'rejected'], env);
    expect((JSON.parse(json.stdout) as PrivacyRequestRow[]).map((one) => one.id)).toContain(grievance.body.requestId);
    expect((JSON.parse(json.stdout) as PrivacyRequestRow[]).every((one) => one.status === 'rejected')).toBe(true);
    expect(await runCliInProcess(['privacy', 'requests', '--status', 'maybe'], env)).toMatchObject({ code: 2, stderr: expect.stringContaining('Allowed choices are open, done, rejected') });
  });

  it('should refuse an expired or tampered link with its code and change nothing', async () => {
    const [visit] = await seed('omar@guest.test', [past('Omar Sheikh', '2026-11-10', mumbai)]) as [number];
    const old = tokenFor(visit, new Date(t.clock.now().getTime() - 91 * DAY));
    const [id, expires, mac] = tokenFor(visit).split('.') as [string, string, string];
    const before = [await query('select * from visitor_pass where id = $1', [visit]), await query('select count(*)::int as n from privacy_request')];
    for (const path of ['/api/privacy/your-data', '/api/privacy/your-data/erasure', '/api/privacy/your-data/download']) {
      expect(await visitor().post(path, { token: old, format: 'json' })).toMatchObject({ status: 410, body: { code: 'rights.link_expired', errmessage: RIGHTS_MESSAGES.linkExpired } });
      for (const token of [`${Number(id) + 1}.${expires}.${mac}`, `${id}.${Number(expires) + 1}.${mac}`, 'nonsense', undefined]) {
        expect(await visitor().post(path, { token, format: 'json' })).toMatchObject({ status: 400, body: { code: 'rights.link_invalid', errmessage: RIGHTS_MESSAGES.linkInvalid } });
      }
    }
    expect([await query('select * from visitor_pass where id = $1', [visit]), await query('select count(*)::int as n from privacy_request')]).toEqual(before);
  });

  it('should put the link in every visitor mail (real SMTP), open that visitor\'s data from it, and never hold the full ID', async () => {
    const host = await signedIn(t, { email: email('host'), password: 'Host@1234' });
    const created = await createPass(t, host, { visitorEmail: 'zoya@guest.test', name: 'Zoya Khan' });
    expect(created.status).toBe(201);
    await t.deliverMail();
    const { mail, token: formToken } = await linkFromMail(smtp, 'zoya@guest.test');
    expect(mail.html).toContain('See my data');
    const link = new URL(/(https?:\/\/\S+\/YourData\?token=\S+)/.exec(mail.text ?? '')![1]!);
    expect(link.origin).toBe('http://vms.test');
    expect((await submitDetails(t, new TestClient(t), formToken, { name: 'Zoya Khan' })).status).toBe(200);

    const shown = await visitor().post<YourDataAnswer>('/api/privacy/your-data', { token: link.searchParams.get('token') });
    expect(shown.body.visits.map((visit) => visit.visitId)).toEqual([created.body.id]);
    expect(shown.body.visits[0]!.details.id).toBe('XXXX XXXX 2346');
    expect(shown.body.mails.map((one) => one.subject)).toEqual([mail.subject]);
    const client = visitor();
    await client.post('/api/privacy/your-data/download', { token: link.searchParams.get('token'), format: 'pdf' });
    const text = await pdfText(client.lastBytes);
    expect(text).toContain('Zoya Khan');
    expect(text).not.toContain('234123412346');
    expect(client.lastBytes.toString('latin1')).not.toContain('234123412346');
  });
});
