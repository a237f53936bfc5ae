import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KioskTickets } from '../../../src/kiosk/domain/kiosk-ticket.ts';
import { PassPins } from '../../../src/visits/application/pass-pins.ts';
import { kioskBadgeSchema, kioskHostListAnswerSchema, kioskVisitSchema, type KioskVisit } from '#contract/api/kiosk-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { recipientsOf, startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startKiosk as startKioskAs } from '../../support/kiosk-flows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { queryRows, sqlClient } from '../../support/test-database.ts';
import { approveVisitor, createPass, fetchVisitorData, linkFromMail, submitDetails } from '../../support/visit-flows.ts';
import { insertVisits, randomPassCode, type VisitFixture } from '../../support/visit-fixtures.ts';

type Answer = { message?: string; details?: string; errmessage?: string; code?: string; field?: string };

// Today at the site is 20-11-2026, 10:00 AM (the fake clock, Asia/Kolkata).
const TODAY = '2026-11-20';
const MINUTE = 60_000;

describe('the kiosk: appointments check in and departures check out through the desk\'s own use cases', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let host: TestClient;
  let guard: TestClient;
  let tablet: TestClient;
  let kioskId: number;
  let phoneCounter = 0;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ smtp });
    await addAccount(t, 'admin', 'admin', { name: 'Asha Admin' });
    await addAccount(t, 'host', 'manager', { manager: 'admin', password: 'Host@1234', name: 'Ravi Shankar Kulkarni' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123', name: 'Gopal Guard' });
    host = await signedIn(t, { email: email('host'), password: 'Host@1234' });
    guard = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    ({ tablet, id: kioskId } = await startKiosk('Reception, Building A'));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const startKiosk = (name: string) => startKioskAs(t, { email: email('guard'), password: 'Guard@123' }, name);
  const query = <Row extends Record<string, unknown>>(text: string, values: unknown[] = []) => queryRows<Row>(t.database.url, text, values);
  const visits = async (fixtures: readonly Omit<VisitFixture, 'hostEmail'>[]): Promise<number[]> => {
    const sql = await sqlClient(t.database.url);
    try {
      return await insertVisits(sql, fixtures.map((fixture) => ({ hostEmail: email('host'), ...fixture })));
    } finally {
      await sql.end();
    }
  };
  /** A phone number no other test uses. */
  const nextPhone = () => `97${String(++phoneCounter).padStart(8, '0')}`;
  const call = (client: TestClient, path: string, payload: unknown) => client.post<Answer>(path, { encryptedData: t.envelope.encrypt(payload) });
  const lookUp = async (client: TestClient, payload: unknown, path = '/api/kiosk/appointments/lookup'): Promise<KioskVisit> => {
    const found = await call(client, path, payload);
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    return kioskVisitSchema.strict().parse(t.envelope.decryptJson(found.body.details!));
  };
  const checkIn = (client: TestClient, ticket: string) => call(client, '/api/kiosk/check-in', { ticket });
  const pinOf = (visitId: number) => t.get(PassPins).of(visitId);
  const checkOut = (client: TestClient, ticket: string) => call(client, '/api/kiosk/check-out', { ticket });
  const rowOf = async (id: number) =>
    (await query<{ check_in: Date | null; check_in_by_id: number | null; check_out: Date | null; check_out_by_id: number | null }>('select check_in, check_in_by_id, check_out, check_out_by_id from visitor_pass where id = $1', [id]))[0]!;
  const auditOf = (id: number, action: string) =>
    query<{ actor_type: string; actor_id: number | null; actor_label: string }>('select actor_type, actor_id, actor_label from audit_log where subject_type = $1 and subject_id = $2 and action = $3', ['visit', String(id), action]);

  it('should check an expected visitor in by phone: first names and time only, then the desk\'s check-in with the kiosk as the actor; the host is mailed', async () => {
    const phone = nextPhone();
    const visitor = new TestClient(t);
    const created = await createPass(t, host, { name: 'Priya Raman Iyer', phoneNumber: phone, visitorEmail: 'priya@visitor.test', date: '20-11-2026', time: '04:30 PM' });
    expect(created.status).toBe(201);
    const id = created.body.id;
    await t.deliverMail();
    const { token } = await linkFromMail(smtp, 'priya@visitor.test');
    expect((await fetchVisitorData(t, visitor, phone, token)).status).toBe(200);
    expect((await submitDetails(t, visitor, token, { name: 'Priya Raman Iyer', mobileNo: phone, dateOfVisit: '20-11-2026', timeOfVisit: '04:30 PM' })).status).toBe(200);
    expect((await approveVisitor(t, host, id)).status).toBe(200);

    const found = await call(tablet, '/api/kiosk/appointments/lookup', { phone });
    expect(found.status).toBe(200);
    expect(found.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(found.body)).toEqual(['details']);
    const visit = kioskVisitSchema.strict().parse(t.envelope.decryptJson(found.body.details!));
    // First names only (issue 27): neither the visitor's nor the host's full name, nothing else.
    expect(visit).toEqual({ ticket: visit.ticket, firstName: 'Priya', hostFirstName: 'Ravi', time: '04:30 PM' });
    expect(JSON.stringify(visit)).not.toMatch(/Raman|Iyer|Shankar|Kulkarni/);
    expect(visit.ticket).not.toContain(phone);
    expect((await rowOf(id)).check_in).toBeNull();

    const mailsBefore = smtp.mails.length;
    const checkedIn = await checkIn(tablet, visit.ticket);
    expect(checkedIn.status).toBe(200);
    expect(checkedIn.body.message).toBe(MESSAGES.kiosk.welcome);
    const [passCode] = (await query<{ pass_code: string }>('select pass_code from visitor_pass where id = $1', [id])).map((row) => row.pass_code);
    expect(kioskBadgeSchema.strict().parse(t.envelope.decryptJson(checkedIn.body.details!))).toEqual({
      name: 'Priya Raman Iyer',
      hostName: 'Ravi Shankar Kulkarni',
      passCode,
      visitDate: '20-11-2026',
      checkInTime: '10:00 AM',
      walkIn: false,
      pin: pinOf(id),
    });
    const row = await rowOf(id);
    expect(row.check_in?.getTime()).toBe(t.clock.now().getTime());
    // Who checked them in is the kiosk, in the audit log; no employee is recorded on the row.
    expect(row.check_in_by_id).toBeNull();
    expect(await auditOf(id, 'visit.checked_in')).toEqual([{ actor_type: 'kiosk', actor_id: kioskId, actor_label: 'kiosk:Reception, Building A' }]);
    await t.deliverMail();
    const arrival = await smtp.waitFor((m) => recipientsOf(m).includes(email('host')) && m.subject === 'Priya Raman Iyer has arrived (10:00 AM)' && smtp.mails.indexOf(m) >= mailsBefore);
    expect(arrival.text).toContain(passCode);
    expect(arrival.text).toContain('Priya Raman Iyer checked in at the reception kiosk (Reception, Building A) at 10:00 AM.');

    // Once in, the same ticket says so; a new lookup answers as for a number it does not know (issue 27).
    const again = await checkIn(tablet, visit.ticket);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ errmessage: MESSAGES.kiosk.alreadyCheckedIn, code: 'kiosk.already_checked_in' });
    const lookedUp = await call(tablet, '/api/kiosk/appointments/lookup', { phone });
    expect(lookedUp.status).toBe(404);
    expect(lookedUp.body).toEqual({ errmessage: MESSAGES.kiosk.visitNotFound, code: 'kiosk.visit_not_found' });
  });

  it('should check a visitor in by the pass code of their QR code, or typed', async () => {
    const passCode = randomPassCode();
    const [id] = await visits([{ name: 'Kabir Sen', date: TODAY, time: '11:00', phone: nextPhone(), passCode }]);
    const visit = await lookUp(tablet, { qr: `VMS:${passCode}` });
    expect(visit).toMatchObject({ firstName: 'Kabir', hostFirstName: 'Ravi', time: '11:00 AM' });
    expect((await lookUp(tablet, { qr: passCode.toLowerCase() })).firstName).toBe('Kabir');
    const checkedIn = await checkIn(tablet, visit.ticket);
    expect(checkedIn.status).toBe(200);
    expect((await rowOf(id!)).check_in).not.toBeNull();
    expect(await auditOf(id!, 'visit.checked_in')).toEqual([{ actor_type: 'kiosk', actor_id: kioskId, actor_label: 'kiosk:Reception, Building A' }]);
  });

  it('should offer the earliest expected visit of the day first', async () => {
    const phone = nextPhone();
    const [late, early, done] = await visits([
      { name: 'Meena Joshi', date: TODAY, time: '15:00', phone },
      { name: 'Meena Joshi', date: TODAY, time: '11:30', phone },
      { name: 'Meena Joshi', date: TODAY, time: '09:00', phone, checkIn: new Date('2026-11-20T03:30:00Z'), checkOut: new Date('2026-11-20T04:00:00Z') },
    ]);
    expect((await lookUp(tablet, { phone })).time).toBe('11:30 AM');
    expect((await checkIn(tablet, (await lookUp(tablet, { phone })).ticket)).status).toBe(200);
    expect((await rowOf(early!)).check_in).not.toBeNull();
    expect((await lookUp(tablet, { phone })).time).toBe('03:00 PM');
    expect((await rowOf(late!)).check_in).toBeNull();
    expect((await rowOf(done!)).check_out).not.toBeNull();
  });

  it('should refuse each lookup that finds no visit to check in alike, in the visitor\'s words, changing nothing', async () => {
    const pending = nextPhone();
    const notFilled = nextPhone();
    const tomorrow = nextPhone();
    const yesterday = nextPhone();
    const cancelled = nextPhone();
    const inside = nextPhone();
    const finished = nextPhone();
    const [, , , , cancelledId] = await visits([
      { name: 'Pending Person', date: TODAY, phone: pending, approved: false },
      { name: 'Unfilled Person', date: TODAY, phone: notFilled, submitted: false, approved: false },
      { name: 'Tomorrow Person', date: '2026-11-21', phone: tomorrow },
      { name: 'Missed Person', date: '2026-11-19', phone: yesterday },
      { name: 'Cancelled Person', date: TODAY, phone: cancelled },
      { name: 'Inside Person', date: TODAY, phone: inside, checkIn: new Date('2026-11-20T04:00:00Z') },
      { name: 'Finished Person', date: TODAY, phone: finished, checkIn: new Date('2026-11-20T03:00:00Z'), checkOut: new Date('2026-11-20T04:00:00Z') },
    ]);
    await query('update visitor_pass set cancelled_at = now() where id = $1', [cancelledId]);
    const notFound = { status: 404, body: { errmessage: MESSAGES.kiosk.visitNotFound, code: 'kiosk.visit_not_found' } };
    const cases: [unknown, { status: number; body: Answer }][] = [
      [{ phone: '9000000001' }, notFound],
      [{ qr: `VMS:${randomPassCode()}` }, notFound],
      [{ phone: tomorrow }, notFound],
      [{ phone: yesterday }, notFound],
      [{ phone: cancelled }, notFound],
      [{ phone: finished }, notFound],
      [{ phone: pending }, notFound],
      [{ phone: notFilled }, notFound],
      [{ phone: inside }, notFound],
      [{}, { status: 400, body: { errmessage: MESSAGES.kiosk.lookupRequired, code: 'input.invalid', field: 'phone' } }],
      [{ phone: '   ' }, { status: 400, body: { errmessage: MESSAGES.kiosk.lookupRequired, code: 'input.invalid', field: 'phone' } }],
      [{ phone: '12345' }, { status: 400, body: { errmessage: MESSAGES.registration.phoneInvalid, code: 'input.invalid', field: 'phone' } }],
      [{ qr: 'https://example.com/not-a-pass' }, { status: 400, body: { errmessage: MESSAGES.kiosk.passCodeInvalid, code: 'input.invalid', field: 'qr' } }],
    ];
    for (const [payload, expected] of cases) {
      const refused = await call(tablet, '/api/kiosk/appointments/lookup', payload);
      expect({ status: refused.status, body: refused.body }, JSON.stringify(payload)).toEqual(expected);
    }
    const unreadable = await tablet.post<Answer>('/api/kiosk/appointments/lookup', { phone: pending });
    expect(unreadable.status).toBe(400);
    expect(await query("select count(*)::int n from audit_log where actor_type = 'kiosk' and action = 'visit.checked_in' and subject_id in (select id::text from visitor_pass where phone = any($1))", [[pending, notFilled, tomorrow, yesterday, cancelled]])).toEqual([{ n: 0 }]);
  });

  it('should answer a lookup of an unknown, a checked-in and a checked-out visit alike: status, code and body', async () => {
    const inside = nextPhone();
    const finished = nextPhone();
    const insideCode = randomPassCode();
    const finishedCode = randomPassCode();
    const expectedPhone = nextPhone();
    await visits([
      { name: 'Inside Again', date: TODAY, phone: inside, passCode: insideCode, checkIn: new Date('2026-11-20T04:00:00Z') },
      { name: 'Done Again', date: TODAY, phone: finished, passCode: finishedCode, checkIn: new Date('2026-11-20T03:00:00Z'), checkOut: new Date('2026-11-20T04:00:00Z') },
      { name: 'Not In Yet', date: TODAY, phone: expectedPhone },
    ]);
    // A tablet of its own: these lookups count against its allowance, not the shared one's.
    const { tablet: alikeTablet } = await startKiosk('Alike tablet');
    const answerOf = async (path: string, payload: unknown) => {
      const refused = await call(alikeTablet, path, payload);
      return { status: refused.status, type: refused.headers.get('content-type'), body: refused.body };
    };
    const alike = { status: 404, type: 'application/json', body: { errmessage: MESSAGES.kiosk.visitNotFound, code: 'kiosk.visit_not_found' } };
    // Arriving: unknown, already in, already out.
    for (const payload of [{ phone: '9000000011' }, { phone: inside }, { phone: finished }, { qr: `VMS:${randomPassCode()}` }, { qr: `VMS:${insideCode}` }, { qr: `VMS:${finishedCode}` }]) {
      expect(await answerOf('/api/kiosk/appointments/lookup', payload), JSON.stringify(payload)).toEqual(alike);
    }
    // Leaving: unknown, not in yet, already out; the visitor inside is found.
    for (const payload of [{ phone: '9000000011' }, { phone: expectedPhone }, { phone: finished }, { qr: `VMS:${finishedCode}` }]) {
      expect(await answerOf('/api/kiosk/departures/lookup', payload), JSON.stringify(payload)).toEqual(alike);
    }
    expect((await lookUp(alikeTablet, { phone: inside }, '/api/kiosk/departures/lookup')).firstName).toBe('Inside');
  });

  it('should refuse a ticket of another kiosk, of another purpose, expired or forged', async () => {
    const phone = nextPhone();
    const [id] = await visits([{ name: 'Tara Nair', date: TODAY, time: '12:00', phone }]);
    const { tablet: other } = await startKiosk('Gate 2');
    const ticket = (await lookUp(tablet, { phone })).ticket;
    const invalid = { errmessage: MESSAGES.kiosk.ticketInvalid, code: 'kiosk.ticket_invalid' };
    for (const [client, text] of [
      [other, ticket],
      [tablet, ticket.replace(/\.[0-9a-f]{64}$/, `.${'a'.repeat(64)}`)],
      [tablet, 'not-a-ticket'],
    ] as const) {
      const refused = await checkIn(client, text);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual(invalid);
    }
    expect((await checkIn(tablet, '')).body).toEqual({ ...invalid, code: 'input.invalid', field: 'ticket' });
    // A check-in ticket cannot check anyone out.
    expect((await checkOut(tablet, ticket)).body).toEqual(invalid);
    t.clock.advance(5 * MINUTE);
    try {
      expect((await checkIn(tablet, ticket)).body).toEqual(invalid);
    } finally {
      t.clock.advance(-5 * MINUTE);
    }
    expect((await rowOf(id!)).check_in).toBeNull();
    // Still valid here, before its five minutes are up.
    expect((await checkIn(tablet, ticket)).status).toBe(200);
  });

  it('should check in with a walk-in\'s ticket too (issued until the end of the site\'s day), but not with a departure\'s', async () => {
    const [id] = await visits([{ name: 'Walk In Person', date: TODAY, time: '10:00', phone: nextPhone() }]);
    const tickets = t.get(KioskTickets);
    const endOfDay = new Date('2026-11-20T18:29:59.999Z');
    const departure = tickets.issue({ visitId: id!, deviceId: kioskId, purpose: 'check_out', expiresAt: endOfDay });
    expect((await checkIn(tablet, departure)).body.code).toBe('kiosk.ticket_invalid');
    const walkIn = tickets.issue({ visitId: id!, deviceId: kioskId, purpose: 'walk_in', expiresAt: endOfDay });
    const checkedIn = await checkIn(tablet, walkIn);
    expect(checkedIn.status).toBe(200);
    expect(kioskBadgeSchema.parse(t.envelope.decryptJson(checkedIn.body.details!))).toMatchObject({ name: 'Walk In Person', checkInTime: '10:00 AM' });
    expect(await auditOf(id!, 'visit.checked_in')).toEqual([{ actor_type: 'kiosk', actor_id: kioskId, actor_label: 'kiosk:Reception, Building A' }]);
  });

  it('should send a visitor the watchlist flagged to the desk, never naming the watchlist, and check nobody in', async () => {
    const phone = nextPhone();
    const [id] = await visits([{ name: 'Farhan Qureshi', date: TODAY, time: '13:00', phone }]);
    // Signing a tablet in as a kiosk logs the guard in again (one session each): sign in afresh.
    const security = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    const added = await security.post<Answer & { id?: number }>('/api/watchlist', { encryptedData: t.envelope.encrypt({ name: 'Farhan Qureshi', phone, reason: 'Stole a laptop from the meeting room in June.' }) });
    expect(added.status).toBe(201);
    // The entry flagged the visit already expected.
    expect(await query('select entry_id, raised_on from visit_flag where visit_id = $1', [id])).toEqual([{ entry_id: added.body.id, raised_on: 'entry' }]);

    const found = await call(tablet, '/api/kiosk/appointments/lookup', { phone });
    expect(found.status).toBe(200);
    const refused = await checkIn(tablet, kioskVisitSchema.parse(t.envelope.decryptJson(found.body.details!)).ticket);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ errmessage: MESSAGES.kiosk.seeDesk, code: 'kiosk.see_desk' });
    const seen = JSON.stringify([found.body, t.envelope.decryptJson(found.body.details!), refused.body]).toLowerCase();
    for (const word of ['watchlist', 'flag', 'laptop']) expect(seen).not.toContain(word);
    expect((await rowOf(id!)).check_in).toBeNull();
  });

  it('should check a visitor out by phone or pass code, with the kiosk as the actor', async () => {
    const phone = nextPhone();
    const passCode = randomPassCode();
    const [byPhone, byCode] = await visits([
      { name: 'Leela Thomas', date: TODAY, time: '09:30', phone, checkIn: new Date('2026-11-20T04:05:00Z') },
      { name: 'Omar Siddiqui', date: TODAY, time: '09:30', phone: nextPhone(), passCode, checkIn: new Date('2026-11-20T03:47:00Z') },
    ]);
    const leaving = await lookUp(tablet, { phone }, '/api/kiosk/departures/lookup');
    expect(leaving).toEqual({ ticket: leaving.ticket, firstName: 'Leela', hostFirstName: 'Ravi', time: '09:35 AM' });
    // A departure's ticket checks nobody in.
    expect((await checkIn(tablet, leaving.ticket)).body.code).toBe('kiosk.ticket_invalid');
    const out = await checkOut(tablet, leaving.ticket);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: MESSAGES.kiosk.goodbye });
    const row = await rowOf(byPhone!);
    expect(row.check_out?.getTime()).toBe(t.clock.now().getTime());
    expect(row.check_out_by_id).toBeNull();
    expect(await auditOf(byPhone!, 'visit.checked_out')).toEqual([{ actor_type: 'kiosk', actor_id: kioskId, actor_label: 'kiosk:Reception, Building A' }]);
    const twice = await checkOut(tablet, leaving.ticket);
    expect(twice.status).toBe(404);
    expect(twice.body).toEqual({ errmessage: MESSAGES.kiosk.notCheckedIn, code: 'kiosk.not_checked_in' });

    const byQr = await lookUp(tablet, { qr: `VMS:${passCode}` }, '/api/kiosk/departures/lookup');
    expect(byQr).toMatchObject({ firstName: 'Omar', time: '09:17 AM' });
    expect((await checkOut(tablet, byQr.ticket)).status).toBe(200);
    expect((await rowOf(byCode!)).check_out).not.toBeNull();

    const notIn = nextPhone();
    await visits([{ name: 'Not Yet In', date: TODAY, phone: notIn }]);
    for (const payload of [{ phone: notIn }, { phone }, { phone: '9000000002' }]) {
      const refused = await call(tablet, '/api/kiosk/departures/lookup', payload);
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ errmessage: MESSAGES.kiosk.visitNotFound, code: 'kiosk.visit_not_found' });
    }
  });

  it('should find hosts by every word typed, names and ids only, approved hosts only, from three letters', async () => {
    await addAccount(t, 'ravi2', 'employee', { manager: 'host', name: 'Ravindra Patil' });
    await addAccount(t, 'sec2', 'security', { manager: 'admin', name: 'Ravi Security' });
    await addAccount(t, 'off', 'employee', { manager: 'host', name: 'Ravi Disabled' });
    await query("update employee set disabled_at = now() where email = $1", [email('off')]);
    await addAccount(t, 'pend', 'employee', { manager: 'host', name: 'Ravi Pending' });
    await query("update employee set status = 'Approval Pending' where email = $1", [email('pend')]);
    const search = async (q: string) => {
      const found = await tablet.get<Answer>(`/api/kiosk/hosts?q=${encodeURIComponent(q)}`);
      expect(found.status, q).toBe(200);
      return kioskHostListAnswerSchema.parse(found.body).hosts;
    };
    const ravis = await search('RAVI');
    expect(ravis.map((h) => h.name)).toEqual(['Ravi Shankar Kulkarni', 'Ravindra Patil']);
    for (const h of ravis) expect(Object.keys(h)).toEqual(['id', 'name']);
    expect((await search('kulkarni ravi')).map((h) => h.name)).toEqual(['Ravi Shankar Kulkarni']);
    expect((await search('  shankar   kul ')).map((h) => h.name)).toEqual(['Ravi Shankar Kulkarni']);
    expect(await search('rav%')).toEqual([]);
    expect(await search('r_vi')).toEqual([]);
    expect((await search('Admin')).map((h) => h.name)).toEqual(['Asha Admin']);
    expect(await search('Gopal')).toEqual([]);
    const raw = await tablet.get<Answer>('/api/kiosk/hosts?q=ravi');
    expect(JSON.stringify(raw.body)).not.toMatch(/@|98765/);
    // Fewer than three letters (spaces, digits and signs do not count) is a 400 with a code (issue 27).
    for (const q of ['', 'r', ' r ', 'ra', ' r a ', 'ra%_', 'r4v1']) {
      const refused = await tablet.get<Answer>(`/api/kiosk/hosts?q=${encodeURIComponent(q)}`);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ errmessage: MESSAGES.kiosk.hostSearchTooShort, code: 'input.invalid', field: 'q' });
    }
    expect((await tablet.get<Answer>('/api/kiosk/hosts')).body.code).toBe('input.invalid');
  });

  it('should return at most five hosts', async () => {
    for (let i = 0; i < 10; i += 1) await addAccount(t, `many${i}`, 'employee', { manager: 'host', name: `Zubin Many ${'ABCDEFGHIJ'[i]}` });
    const found = await tablet.get<Answer>('/api/kiosk/hosts?q=zub');
    expect(found.status).toBe(200);
    expect(kioskHostListAnswerSchema.parse(found.body).hosts.map((h) => h.name)).toEqual(['A', 'B', 'C', 'D', 'E'].map((letter) => `Zubin Many ${letter}`));
  });

  it('should refuse the kiosk\'s calls without a kiosk cookie, even to a signed-in guard', async () => {
    for (const client of [new TestClient(t), guard]) {
      for (const [method, path] of [['POST', '/api/kiosk/appointments/lookup'], ['POST', '/api/kiosk/check-in'], ['POST', '/api/kiosk/departures/lookup'], ['POST', '/api/kiosk/check-out'], ['GET', '/api/kiosk/hosts?q=ravi']] as const) {
        const refused = await client.call<Answer>(method, path, method === 'POST' ? { encryptedData: t.envelope.encrypt({ phone: '9812345670' }) } : undefined);
        expect(refused.status, path).toBe(401);
        expect(refused.body, path).toEqual({ errmessage: MESSAGES.kiosk.signedOut, code: 'kiosk.required' });
      }
    }
  });

  it('should count lookups per kiosk in PostgreSQL: 30 a minute, then 429 until the minute is over; other kiosks are not held up', async () => {
    const { tablet: busy } = await startKiosk('Busy tablet');
    const { tablet: calm } = await startKiosk('Calm tablet');
    t.clock.advance(MINUTE - (t.clock.now().getTime() % MINUTE));
    try {
      for (let i = 0; i < 30; i += 1) {
        const path = i % 2 === 0 ? '/api/kiosk/appointments/lookup' : '/api/kiosk/departures/lookup';
        expect((await call(busy, path, { phone: `96${String(i).padStart(8, '0')}` })).status).toBe(404);
      }
      const limited = await call(busy, '/api/kiosk/appointments/lookup', { phone: '9600000099' });
      expect(limited.status).toBe(429);
      expect(limited.body.code).toBe('http.too_many_requests');
      expect(limited.headers.get('retry-after')).toBe('60');
      expect((await call(calm, '/api/kiosk/appointments/lookup', { phone: '9600000099' })).status).toBe(404);
      expect(await query("select hits from rate_limit_bucket where key like 'kiosk-lookup:%' order by hits desc limit 1")).toEqual([{ hits: 31 }]);
      t.clock.advance(MINUTE);
      expect((await call(busy, '/api/kiosk/appointments/lookup', { phone: '9600000099' })).status).toBe(404);
    } finally {
      t.clock.advance(-2 * MINUTE);
    }
  });
});
