import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardCountsAnswerSchema } from '#contract/api/dashboard-answers.ts';
import { kioskWalkInAnswerSchema, kioskWalkInSchema, type KioskWalkIn } from '#contract/api/kiosk-answers.ts';
import { deskRecordListSchema } from '#contract/api/visit-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { startKiosk } from '../../support/kiosk-flows.ts';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import type { TestClient } from '../../support/test-client.ts';
import { queryRows } from '../../support/test-database.ts';
import { cameraJpeg, walkInForm } from '../../support/walk-in-form.ts';
import { approveVisitor, createPass } from '../../support/visit-flows.ts';

type Answer = { message?: string; details?: string; errmessage?: string; code?: string; field?: string };

const WATCHLIST_REASON = 'Caught photographing the production line in October.';
const TURN_AWAY_REASON = 'Matches the ban of October; escorted off the premises.';

/**
 * Issue 28, item 2: a walk-in who matches the watchlist is at the door while the host has not answered.
 * The desk sees them on its Flagged list, in its flag number and in its search from the moment the flag
 * is raised, and security may turn them away there (a recorded outcome that closes the flag and calls
 * the visit off).
 */
describe('flagged walk-ins on the desk: listed, counted and found before the host answers; turned away by security', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let guard: TestClient;
  let admin: TestClient;
  let host: TestClient;
  let employee: TestClient;
  let tablet: TestClient;
  let hostId: number;

  const query = <Row extends Record<string, unknown>>(text: string, values: unknown[] = []) => queryRows<Row>(t.database.url, text, values);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ smtp });
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'host', 'manager', { manager: 'admin', password: 'Host@1234', name: 'Priya Sharma' });
    await addAccount(t, 'emp', 'employee', { manager: 'host', password: 'Emp@12345' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    hostId = (await query<{ id: number }>('select id from employee where email = $1', [email('host')]))[0]!.id;
    tablet = (await startKiosk(t, { email: email('guard'), password: 'Guard@123' }, 'Reception, Building A')).tablet;
    guard = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    admin = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
    host = await signedIn(t, { email: email('host'), password: 'Host@1234' });
    employee = await signedIn(t, { email: email('emp'), password: 'Emp@12345' });
    for (const entry of [
      { name: 'Vikas Malhotra', phone: '9822222222', reason: WATCHLIST_REASON },
      { name: 'Ramesh Iyer', phone: '9822222223', reason: WATCHLIST_REASON },
      { name: 'Kiran Bedi', phone: '9822222224', reason: WATCHLIST_REASON },
      { name: 'Arjun Kapoor', phone: '9822222225', reason: WATCHLIST_REASON },
    ]) {
      expect((await guard.post<Answer>('/api/watchlist', { encryptedData: t.envelope.encrypt(entry) })).status).toBe(201);
    }
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const walkIn = async (name: string, mobileNo: string): Promise<{ kiosk: KioskWalkIn; id: number }> => {
    const made = await tablet.post<Answer>('/api/kiosk/walk-ins', { encryptedData: t.envelope.encrypt({ ...walkInForm(hostId, cameraJpeg(name.length)), name, mobileNo }) });
    expect(made.status).toBe(201);
    const kiosk = kioskWalkInSchema.parse(t.envelope.decryptJson(kioskWalkInAnswerSchema.parse(made.body).details));
    return { kiosk, id: Number(kiosk.ticket.split('.')[0]) };
  };
  const list = async (client: TestClient, params: string) => {
    const answer = await client.get<{ details: string; total: number }>(`/api/getApprovedVisitor?${params}`);
    expect(answer.status).toBe(200);
    return { rows: deskRecordListSchema.parse(t.envelope.decryptJson(answer.body.details)), total: answer.body.total };
  };
  const flaggedCount = async (client: TestClient) => dashboardCountsAnswerSchema.parse((await client.get<unknown>('/api/dashboard-counts')).body).flagged;
  const turnAway = (client: TestClient, id: number | string, reason: unknown) =>
    client.post<Answer>(`/api/flagged-visits/${id}/turn-away`, { encryptedData: t.envelope.encrypt({ reason }) });
  const kioskStatus = async (ticket: string) =>
    kioskWalkInSchema.parse(t.envelope.decryptJson(kioskWalkInAnswerSchema.parse((await tablet.get<Answer>(`/api/kiosk/walk-ins/${encodeURIComponent(ticket)}`)).body).details)).status;

  it('should list, count and find a flagged walk-in waiting for the host, for security and admins, while the kiosk still says "waiting" and hosts see nothing', async () => {
    const before = await flaggedCount(guard);
    const { kiosk, id } = await walkIn('Vikas Malhotra', '9822222222');
    const clean = await walkIn('Vikas Malhotra', '9833333333');
    // The kiosk's first answer and its polls stay "waiting" for both (ADR 18).
    expect([kiosk.status, clean.kiosk.status, await kioskStatus(kiosk.ticket)]).toEqual(['waiting', 'waiting', 'waiting']);
    expect(await query('select approve_status from visitor_pass where id = $1', [id])).toEqual([{ approve_status: 'Pending' }]);

    for (const staff of [guard, admin]) {
      const flagged = await list(staff, 'view=active&filter=flagged');
      expect(flagged.rows.map((row) => [row.id, row.name, row.visit_state, row.flagged, row.walk_in])).toContainEqual([id, 'Vikas Malhotra', 'awaiting_approval', true, true]);
      expect(flagged.rows.map((row) => row.id)).not.toContain(clean.id);
      // The number is the list's length.
      expect(await flaggedCount(staff)).toBe(flagged.total);
      const found = await list(staff, 'view=active&filter=all&q=Vikas');
      expect(found.rows.map((row) => [row.id, row.flagged])).toEqual([[id, true]]);
    }
    expect(await flaggedCount(guard)).toBe((before ?? 0) + 1);
    // The approved-only lists stay as they were: the clean walk-in awaiting approval is in none, and without a search neither is the flagged one.
    expect((await list(guard, 'view=active&filter=all')).rows.map((row) => row.id)).not.toContain(id);
    // A host's answers do not change: no search of theirs finds a visit awaiting approval, flagged or not.
    const hostFound = await list(host, 'view=active&filter=all&q=Vikas&scope=mine');
    expect(hostFound.rows).toEqual([]);
    expect(await flaggedCount(host)).toBeNull();
  });

  it('should list a flagged visit whose visitor has not filled in their details yet, and one the host declined', async () => {
    const invited = await createPass(t, host, { name: 'Ramesh Iyer', phoneNumber: '9822222223', date: '20-11-2026', time: '04:30 PM' });
    expect(invited.status).toBe(201);
    const declined = await walkIn('Kiran Bedi', '9822222224');
    await query('update visitor_pass set declined_at = now(), declined_by_id = host_id where id = $1', [declined.id]);
    const flagged = await list(guard, 'view=active&filter=flagged');
    const states = new Map(flagged.rows.map((row) => [row.id, row.visit_state]));
    expect(states.get(invited.body.id)).toBe('awaiting_details');
    expect(states.get(declined.id)).toBe('declined');
    expect(await flaggedCount(guard)).toBe(flagged.total);
  });

  it('should turn a flagged walk-in away with a reason: the flag closed and the visit called off on the record, audited, gone from the Flagged list, and no later check-in', async () => {
    const { kiosk, id } = await walkIn('Arjun Kapoor', '9822222225');
    const countBefore = await flaggedCount(guard);

    // The reason is required, with the form's words, and a refused request changes nothing.
    const blank = await turnAway(guard, id, '  ');
    expect(blank).toMatchObject({ status: 400, body: { code: 'input.invalid', errmessage: MESSAGES.watchlist.turnAwayReasonRequired } });
    expect(await turnAway(guard, id, 'too short')).toMatchObject({ status: 400, body: { errmessage: MESSAGES.watchlist.turnAwayReasonTooShort } });
    expect(await query('select cleared_at, cancelled_at from visit_flag f join visitor_pass v on v.id = f.visit_id where v.id = $1', [id])).toEqual([{ cleared_at: null, cancelled_at: null }]);

    const done = await turnAway(guard, id, TURN_AWAY_REASON);
    expect(done).toMatchObject({ status: 200, body: { message: MESSAGES.watchlist.turnedAway } });
    expect(await query('select outcome, cleared_by_label, clear_reason, cleared_at is not null as closed from visit_flag where visit_id = $1', [id])).toEqual([
      { outcome: 'turned_away', cleared_by_label: email('guard'), clear_reason: TURN_AWAY_REASON, closed: true },
    ]);
    const guardId = (await query<{ id: number }>('select id from employee where email = $1', [email('guard')]))[0]!.id;
    expect(await query('select cancelled_by_id, cancelled_at is not null as called_off, check_in from visitor_pass where id = $1', [id])).toEqual([
      { cancelled_by_id: guardId, called_off: true, check_in: null },
    ]);
    expect(await query("select actor_label, details from audit_log where subject_type = 'visit' and subject_id = $1 and action = 'visit.turned_away'", [String(id)])).toEqual([
      { actor_label: email('guard'), details: { reason: TURN_AWAY_REASON, flagsClosed: 1 } },
    ]);
    // Off the Flagged list and its number.
    expect((await list(guard, 'view=active&filter=flagged')).rows.map((row) => row.id)).not.toContain(id);
    expect(await flaggedCount(guard)).toBe((countBefore ?? 0) - 1);

    // Nobody lets them in afterwards: not the desk, not the host's approval, not the kiosk.
    expect(await guard.post<Answer>('/visitorTimeIn', { encryptedId: t.envelope.encrypt(String(id)) })).toMatchObject({ status: 409, body: { code: 'visit.cancelled' } });
    expect(await approveVisitor(t, host, id)).toMatchObject({ status: 409, body: { code: 'visit.cancelled' } });
    expect(await kioskStatus(kiosk.ticket)).not.toBe('approved');
    expect(await query('select approve_status, check_in from visitor_pass where id = $1', [id])).toEqual([{ approve_status: 'Pending', check_in: null }]);
    // Twice is refused in words.
    expect(await turnAway(admin, id, TURN_AWAY_REASON)).toMatchObject({ status: 409, body: { code: 'visit.cancelled' } });
  });

  it('should let only security and admins turn a visitor away, and only a flagged visit', async () => {
    const { id } = await walkIn('Vikas Malhotra', '9822222222');
    for (const outsider of [host, employee]) expect(await turnAway(outsider, id, TURN_AWAY_REASON)).toMatchObject({ status: 403 });
    expect(await query('select cleared_at from visit_flag where visit_id = $1', [id])).toEqual([{ cleared_at: null }]);
    const clean = await walkIn('Meera K Nair', '9844444444');
    expect(await turnAway(guard, clean.id, TURN_AWAY_REASON)).toMatchObject({ status: 409, body: { code: 'watchlist.visit_not_flagged' } });
    expect(await query('select cancelled_at from visitor_pass where id = $1', [clean.id])).toEqual([{ cancelled_at: null }]);
    expect(await turnAway(guard, 'abc', TURN_AWAY_REASON)).toMatchObject({ status: 409, body: { code: 'watchlist.visit_not_flagged' } });
    expect(await turnAway(guard, 99999, TURN_AWAY_REASON)).toMatchObject({ status: 409, body: { code: 'watchlist.visit_not_flagged' } });
    expect(await turnAway(admin, id, TURN_AWAY_REASON)).toMatchObject({ status: 200 });
  });
});
