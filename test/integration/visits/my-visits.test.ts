import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskRecord } from '#contract/api/visit-answers.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { recipientsOf, startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { sqlClient } from '../../support/test-database.ts';
import { ExportVisits } from '../../../src/visits/application/export-visits.ts';
import { insertVisits, type VisitFixture } from '../../support/visit-fixtures.ts';
import { approveVisitor, createPass, fetchVisitorData, linkFromMail, submitDetails } from '../../support/visit-flows.ts';

// Today at the site is 20-11-2026, 10:00 AM (the fake clock).
const TODAY = '2026-11-20';

describe('My visitors: every host\'s own visits, resend link and cancel', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let employee: TestClient;
  let manager: TestClient;
  let admin: TestClient;
  let desk: TestClient;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ smtp });
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'mgr', 'manager', { manager: 'admin', password: 'Mgr@12345' });
    await addAccount(t, 'emp', 'employee', { manager: 'mgr', password: 'Emp@12345' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    admin = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
    manager = await signedIn(t, { email: email('mgr'), password: 'Mgr@12345' });
    employee = await signedIn(t, { email: email('emp'), password: 'Emp@12345' });
    desk = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const query = async <Row extends Record<string, unknown>>(text: string, values: unknown[] = []): Promise<Row[]> => {
    const sql = await sqlClient(t.database.url);
    try {
      return (await sql.query<Row>(text, values)).rows;
    } finally {
      await sql.end();
    }
  };
  const visits = async (fixtures: readonly VisitFixture[]): Promise<number[]> => {
    const sql = await sqlClient(t.database.url);
    try {
      return await insertVisits(sql, fixtures);
    } finally {
      await sql.end();
    }
  };
  const myVisits = async (client: TestClient, search: string) => {
    const result = await client.get<{ details: string; total: number; errmessage?: string; code?: string }>(`/api/my-visits?${search}`);
    return { status: result.status, body: result.body, rows: result.status === 200 ? (t.envelope.decryptJson(result.body.details) as DeskRecord[]) : [] };
  };
  const resend = (client: TestClient, id: number | string) => client.post<{ message?: string; errmessage?: string; code?: string }>(`/api/my-visits/${id}/resend-link`);
  const cancel = (client: TestClient, id: number | string) => client.post<{ message?: string; errmessage?: string; code?: string }>(`/api/my-visits/${id}/cancel`);
  const timeIn = (id: number) => desk.post<{ message?: string; errmessage?: string; code?: string }>('/visitorTimeIn', { encryptedId: t.envelope.encrypt(String(id)) });
  const passRow = async (id: number) =>
    (await query('select link_version, cancelled_at, cancelled_by_id, check_in, submitted_at, approve_status from visitor_pass where id = $1', [id]))[0];
  const mailRows = async () => Number((await query<{ n: string }>('select count(*) as n from mail_outbox'))[0]!.n);
  const auditOf = async (id: number, action: string) => query('select actor_label, details from audit_log where subject_id = $1 and action = $2', [String(id), action]);

  it('should list a host\'s own visits in every state, upcoming first by date and time, then the past most recent first', async () => {
    const tag = 'Listing';
    const hostEmail = email('emp');
    const [details, approval, tomorrowEarly, todayLate, onSite, left, missed, cancelled, nextWeek] = await visits([
      { hostEmail, name: `${tag} Details`, date: TODAY, time: '15:00', submitted: false, approved: false },
      { hostEmail, name: `${tag} Approval`, date: '2026-11-21', time: '11:30', approved: false },
      { hostEmail, name: `${tag} Tomorrow`, date: '2026-11-21', time: '09:00' },
      { hostEmail, name: `${tag} Today`, date: TODAY, time: '11:00' },
      { hostEmail, name: `${tag} OnSite`, date: TODAY, time: '09:30', checkIn: new Date('2026-11-20T04:05:00Z') },
      { hostEmail, name: `${tag} Left`, date: '2026-11-19', time: '10:00', checkIn: new Date('2026-11-19T04:40:00Z'), checkOut: new Date('2026-11-19T06:00:00Z') },
      { hostEmail, name: `${tag} Missed`, date: '2026-11-18', time: '16:00' },
      { hostEmail, name: `${tag} Cancelled`, date: '2026-11-25', time: '10:00' },
      { hostEmail, name: `${tag} NextWeek`, date: '2026-11-27', time: '10:00' },
    ]);
    await query('update visitor_pass set cancelled_at = now() where id = $1', [cancelled]);
    // Visits of other hosts with the same words in their names never appear.
    await visits([
      { hostEmail: email('mgr'), name: `${tag} Manager's`, date: TODAY },
      { hostEmail: email('admin'), name: `${tag} Admin's`, date: TODAY },
    ]);

    const all = await myVisits(employee, `q=${tag}`);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(9);
    expect(all.rows.map((row) => row.id)).toEqual([onSite, todayLate, details, tomorrowEarly, approval, cancelled, nextWeek, left, missed]);
    expect(all.rows.map((row) => row.visit_state)).toEqual([
      'checked_in',
      'expected',
      'awaiting_details',
      'expected',
      'awaiting_approval',
      'cancelled',
      'expected',
      'checked_out',
      'missed',
    ]);
    expect(new Set(all.rows.map((row) => row.host_email))).toEqual(new Set([email('emp')]));

    expect((await myVisits(employee, `q=${tag}&when=today`)).rows.map((row) => row.id)).toEqual([onSite, todayLate, details]);
    expect((await myVisits(employee, `q=${tag}&when=upcoming`)).rows.map((row) => row.id)).toEqual([onSite, todayLate, details, tomorrowEarly, approval, cancelled, nextWeek]);
    expect((await myVisits(employee, `q=${tag}&when=past`)).rows.map((row) => row.id)).toEqual([left, missed]);
    expect((await myVisits(employee, `q=${tag}&state=awaiting_approval`)).rows.map((row) => row.id)).toEqual([approval]);
    expect((await myVisits(employee, `q=${tag}&state=expected,awaiting_details&when=today`)).rows.map((row) => row.id)).toEqual([todayLate, details]);
    expect((await myVisits(employee, `q=${tag}&when=today&state=checked_in`)).rows.map((row) => row.id)).toEqual([onSite]);
    expect((await myVisits(employee, `q=${tag}&state=cancelled,missed`)).rows.map((row) => row.id)).toEqual([cancelled, missed]);
    expect((await myVisits(employee, `q=${tag} Tomorrow`)).rows.map((row) => row.id)).toEqual([tomorrowEarly]);

    const second = await myVisits(employee, `q=${tag}&pageSize=4&page=2`);
    expect(second.body.total).toBe(9);
    expect(second.rows.map((row) => row.id)).toEqual([approval, cancelled, nextWeek, left]);

    // A manager and an admin see only the visits they host themselves here.
    expect((await myVisits(manager, `q=${tag}`)).rows.map((row) => row.name)).toEqual([`${tag} Manager's`]);
    expect((await myVisits(admin, `q=${tag}`)).rows.map((row) => row.name)).toEqual([`${tag} Admin's`]);
  });

  it('should find a visit by the start of the phone number', async () => {
    const [id] = await visits([{ hostEmail: email('emp'), name: 'Phone Search', date: TODAY, phone: '9000012345' }]);
    expect((await myVisits(employee, 'q=90000123')).rows.map((row) => row.id)).toEqual([id]);
    expect((await myVisits(employee, 'q=0012345')).rows.map((row) => row.id)).not.toContain(id);
  });

  it('should refuse bad filters with the form\'s message, and the desk\'s own staff with 403', async () => {
    expect(await myVisits(employee, 'when=soon')).toMatchObject({ status: 400, body: { errmessage: 'Please choose upcoming, today, past or all.', code: 'input.invalid' } });
    expect(await myVisits(employee, 'state=expected,bogus')).toMatchObject({ status: 400, body: { errmessage: 'Please choose valid visit states.', code: 'input.invalid' } });
    expect(await myVisits(employee, 'page=0')).toMatchObject({ status: 400, body: { errmessage: 'Please choose a valid page.', code: 'input.invalid' } });
    expect(await myVisits(desk, '')).toMatchObject({ status: 403, body: { errmessage: 'You do not have permission to access this page.', code: 'http.forbidden' } });
    expect(await myVisits(new TestClient(t), '')).toMatchObject({ status: 401, body: { code: 'auth.required' } });
  });

  it('should resend the link: a new token, the old one refused as replaced by a newer one, the same mail again, audited', async () => {
    const visitorEmail = 'resend.me@guest.test';
    const created = await createPass(t, employee, { visitorEmail, name: 'Resend Visitor', phoneNumber: '9812300001' });
    expect(created.status).toBe(201);
    await t.deliverMail();
    const first = await linkFromMail(smtp, visitorEmail);

    expect(await resend(employee, created.body.id)).toMatchObject({ status: 200, body: { message: 'A new link has been sent.' } });
    await t.deliverMail();
    const again = await smtp.waitFor((mail) => recipientsOf(mail).includes(visitorEmail) && /VisitordetailForm\?token=/.test(mail.text ?? '') && !(mail.text ?? '').includes(encodeURIComponent(first.token)));
    expect(again.subject).toBe(first.mail.subject);
    const token = new URL(/(https?:\/\/\S+VisitordetailForm\?token=\S+)/.exec(again.text ?? '')![1]!).searchParams.get('token')!;
    expect(token).not.toBe(first.token);
    // The host gets the new link too (the creation mail's copy).
    await smtp.waitFor((mail) => recipientsOf(mail).includes(email('emp')) && (mail.text ?? '').includes(encodeURIComponent(token)));

    const visitor = new TestClient(t);
    // Issue 28: the old link is genuine, only replaced; it says so rather than "Invalid or corrupted token".
    const superseded = { errmessage: 'A newer link was sent for this visit. Please use the link in the latest e-mail.', code: 'link.superseded' };
    expect(await fetchVisitorData(t, visitor, '9812300001', first.token)).toMatchObject({ status: 410, body: superseded });
    expect(await submitDetails(t, visitor, first.token, { name: 'Resend Visitor', mobileNo: '9812300001' })).toMatchObject({ status: 410, body: superseded });
    expect((await passRow(created.body.id))?.['submitted_at']).toBeNull();
    // A forged one (the old link's signature changed by a digit) is still "Invalid or corrupted token".
    const signature = first.token.slice(-1) === '0' ? '1' : '0';
    const forged = `${first.token.slice(0, -1)}${signature}`;
    const invalid = { errmessage: 'Invalid or corrupted token', code: 'link.invalid' };
    expect(await fetchVisitorData(t, visitor, '9812300001', forged)).toMatchObject({ status: 400, body: invalid });
    expect(await submitDetails(t, visitor, forged, { name: 'Resend Visitor', mobileNo: '9812300001' })).toMatchObject({ status: 400, body: invalid });

    expect((await fetchVisitorData(t, visitor, '9812300001', token)).status).toBe(200);
    expect(await submitDetails(t, visitor, token, { name: 'Resend Visitor', mobileNo: '9812300001' })).toMatchObject({ status: 200 });
    expect((await passRow(created.body.id))?.['link_version']).toBe(1);
    expect(await auditOf(created.body.id, 'visit.link_resent')).toEqual([{ actor_label: email('emp'), details: { passCode: expect.any(String), linkVersion: 1, visitorMailed: true } }]);
  });

  it('should say that only the host was sent the new link when the visitor left no e-mail address (issue 28)', async () => {
    const created = await createPass(t, employee, { name: 'No Mail Visitor', phoneNumber: '9812300002', visitorEmail: '' });
    expect(created.status).toBe(201);
    await t.deliverMail();
    const first = await smtp.waitFor((mail) => recipientsOf(mail).includes(email('emp')) && (mail.subject ?? '').includes('No Mail Visitor'));
    expect(await resend(employee, created.body.id)).toMatchObject({
      status: 200,
      body: { message: 'The visitor has no e-mail address, so the new link was sent to you only. Please pass it on to them.' },
    });
    await t.deliverMail();
    const again = await smtp.waitFor((mail) => recipientsOf(mail).includes(email('emp')) && (mail.subject ?? '').includes('No Mail Visitor') && mail.text !== first.text);
    expect(recipientsOf(again)).toEqual([email('emp')]);
    expect(await auditOf(created.body.id, 'visit.link_resent')).toEqual([{ actor_label: email('emp'), details: { passCode: expect.any(String), linkVersion: 1, visitorMailed: false } }]);
  });

  it('should refuse a resend in any other state, or of another host\'s visit, and change nothing', async () => {
    const hostEmail = email('emp');
    const [submitted, approved, pastUnsubmitted, othersInvited, cancelledInvited] = await visits([
      { hostEmail, name: 'No Resend Submitted', date: TODAY, approved: false },
      { hostEmail, name: 'No Resend Approved', date: TODAY },
      { hostEmail, name: 'No Resend Past', date: '2026-11-19', submitted: false, approved: false },
      { hostEmail: email('mgr'), name: 'No Resend Others', date: TODAY, submitted: false, approved: false },
      { hostEmail, name: 'No Resend Cancelled', date: TODAY, submitted: false, approved: false },
    ]);
    await query('update visitor_pass set cancelled_at = now() where id = $1', [cancelledInvited]);
    const mailsBefore = await mailRows();
    const notResendable = {
      status: 409,
      body: { errmessage: 'A new link can be sent only while the visitor has not filled in their details and the day of the visit has not passed.', code: 'visit.link_not_resendable' },
    };
    expect(await resend(employee, submitted!)).toMatchObject(notResendable);
    expect(await resend(employee, approved!)).toMatchObject(notResendable);
    expect(await resend(employee, pastUnsubmitted!)).toMatchObject(notResendable);
    expect(await resend(employee, cancelledInvited!)).toMatchObject({ status: 409, body: { errmessage: 'This visit has been cancelled.', code: 'visit.cancelled' } });
    // Another host's visit is not found, as an unknown id is (issue 27): ids reveal nothing.
    expect(await resend(employee, othersInvited!)).toMatchObject({ status: 404, body: { errmessage: 'Error fetching data', code: 'visit.not_found' } });
    // An admin is no exception: My visitors changes only the caller's own visits (an admin sees every visit, so 403 reveals nothing).
    expect(await resend(admin, othersInvited!)).toMatchObject({ status: 403, body: { code: 'visit.not_your_visit' } });
    expect(await resend(employee, 99_999_999)).toMatchObject({ status: 404, body: { errmessage: 'Error fetching data', code: 'visit.not_found' } });
    expect(await resend(employee, 'abc')).toMatchObject({ status: 404, body: { errmessage: 'Error fetching data', code: 'visit.not_found' } });
    expect(await resend(desk, othersInvited!)).toMatchObject({ status: 403, body: { code: 'http.forbidden' } });
    for (const id of [submitted, approved, pastUnsubmitted, othersInvited]) expect((await passRow(id!))?.['link_version']).toBe(0);
    expect(await mailRows()).toBe(mailsBefore);
  });

  it('should cancel a visit: the visitor is told by mail, the desk no longer expects them, check-in is refused with its code', async () => {
    const [id] = await visits([{ hostEmail: email('emp'), name: 'Cancel Approved Today', date: TODAY, time: '14:00' }]);
    await query('update visitor_pass set email = $2 where id = $1', [id, 'cancel.me@guest.test']);

    expect(await cancel(employee, id!)).toMatchObject({ status: 200, body: { message: 'The visit has been cancelled.' } });
    await t.deliverMail();
    const mail = await smtp.waitFor((m) => recipientsOf(m).includes('cancel.me@guest.test'));
    expect(mail.subject).toBe('Your visit on 20-11-2026 has been cancelled');
    expect(mail.text).toContain('has cancelled your visit on 20-11-2026 at 02:00 PM.');
    // It withdraws the calendar invitation the earlier mails carried (same event, METHOD:CANCEL).
    const calendar = mail.attachments.filter((part) => part.contentType === 'text/calendar');
    expect(calendar).toHaveLength(1);
    const ics = calendar[0]!.content.toString('utf8');
    expect(ics).toMatch(/^METHOD:CANCEL\r?$/m);
    expect(ics).toMatch(new RegExp(`^UID:visit-${id}@`, 'm'));
    expect(ics).toMatch(/^STATUS:CANCELLED\r?$/m);

    const deskList = await desk.get<{ details: string }>(`/api/getApprovedVisitor?view=active&q=${encodeURIComponent('Cancel Approved Today')}`);
    expect((t.envelope.decryptJson(deskList.body.details) as DeskRecord[]).map((row) => [row.id, row.visit_state])).toEqual([[id, 'cancelled']]);
    expect(await timeIn(id!)).toMatchObject({ status: 409, body: { errmessage: 'This visit has been cancelled.', code: 'visit.cancelled' } });
    const row = await passRow(id!);
    expect(row?.['check_in']).toBeNull();
    expect(row?.['cancelled_at']).not.toBeNull();

    expect((await myVisits(employee, 'q=Cancel Approved Today')).rows.map((r) => r.visit_state)).toEqual(['cancelled']);
    expect(await cancel(employee, id!)).toMatchObject({ status: 409, body: { errmessage: 'This visit has been cancelled.', code: 'visit.cancelled' } });
    expect(await auditOf(id!, 'visit.cancelled')).toEqual([{ actor_label: email('emp'), details: { passCode: expect.any(String), visitorMailed: true, hostMailed: true } }]);

    // The export (vms visitors export) states it the same way.
    const exported = await t.inContext(async () => {
      const file = await t.get(ExportVisits).open(TODAY, TODAY, 'ndjson');
      let text = '';
      try {
        for await (const chunk of file.chunks) text += Buffer.from(chunk.bytes).toString('utf8');
      } finally {
        await file.close();
      }
      return text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as { id: number; state: string });
    });
    expect(exported.find((row) => row.id === id)?.state).toBe('cancelled');
  });

  it('should refuse the visitor\'s link of a cancelled visit, and its approval', async () => {
    const visitorEmail = 'cancelled.link@guest.test';
    const created = await createPass(t, employee, { visitorEmail, name: 'Cancelled Link', phoneNumber: '9812300002' });
    await t.deliverMail();
    const { token } = await linkFromMail(smtp, visitorEmail);
    expect((await cancel(employee, created.body.id)).status).toBe(200);
    const visitor = new TestClient(t);
    const gone = { status: 410, body: { errmessage: 'This visit was cancelled by your host.', code: 'link.cancelled' } };
    expect(await fetchVisitorData(t, visitor, '9812300002', token)).toMatchObject(gone);
    expect(await submitDetails(t, visitor, token, { name: 'Cancelled Link', mobileNo: '9812300002' })).toMatchObject(gone);
    expect((await passRow(created.body.id))?.['submitted_at']).toBeNull();

    const [submitted, stillWaiting] = await visits([
      { hostEmail: email('emp'), name: 'Cancelled Before Approval', date: TODAY, approved: false },
      { hostEmail: email('emp'), name: 'Still Waiting For Approval', date: TODAY, approved: false },
    ]);
    expect((await cancel(employee, submitted!)).status).toBe(200);
    expect(await approveVisitor(t, employee, submitted!)).toMatchObject({ status: 409, body: { errmessage: 'This visit has been cancelled.', code: 'visit.cancelled' } });
    expect((await passRow(submitted!))?.['approve_status']).toBe('Pending');
    // Nor is it offered for approval any more.
    const approvals = await employee.get<{ details: string }>(`/fetch-visitorData/${encodeURIComponent(t.envelope.encrypt(email('emp')))}/true`);
    const offered = (t.envelope.decryptJson(approvals.body.details) as { id: number }[]).map((row) => row.id);
    expect(offered).toContain(stillWaiting);
    expect(offered).not.toContain(submitted);
  });

  it('should refuse to cancel a visit that has begun, is past, or is another host\'s, and change nothing', async () => {
    const hostEmail = email('emp');
    const [onSite, left, missed, others] = await visits([
      { hostEmail, name: 'No Cancel OnSite', date: TODAY, checkIn: new Date('2026-11-20T04:00:00Z') },
      { hostEmail, name: 'No Cancel Left', date: TODAY, checkIn: new Date('2026-11-20T03:00:00Z'), checkOut: new Date('2026-11-20T04:00:00Z') },
      { hostEmail, name: 'No Cancel Missed', date: '2026-11-19' },
      { hostEmail: email('mgr'), name: 'No Cancel Others', date: TODAY },
    ]);
    const mailsBefore = await mailRows();
    const notCancellable = { status: 409, body: { errmessage: 'Only a visit that has not started and whose day has not passed can be cancelled.', code: 'visit.not_cancellable' } };
    expect(await cancel(employee, onSite!)).toMatchObject(notCancellable);
    expect(await cancel(employee, left!)).toMatchObject(notCancellable);
    expect(await cancel(employee, missed!)).toMatchObject(notCancellable);
    expect(await cancel(employee, others!)).toMatchObject({ status: 404, body: { errmessage: 'Error fetching data', code: 'visit.not_found' } });
    expect(await cancel(admin, others!)).toMatchObject({ status: 403, body: { code: 'visit.not_your_visit' } });
    for (const id of [onSite, left, missed, others]) expect((await passRow(id!))?.['cancelled_at']).toBeNull();
    expect(await mailRows()).toBe(mailsBefore);
  });

  it('should approve from the list through the existing approval: the visit is then expected', async () => {
    const [id] = await visits([{ hostEmail: email('emp'), name: 'Approve From List', date: '2026-11-22', approved: false }]);
    expect((await myVisits(employee, 'q=Approve From List&state=awaiting_approval')).rows.map((row) => row.id)).toEqual([id]);
    expect(await approveVisitor(t, employee, id!)).toMatchObject({ status: 200, body: { message: 'Visitor Approved Successfully.' } });
    expect((await myVisits(employee, 'q=Approve From List')).rows.map((row) => row.visit_state)).toEqual(['expected']);
  });
});
