import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { recipientsOf, startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { sqlClient } from '../../support/test-database.ts';
import { insertVisits } from '../../support/visit-fixtures.ts';

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
  let ids: Record<string, number>;

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
    const names = ['Arrives Today', 'Racing Visitor', 'Photo Visitor', 'Not Approved', 'Comes Tomorrow', 'Was Yesterday'];
    const sql = await sqlClient(t.database.url);
    const created = await insertVisits(sql, [
      { name: names[0]!, hostEmail: email('host'), date: '2026-11-20', passCode: 'QRCODE23' },
      { name: names[1]!, hostEmail: email('host'), date: '2026-11-20' },
      { name: names[2]!, hostEmail: email('host'), date: '2026-11-20' },
      { name: names[3]!, hostEmail: email('host'), date: '2026-11-20', approved: false },
      { name: names[4]!, hostEmail: email('host'), date: '2026-11-21' },
      { name: names[5]!, hostEmail: email('host'), date: '2026-11-19' },
    ]);
    await sql.end();
    ids = Object.fromEntries(names.map((name, i) => [name, created[i]!]));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

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
  /** The photos' files, as the file storage (PostgreSQL) holds them. */
  const storedPhotos = async () => {
    const sql = await sqlClient(t.database.url);
    const { rows } = await sql.query<{ key: string }>("select key from stored_file where key like 'photos/%' order by key");
    await sql.end();
    return rows.map((row) => row.key.split('/').pop());
  };

  it('should record Time In and Time Out once each, with the server\'s clock', async () => {
    const id = ids['Arrives Today']!;
    expect(await timeOut(desk, id)).toMatchObject({ status: 409, body: { errmessage: 'This visitor has not checked in yet.' } });
    expect(await timeIn(desk, id)).toMatchObject({ status: 200, body: { message: 'Time In recorded successfully' } });
    expect((await row(id)).check_in).toEqual(t.clock.now()); // not the client's time_in
    expect(await timeIn(desk, id)).toMatchObject({ status: 409, body: { errmessage: 'This visitor is already checked in.' } });
    // Five minutes later (under the ten-minute idle limit of the desk's own session).
    t.clock.advance(5 * 60_000);
    expect(await timeOut(desk, id)).toMatchObject({ status: 200, body: { message: 'Time Out recorded successfully' } });
    expect((await row(id)).check_out).toEqual(t.clock.now());
    expect(await timeOut(desk, id)).toMatchObject({ status: 409, body: { errmessage: 'This visitor is already checked out.' } });
  });

  it('should refuse Time In for a visit not approved, not today, or of another day', async () => {
    expect(await timeIn(desk, ids['Not Approved']!)).toMatchObject({ status: 409, body: { errmessage: 'This visitor has not been approved yet.' } });
    expect(await timeIn(desk, ids['Comes Tomorrow']!)).toMatchObject({ status: 409, body: { errmessage: 'Only visitors expected today can be checked in.' } });
    expect(await timeIn(desk, ids['Was Yesterday']!)).toMatchObject({ status: 409, body: { errmessage: 'Only visitors expected today can be checked in.' } });
    expect((await row(ids['Was Yesterday']!)).check_in).toBeNull();
  });

  it('should leave Time In and Out to the desk', async () => {
    expect((await timeIn(host, ids['Comes Tomorrow']!)).status).toBe(403);
    expect((await timeIn(new TestClient(t), ids['Comes Tomorrow']!)).status).toBe(401);
  });

  it('should record exactly one of 20 concurrent check-ins of one visitor', async () => {
    const id = ids['Racing Visitor']!;
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
    const id = ids['Photo Visitor']!;
    expect(await upload(desk, id, pngRenamed())).toMatchObject({ status: 400, body: { errmessage: 'Only JPEG photos can be uploaded.' } });
    expect(await upload(desk, id, Buffer.from('#!/bin/sh\nrm -rf /\n'), 'image/jpeg', 'photo.jpg')).toMatchObject({ status: 400, body: { errmessage: 'Only JPEG photos can be uploaded.' } });
    const big = Buffer.concat([webcamJpeg(), Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(desk, id, big)).status).toBe(413);
    const justOver = Buffer.concat([webcamJpeg(), Buffer.alloc(1024 * 1024)]);
    expect(await upload(desk, id, justOver)).toMatchObject({ status: 413, body: { errmessage: 'The photo must not exceed 1 MB.' } });
    expect(await storedPhotos()).toEqual([]);

    const photo = webcamJpeg();
    const accepted = await upload(desk, id, photo);
    expect(accepted.status).toBe(200);
    expect(accepted.body.success).toBe(true);
    expect(accepted.body.filename).toMatch(new RegExp(`^2026-${id}-[A-Za-z0-9_-]{16}\\.jpg$`));
    expect(await storedPhotos()).toEqual([accepted.body.filename]);
    const sql = await sqlClient(t.database.url);
    const rows = await sql.query('select count(*)::int n from visitor_photo');
    await sql.end();
    expect(rows.rows[0].n).toBe(1);
  });

  it('should serve the latest photo to the desk and the host only', async () => {
    const id = ids['Photo Visitor']!;
    const latest = await desk.get<{ filename: string }>(`/api/latest-photo?id=${id}&name=photovisitor`);
    expect(latest.status).toBe(200);
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
    expect(await desk.get(`/api/latest-photo?id=${ids['Comes Tomorrow']}`)).toMatchObject({ status: 404, body: { errmessage: 'Photo not available. Please take a photo first.' } });
  });

  it('should mail the host on arrival with the visitor\'s name, time and photo', async () => {
    expect((await timeIn(desk, ids['Photo Visitor']!)).status).toBe(200);
    await t.deliverMail();
    const mail = await smtp.waitFor((m) => recipientsOf(m).includes(email('host')) && (m.subject ?? '').startsWith('Photo Visitor has arrived'));
    expect(mail.subject).toMatch(/^Photo Visitor has arrived \(\d{2}:\d{2} [AP]M\)$/);
    expect(mail.text).toContain('Photo Visitor checked in at the security desk at');
    const photo = mail.attachments.find((a) => a.contentType === 'image/jpeg');
    expect(photo?.content.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('should find a visit by the code in its QR, however it is typed', async () => {
    for (const scanned of ['VMS:QRCODE23', 'qrcode23', ' QRCO-DE23 ']) {
      const found = await desk.get<{ details: string }>(`/api/visitor-by-pass/${encodeURIComponent(scanned)}`);
      expect(found.status, scanned).toBe(200);
      expect(t.envelope.decryptJson(found.body.details)).toMatchObject({ id: ids['Arrives Today'], name: 'Arrives Today', visitor_id: 'QRCODE23' });
    }
    expect(await desk.get('/api/visitor-by-pass/NOPE2345')).toMatchObject({ status: 404, body: { errmessage: 'No visitor pass has this code.' } });
    expect((await host.get('/api/visitor-by-pass/QRCODE23')).status).toBe(403);
  });

  it('should list everyone on site now, and as CSV for an evacuation', async () => {
    const onSite = await desk.get<{ details: string; total: number }>('/api/on-site');
    const names = (t.envelope.decryptJson(onSite.body.details) as { name: string }[]).map((r) => r.name).sort();
    expect(names).toEqual(['Photo Visitor', 'Racing Visitor']);
    const csv = await desk.get('/api/on-site?format=csv');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="on-site-.+\.csv"$/);
    const lines = desk.lastBytes.toString('utf8').trim().split('\n');
    expect(lines[0]).toBe('Name,Phone,Pass code,Visitor type,Coming from,Host,Host e-mail,Checked in,Additional visitors,Place');
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).some((line) => line.startsWith('Racing Visitor,9812345670,'))).toBe(true);
    expect((await host.get('/api/on-site')).status).toBe(403);
  });

  it('should audit every check-in, check-out and photo', async () => {
    const sql = await sqlClient(t.database.url);
    const { rows } = await sql.query<{ action: string; n: number }>("select action, count(*)::int n from audit_log where action like 'visit.%' group by action order by action");
    await sql.end();
    expect(rows).toEqual([
      { action: 'visit.checked_in', n: 3 },
      { action: 'visit.checked_out', n: 1 },
      { action: 'visit.photo_taken', n: 1 },
    ]);
  });
});
