import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import type { TestClient } from '../../support/test-client.ts';
import { queryRows, sqlClient } from '../../support/test-database.ts';
import { ExportVisits } from '../../../src/visits/application/export-visits.ts';
import { startKiosk } from '../../support/kiosk-flows.ts';
import { insertVisits, randomPassCode } from '../../support/visit-fixtures.ts';
import { createPass, linkFromMail } from '../../support/visit-flows.ts';

const PUNE_ADDRESS = 'Plot 4, MIDC Bhosari, Pune 411026';
const LONDON_ADDRESS = '1 Example Street, London EC1A 1AA';

/** The start of a mail's calendar invitation as a calendar program reads it (ical.js). */
const invitationIn = (mail: ParsedMail) => {
  const part = mail.attachments.find((attachment) => attachment.contentType === 'text/calendar')!;
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(part.content.toString('utf8'))).getFirstSubcomponent('vevent')!);
  return { zone: event.startDate.zone?.tzid, wallClock: event.startDate.toString(), start: event.startDate.toJSDate().toISOString(), location: event.location };
};

/**
 * Two sites whose dates differ (issue 30): at 21:30 UTC on 19 November it is already 03:00 on the
 * 20th in Pune (the first site, Asia/Kolkata) and still 21:30 on the 19th in London. Each pass is
 * read on its own site's clock: its date rules, its link's expiry and its calendar invitation.
 */
