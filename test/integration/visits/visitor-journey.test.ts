import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { decodeQrPng } from '../../support/qr.ts';
import { recipientsOf, startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { sqlClient } from '../../support/test-database.ts';
import { approveVisitor, createPass, fetchVisitorData, linkFromMail, submitDetails } from '../../support/visit-flows.ts';

type Visitor = Record<string, unknown>;

describe('a visitor from pass to approval', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let host: TestClient;
  let desk: TestClient;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ smtp });
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'host', 'manager', { manager: 'admin', password: 'Host@1234', name: 'Priya Sharma' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    host = await signedIn(t, { email: email('host'), password: 'Host@1234' });
    desk = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const journey = async (creator: TestClient, visitorEmail: string, extra: Record<string, unknown> = {}) => {
    const created = await createPass(t, creator, { visitorEmail, ...extra });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Form submitted successfully');
    await t.deliverMail();

    // The link goes to the visitor and to the host.
    const toVisitor = await linkFromMail(smtp, visitorEmail);
    const toHost = await smtp.waitFor((m) => recipientsOf(m).includes(email('host')) && (m.text ?? '').includes(toVisitor.url.toString()));
    expect(toHost.subject).toBe('Visitor pass created for Arjun Mehta on 21-11-2026');
    expect(toVisitor.url.origin + toVisitor.url.pathname).toBe('http://vms.test/VisitordetailForm');

    // The token's five enveloped parts: name, phone, date, time, expiry; the sixth signs them.
    const parts = toVisitor.token.split(',');
    expect(parts).toHaveLength(6);
    expect(parts.slice(0, 4).map((part) => t.envelope.decrypt(part))).toEqual(['Arjun Mehta', '9812345670', '21-11-2026', '10:30 AM']);
    expect(new Date(t.envelope.decrypt(parts[4])).toISOString()).toBe('2026-11-21T18:29:59.999Z');

    // The visitor opens the form: prefilled from the pass.
    const visitor = new TestClient(t);
    const opened = await fetchVisitorData(t, visitor, '9812345670', toVisitor.token);
    expect(opened.status).toBe(200);
    const [record] = t.envelope.decryptJson(opened.body.details) as Visitor[];
    expect(record).toMatchObject({ id: created.body.id, name: 'Arjun Mehta', visitortype: 'Suppliers', is_submitted: false, date_of_visit: '21-11-2026', time_of_visit: '10:30 AM' });

    const submitted = await submitDetails(t, visitor, toVisitor.token);
    expect(submitted).toMatchObject({ status: 200, body: { message: 'Details form submitted successfully' } });
    await t.deliverMail();
    await smtp.waitFor((m) => recipientsOf(m).includes(email('host')) && m.subject === 'Arjun Mehta sent their visit details: approval needed');
    return { id: created.body.id, token: toVisitor.token };
  };

  it('should take an employee host\'s visitor from the pass to the approved QR code', async () => {
    const { id } = await journey(host, 'arjun@supplier.test');

    // The host's approval list: submitted visitors only, the Aadhaar number masked.
    const list = await host.get<{ details: string }>(`/fetch-visitorData/${encodeURIComponent(t.envelope.encrypt(email('host')))}/true`);
    const rows = t.envelope.decryptJson(list.body.details) as Visitor[];
    expect(rows.map((row) => row['id'])).toContain(id);
    const row = rows.find((r) => r['id'] === id)!;
    expect(row).toMatchObject({
      aadhar_no: 'XXXX XXXX 2346',
      approve_status: 'Pending',
      place_to_visit: 'Visiting Office & Shop Floor',
      selected_option: 'WEN HV',
      ppe_options: { helmet: true, goggles: true, earPlug: true, safetyShoes: true },
      additional_visitors: 2,
      coming_from: 'Pune',
      host_email: email('host'),
    });

    expect(await approveVisitor(t, host, id)).toMatchObject({ status: 200, body: { message: 'Visitor Approved Successfully.' } });
    await t.deliverMail();
    const approved = await smtp.waitFor((m) => recipientsOf(m).includes('arjun@supplier.test') && m.subject === 'Your visit on 21-11-2026 is approved');
    const copy = await smtp.waitFor((m) => recipientsOf(m).includes(email('host')) && m.subject === 'Copy: visit of Arjun Mehta on 21-11-2026 approved');
    const sql = await sqlClient(t.database.url);
    const passCode = (await sql.query<{ pass_code: string }>('select pass_code from visitor_pass where id = $1', [id])).rows[0]?.pass_code;
    await sql.end();
    expect(passCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    for (const mail of [approved, copy]) {
      const qr = mail.attachments.find((a) => a.contentType === 'image/png');
      expect(qr?.cid).toBe('pass-qr');
      expect(decodeQrPng(qr!.content)).toBe(`VMS:${passCode}`);
      // The HTML shows it inline (mailparser turns the cid: link into a data: URI).
      expect(mail.html).toMatch(/<img src="data:image\/png;base64,[^"]+" width="180"/);
      expect(mail.text).toContain(`Pass code: ${passCode}`);
    }

    // Approving twice is refused; the detail view shows the approval.
    expect(await approveVisitor(t, host, id)).toMatchObject({ status: 409, body: { errmessage: 'This visitor is already approved.', code: 'visit.already_approved' } });
    const detail = await host.get<{ details: string }>(`/fetchVisitorDetails/${encodeURIComponent(t.envelope.encrypt(String(id)))}`);
    expect(t.envelope.decryptJson(detail.body.details)).toMatchObject({ id, approve_status: 'Approved', aadhar_no: 'XXXX XXXX 2346' });
  });

  it('should let the desk create a pass on behalf of an employee, who then approves it', async () => {
    const employees = await desk.get<{ details: string }>('/getActiveEmployee');
    const hostsOffered = t.envelope.decryptJson(employees.body.details) as { emp_email: string; emp_id: string }[];
    expect(hostsOffered.map((e) => e.emp_email)).toEqual(expect.arrayContaining([email('host'), email('admin')]));
    expect(hostsOffered.map((e) => e.emp_email)).not.toContain(email('guard'));

    const { id } = await journey(desk, 'walkin@visitor.test', { empEmail: email('host') });
    const sql = await sqlClient(t.database.url);
    const { rows } = await sql.query<{ host: string; creator: string }>(
      'select h.email as host, c.email as creator from visitor_pass v join employee h on h.id = v.host_id join employee c on c.id = v.created_by_id where v.id = $1',
      [id],
    );
    await sql.end();
    expect(rows[0]).toEqual({ host: email('host'), creator: email('guard') });
    expect((await approveVisitor(t, host, id)).status).toBe(200);
  });

  it('should show a visit whose day passed unapproved as missed on the approval list, and refuse to approve it', async () => {
    const { id } = await journey(host, 'late@visitor.test');
    const query = async <T extends Record<string, unknown>>(text: string, values: unknown[]): Promise<T[]> => {
      const sql = await sqlClient(t.database.url);
      try {
        return (await sql.query<T>(text, values)).rows;
      } finally {
        await sql.end();
      }
    };
    await query("update visitor_pass set visit_date = '2026-11-19' where id = $1", [id]);
    const approvalList = async () => {
      const answer = await host.get<{ details: string }>(`/fetch-visitorData/${encodeURIComponent(t.envelope.encrypt(email('host')))}/true`);
      return (t.envelope.decryptJson(answer.body.details) as Visitor[]).find((row) => row['id'] === id);
    };
    expect(await approvalList()).toMatchObject({ approve_status: 'Pending', visit_state: 'missed' });
    const mailsBefore = smtp.mails.length;
    expect(await approveVisitor(t, host, id)).toMatchObject({
      status: 409,
      body: { errmessage: "This visit's date has passed, so it can no longer be approved.", code: 'visit.missed' },
    });
    const rows = await query<{ status: string; audited: number }>(
      "select approve_status as status, (select count(*)::int from audit_log where subject_id = $2 and action = 'visit.approved') as audited from visitor_pass where id = $1",
      [id, String(id)],
    );
    expect(rows[0]).toEqual({ status: 'Pending', audited: 0 });
    await t.deliverMail();
    expect(smtp.mails.length).toBe(mailsBefore);
    expect(await approvalList()).toMatchObject({ approve_status: 'Pending', visit_state: 'missed' });
  });

  it('should make the desk name an approved employee as host', async () => {
    expect(await createPass(t, desk, { empEmail: '' })).toMatchObject({ status: 400, body: { errmessage: 'Please select the employee.', code: 'visit.host_required' } });
    expect(await createPass(t, desk, { empEmail: email('nobody') })).toMatchObject({ status: 400, body: { errmessage: 'Please select an approved employee.', code: 'visit.host_invalid' } });
    expect(await createPass(t, desk, { empEmail: email('guard') })).toMatchObject({ status: 400, body: { errmessage: 'Please select an approved employee.', code: 'visit.host_invalid' } });
  });

  it('should keep only the Aadhaar number\'s kind and last four in the database, and the number never in an answer, a mail or a log', async () => {
    const sql = await sqlClient(t.database.url);
    const { rows } = await sql.query('select * from visitor_pass');
    const audit = await sql.query('select * from audit_log');
    const outbox = await sql.query('select * from mail_outbox');
    await sql.end();
    const everything = JSON.stringify([rows, audit.rows, outbox.rows, t.logs, smtp.mails.map((m) => [m.text, m.html])]);
    expect(everything).not.toContain('234123412346');
    expect(everything).not.toContain('2341 2341 2346');
    expect(rows.some((row) => row['id_kind'] === 'aadhaar' && row['id_last4'] === '2346')).toBe(true);
    expect(Object.keys(rows[0] as object).filter((column) => column.startsWith('aadhaar'))).toEqual([]);
  });
});
