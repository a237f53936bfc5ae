import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { recipientsOf, startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { sqlClient } from '../../support/test-database.ts';
import { insertVisits, type VisitFixture } from '../../support/visit-fixtures.ts';

/** A real 320×240 JPEG, as the desk's webcam capture makes it. */
const webcamJpeg = (): Buffer => {
  const data = Buffer.alloc(320 * 240 * 4);
  for (let i = 0; i < data.length; i += 4) data.set([(i / 4) % 256, 90, 160, 255], i);
  return Buffer.from(jpeg.encode({ data, width: 320, height: 240 }, 80).data);
};

const pngRenamed = (): Buffer => {
  const image = new PNG({ width: 8, height: 8 });
  image.data.fill(200);
  return PNG.sync.write(image);
};

describe('the security desk\'s actions', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let desk: TestClient;
  let host: TestClient;
  let otherEmployee: TestClient;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ smtp }); // today at the site: 20-11-2026
    await addAccount(t, 'admin', 'admin');
    await addAccount(t, 'host', 'manager', { manager: 'admin', password: 'Host@1234' });
    await addAccount(t, 'other', 'employee', { manager: 'host', password: 'Other@123' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    desk = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    host = await signedIn(t, { email: email('host'), password: 'Host@1234' });
    otherEmployee = await signedIn(t, { email: email('other'), password: 'Other@123' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /**
   * A visit of the host's, made by the test that needs it (today at the site unless asked), so that
   * each test stands on its own whatever runs before it.
   */
  const visit = async (name: string, fixture: Partial<VisitFixture> = {}): Promise<number> => {
    const sql = await sqlClient(t.database.url);
    const [id] = await insertVisits(sql, [{ name, hostEmail: email('host'), date: '2026-11-20', ...fixture }]);
    await sql.end();
    return id!;
  };
  const timeIn = (client: TestClient, id: number) => client.post<{ message?: string; errmessage?: string }>('/visitorTimeIn', { encryptedId: t.envelope.encrypt(String(id)), time_in: '2001-01-01T00:00:00Z' });
  const timeOut = (client: TestClient, id: number) => client.post<{ message?: string; errmessage?: string }>('/visitorTimeOut', { encryptedId: t.envelope.encrypt(String(id)), time_out: 'whenever' });
  const row = async (id: number) => {
    const sql = await sqlClient(t.database.url);
    const { rows } = await sql.query<{ check_in: Date | null; check_out: Date | null }>('select check_in, check_out from visitor_pass where id = $1', [id]);
    await sql.end();
    return rows[0]!;
  };
  const upload = (client: TestClient, id: number, bytes: Buffer, type = 'image/jpeg', name = 'photo.jpg') => {
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(bytes)], { type }), name);
    form.append('visitorId', String(id));
    return client.call<{ success?: boolean; filename?: string; errmessage?: string }>('POST', '/upload', form);
  };
  /** The photos' files of one visit, as the file storage (PostgreSQL) holds them. */
  const storedPhotos = async (id: number) => {
    const sql = await sqlClient(t.database.url);
    const { rows } = await sql.query<{ key: string }>('select key from stored_file where key like $1 order by key', [`photos/%/2026-${id}-%`]);
    await sql.end();
    return rows.map((row) => row.key.split('/').pop());
  };
  const uploaded = async (id: number): Promise<string> => {
    const accepted = await upload(desk, id, webcamJpeg());
    expect(accepted.status).toBe(200);
    return accepted.body.filename!;
  };

  it('should record Time In and Time Out once each, with the server\'s clock', async () => {
    const id = await visit('Arrives Today');
    expect(await timeOut(desk, id)).toMatchObject({ status: 409, body: { errmessage: 'This visitor has not checked in yet.', code: 'visit.not_checked_in' } });
    expect(await timeIn(desk, id)).toMatchObject({ status: 200, body: { message: 'Time In recorded successfully' } });
    expect((await row(id)).check_in).toEqual(t.clock.now()); // not the client's time_in
    expect(await timeIn(desk, id)).toMatchObject({ status: 409, body: { errmessage: 'This visitor is already checked in.', code: 'visit.already_checked_in' } });
    // Five minutes later (under the ten-minute idle limit of the desk's own session).
    t.clock.advance(5 * 60_000);
    expect(await timeOut(desk, id)).toMatchObject({ status: 200, body: { message: 'Time Out recorded successfully' } });
    expect((await row(id)).check_out).toEqual(t.clock.now());
    expect(await timeOut(desk, id)).toMatchObject({ status: 409, body: { errmessage: 'This visitor is already checked out.', code: 'visit.already_checked_out' } });
  });

  it('should refuse Time In for a visit not approved, not today, or of another day', async () => {
    const notApproved = await visit('Not Approved', { approved: false });
    const tomorrow = await visit('Comes Tomorrow', { date: '2026-11-21' });
    const yesterday = await visit('Was Yesterday', { date: '2026-11-19' });
    expect(await timeIn(desk, notApproved)).toMatchObject({ status: 409, body: { errmessage: 'This visitor has not been approved yet.', code: 'visit.not_approved' } });
    expect(await timeIn(desk, tomorrow)).toMatchObject({ status: 409, body: { errmessage: 'Only visitors expected today can be checked in.', code: 'visit.not_today' } });
    expect(await timeIn(desk, yesterday)).toMatchObject({ status: 409, body: { errmessage: 'Only visitors expected today can be checked in.', code: 'visit.not_today' } });
    for (const id of [notApproved, tomorrow, yesterday]) expect((await row(id)).check_in).toBeNull();
    expect(await timeIn(desk, 2_000_000_000)).toMatchObject({ status: 404, body: { errmessage: 'Error fetching data', code: 'visit.not_found' } });
  });

  it('should leave Time In, Time Out and photos to the desk', async () => {
    const id = await visit('Not For Hosts');
    expect((await timeIn(host, id)).status).toBe(403);
    expect((await timeIn(new TestClient(t), id)).status).toBe(401);
    expect((await row(id)).check_in).toBeNull();
    // Out and photos too: the host of the visit, an employee and a caller without a session are refused, nothing written.
    expect((await timeIn(desk, id)).status).toBe(200);
    for (const [client, status] of [[host, 403], [otherEmployee, 403], [new TestClient(t), 401]] as const) {
      expect((await timeOut(client, id)).status).toBe(status);
      expect((await upload(client, id, webcamJpeg())).status).toBe(status);
    }
    expect((await row(id)).check_out).toBeNull();
    expect((await desk.get(`/api/latest-photo?id=${id}`)).status).toBe(404);
  });

  it('should record exactly one of 20 concurrent check-ins of one visitor', async () => {
    const id = await visit('Racing Visitor');
    const results = await Promise.all(Array.from({ length: 20 }, () => timeIn(desk, id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const sql = await sqlClient(t.database.url);
    const audit = await sql.query("select count(*)::int n from audit_log where action = 'visit.checked_in' and subject_id = $1", [String(id)]);
    const mails = await sql.query("select count(*)::int n from mail_outbox where subject like 'Racing Visitor has arrived%'");
    await sql.end();
    expect(audit.rows[0].n).toBe(1);
    expect(mails.rows[0].n).toBe(1);
  });

  it('should accept a real JPEG and refuse a renamed PNG, a 2 MiB file and a script, storing nothing for them', async () => {
    const id = await visit('Photo Visitor');
    expect(await upload(desk, id, pngRenamed())).toMatchObject({ status: 400, body: { errmessage: 'Only JPEG photos can be uploaded.', code: 'photo.not_jpeg' } });
    expect(await upload(desk, id, Buffer.from('#!/bin/sh\nrm -rf /\n'), 'image/jpeg', 'photo.jpg')).toMatchObject({ status: 400, body: { errmessage: 'Only JPEG photos can be uploaded.', code: 'photo.not_jpeg' } });
    const big = Buffer.concat([webcamJpeg(), Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(desk, id, big)).status).toBe(413);
    const justOver = Buffer.concat([webcamJpeg(), Buffer.alloc(1024 * 1024)]);
    expect(await upload(desk, id, justOver)).toMatchObject({ status: 413, body: { errmessage: 'The photo must not exceed 1 MB.', code: 'photo.too_large' } });
    const noPhoto = new FormData();
    noPhoto.append('visitorId', String(id));
    expect(await desk.call('POST', '/upload', noPhoto)).toMatchObject({ status: 400, body: { errmessage: 'Please take a photo first.', code: 'photo.missing' } });
    expect(await storedPhotos(id)).toEqual([]);

    const photo = webcamJpeg();
    const accepted = await upload(desk, id, photo);
    expect(accepted.status).toBe(200);
    expect(accepted.body.success).toBe(true);
    expect(accepted.body.filename).toMatch(new RegExp(`^2026-${id}-[A-Za-z0-9_-]{16}\\.jpg$`));
    expect(await storedPhotos(id)).toEqual([accepted.body.filename]);
    const sql = await sqlClient(t.database.url);
    const rows = await sql.query('select count(*)::int n from visitor_photo where visitor_pass_id = $1', [id]);
    await sql.end();
    expect(rows.rows[0].n).toBe(1);
  });

  it('should serve the latest photo to the desk and the host only', async () => {
    const id = await visit('Photographed Visitor');
    const filename = await uploaded(id);
    const latest = await desk.get<{ filename: string }>(`/api/latest-photo?id=${id}&name=photographedvisitor`);
    expect(latest).toMatchObject({ status: 200, body: { filename } });
    for (const client of [desk, host]) {
      const file = await client.get(`/photos/${latest.body.filename}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/jpeg');
      expect(client.lastBytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
    expect((await otherEmployee.get(`/photos/${latest.body.filename}`)).status).toBe(404);
    expect((await otherEmployee.get(`/api/latest-photo?id=${id}`)).status).toBe(404);
    expect((await new TestClient(t).get(`/photos/${latest.body.filename}`)).status).toBe(401);
    expect((await desk.get('/photos/..%2F..%2Fsecret')).status).toBe(404);
    const withoutPhoto = await visit('Not Photographed');
    expect(await desk.get(`/api/latest-photo?id=${withoutPhoto}`)).toMatchObject({ status: 404, body: { errmessage: 'Photo not available. Please take a photo first.', code: 'photo.not_available' } });
  });

  it('should mail the host on arrival with the visitor\'s name, time and photo', async () => {
    const id = await visit('Arriving Visitor');
    await uploaded(id);
    expect((await timeIn(desk, id)).status).toBe(200);
    await t.deliverMail();
    const mail = await smtp.waitFor((m) => recipientsOf(m).includes(email('host')) && (m.subject ?? '').startsWith('Arriving Visitor has arrived'));
    expect(mail.subject).toMatch(/^Arriving Visitor has arrived \(\d{2}:\d{2} [AP]M\)$/);
    expect(mail.text).toContain('Arriving Visitor checked in at the security desk at');
    const photo = mail.attachments.find((a) => a.contentType === 'image/jpeg');
    expect(photo?.content.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('should find a visit by the code in its QR, however it is typed', async () => {
    const id = await visit('Scanned Visitor', { passCode: 'QRCODE23' });
    for (const scanned of ['VMS:QRCODE23', 'qrcode23', ' QRCO-DE23 ']) {
      const found = await desk.get<{ details: string }>(`/api/visitor-by-pass/${encodeURIComponent(scanned)}`);
      expect(found.status, scanned).toBe(200);
      expect(t.envelope.decryptJson(found.body.details)).toMatchObject({ id, name: 'Scanned Visitor', visitor_id: 'QRCODE23' });
    }
    expect(await desk.get('/api/visitor-by-pass/NOPE2345')).toMatchObject({ status: 404, body: { errmessage: 'No visitor pass has this code.', code: 'visit.unknown_pass_code' } });
    expect((await host.get('/api/visitor-by-pass/QRCODE23')).status).toBe(403);
  });

  it('should list everyone on site now, and as CSV for an evacuation', async () => {
    const arrived = new Date(t.clock.now().getTime() - 60 * 60_000);
    await visit('On Site Early', { checkIn: arrived, phone: '9812345671' });
    await visit('On Site From Yesterday', { date: '2026-11-19', checkIn: new Date(arrived.getTime() - 86_400_000) });
    await visit('Already Left', { checkIn: arrived, checkOut: t.clock.now() });
    await visit('Not Yet In');
    const onSite = await desk.get<{ details: string; total: number; stale: number }>('/api/on-site');
    // Other tests may have people on site too: these are the ones this test put there, or kept out.
    const names = (t.envelope.decryptJson(onSite.body.details) as { name: string }[]).map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['On Site Early', 'On Site From Yesterday']));
    expect(names).not.toContain('Already Left');
    expect(names).not.toContain('Not Yet In');
    const csv = await desk.get('/api/on-site?format=csv');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="on-site-.+\.csv"$/);
    const lines = desk.lastBytes.toString('utf8').trim().split('\n');
    expect(lines[0]).toBe('Name,Phone,Pass code,Visitor type,Coming from,Host,Host e-mail,Checked in,Entrance,Additional visitors,Place,Checked in before today');
    // Checked in before today is stale (roll-call.test.ts): out of the CSV unless asked for.
    expect(lines).toHaveLength(names.length - onSite.body.stale + 1);
    expect(lines.slice(1).some((line) => line.startsWith('On Site From Yesterday,'))).toBe(false);
    expect(lines.slice(1).some((line) => line.startsWith('On Site Early,9812345671,'))).toBe(true);
    expect(lines.slice(1).some((line) => line.startsWith('Already Left,'))).toBe(false);
    expect((await host.get('/api/on-site')).status).toBe(403);
  });

  it('should audit every check-in, check-out and photo', async () => {
    const id = await visit('Audited Visitor');
    await uploaded(id);
    expect((await timeIn(desk, id)).status).toBe(200);
    expect((await timeIn(desk, id)).status).toBe(409);
    expect((await timeOut(desk, id)).status).toBe(200);
    const sql = await sqlClient(t.database.url);
    const { rows } = await sql.query<{ action: string; n: number }>(
      "select action, count(*)::int n from audit_log where action like 'visit.%' and subject_id = $1 group by action order by action",
      [String(id)],
    );
    await sql.end();
    expect(rows).toEqual([
      // One each: the refused second check-in is not audited.
      { action: 'visit.checked_in', n: 1 },
      { action: 'visit.checked_out', n: 1 },
      { action: 'visit.photo_taken', n: 1 },
    ]);
  });
});
