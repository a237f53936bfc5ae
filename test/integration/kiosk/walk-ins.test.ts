import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kioskCheckInAnswerSchema, kioskBadgeSchema, kioskWalkInAnswerSchema, kioskWalkInSchema, walkInQuestionAnswerSchema, type KioskWalkIn } from '#contract/api/kiosk-answers.ts';
import { deskRecordListSchema, deskRecordSchema } from '#contract/api/visit-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { WALK_IN_SHARED_CASES } from '../../support/details-form-cases.ts';
import { DAY, HOUR } from '../../support/fake-clock.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { recipientsOf, startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startKiosk as startKioskAs } from '../../support/kiosk-flows.ts';
import { cameraJpeg, walkInForm } from '../../support/walk-in-form.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { queryRows } from '../../support/test-database.ts';
import { approveVisitor, createPass } from '../../support/visit-flows.ts';

type Answer = { message?: string; details?: string; errmessage?: string; code?: string; field?: string };

const WATCHLIST_REASON = 'Caught photographing the production line in October.';
const PUBLIC_URL = 'http://vms.test';

describe('walk-ins: a visitor signs in at a kiosk, the host answers from the mailed links, the kiosk follows and checks them in', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let host: TestClient;
  let guard: TestClient;
  let tablet: TestClient;
  let otherTablet: TestClient;
  let hostId: number;
  let ids: Record<string, number>;

  const query = <Row extends Record<string, unknown>>(text: string, values: unknown[] = []) => queryRows<Row>(t.database.url, text, values);

  /** A tablet that security started as a kiosk. */
  const startKiosk = async (name: string): Promise<TestClient> => (await startKioskAs(t, { email: email('guard'), password: 'Guard@123' }, name)).tablet;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ smtp });
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'host', 'manager', { manager: 'admin', password: 'Host@1234', name: 'Priya Sharma' });
    await addAccount(t, 'emp', 'employee', { manager: 'host', password: 'Emp@12345' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    await addAccount(t, 'newbie', 'employee', { manager: 'host' });
    await addAccount(t, 'gone', 'employee', { manager: 'host' });
    await query("update employee set status = 'Approval Pending' where email = $1", [email('newbie')]);
    await query('update employee set disabled_at = now() where email = $1', [email('gone')]);
    const rows = await query<{ id: number; email: string }>('select id, email from employee');
    ids = Object.fromEntries(rows.map((row) => [row.email.split('@')[0]!, row.id]));
    hostId = ids['host']!;
    host = await signedIn(t, { email: email('host'), password: 'Host@1234' });
    tablet = await startKiosk('Reception, Building A');
    otherTablet = await startKiosk('Reception, Building B');
    // Signed in after the kiosks were started (each start signed the guard in on its tablet first).
    guard = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    const added = await guard.post<Answer>('/api/watchlist', { encryptedData: t.envelope.encrypt({ name: 'Vikas Malhotra', phone: '9822222222', reason: WATCHLIST_REASON }) });
    expect(added.status).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const walkInPayload = (overrides: Record<string, unknown> = {}) => ({ ...walkInForm(hostId, cameraJpeg(7)), ...overrides });
  const signIn = (client: TestClient, payload: Record<string, unknown>) => client.post<Answer>('/api/kiosk/walk-ins', { encryptedData: t.envelope.encrypt(payload) });
  const opened = (body: Answer): KioskWalkIn => kioskWalkInSchema.parse(t.envelope.decryptJson(kioskWalkInAnswerSchema.parse(body).details));
  const statusOf = async (client: TestClient, ticket: string) => client.get<Answer>(`/api/kiosk/walk-ins/${encodeURIComponent(ticket)}`);
  const kioskStatus = async (ticket: string) => {
    const answer = await statusOf(tablet, ticket);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    return opened(answer.body);
  };
  const checkIn = (client: TestClient, ticket: string) => client.post<Answer>('/api/kiosk/check-in', { encryptedData: t.envelope.encrypt({ ticket }) });
  const question = (token: string) => new TestClient(t).get<Answer & Record<string, unknown>>(`/api/walk-in-answers?token=${encodeURIComponent(token)}`);
  const answer = (token: unknown) => new TestClient(t).post<Answer>('/api/walk-in-answers', { token });
  const visitIdOf = (walkIn: KioskWalkIn) => Number(walkIn.ticket.split('.')[0]);
  const countOf = async (table: string) => Number((await query<{ n: string }>(`select count(*) n from ${table}`))[0]?.n);

  /** The host's mail about this walk-in, delivered through the SMTP sink, and its two links' tokens. */
  const hostMail = async (name: string): Promise<{ mail: ParsedMail; approve: string; decline: string }> => {
    await t.deliverMail();
    const mail = await smtp.waitFor((m) => m.subject === `Walk-in visitor waiting: ${name}`);
    const tokenOf = (label: string) => {
      const url = new URL(new RegExp(`${label}: (${PUBLIC_URL}/WalkInAnswer\\?token=\\S+)`).exec(mail.text ?? '')![1]!);
      return url.searchParams.get('token')!;
    };
    return { mail, approve: tokenOf('Approve'), decline: tokenOf('Decline') };
  };

  /** A walk-in signed in at the tablet: the kiosk's answer and the host's mail. */
  const walkIn = async (name: string, overrides: Record<string, unknown> = {}) => {
    const made = await signIn(tablet, walkInPayload({ name, ...overrides }));
    expect(made.status).toBe(201);
    const kiosk = opened(made.body);
    return { kiosk, id: visitIdOf(kiosk), ...(await hostMail(name)) };
  };

  it('should create a walk-in waiting for the host: a visit for today at this half hour, the photo stored, the host mailed with both links and the photo, audited as the kiosk', async () => {
    const photo = cameraJpeg(11);
    const made = await signIn(tablet, walkInPayload({ name: 'Anita Rao', comingFrom: 'Navi Mumbai', photo: photo.toString('base64') }));
    expect(made.status).toBe(201);
    const kiosk = opened(made.body);
    expect(kiosk).toEqual({ ticket: expect.stringMatching(/^\d+\.\d+\.walk_in\.\d+\.[0-9a-f]{64}$/), firstName: 'Anita', hostFirstName: 'Priya', status: 'waiting' });
    // The kiosk's answer names nothing else of the visit.
    expect(Object.keys(t.envelope.decryptJson(made.body.details!) as object).sort()).toEqual(['firstName', 'hostFirstName', 'status', 'ticket']);
    const id = visitIdOf(kiosk);

    const [visit] = await query<Record<string, unknown>>(
      "select name, phone, email, visit_date::text, visit_time::text, host_id, created_by_id, kiosk_device_id, approve_status, submitted_at is not null as submitted, id_kind, id_last4, visitor_type, visitor_type_other, coming_from, purpose_of_visit from visitor_pass where id = $1",
      [id],
    );
    const [device] = await query<{ id: number }>("select id from kiosk_device where name = 'Reception, Building A'");
    expect(visit).toEqual({
      name: 'Anita Rao',
      phone: '9812345670',
      email: null,
      visit_date: '2026-11-20',
      visit_time: '10:00:00',
      host_id: hostId,
      created_by_id: null,
      kiosk_device_id: device!.id,
      approve_status: 'Pending',
      submitted: true,
      id_kind: null,
      id_last4: null,
      visitor_type: 'Others',
      visitor_type_other: 'Walk-in',
      coming_from: 'Navi Mumbai',
      purpose_of_visit: 'Meeting the plant head',
    });
    const photos = await query<{ storage_key: string; size_bytes: number; taken_by_id: number | null }>('select storage_key, size_bytes, taken_by_id from visitor_photo where visitor_pass_id = $1', [id]);
    expect(photos).toEqual([{ storage_key: expect.stringMatching(new RegExp(`^photos/2026/2026-${id}-[A-Za-z0-9_-]{16}\\.jpg$`)), size_bytes: photo.length, taken_by_id: null }]);
    const [stored] = await query<{ content: Buffer }>('select content from stored_file where key = $1', [photos[0]!.storage_key]);
    expect(Buffer.compare(stored!.content, photo)).toBe(0);

    const { mail, approve, decline } = await hostMail('Anita Rao');
    expect(recipientsOf(mail)).toEqual([email('host')]);
    expect(mail.text).toContain('Anita Rao signed in at the reception kiosk "Reception, Building A" at 10:00 AM without an appointment');
    expect(mail.text).toContain('Coming from: Navi Mumbai');
    expect(mail.text).toContain('Purpose: Meeting the plant head');
    expect(approve).toMatch(new RegExp(`^${id}\\.approve\\.\\d+\\.[0-9a-f]{64}$`));
    expect(decline).toMatch(new RegExp(`^${id}\\.decline\\.\\d+\\.[0-9a-f]{64}$`));
    expect(mail.html).toContain(`href="${PUBLIC_URL}/WalkInAnswer?token=${encodeURIComponent(approve)}"`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/WalkInAnswer?token=${encodeURIComponent(decline)}"`);
    const attached = mail.attachments.find((attachment) => attachment.contentType === 'image/jpeg');
    expect(attached && Buffer.compare(attached.content, photo)).toBe(0);
    expect(mail.text).not.toMatch(/aadhaar|watchlist/i);

    const audit = await query<{ actor_type: string; actor_id: number | null; actor_label: string; action: string }>(
      "select actor_type, actor_id, actor_label, action from audit_log where subject_type = 'visit' and subject_id = $1 order by id",
      [String(id)],
    );
    expect(audit).toEqual([
      { actor_type: 'kiosk', actor_id: device!.id, actor_label: 'kiosk:Reception, Building A', action: 'visit.walk_in_created' },
      { actor_type: 'kiosk', actor_id: device!.id, actor_label: 'kiosk:Reception, Building A', action: 'visit.photo_taken' },
    ]);
    expect(await kioskStatus(kiosk.ticket)).toEqual(kiosk);
    // The kiosk is a real device underneath: its row cannot go while a walk-in names it.
    await expect(query('delete from kiosk_device where id = $1', [device!.id])).rejects.toThrow(/visitor_pass_kiosk_device_id_foreign/);
  });

  it('should let the host approve from the mailed link once (opening it changes nothing), then the kiosk sees it approved and checks the visitor in with its ticket', async () => {
    const { kiosk, id, approve, decline } = await walkIn('Rohan Das');
    // Opening the link (or a mail scanner opening it) only asks.
    const asked = await question(approve);
    expect(asked.status).toBe(200);
    expect(walkInQuestionAnswerSchema.parse(asked.body)).toEqual({ decision: 'approve', visitorName: 'Rohan Das', comingFrom: 'Pune', purposeOfVisit: 'Meeting the plant head', status: 'waiting' });
    expect((await question(decline)).body).toMatchObject({ decision: 'decline', status: 'waiting' });
    expect(await kioskStatus(kiosk.ticket)).toMatchObject({ status: 'waiting' });
    // Not yet approved: the kiosk cannot check them in.
    expect((await checkIn(tablet, kiosk.ticket)).status).toBe(409);

    expect(await answer(approve)).toMatchObject({ status: 200, body: { message: MESSAGES.walkIn.approved } });
    const [row] = await query<{ approve_status: string; approved_by_id: number }>('select approve_status, approved_by_id from visitor_pass where id = $1', [id]);
    expect(row).toEqual({ approve_status: 'Approved', approved_by_id: hostId });
    const [audited] = await query<{ actor_type: string; actor_label: string }>("select actor_type, actor_label from audit_log where action = 'visit.approved' and subject_id = $1", [String(id)]);
    expect(audited).toEqual({ actor_type: 'employee', actor_label: email('host') });

    // Single use: a second click of either link says so, and changes nothing.
    expect(await answer(approve)).toMatchObject({ status: 409, body: { errmessage: MESSAGES.walkIn.alreadyApproved, code: 'walkin.already_approved' } });
    expect(await answer(decline)).toMatchObject({ status: 409, body: { errmessage: MESSAGES.walkIn.alreadyApproved, code: 'walkin.already_approved' } });
    expect((await question(decline)).body).toMatchObject({ decision: 'decline', status: 'approved' });
    expect(await query('select declined_at from visitor_pass where id = $1', [id])).toEqual([{ declined_at: null }]);

    expect(await kioskStatus(kiosk.ticket)).toEqual({ ...kiosk, status: 'approved' });
    const checkedIn = await checkIn(tablet, kiosk.ticket);
    expect(checkedIn.status).toBe(200);
    const done = kioskCheckInAnswerSchema.parse(checkedIn.body);
    expect(done.message).toBe(MESSAGES.kiosk.welcome);
    expect(kioskBadgeSchema.parse(t.envelope.decryptJson(done.details))).toMatchObject({ name: 'Rohan Das', hostName: 'Priya Sharma', visitDate: '20-11-2026', checkInTime: '10:00 AM', walkIn: true, pin: expect.stringMatching(/^[0-9]{4}$/) });
    expect(await kioskStatus(kiosk.ticket)).toMatchObject({ status: 'checked_in' });
    expect((await checkIn(tablet, kiosk.ticket)).status).toBe(409);
  });

  it('should let the host decline from the other link once; the kiosk sees it declined and cannot check the visitor in', async () => {
    const { kiosk, id, approve, decline } = await walkIn('Salim Sheikh');
    expect((await question(decline)).body).toMatchObject({ decision: 'decline', visitorName: 'Salim Sheikh', status: 'waiting' });
    expect(await answer(decline)).toMatchObject({ status: 200, body: { message: MESSAGES.walkIn.declined } });
    const [row] = await query<{ approve_status: string; declined_by_id: number; declined: boolean }>(
      'select approve_status, declined_by_id, declined_at is not null as declined from visitor_pass where id = $1',
      [id],
    );
    expect(row).toEqual({ approve_status: 'Pending', declined_by_id: hostId, declined: true });
    expect(await query("select actor_label from audit_log where action = 'visit.walk_in_declined' and subject_id = $1", [String(id)])).toEqual([{ actor_label: email('host') }]);

    expect(await answer(decline)).toMatchObject({ status: 409, body: { errmessage: MESSAGES.walkIn.alreadyDeclined, code: 'walkin.already_declined' } });
    expect(await answer(approve)).toMatchObject({ status: 409, body: { errmessage: MESSAGES.walkIn.alreadyDeclined, code: 'walkin.already_declined' } });
    expect((await question(approve)).body).toMatchObject({ status: 'declined' });
    expect(await kioskStatus(kiosk.ticket)).toMatchObject({ status: 'declined' });
    expect((await checkIn(tablet, kiosk.ticket)).status).not.toBe(200);
    expect(await query('select check_in from visitor_pass where id = $1', [id])).toEqual([{ check_in: null }]);

    // The host's lists: declined on My visitors, no longer waiting for approval.
    const mine = await host.get<{ details: string }>('/api/my-visits?when=today&q=Salim');
    expect(deskRecordListSchema.parse(t.envelope.decryptJson(mine.body.details)).map((visit) => [visit.name, visit.visit_state, visit.walk_in])).toEqual([['Salim Sheikh', 'declined', true]]);
    const waiting = await host.get<{ details: string }>(`/fetch-visitorData/${encodeURIComponent(t.envelope.encrypt(email('host')))}/true`);
    expect((t.envelope.decryptJson(waiting.body.details) as { name: string }[]).map((visit) => visit.name)).not.toContain('Salim Sheikh');
  });

  it('should let the host approve a walk-in from the usual approval screen too; the links then say so', async () => {
    const { kiosk, id, decline } = await walkIn('Tara Iyer');
    const waiting = await host.get<{ details: string }>(`/fetch-visitorData/${encodeURIComponent(t.envelope.encrypt(email('host')))}/true`);
    expect((t.envelope.decryptJson(waiting.body.details) as { name: string; walk_in: boolean }[]).find((visit) => visit.name === 'Tara Iyer')).toMatchObject({ walk_in: true });
    expect(await approveVisitor(t, host, id)).toMatchObject({ status: 200 });
    expect(await kioskStatus(kiosk.ticket)).toMatchObject({ status: 'approved' });
    expect(await answer(decline)).toMatchObject({ status: 409, body: { code: 'walkin.already_approved' } });
  });

  it('should refuse a link past the end of the walk-in\'s day (410) and a forged one (400), changing nothing; the kiosk\'s ticket ends with the day too', async () => {
    const { kiosk, id, approve, decline } = await walkIn('Usha Pillai');
    const [, , expiry, mac] = approve.split('.');
    for (const forged of [
      `${id}.decline.${expiry}.${mac}`,
      `${id + 1}.approve.${expiry}.${mac}`,
      `${id}.approve.${Number(expiry) + DAY}.${mac}`,
      approve.slice(0, -1),
      'not-a-token',
      '',
    ]) {
      expect(await question(forged)).toMatchObject({ status: 400, body: { errmessage: MESSAGES.walkIn.linkInvalid, code: 'walkin.link_invalid' } });
      expect(await answer(forged)).toMatchObject({ status: 400, body: { errmessage: MESSAGES.walkIn.linkInvalid, code: 'walkin.link_invalid' } });
    }
    expect(await answer(undefined)).toMatchObject({ status: 400, body: { code: 'walkin.link_invalid' } });
    expect((await new TestClient(t).get('/api/walk-in-answers')).body).toMatchObject({ code: 'walkin.link_invalid' });

    t.clock.advance(15 * HOUR);
    try {
      for (const token of [approve, decline]) {
        expect(await question(token)).toMatchObject({ status: 410, body: { errmessage: MESSAGES.walkIn.linkExpired, code: 'walkin.link_expired' } });
        expect(await answer(token)).toMatchObject({ status: 410, body: { errmessage: MESSAGES.walkIn.linkExpired, code: 'walkin.link_expired' } });
      }
      expect(await statusOf(tablet, kiosk.ticket)).toMatchObject({ status: 400, body: { code: 'kiosk.ticket_invalid' } });
    } finally {
      t.clock.advance(-15 * HOUR);
    }
    expect(await query('select approve_status, declined_at from visitor_pass where id = $1', [id])).toEqual([{ approve_status: 'Pending', declined_at: null }]);
  });

  it('should answer a watchlisted walk-in first exactly as a clean one ("waiting"), tell security at once, and send them to the desk once the host answers', async () => {
    const flaggedMade = await signIn(tablet, walkInPayload({ name: 'Vikas Malhotra', mobileNo: '9822222222' }));
    const cleanMade = await signIn(tablet, walkInPayload({ name: 'Vikas Malhotra', mobileNo: '9833333333' }));
    // The first answer tells nothing (issue 27): the same status, and the same answer but for the ticket.
    expect([flaggedMade.status, cleanMade.status]).toEqual([201, 201]);
    const kiosk = opened(flaggedMade.body);
    const clean = opened(cleanMade.body);
    expect({ ...kiosk, ticket: '' }).toEqual({ ...clean, ticket: '' });
    expect(kiosk).toMatchObject({ firstName: 'Vikas', hostFirstName: 'Priya', status: 'waiting' });
    expect(JSON.stringify(flaggedMade.body)).not.toContain(WATCHLIST_REASON);
    const id = visitIdOf(kiosk);
    // Security knows at once: the flag's row, and their mail.
    expect(await query<{ raised_on: string }>('select raised_on from visit_flag where visit_id = $1', [id])).toEqual([{ raised_on: 'walk_in' }]);
    expect(await query('select visit_id from visit_flag where visit_id = $1', [visitIdOf(clean)])).toEqual([]);
    const { mail, approve } = await hostMail('Vikas Malhotra');
    const alert = await smtp.waitFor((m) => m.subject === 'Watchlist: Vikas Malhotra at kiosk Reception, Building A');
    expect(alert.text).toContain('Priya Sharma');
    expect(mail.text).not.toContain(WATCHLIST_REASON);
    expect(mail.text).not.toMatch(/watchlist|flag/i);
    // While the host has not answered, the kiosk keeps saying "waiting", as for anyone.
    expect(await kioskStatus(kiosk.ticket)).toMatchObject({ status: 'waiting' });
    // The host's answer shows the flag: approved or not, a flag not cleared keeps the visitor out.
    expect(await answer(approve)).toMatchObject({ status: 200 });
    expect(await kioskStatus(kiosk.ticket)).toMatchObject({ status: 'see_desk' });
    expect(await checkIn(tablet, kiosk.ticket)).toMatchObject({ status: 409, body: { code: 'kiosk.see_desk' } });
    expect(JSON.stringify((await question(approve)).body)).not.toContain(WATCHLIST_REASON);
  });

  it('should show the desk the approved walk-in in its lists like any other visit, marked as a walk-in', async () => {
    const { id, approve } = await walkIn('Wasim Akram');
    expect(await answer(approve)).toMatchObject({ status: 200 });
    const list = await guard.get<{ details: string }>('/api/getApprovedVisitor?view=active&filter=all&q=Wasim');
    expect(list.status).toBe(200);
    expect(deskRecordListSchema.parse(t.envelope.decryptJson(list.body.details)).map((visit) => [visit.id, visit.name, visit.walk_in, visit.visit_state])).toEqual([[id, 'Wasim Akram', true, 'expected']]);
    const detail = await guard.get<{ details: string }>(`/fetchVisitorDetails/${encodeURIComponent(t.envelope.encrypt(String(id)))}`);
    expect(deskRecordSchema.parse(t.envelope.decryptJson(detail.body.details))).toMatchObject({ walk_in: true, photo_filename: expect.stringMatching(/\.jpg$/) });
    // A pass an employee made is not a walk-in.
    const invited = await createPass(t, host, { name: 'Xavier Dsouza', date: '20-11-2026', time: '04:30 PM' });
    expect(invited.status).toBe(201);
    const invitedDetail = await guard.get<{ details: string }>(`/fetchVisitorDetails/${encodeURIComponent(t.envelope.encrypt(String(invited.body.id)))}`);
    expect(deskRecordSchema.parse(t.envelope.decryptJson(invitedDetail.body.details))).toMatchObject({ name: 'Xavier Dsouza', walk_in: false });
  });

  it('should show a kiosk only its own walk-ins, and no one without the kiosk cookie', async () => {
    const { kiosk } = await walkIn('Yash Kapoor');
    expect(await statusOf(otherTablet, kiosk.ticket)).toMatchObject({ status: 400, body: { errmessage: MESSAGES.kiosk.ticketInvalid, code: 'kiosk.ticket_invalid' } });
    expect(await checkIn(otherTablet, kiosk.ticket)).toMatchObject({ status: 400, body: { code: 'kiosk.ticket_invalid' } });
    expect((await statusOf(guard, kiosk.ticket)).status).toBe(401);
    expect((await statusOf(new TestClient(t), kiosk.ticket)).status).toBe(401);
    expect((await signIn(guard, walkInPayload())).status).toBe(401);
    expect(await statusOf(tablet, 'not-a-ticket')).toMatchObject({ status: 400, body: { code: 'kiosk.ticket_invalid' } });
  });

  it.each([
    ['a security user', () => ids['guard']!],
    ['an employee not yet approved', () => ids['newbie']!],
    ['a disabled employee', () => ids['gone']!],
    ['no one', () => 999_999],
  ])('should refuse a walk-in for %s as host and create nothing', async (_label, idOf) => {
    const [passes, mails] = [await countOf('visitor_pass'), await countOf('mail_outbox')];
    expect(await signIn(tablet, walkInPayload({ name: 'Zoya Khan', hostId: idOf() }))).toMatchObject({
      status: 400,
      body: { errmessage: MESSAGES.kiosk.hostInvalid, code: 'kiosk.host_invalid' },
    });
    expect([await countOf('visitor_pass'), await countOf('mail_outbox')]).toEqual([passes, mails]);
  });

  it.each([
    ...WALK_IN_SHARED_CASES,
    [{ hostId: undefined }, MESSAGES.kiosk.hostRequired],
    [{ hostId: 'priya' }, MESSAGES.kiosk.hostRequired],
    [{ hostId: 0 }, MESSAGES.kiosk.hostInvalid],
    [{ hostId: 1.5 }, MESSAGES.kiosk.hostInvalid],
    [{ photo: undefined }, MESSAGES.kiosk.photoRequired],
    [{ photo: '' }, MESSAGES.kiosk.photoRequired],
    [{ photo: 'data:image/jpeg;base64,/9j/4AAQ' }, MESSAGES.photo.notJpeg],
    [{ termsAccepted: undefined }, MESSAGES.details.termsRequired],
  ] as const)('should refuse the walk-in form %o with %j and create nothing', async (change, message) => {
    const passes = await countOf('visitor_pass');
    expect(await signIn(tablet, walkInPayload(change))).toMatchObject({ status: 400, body: { errmessage: message, code: 'input.invalid' } });
    expect(await countOf('visitor_pass')).toBe(passes);
  });

  it('should refuse a photo that is not a JPEG picture, whatever it is called, and create nothing', async () => {
    const passes = await countOf('visitor_pass');
    expect(await signIn(tablet, walkInPayload({ photo: Buffer.from('GIF89a not a picture at all').toString('base64') }))).toMatchObject({
      status: 400,
      body: { errmessage: MESSAGES.photo.notJpeg, code: 'photo.not_jpeg' },
    });
    expect(await countOf('visitor_pass')).toBe(passes);
  });
});
