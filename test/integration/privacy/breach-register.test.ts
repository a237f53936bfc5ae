import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { breachChangedAnswerSchema, breachDetailSchema, breachListAnswerSchema, type BreachDetail } from '#contract/api/breach-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { runCliInProcess } from '../../support/run-cli.ts';
import { recipientsOf, startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, TEST_SERVER_SECRET, type TestApp } from '../../support/test-app.ts';
import type { TestClient } from '../../support/test-client.ts';
import { queryRows, sqlClient } from '../../support/test-database.ts';
import { insertVisits } from '../../support/visit-fixtures.ts';

type Refusal = { errmessage?: string; code?: string };

/** The breach's window: two days at the first site. */
const FROM = '2026-11-10T00:00:00.000Z';
const TO = '2026-11-12T00:00:00.000Z';

describe('The breach register: the people affected from the data, the notices sent once, the Board report and its clock', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let admin: TestClient;
  let firstSiteId: number;
  let otherSiteId: number;

  const query = <Row extends Record<string, unknown>>(text: string, values: unknown[] = []) => queryRows<Row>(t.database.url, text, values);

  /** A visit whose data was held from `created` (and, when given, anonymised at `anonymised`). */
  const visit = async (v: { name: string; email: string | null; phone?: string; siteId: number; created: string; anonymised?: string; idLast4?: string }): Promise<number> => {
    const sql = await sqlClient(t.database.url);
    try {
      const [id] = await insertVisits(sql, [{ hostEmail: email('admin'), name: v.name, date: v.created.slice(0, 10), siteId: v.siteId, ...(v.phone ? { phone: v.phone } : {}) }]);
      await sql.query('update visitor_pass set email = $2, created_at = $3, id_kind = $4, id_last4 = $5 where id = $1', [id, v.email, v.created, v.idLast4 ? 'aadhaar' : null, v.idLast4 ?? null]);
      if (v.anonymised) await sql.query("update visitor_pass set name = 'Anonymised visitor', phone = '', email = null, id_kind = null, id_last4 = null, anonymised_at = $2 where id = $1", [id, v.anonymised]);
      return id!;
    } finally {
      await sql.end();
    }
  };

  const record = (payload: Record<string, unknown>) => admin.post<Record<string, unknown> & Refusal>('/api/breaches', { encryptedData: t.envelope.encrypt(payload) });
  const breachForm = (overrides: Record<string, unknown> = {}) => ({
    summary: 'A visitor-list export was e-mailed to a wrong outside address.',
    occurredFrom: FROM,
    occurredTo: TO,
    awareAt: '2026-11-19T10:30:00.000Z',
    dataKinds: ['visitor_details'],
    siteIds: [firstSiteId],
    impact: 'Your name, phone number and e-mail may be used for unwanted calls or phishing.',
    measures: 'The recipient confirmed deletion; exports now need a second admin to approve.',
    contactName: 'Anita Rao',
    contactEmail: 'privacy@example.com',
    ...overrides,
  });
  const recorded = async (overrides: Record<string, unknown> = {}): Promise<BreachDetail> => {
    const answer = await record(breachForm(overrides));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return breachChangedAnswerSchema.parse(answer.body).detail;
  };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ smtp, clock: new FakeClock('2026-11-20T04:30:00.000Z') });
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'emp', 'employee', { manager: 'admin', password: 'Emp@12345' });
    admin = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
    [{ id: firstSiteId }] = (await query<{ id: number }>('select min(id)::int as id from site')) as [{ id: number }];
    const [other] = await query<{ id: number }>(
      `insert into site (name, address, time_zone, personal_data_days, photo_days, audit_log_days, processing_log_days, close_stale_visits, kiosk_requires_pin, created_at, updated_at)
       values ('Chennai', 'Chennai', 'Asia/Kolkata', 180, 180, 365, 365, false, false, now(), now()) returning id`,
    );
    otherSiteId = other!.id;

    // Inside the window and the site: Asha twice (one person by her e-mail), a phone-only visitor, and a visit anonymised during the window.
    await visit({ name: 'Asha Menon', email: 'asha@visitors.test', siteId: firstSiteId, created: '2026-11-09T09:00:00.000Z', idLast4: '7391' });
    await visit({ name: 'Asha Menon', email: 'ASHA@visitors.test', siteId: firstSiteId, created: '2026-11-11T09:00:00.000Z' });
    await visit({ name: 'Phone Only', email: null, phone: '9876501234', siteId: firstSiteId, created: '2026-11-10T12:00:00.000Z' });
    await visit({ name: 'Was Here', email: 'was.here@visitors.test', siteId: firstSiteId, created: '2026-11-01T09:00:00.000Z', anonymised: '2026-11-11T00:00:00.000Z' });
    // Outside: another site, made after the window, anonymised before the window started.
    await visit({ name: 'Bala Other Site', email: 'bala@visitors.test', siteId: otherSiteId, created: '2026-11-11T09:00:00.000Z' });
    await visit({ name: 'Chitra Later', email: 'chitra@visitors.test', siteId: firstSiteId, created: '2026-11-13T09:00:00.000Z' });
    await visit({ name: 'Gone Early', email: 'gone@visitors.test', siteId: firstSiteId, created: '2026-11-01T09:00:00.000Z', anonymised: '2026-11-05T00:00:00.000Z' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('should name exactly the people whose data the window, the sites and the kinds hold, with contact as held and no ID number', async () => {
    const detail = await recorded();
    expect(detail.affected.people).toEqual([
      { kind: 'visitor', name: 'Anonymised visitor', email: null, phone: null, visits: 1, sites: ['Head office'] },
      { kind: 'visitor', name: 'Asha Menon', email: 'ASHA@visitors.test', phone: '9812345670', visits: 2, sites: ['Head office'] },
      { kind: 'visitor', name: 'Phone Only', email: null, phone: '9876501234', visits: 1, sites: ['Head office'] },
    ].map((person) => ({ ...person, sites: [expect.any(String)] })));
    expect(detail.affected).toMatchObject({ visitors: 3, employees: 0, withoutEmail: 2 });
    expect(JSON.stringify(detail)).not.toContain('7391');

    // Every site: Bala's visit at the other site joins; the rest stay out.
    const everywhere = await recorded({ siteIds: null });
    expect(everywhere.affected.people.map((person) => person.name)).toEqual(['Anonymised visitor', 'Asha Menon', 'Bala Other Site', 'Phone Only']);

    // ID last four only: the one visit that held one.
    const ids = await recorded({ dataKinds: ['id_last4'] });
    expect(ids.affected.people.map((person) => [person.name, person.visits])).toEqual([['Asha Menon', 1]]);

    // Employee accounts: an account that existed by the window's end (the admin's, made earlier), not one made since.
    await query("update employee set created_at = '2026-11-01T00:00:00Z' where email = $1", [email('admin')]);
    const accounts = await recorded({ dataKinds: ['employee_accounts'], siteIds: null });
    expect(accounts.affected.people.map((person) => [person.kind, person.email])).toEqual([['employee', email('admin')]]);
  });

  it('should preview the notice with the content the Rules ask for, send it once to each person with an e-mail, and refuse a second sending', async () => {
    const detail = await recorded();
    expect(detail.noticePreview.greeting).toBe('Dear Asha Menon');
    expect(detail.noticePreview.sections.map((section) => section.heading)).toEqual([
      'What happened',
      'Which of your data',
      'What it may mean for you',
      'What we have done and will do',
      'What you can do',
      'Whom to contact',
    ]);
    const id = detail.breach.id;

    const sent = await admin.post<Record<string, unknown>>(`/api/breaches/${id}/notices`);
    expect(sent.status).toBe(200);
    expect(sent.body['message']).toBe(MESSAGES.breaches.noticesSent.replace('{count}', '1'));
    const again = await admin.post<Refusal>(`/api/breaches/${id}/notices`);
    expect(again).toMatchObject({ status: 409, body: { code: 'breach.notices_already_sent', errmessage: MESSAGES.breaches.noticesAlreadySent } });

    expect(await query('select name, email from breach_notice where breach_id = $1', [id])).toEqual([{ name: 'Asha Menon', email: 'ASHA@visitors.test' }]);
    await t.deliverMail();
    const mail = await smtp.waitFor((m) => m.subject === detail.noticePreview.subject && recipientsOf(m).includes('asha@visitors.test'));
    expect(mail.text).toContain('A visitor-list export was e-mailed to a wrong outside address.');
    expect(mail.text).toContain('privacy@example.com');
    expect(mail.text).toContain('The recipient confirmed deletion');
    expect(mail.text).not.toContain('7391');
    expect(smtp.mails.filter((m) => m.subject === detail.noticePreview.subject)).toHaveLength(1);

    expect(await query("select action, actor_label from audit_log where subject_type = 'breach' and subject_id = $1 order by id", [String(id)])).toEqual([
      { action: 'breach.recorded', actor_label: email('admin') },
      { action: 'breach.notices_sent', actor_label: email('admin') },
    ]);
  });

  it('should let exactly one of two sendings at once through: the database decides', async () => {
    const { breach } = await recorded();
    const both = await Promise.all([admin.post<Refusal>(`/api/breaches/${breach.id}/notices`), admin.post<Refusal>(`/api/breaches/${breach.id}/notices`)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(both.find((answer) => answer.status === 409)?.body.code).toBe('breach.notices_already_sent');
    expect(await query('select count(*)::int as n from breach_notice where breach_id = $1', [breach.id])).toEqual([{ n: 1 }]);
  });

  it('should keep the 72-hour clock: time left, overdue, and stopped when the report is submitted, which then cannot change', async () => {
    const running = await recorded();
    expect(running.breach.clock).toEqual({ dueAt: '2026-11-22T10:30:00.000Z', state: 'running', minutesLeft: 54 * 60, text: '54 h 0 min left' });
    const late = await recorded({ awareAt: '2026-11-16T04:30:00.000Z' });
    expect(late.breach.clock).toMatchObject({ state: 'overdue', minutesLeft: -24 * 60, text: '24 h 0 min overdue' });
    const listed = breachListAnswerSchema.parse((await admin.get('/api/breaches')).body);
    expect(listed.breaches.find((breach) => breach.id === late.breach.id)?.clock.state).toBe('overdue');

    // The draft report carries the record; the admin edits it, then submits it.
    expect(running.report).toMatchObject({ saved: false, mitigation: running.breach.measures, submittedAt: null });
    expect(running.report.facts).toContain(running.breach.summary);
    const report = { ...running.report, causeFindings: 'A staff member chose the wrong address from autocomplete.', remedies: 'Autocomplete of outside addresses is off for exports.' };
    const parts = { facts: report.facts, mitigation: report.mitigation, causeFindings: report.causeFindings, remedies: report.remedies, intimations: report.intimations };
    const saved = await admin.put(`/api/breaches/${running.breach.id}/report`, { encryptedData: t.envelope.encrypt(parts) });
    expect(saved.status).toBe(200);
    expect(breachChangedAnswerSchema.parse(saved.body).detail.report).toMatchObject({ saved: true, causeFindings: parts.causeFindings });
    const submitted = await admin.post(`/api/breaches/${running.breach.id}/report/submit`, { encryptedData: t.envelope.encrypt(parts) });
    expect(submitted.status).toBe(200);
    const after = breachChangedAnswerSchema.parse(submitted.body).detail;
    expect(after.report).toMatchObject({ submittedAt: '2026-11-20T04:30:00.000Z', submittedBy: email('admin') });
    expect(after.breach.clock).toMatchObject({ state: 'submitted', minutesLeft: 54 * 60, text: 'submitted 54 h 0 min before the deadline' });
    const changed = await admin.put<Refusal>(`/api/breaches/${running.breach.id}/report`, { encryptedData: t.envelope.encrypt({ ...parts, remedies: 'Something else.' }) });
    expect(changed).toMatchObject({ status: 409, body: { code: 'breach.report_already_submitted' } });
  });

  it('should refuse bad input with its code and change nothing, and refuse anyone but an admin', async () => {
    const before = await query('select count(*)::int as n from breach');
    expect(await record(breachForm({ awareAt: '2026-11-09T00:00:00.000Z' }))).toMatchObject({ status: 400, body: { code: 'breach.aware_invalid' } });
    expect(await record(breachForm({ awareAt: '2026-11-21T00:00:00.000Z' }))).toMatchObject({ status: 400, body: { code: 'breach.aware_invalid' } });
    expect(await record(breachForm({ occurredTo: '2026-11-09T00:00:00.000Z' }))).toMatchObject({ status: 400, body: { code: 'breach.window_invalid' } });
    expect(await record(breachForm({ dataKinds: [] }))).toMatchObject({ status: 400, body: { code: 'breach.kinds_invalid' } });
    expect(await record(breachForm({ siteIds: [999_999] }))).toMatchObject({ status: 400, body: { code: 'breach.sites_invalid' } });
    expect(await query('select count(*)::int as n from breach')).toEqual(before);
    expect(await admin.get<Refusal>('/api/breaches/999999')).toMatchObject({ status: 404, body: { code: 'breach.not_found' } });

    const employee = await signedIn(t, { email: email('emp'), password: 'Emp@12345' });
    expect((await employee.get('/api/breaches')).status).toBe(403);
    expect((await employee.post('/api/breaches', { encryptedData: t.envelope.encrypt(breachForm()) })).status).toBe(403);
  });

  it('should list and show breaches in the CLI, stored control characters shown as escapes', async () => {
    // The form refuses control characters; a row written another way (a restore, a script) may still hold one.
    const detail = await recorded();
    await query("update breach set summary = 'Laptop stolen ' || chr(27) || '[2J with the desk export' where id = $1", [detail.breach.id]);
    const env = { DATABASE_URL: t.database.url, VMS_DATA_DIR: t.dataDir, VMS_SERVER_SECRET: TEST_SERVER_SECRET, VMS_TIMEZONE: 'Asia/Kolkata' };
    const listed = await runCliInProcess(['privacy', 'breaches', 'list'], env);
    expect(listed).toMatchObject({ code: 0, stderr: '' });
    expect(listed.stdout).toContain('Laptop stolen \\x1b[2J');
    expect(listed.stdout).not.toContain('\u001b');
    const json = await runCliInProcess(['privacy', 'breaches', 'show', String(detail.breach.id), '--json'], env);
    expect(json.code).toBe(0);
    expect(breachDetailSchema.parse(JSON.parse(json.stdout)).affected.people.map((person) => person.name)).toEqual(['Anonymised visitor', 'Asha Menon', 'Phone Only']);
    const shown = await runCliInProcess(['privacy', 'breaches', 'show', String(detail.breach.id)], env);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain('People affected: 3 visitors, 0 employees (2 without an e-mail on record)');
    expect(shown.stdout).toContain('ASHA@visitors.test');
    expect(shown.stdout).not.toContain('\u001b');
    expect(await runCliInProcess(['privacy', 'breaches', 'show', '999999'], env)).toMatchObject({ code: 1, stderr: `vms: ${MESSAGES.breaches.notFound}\n` });
  });
});