describe('passes at two sites in different zones', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let puneHost: TestClient;
  let londonHost: TestClient;
  let londonId: number;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ smtp, clock: new FakeClock('2026-11-19T21:30:00.000Z'), env: { VMS_TIMEZONE: 'Asia/Kolkata', VMS_SITE_ADDRESS: PUNE_ADDRESS } });
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'punehost', 'manager', { manager: 'admin', password: 'Host@1234', name: 'Priya Sharma' });
    await addAccount(t, 'londonhost', 'manager', { manager: 'admin', password: 'Host@1234', name: 'Oliver Smith' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    const [london] = await queryRows<{ id: number }>(
      t.database.url,
      `insert into site (name, address, time_zone, personal_data_days, photo_days, audit_log_days, processing_log_days, close_stale_visits, kiosk_requires_pin, created_at, updated_at)
       values ('London', $1, 'Europe/London', 180, 180, 365, 365, false, false, now(), now()) returning id`,
      [LONDON_ADDRESS],
    );
    londonId = london!.id;
    await queryRows(t.database.url, 'update employee set home_site_id = $1 where email = $2', [londonId, email('londonhost')]);
    // The guard works at both sites (ADR 42): with no assignment they would work at their home site only.
    await queryRows(t.database.url, 'insert into employee_site (employee_id, site_id) select e.id, s.id from employee e, site s where e.email = $1', [email('guard')]);
    puneHost = await signedIn(t, { email: email('punehost'), password: 'Host@1234' });
    londonHost = await signedIn(t, { email: email('londonhost'), password: 'Host@1234' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const visitRow = async (id: number) =>
    (await queryRows<{ site_id: number; visit_date: string; link_expires_at: Date }>(t.database.url, "select site_id, to_char(visit_date, 'YYYY-MM-DD') as visit_date, link_expires_at from visitor_pass where id = $1", [id]))[0];

  it("should take a host's pass at their home site, on its clock: the 19th is still today in London, its link lasting to London's midnight", async () => {
    const created = await createPass(t, londonHost, { visitorEmail: 'london.visitor@supplier.test', date: '19-11-2026', time: '10:00 PM' });
    expect(created.status).toBe(201);
    expect(await visitRow(created.body.id)).toEqual({ site_id: londonId, visit_date: '2026-11-19', link_expires_at: new Date('2026-11-19T23:59:59.999Z') });

    await t.deliverMail();
    const { mail } = await linkFromMail(smtp, 'london.visitor@supplier.test');
    // 10:00 PM in London (UTC in November), at the London site's address.
    expect(invitationIn(mail)).toEqual({ zone: 'Europe/London', wallClock: '2026-11-19T22:00:00', start: '2026-11-19T22:00:00.000Z', location: LONDON_ADDRESS });
  });

  it('should refuse the same day at the first site, where it is already the 20th, and take the 20th on Pune\'s clock', async () => {
    const past = await createPass(t, puneHost, { date: '19-11-2026', time: '10:00 PM' });
    expect(past.status).toBe(400);
    expect(past.body.errmessage).toBe(MESSAGES.pass.datePast);

    const created = await createPass(t, puneHost, { visitorEmail: 'pune.visitor@supplier.test', date: '20-11-2026', time: '10:00 AM' });
    expect(created.status).toBe(201);
    // The end of the 20th in Pune is 18:29:59.999 UTC.
    expect(await visitRow(created.body.id)).toEqual({ site_id: 1, visit_date: '2026-11-20', link_expires_at: new Date('2026-11-20T18:29:59.999Z') });
    await t.deliverMail();
    const { mail } = await linkFromMail(smtp, 'pune.visitor@supplier.test');
    expect(invitationIn(mail)).toEqual({ zone: 'Asia/Kolkata', wallClock: '2026-11-20T10:00:00', start: '2026-11-20T04:30:00.000Z', location: PUNE_ADDRESS });
  });

  it('should make a pass at the site chosen on the form, and refuse a site that does not exist with its code, making nothing', async () => {
    const chosen = await createPass(t, puneHost, { siteId: londonId, date: '19-11-2026', time: '11:00 PM' });
    expect(chosen.status).toBe(201);
    expect((await visitRow(chosen.body.id))?.site_id).toBe(londonId);

    const [before] = await queryRows<{ n: number }>(t.database.url, 'select count(*)::int as n from visitor_pass');
    const missing = await createPass(t, puneHost, { siteId: 999, date: '21-11-2026', time: '10:00 AM' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ errmessage: MESSAGES.pass.siteInvalid, code: 'visit.site_invalid' });
    expect(await queryRows(t.database.url, 'select count(*)::int as n from visitor_pass')).toEqual([before]);
  });

  it("should list at each site's desk only its own visits of its own today, and count them for its dashboard", async () => {
    // A sign-in of its own: one session per person, and another test's may have replaced an earlier one.
    const desk = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    const sql = await sqlClient(t.database.url);
    try {
      await insertVisits(sql, [
        // Today in Pune is the 20th; in London, the 19th.
        { hostEmail: email('punehost'), name: 'Pune Today', date: '2026-11-20', time: '09:00' },
        { hostEmail: email('punehost'), name: 'Pune Yesterday', date: '2026-11-19', time: '22:00' },
        { hostEmail: email('londonhost'), name: 'London Today', date: '2026-11-19', time: '22:00', siteId: londonId },
        { hostEmail: email('londonhost'), name: 'London Tomorrow', date: '2026-11-20', time: '09:00', siteId: londonId },
      ]);
    } finally {
      await sql.end();
    }
    const names = async (site: number) => {
      const answer = await desk.get<{ details: string }>(`/api/getApprovedVisitor?view=active&filter=all&site=${site}`);
      expect(answer.status).toBe(200);
      return (t.envelope.decryptJson(answer.body.details) as { name: string }[]).map((row) => row.name);
    };
    expect(await names(1)).toEqual(['Pune Today']);
    expect(await names(londonId)).toEqual(['London Today']);

    const counts = async (site: number) => (await desk.get<{ desk: { expected: number } }>(`/api/dashboard-counts?site=${site}`)).body.desk.expected;
    expect([await counts(1), await counts(londonId)]).toEqual([1, 1]);

    const unknown = await desk.get<{ code: string }>('/api/getApprovedVisitor?view=active&filter=all&site=999');
    expect(unknown).toMatchObject({ status: 400, body: { code: 'visit.site_invalid' } });
  });

  it("should let a kiosk find only its own site's visits: another site's pass code is refused with its code, another site's phone number finds nothing", async () => {
    // The guard's home site is Pune (the first): so is the kiosk they start.
    const { tablet } = await startKiosk(t, { email: email('guard'), password: 'Guard@123' }, 'Pune reception');
    const [londonCode, puneCode] = [randomPassCode(), randomPassCode()];
    const sql = await sqlClient(t.database.url);
    try {
      await insertVisits(sql, [
        { hostEmail: email('londonhost'), name: 'Anna Jones', date: '2026-11-19', time: '22:00', siteId: londonId, passCode: londonCode, phone: '9876500001' },
        { hostEmail: email('punehost'), name: 'Kiran Rao', date: '2026-11-20', time: '09:00', passCode: puneCode, phone: '9876500002' },
      ]);
    } finally {
      await sql.end();
    }
    const lookUp = (payload: unknown) => tablet.post<{ errmessage?: string; code?: string }>('/api/kiosk/appointments/lookup', { encryptedData: t.envelope.encrypt(payload) });

    expect((await lookUp({ qr: puneCode })).status).toBe(200);
    const other = await lookUp({ qr: londonCode });
    expect(other).toMatchObject({ status: 409, body: { code: 'kiosk.visit_other_site', errmessage: MESSAGES.kiosk.visitOtherSite } });
    expect(await lookUp({ phone: '9876500001' })).toMatchObject({ status: 404, body: { code: 'kiosk.visit_not_found' } });
    expect(await queryRows(t.database.url, 'select count(*)::int as n from visitor_pass where check_in is not null')).toEqual([{ n: 0 }]);
  });

  it("should export each visit's state on its own site's date", async () => {
    const sql = await sqlClient(t.database.url);
    let ids: number[];
    try {
      // The 18th: yesterday in London as in Pune, so both are over; the 19th is still today in London and past in Pune.
      ids = await insertVisits(sql, [
        { hostEmail: email('londonhost'), name: 'Export London', date: '2026-11-18', time: '09:00', siteId: londonId },
        { hostEmail: email('londonhost'), name: 'Export London', date: '2026-11-19', time: '23:00', siteId: londonId },
        { hostEmail: email('punehost'), name: 'Export Pune', date: '2026-11-19', time: '23:00' },
      ]);
    } finally {
      await sql.end();
    }
    const csv = await t.inContext(async () => {
      const exported = await t.get(ExportVisits).open('2026-11-18', '2026-11-19', 'csv');
      const decoder = new TextDecoder();
      let text = '';
      for await (const chunk of exported.chunks) text += decoder.decode(chunk.bytes, { stream: true });
      return text;
    });
    const [header, ...lines] = csv.trimEnd().split('\r\n');
    // The state, `anonymised` and the two entrances end each record (the address before them holds
    // commas): read from the end.
    expect(header!.split(',').slice(-4)).toEqual(['state', 'anonymised', 'check_in_entrance', 'check_out_entrance']);
    const stateOf = (id: number) => lines.map((line) => line.split(',')).find((cells) => cells[0] === String(id))?.at(-4);
    expect(ids.map(stateOf)).toEqual(['missed', 'expected', 'missed']);
  });

  it("should check a visitor in on the day of their visit's site: London's today, which is already yesterday in Pune", async () => {
    const sql = await sqlClient(t.database.url);
    let londonToday: number;
    let puneYesterday: number;
    try {
      [londonToday, puneYesterday] = (await insertVisits(sql, [
        { hostEmail: email('londonhost'), name: 'Desk London', date: '2026-11-19', time: '22:00', siteId: londonId },
        { hostEmail: email('punehost'), name: 'Desk Pune', date: '2026-11-19', time: '22:00' },
      ])) as [number, number];
    } finally {
      await sql.end();
    }
    // A sign-in of its own: one session per person, and another test's may have replaced an earlier one.
    const guard = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    const timeIn = (id: number) => guard.post<{ code?: string }>('/visitorTimeIn', { encryptedId: t.envelope.encrypt(String(id)) });
    expect((await timeIn(londonToday)).status).toBe(200);
    expect(await timeIn(puneYesterday)).toMatchObject({ status: 409, body: { code: 'visit.not_today' } });
  });
});
