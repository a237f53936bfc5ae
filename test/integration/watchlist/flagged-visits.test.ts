import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { recipientsOf, startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { queryRows } from '../../support/test-database.ts';
import { approveVisitor, createPass, fetchVisitorData, linkFromMail, submitDetails } from '../../support/visit-flows.ts';

type Answer = { message?: string; id?: number; details?: string; errmessage?: string; code?: string; field?: string };

const PHONE_REASON = 'Caught photographing the production line in October.';
const AADHAAR_REASON = 'Banned by the plant head after a fight at the gate.';
// Today at the site is 20-11-2026, 10:00 AM (the fake clock): passes for this afternoon.
const TODAY = '20-11-2026';

describe('flagged visits: a visitor matching the watchlist is flagged, and cannot be checked in until security clears it', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let guard: TestClient;
  let host: TestClient;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ smtp });
    await addAccount(t, 'admin', 'admin');
    await addAccount(t, 'host', 'manager', { manager: 'admin', password: 'Host@1234' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    guard = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    host = await signedIn(t, { email: email('host'), password: 'Host@1234' });
    for (const entry of [
      { name: 'Vikas Malhotra', phone: '9822222222', reason: PHONE_REASON },
      { name: 'Sunita Deshpande', aadhaarLast4: '2346', reason: AADHAAR_REASON },
    ]) {
      const added = await guard.post<Answer>('/api/watchlist', { encryptedData: t.envelope.encrypt(entry) });
      expect(added.status).toBe(201);
    }
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const query = <Row extends Record<string, unknown>>(text: string, values: unknown[] = []) => queryRows<Row>(t.database.url, text, values);
  const flagsOf = (visitId: number) =>
    query<{ match_kind: string; raised_on: string; cleared_at: Date | null; cleared_by_label: string | null; clear_reason: string | null }>(
      'select match_kind, raised_on, cleared_at, cleared_by_label, clear_reason from visit_flag where visit_id = $1 order by id',
      [visitId],
    );
  const timeIn = (client: TestClient, id: number) => client.post<Answer>('/visitorTimeIn', { encryptedId: t.envelope.encrypt(String(id)), time_in: '2001-01-01T00:00:00Z' });
  const clear = (client: TestClient, id: number | string, reason: unknown) =>
    client.post<Answer>(`/api/flagged-visits/${id}/clear`, { encryptedData: t.envelope.encrypt({ reason }) });

  /** A pass for this afternoon, filled in by the visitor and approved by the host: every answer and mail the host and visitor got. */
  const approvedVisit = async (pass: Record<string, unknown>, details: Record<string, unknown>) => {
    const visitor = new TestClient(t);
    const created = await createPass(t, host, { date: TODAY, time: '04:30 PM', ...pass });
    expect(created.status).toBe(201);
    const id = created.body.id;
    await t.deliverMail();
    const { mail: linkMail, token } = await linkFromMail(smtp, String(pass['visitorEmail']));
    const fetched = await fetchVisitorData(t, visitor, String(pass['phoneNumber']), token);
    expect(fetched.status).toBe(200);
    const submitted = await submitDetails(t, visitor, token, { dateOfVisit: TODAY, timeOfVisit: '04:30 PM', ...details });
    expect(submitted.status).toBe(200);
    const approved = await approveVisitor(t, host, id);
    expect(approved.status).toBe(200);
    const mine = await host.get<{ details: string }>('/api/my-visits?when=all');
    const detail = await host.get<{ details: string }>(`/fetchVisitorDetails/${encodeURIComponent(t.envelope.encrypt(String(id)))}`);
    await t.deliverMail();
    const mails = smtp.mails.filter((m) => recipientsOf(m).some((to) => to === email('host') || to === String(pass['visitorEmail'])));
    const seen = JSON.stringify([
      created.body,
      fetched.body,
      t.envelope.decryptJson(fetched.body.details),
      submitted.body,
      approved.body,
      t.envelope.decryptJson(mine.body.details),
      detail.status === 200 ? t.envelope.decryptJson(detail.body.details) : detail.body,
      linkMail.subject,
      linkMail.text,
      ...mails.map((m) => [m.subject, m.text, m.html]),
    ]);
    return { id, seen };
  };

  it('should flag a pass by the exact phone; the host and the visitor never learn of it; the desk is refused until security clears it with a reason', async () => {
    const { id, seen } = await approvedVisit(
      { name: 'Vikas Malhotra', phoneNumber: '9822222222', visitorEmail: 'vikas@visitor.test' },
      { name: 'Vikas Malhotra', mobileNo: '9822222222', aadharNo: '234123412346' },
    );
    expect(seen).toContain('Vikas Malhotra');
    for (const secret of ['Caught photographing', 'Banned by the plant head', 'watchlist', 'flag']) expect(seen.toLowerCase()).not.toContain(secret.toLowerCase());
    expect((await flagsOf(id)).map((f) => [f.match_kind, f.raised_on, f.cleared_at])).toEqual([['name_and_phone', 'pass', null]]);

    const refused = await timeIn(guard, id);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ errmessage: MESSAGES.watchlist.visitFlagged, code: 'visit.flagged' });
    const [row] = await query<{ check_in: Date | null }>('select check_in from visitor_pass where id = $1', [id]);
    expect(row!.check_in).toBeNull();

    // Only security and admins clear, with a written reason.
    const byHost = await clear(host, id, 'The host vouches for him personally.');
    expect(byHost.status).toBe(403);
    expect(byHost.body.code).toBe('http.forbidden');
    const short = await clear(guard, id, 'ok');
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ errmessage: MESSAGES.watchlist.clearReasonTooShort, code: 'input.invalid', field: 'reason' });
    const missing = await clear(guard, id, undefined);
    expect(missing.body).toEqual({ errmessage: MESSAGES.watchlist.clearReasonRequired, code: 'input.invalid', field: 'reason' });
    expect((await flagsOf(id))[0]!.cleared_at).toBeNull();

    const cleared = await clear(guard, id, 'Checked ID and called the plant head: escorted visit approved.');
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ message: MESSAGES.watchlist.flagCleared });
    expect(await flagsOf(id)).toMatchObject([{ cleared_by_label: email('guard'), clear_reason: 'Checked ID and called the plant head: escorted visit approved.' }]);
    const audit = await query<{ action: string; actor_label: string; details: Record<string, unknown> }>(
      "select action, actor_label, details from audit_log where subject_type = 'visit' and subject_id = $1 and action in ('visit.flagged', 'visit.flag_cleared', 'visit.checked_in') order by id",
      [String(id)],
    );
    expect(audit.map((a) => [a.action, a.actor_label])).toEqual([
      ['visit.flagged', 'system:watchlist'],
      ['visit.flag_cleared', email('guard')],
    ]);
    expect(audit[1]!.details).toMatchObject({ reason: 'Checked ID and called the plant head: escorted visit approved.' });
    expect(JSON.stringify(audit[0]!.details)).not.toContain('Caught photographing');

    const again = await clear(guard, id, 'Clearing the same visit twice.');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ errmessage: MESSAGES.watchlist.visitNotFlagged, code: 'watchlist.visit_not_flagged' });

    const checkedIn = await timeIn(guard, id);
    expect(checkedIn.status).toBe(200);
    expect(checkedIn.body.message).toBe(MESSAGES.time.inRecorded);
  });

  it('should flag at the details form by a close name with the Aadhaar last four, which the pass alone did not match', async () => {
    const { id, seen } = await approvedVisit(
      { name: 'S Deshpande', phoneNumber: '9833333333', visitorEmail: 'sunita@visitor.test' },
      { name: 'Sunita Deshpandey', mobileNo: '9833333333', aadharNo: '234123412346' },
    );
    expect(seen.toLowerCase()).not.toContain('banned by the plant head');
    expect((await flagsOf(id)).map((f) => [f.match_kind, f.raised_on])).toEqual([['name_and_aadhaar', 'details']]);
    const refused = await timeIn(guard, id);
    expect(refused.body.code).toBe('visit.flagged');
  });

  it('should not flag a visitor who matches nothing, and check them in as before', async () => {
    const { id } = await approvedVisit(
      { name: 'Anand Iyer', phoneNumber: '9844444444', visitorEmail: 'anand@visitor.test' },
      { name: 'Anand Iyer', mobileNo: '9844444444', aadharNo: '234123412346' },
    );
    expect(await flagsOf(id)).toEqual([]);
    expect((await timeIn(guard, id)).status).toBe(200);
    const notFlagged = await clear(guard, id, 'Nothing to clear for this one.');
    expect(notFlagged.status).toBe(409);
    expect(notFlagged.body.code).toBe('watchlist.visit_not_flagged');
  });
});
