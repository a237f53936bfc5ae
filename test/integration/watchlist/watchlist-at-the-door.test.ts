import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kioskDeviceChangeAnswerSchema, kioskVisitSchema } from '#contract/api/kiosk-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { recipientsOf, startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { queryRows } from '../../support/test-database.ts';
import { approveVisitor, createPass, fetchVisitorData, linkFromMail, submitDetails } from '../../support/visit-flows.ts';

type Answer = { message?: string; id?: number; details?: string; errmessage?: string; code?: string; field?: string; total?: number };
type Row = Record<string, unknown> & { id: number; flagged?: boolean };

const REASON = 'Tailgated through the turnstile twice in November.';
// Today at the site is 20-11-2026, 10:00 AM (the fake clock): passes for this afternoon.
const TODAY = '20-11-2026';

/**
 * The watchlist at the door (issue 13, ADR 13): a visitor screened again on arrival, security mailed,
 * and the desk's answers (for those who manage the watchlist only) carrying the flag.
 */
describe('the watchlist at the door: arrival screening, security mailed, flagged in the desk\'s answers', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let guard: TestClient;
  let admin: TestClient;
  let host: TestClient;

  const query = <R extends Record<string, unknown>>(text: string, values: unknown[] = []) => queryRows<R>(t.database.url, text, values);
  const enc = (value: string) => encodeURIComponent(t.envelope.encrypt(value));
  const timeIn = (client: TestClient, id: number) => client.post<Answer>('/visitorTimeIn', { encryptedId: t.envelope.encrypt(String(id)) });
  const opened = <T>(answer: { body: Answer }): T => t.envelope.decryptJson(answer.body.details!) as T;
  const securityMails = (name: string) => smtp.mails.filter((mail) => mail.subject?.startsWith(`Watchlist: ${name} `));

  /** Everything a host reads of one of their visits, as the host's screens call it. */
  const hostView = async (id: number) => {
    const mine = opened<Row[]>(await host.get<Answer>('/api/my-visits?when=all'));
    const desk = opened<Row[]>(await host.get<Answer>('/api/getApprovedVisitor?view=active&scope=mine'));
    const approvals = opened<Row[]>(await host.get<Answer>(`/fetch-visitorData/${enc(email('host'))}/false`));
    const detail = opened<Row>(await host.get<Answer>(`/fetchVisitorDetails/${enc(String(id))}`));
    return { myVisit: mine.find((r) => r.id === id), deskRow: desk.find((r) => r.id === id), approvalRow: approvals.find((r) => r.id === id), detail };
  };

  /** A pass for this afternoon, filled in and approved: the same for both visitors but their name, phone and e-mail. */
  const approvedVisit = async (name: string, phone: string, visitorEmail: string) => {
    const visitor = new TestClient(t);
    const created = await createPass(t, host, { date: TODAY, time: '04:30 PM', name, phoneNumber: phone, visitorEmail });
    expect(created.status).toBe(201);
    await t.deliverMail();
    const { token } = await linkFromMail(smtp, visitorEmail);
    expect((await fetchVisitorData(t, visitor, phone, token)).status).toBe(200);
    expect((await submitDetails(t, visitor, token, { dateOfVisit: TODAY, timeOfVisit: '04:30 PM', name, mobileNo: phone, aadharNo: '234123412346' })).status).toBe(200);
    expect((await approveVisitor(t, host, created.body.id)).status).toBe(200);
    return created.body.id as number;
  };

  /** An approved visit whose visitor is entered on the watchlist after the pass, then refused at the desk. */
  const addToWatchlist = async (name: string, phone: string) => {
    const added = await guard.post<Answer>('/api/watchlist', { encryptedData: t.envelope.encrypt({ name, phone, reason: REASON }) });
    expect(added.status).toBe(201);
  };
  const flaggedAtTheDoor = async (name: string, phone: string, visitorEmail: string) => {
    const id = await approvedVisit(name, phone, visitorEmail);
    await addToWatchlist(name, phone);
    expect((await timeIn(guard, id)).body.code).toBe('visit.flagged');
    return id;
  };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ smtp });
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'host', 'manager', { manager: 'admin', password: 'Host@1234' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    await addAccount(t, 'colleague', 'employee', { manager: 'host', password: 'Coll@1234' });
    // Starts the reception kiosk (which signs this account out on the tablet): security too, so mailed too.
    await addAccount(t, 'lobby.guard', 'security', { manager: 'admin', password: 'Lobby@123' });
    guard = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    admin = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
    host = await signedIn(t, { email: email('host'), password: 'Host@1234' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('should flag a visitor entered on the watchlist after the pass was made as the entry is added, refuse them at the desk and mail security once, not again on a second try', async () => {
    const flaggedId = await approvedVisit('Naveen Kulkarni', '9855555555', 'naveen@visitor.test');
    await t.deliverMail();
    // Nothing matched when the pass was made and the details sent.
    expect(await query('select 1 from visit_flag where visit_id = $1', [flaggedId])).toEqual([]);
    const hostBefore = await hostView(flaggedId);
    await addToWatchlist('Naveen Kulkarni', '9855555555');
    // The entry screened the visits already expected: flagged now, before the visitor comes, and nobody mailed yet.
    expect(await query('select match_kind, raised_on, cleared_at from visit_flag where visit_id = $1', [flaggedId])).toEqual([
      { match_kind: 'name_and_phone', raised_on: 'entry', cleared_at: null },
    ]);
    await t.deliverMail();
    expect(securityMails('Naveen Kulkarni')).toEqual([]);

    const refused = await timeIn(guard, flaggedId);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ errmessage: MESSAGES.watchlist.visitFlagged, code: 'visit.flagged' });
    // The refusal rolled back the check-in, not the flag, and raised no other.
    expect(await query('select match_kind, raised_on, cleared_at from visit_flag where visit_id = $1', [flaggedId])).toEqual([
      { match_kind: 'name_and_phone', raised_on: 'entry', cleared_at: null },
    ]);
    expect(await query('select check_in from visitor_pass where id = $1', [flaggedId])).toEqual([{ check_in: null }]);
    const audit = await query<{ action: string; actor_label: string; details: Record<string, unknown> }>(
      "select action, actor_label, details from audit_log where subject_type = 'visit' and subject_id = $1 and action in ('visit.flagged', 'visit.checked_in') order by id",
      [String(flaggedId)],
    );
    expect(audit.map((a) => [a.action, a.actor_label, a.details['on']])).toEqual([['visit.flagged', 'system:watchlist', 'entry']]);

    // The visitor at the door: security is mailed now.
    await t.deliverMail();
    expect(securityMails('Naveen Kulkarni')).toHaveLength(1);
    const [mail] = securityMails('Naveen Kulkarni');
    expect(recipientsOf(mail!).sort()).toEqual([email('admin'), email('guard'), email('lobby.guard')].sort());
    expect(mail!.subject).toBe(`Watchlist: Naveen Kulkarni at the security desk (${email('guard')})`);
    expect(mail!.text).toContain(`Host: ${(await query<{ name: string }>('select name from employee where email = $1', [email('host')]))[0]!.name}`);
    expect(mail!.text).toContain(`Entry: matched on name and phone number: ${REASON}`);
    expect(mail!.text).toContain(`/VisitorDetailView?id=${flaggedId}`);
    for (const body of [mail!.text, mail!.html]) expect(String(body)).not.toMatch(/2346|2341 ?2341/);

    // A second try at the desk: refused again, flagged once, security not mailed again.
    expect((await timeIn(guard, flaggedId)).body.code).toBe('visit.flagged');
    await t.deliverMail();
    expect(securityMails('Naveen Kulkarni')).toHaveLength(1);
    expect(await query('select count(*)::int as n from visit_flag where visit_id = $1', [flaggedId])).toEqual([{ n: 1 }]);
    // Nothing went to the host or the visitor about it.
    expect(smtp.mails.filter((m) => recipientsOf(m).some((to) => to === email('host') || to === 'naveen@visitor.test')).map((m) => m.subject)).not.toContainEqual(expect.stringMatching(/watchlist|arrived/i));

    // The host's answers are what they were before the flag.
    expect(await hostView(flaggedId)).toEqual(hostBefore);
  });

  it('should screen at the kiosk\'s check-in too: the visitor is sent to the desk, the flag stays, and security\'s mail names the kiosk', async () => {
    const id = await approvedVisit('Harish Chandra', '9822200001', 'harish@visitor.test');
    const tablet = await signedIn(t, { email: email('lobby.guard'), password: 'Lobby@123' });
    const started = await tablet.post('/api/kiosk/devices', { encryptedData: t.envelope.encrypt({ name: 'Lobby' }) });
    expect(started.status).toBe(201);
    expect(kioskDeviceChangeAnswerSchema.parse(started.body).device.name).toBe('Lobby');
    // An entry its own screening of the expected visits missed (as a pass made at the same moment could be):
    // written straight into the table, so that only the arrival's screening can catch the visitor.
    await query(
      "insert into watchlist_entry (name, name_normalised, phone, reason, added_by_label, created_at) values ('Harish Chandra', 'harish chandra', '9822200001', $1, 'cli:test', now())",
      [REASON],
    );
    expect(await query('select 1 from visit_flag where visit_id = $1', [id])).toEqual([]);

    const found = await tablet.post<Answer>('/api/kiosk/appointments/lookup', { encryptedData: t.envelope.encrypt({ phone: '9822200001' }) });
    expect(found.status).toBe(200);
    const { ticket } = kioskVisitSchema.parse(t.envelope.decryptJson(found.body.details!));
    const refused = await tablet.post<Answer>('/api/kiosk/check-in', { encryptedData: t.envelope.encrypt({ ticket }) });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ errmessage: MESSAGES.kiosk.seeDesk, code: 'kiosk.see_desk' });
    expect(await query('select raised_on, cleared_at from visit_flag where visit_id = $1', [id])).toEqual([{ raised_on: 'arrival', cleared_at: null }]);
    expect(await query('select check_in from visitor_pass where id = $1', [id])).toEqual([{ check_in: null }]);
    await t.deliverMail();
    expect(securityMails('Harish Chandra').map((mail) => mail.subject)).toEqual(['Watchlist: Harish Chandra at kiosk Lobby']);
    expect(securityMails('Harish Chandra')[0]!.text).toContain('Harish Chandra is checking in at kiosk Lobby at 10:00 AM');
  });

  it('should mail security once when a visitor flagged at the pass is at the desk, however many tries, even two at once', async () => {
    await addToWatchlist('Gopal Rao', '9833300001');
    const id = await approvedVisit('Gopal Rao', '9833300001', 'gopal@visitor.test');
    expect(await query('select raised_on, door_mailed_at from visit_flag where visit_id = $1', [id])).toEqual([{ raised_on: 'pass', door_mailed_at: null }]);
    await t.deliverMail();
    // Flagged at the pass: nobody at the door yet, nobody mailed.
    expect(securityMails('Gopal Rao')).toEqual([]);

    // Two tries at once (two connections, as two replicas would be), then a third: each refused.
    const tries = [...(await Promise.all([timeIn(guard, id), timeIn(guard, id)])), await timeIn(guard, id)];
    for (const refused of tries) expect([refused.status, refused.body]).toEqual([409, { errmessage: MESSAGES.watchlist.visitFlagged, code: 'visit.flagged' }]);
    expect(await query('select check_in from visitor_pass where id = $1', [id])).toEqual([{ check_in: null }]);
    expect(await query('select raised_on, door_mailed_at from visit_flag where visit_id = $1', [id])).toEqual([{ raised_on: 'pass', door_mailed_at: t.clock.now() }]);
    await t.deliverMail();
    expect(securityMails('Gopal Rao')).toHaveLength(1);
    const [mail] = securityMails('Gopal Rao');
    expect(recipientsOf(mail!).sort()).toEqual([email('admin'), email('guard'), email('lobby.guard')].sort());
    expect(mail!.subject).toBe(`Watchlist: Gopal Rao at the security desk (${email('guard')})`);
    expect(mail!.text).toContain('Gopal Rao is checking in at the security desk');
    expect(mail!.text).toContain(`Entry: matched on name and phone number: ${REASON}`);
    expect(mail!.text).toContain(`/VisitorDetailView?id=${id}`);
    for (const body of [mail!.text, mail!.html]) expect(String(body)).not.toMatch(/2346|9833300001/);
    // Nothing went to the host or the visitor about it.
    expect(smtp.mails.filter((m) => recipientsOf(m).some((to) => to === email('host') || to === 'gopal@visitor.test')).map((m) => m.subject)).not.toContainEqual(expect.stringMatching(/watchlist/i));
  });

  it('should mail security when a visitor flagged at the pass is refused at a kiosk, naming the kiosk, once', async () => {
    await addToWatchlist('Lalita Ghosh', '9833300002');
    const id = await approvedVisit('Lalita Ghosh', '9833300002', 'lalita@visitor.test');
    expect(await query('select raised_on from visit_flag where visit_id = $1', [id])).toEqual([{ raised_on: 'pass' }]);
    const tablet = await signedIn(t, { email: email('lobby.guard'), password: 'Lobby@123' });
    expect((await tablet.post('/api/kiosk/devices', { encryptedData: t.envelope.encrypt({ name: 'Gate 2' }) })).status).toBe(201);
    const tryAtTheKiosk = async () => {
      const found = await tablet.post<Answer>('/api/kiosk/appointments/lookup', { encryptedData: t.envelope.encrypt({ phone: '9833300002' }) });
      expect(found.status).toBe(200);
      const { ticket } = kioskVisitSchema.parse(t.envelope.decryptJson(found.body.details!));
      return tablet.post<Answer>('/api/kiosk/check-in', { encryptedData: t.envelope.encrypt({ ticket }) });
    };
    for (let i = 0; i < 2; i += 1) expect((await tryAtTheKiosk()).body).toEqual({ errmessage: MESSAGES.kiosk.seeDesk, code: 'kiosk.see_desk' });
    expect(await query('select check_in from visitor_pass where id = $1', [id])).toEqual([{ check_in: null }]);
    await t.deliverMail();
    expect(securityMails('Lalita Ghosh').map((mail) => mail.subject)).toEqual(['Watchlist: Lalita Ghosh at kiosk Gate 2']);
    expect(securityMails('Lalita Ghosh')[0]!.text).toContain('Lalita Ghosh is checking in at kiosk Gate 2 at 10:00 AM');
    expect(securityMails('Lalita Ghosh')[0]!.text).toContain(`Entry: matched on name and phone number: ${REASON}`);
  });

  it('should give the host the same fields for a flagged and an unflagged visit, value for value but the visitor\'s own', async () => {
    const flaggedId = await flaggedAtTheDoor('Meera Joshi', '9877777777', 'meera@visitor.test');
    const plainId = await approvedVisit('Arjun Menon', '9866666666', 'arjun@visitor.test');
    const flagged = await hostView(flaggedId);
    const plain = await hostView(plainId);
    const own = new Set(['id', 'visitor_id', 'name', 'visitor_phonenumber', 'visitor_email', 'phone', 'email', 'passCode', 'pass_code']);
    for (const part of ['myVisit', 'deskRow', 'approvalRow', 'detail'] as const) {
      const a = flagged[part]!;
      const b = plain[part]!;
      expect(Object.keys(a).sort(), part).toEqual(Object.keys(b).sort());
      for (const key of Object.keys(a)) if (!own.has(key)) expect(a[key], `${part}.${key}`).toEqual(b[key]);
      expect(a, part).not.toHaveProperty('flagged');
    }
    // The mails the host and each visitor got: the same ones, word for word but the visitor's own.
    await t.deliverMail();
    const mailsAbout = (name: string, visitorEmail: string) =>
      smtp.mails
        .filter((m) => recipientsOf(m).some((to) => to === email('host') || to === visitorEmail) && `${m.subject} ${m.text}`.includes(name))
        .map((m) => [recipientsOf(m).map((to) => (to === visitorEmail ? 'visitor' : to)), m.subject?.replaceAll(name, 'NAME')]);
    expect(mailsAbout('Meera Joshi', 'meera@visitor.test')).toEqual(mailsAbout('Arjun Menon', 'arjun@visitor.test'));
    expect(mailsAbout('Meera Joshi', 'meera@visitor.test').length).toBeGreaterThan(0);
    const refused = await host.get<Answer>('/api/getApprovedVisitor?view=active&filter=flagged&scope=mine');
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ errmessage: 'Please choose a valid filter.', code: 'input.invalid', field: 'filter' });
    const counts = await host.get<{ flagged: number | null; desk: unknown }>('/api/dashboard-counts');
    expect(counts.body).toMatchObject({ flagged: null, desk: null });
  });

  it('should tell security and admins of the flag in the desk list, the detail view and a pass code look-up, and count it as its filtered list', async () => {
    const flaggedId = await flaggedAtTheDoor('Kavya Reddy', '9888888888', 'kavya@visitor.test');
    const plainId = await approvedVisit('Tarun Bose', '9899999999', 'tarun@visitor.test');
    for (const desk of [guard, admin]) {
      const rows = opened<Row[]>(await desk.get<Answer>('/api/getApprovedVisitor?view=active&pageSize=100'));
      expect(rows.filter((r) => r.id === flaggedId || r.id === plainId).map((r) => [r.id, r.flagged])).toEqual([
        [flaggedId, true],
        [plainId, false],
      ]);
      for (const row of rows) expect(typeof row.flagged).toBe('boolean');
      const list = await desk.get<Answer>('/api/getApprovedVisitor?view=active&filter=flagged&pageSize=100');
      const listed = opened<Row[]>(list);
      expect(listed.map((r) => r.id)).toContain(flaggedId);
      expect(listed.map((r) => r.id)).not.toContain(plainId);
      for (const row of listed) expect(row.flagged).toBe(true);
      const counts = await desk.get<{ flagged: number }>('/api/dashboard-counts');
      expect(counts.body.flagged).toBe(list.body.total);
      expect(opened<Row>(await desk.get<Answer>(`/fetchVisitorDetails/${enc(String(flaggedId))}`)).flagged).toBe(true);
      expect(opened<Row>(await desk.get<Answer>(`/fetchVisitorDetails/${enc(String(plainId))}`)).flagged).toBe(false);
      const [pass] = await query<{ pass_code: string }>('select pass_code from visitor_pass where id = $1', [flaggedId]);
      expect(opened<Row>(await desk.get<Answer>(`/api/visitor-by-pass/${pass!.pass_code}`))).toMatchObject({ id: flaggedId, flagged: true });
    }
  });

  it('should show a flag on the roll call, and clear it off the list and the count', async () => {
    const flaggedId = await flaggedAtTheDoor('Ritu Saxena', '9811111119', 'ritu@visitor.test');
    // Another visitor is in; a flag is then raised on them (as if an entry had matched after they came in).
    const insideId = await approvedVisit('Imran Sheikh', '9811111118', 'imran@visitor.test');
    expect((await timeIn(guard, insideId)).status).toBe(200);
    const [entry] = await query<{ id: number }>('select id from watchlist_entry order by id limit 1');
    await query("insert into visit_flag (visit_id, entry_id, match_kind, raised_on, raised_at) values ($1, $2, 'phone', 'arrival', now())", [insideId, entry!.id]);
    const rollCall = opened<Row[]>(await guard.get<Answer>('/api/on-site?format=json'));
    expect(rollCall.filter((r) => r.id === insideId).map((r) => r.flagged)).toEqual([true]);
    for (const row of opened<Row[]>(await host.get<Answer>('/api/getApprovedVisitor?view=active&scope=mine&pageSize=100'))) expect(row).not.toHaveProperty('flagged');
    const countBefore = (await guard.get<{ flagged: number }>('/api/dashboard-counts')).body.flagged;

    const cleared = await guard.post<Answer>(`/api/flagged-visits/${flaggedId}/clear`, { encryptedData: t.envelope.encrypt({ reason: 'Checked his ID at the gate; escorted by the host.' }) });
    expect(cleared.status).toBe(200);
    const list = await guard.get<Answer>('/api/getApprovedVisitor?view=active&filter=flagged&pageSize=100');
    expect(opened<Row[]>(list).map((r) => r.id)).not.toContain(flaggedId);
    expect(opened<Row[]>(list).map((r) => r.id)).toContain(insideId);
    const countAfter = (await guard.get<{ flagged: number }>('/api/dashboard-counts')).body.flagged;
    expect(countAfter).toBe(countBefore - 1);
    expect(countAfter).toBe(list.body.total);
    expect((await timeIn(guard, flaggedId)).status).toBe(200);
  });
});
