import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import type { TestClient } from '../../support/test-client.ts';
import { queryRows, sqlClient } from '../../support/test-database.ts';
import { insertVisits, type VisitFixture } from '../../support/visit-fixtures.ts';

type Answer = { id?: number; details?: string; total?: number; code?: string };
type Row = { id: number; flagged?: boolean };

const REASON = 'Forged a gate pass in September; escort only.';
// Today at the site is 20-11-2026, 10:00 AM (the fake clock).
const YESTERDAY = '2026-11-19';
const TODAY = '2026-11-20';
const NEXT_WEEK = '2026-11-27';

/**
 * A new watchlist entry screens the visits already expected (ADR 13, amended 23-11-2026): today's and
 * later visits, not cancelled and not in, whose visitor the entry matches are flagged at once ('entry'),
 * so the desk sees them before the visitor comes; nobody is mailed until the visitor is at the door.
 */
describe('a new watchlist entry flags the visits already expected', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let guard: TestClient;

  const query = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) => queryRows<R>(t.database.url, text, values);
  const opened = <T>(answer: { body: Answer }): T => t.envelope.decryptJson(answer.body.details!) as T;
  const visits = async (fixtures: readonly Omit<VisitFixture, 'hostEmail'>[]) => {
    const sql = await sqlClient(t.database.url);
    try {
      return await insertVisits(sql, fixtures.map((fixture) => ({ hostEmail: email('host'), ...fixture })));
    } finally {
      await sql.end();
    }
  };
  const flagsOf = (ids: readonly number[]) =>
    query<{ visit_id: number; match_kind: string; raised_on: string; door_mailed_at: Date | null }>(
      'select visit_id, match_kind, raised_on, door_mailed_at from visit_flag where visit_id = any($1::int[]) order by visit_id',
      [ids],
    );

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ smtp });
    await addAccount(t, 'admin', 'admin');
    await addAccount(t, 'host', 'manager', { manager: 'admin' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    guard = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('should flag today\'s and a later matching visit at \'entry\', and not a past, cancelled, checked-in or name-only one; audited, mailed to nobody, flagged in the desk\'s list', async () => {
    const phone = '9844400001';
    const [today, nextWeek, byAadhaar, past, cancelled, checkedIn, nameOnly, other] = await visits([
      { name: 'Dinesh Pawar', date: TODAY, time: '15:00', phone },
      { name: 'Dinesh Pawar', date: NEXT_WEEK, phone, approved: false },
      { name: 'Dinesh S Pawar', date: NEXT_WEEK, phone: '9844400009' },
      { name: 'Dinesh Pawar', date: YESTERDAY, phone },
      { name: 'Dinesh Pawar', date: TODAY, time: '16:00', phone },
      { name: 'Dinesh Pawar', date: TODAY, time: '09:30', phone, checkIn: new Date('2026-11-20T04:05:00Z') },
      // The same name, another phone and no Aadhaar: a name alone never matches.
      { name: 'Dinesh Pawar', date: TODAY, time: '17:00', phone: '9844400002' },
      { name: 'Someone Else', date: TODAY, time: '17:00', phone: '9844400003' },
    ]);
    await query("update visitor_pass set id_kind = 'aadhaar', id_last4 = '7788' where id = $1", [byAadhaar]);
    await query('update visitor_pass set cancelled_at = now() where id = $1', [cancelled]);
    const all = [today!, nextWeek!, byAadhaar!, past!, cancelled!, checkedIn!, nameOnly!, other!];
    await t.deliverMail();
    const mailsBefore = smtp.mails.length;

    const added = await guard.post<Answer>('/api/watchlist', { encryptedData: t.envelope.encrypt({ name: 'Dinesh Pawar', phone, aadhaarLast4: '7788', reason: REASON }) });
    expect(added.status).toBe(201);
    const entryId = added.body.id!;

    expect(await flagsOf(all)).toEqual([
      { visit_id: today, match_kind: 'name_and_phone', raised_on: 'entry', door_mailed_at: null },
      { visit_id: nextWeek, match_kind: 'name_and_phone', raised_on: 'entry', door_mailed_at: null },
      { visit_id: byAadhaar, match_kind: 'name_and_aadhaar', raised_on: 'entry', door_mailed_at: null },
    ]);
    const audit = await query<{ subject_id: string; actor_label: string; details: Record<string, unknown> }>(
      "select subject_id, actor_label, details from audit_log where action = 'visit.flagged' and subject_type = 'visit' and subject_id = any($1::text[]) order by id",
      [all.map(String)],
    );
    expect(audit).toEqual([
      { subject_id: String(today), actor_label: 'system:watchlist', details: { on: 'entry', matches: [{ entryId, kind: 'name_and_phone' }] } },
      { subject_id: String(nextWeek), actor_label: 'system:watchlist', details: { on: 'entry', matches: [{ entryId, kind: 'name_and_phone' }] } },
      { subject_id: String(byAadhaar), actor_label: 'system:watchlist', details: { on: 'entry', matches: [{ entryId, kind: 'name_and_aadhaar' }] } },
    ]);
    expect(JSON.stringify(audit)).not.toContain('Forged');

    // Nobody is at the door yet: nobody is mailed.
    await t.deliverMail();
    expect(smtp.mails.slice(mailsBefore).map((mail) => mail.subject)).toEqual([]);

    // The desk sees it before the visitor comes: flagged in today's list, in its flagged filter and count.
    const rows = opened<Row[]>(await guard.get<Answer>('/api/getApprovedVisitor?view=active&pageSize=100'));
    expect(rows.filter((row) => row.id === today || row.id === nameOnly || row.id === other).map((row) => [row.id, row.flagged])).toEqual([
      [today, true],
      [nameOnly, false],
      [other, false],
    ]);
    const flaggedList = await guard.get<Answer>('/api/getApprovedVisitor?view=active&filter=flagged&pageSize=100');
    expect(opened<Row[]>(flaggedList).map((row) => row.id)).toEqual([today]);
    expect((await guard.get<{ flagged: number }>('/api/dashboard-counts')).body.flagged).toBe(1);

    // At the door the visitor is refused, and only then is security mailed.
    const refused = await guard.post<Answer>('/visitorTimeIn', { encryptedId: t.envelope.encrypt(String(today)) });
    expect(refused.body.code).toBe('visit.flagged');
    await t.deliverMail();
    expect(smtp.mails.slice(mailsBefore).map((mail) => mail.subject)).toEqual([`Watchlist: Dinesh Pawar at the security desk (${email('guard')})`]);
  });

  it('should flag nothing for an entry with a name alone', async () => {
    const [id] = await visits([{ name: 'Kiran Bedi', date: TODAY, time: '15:30', phone: '9844400011' }]);
    const added = await guard.post<Answer>('/api/watchlist', { encryptedData: t.envelope.encrypt({ name: 'Kiran Bedi', reason: REASON }) });
    expect(added.status).toBe(201);
    expect(await flagsOf([id!])).toEqual([]);
  });
});
