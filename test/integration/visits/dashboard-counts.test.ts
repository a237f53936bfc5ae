import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_COUNT_FILTER, DESK_COUNTS, HOST_COUNT_LIST, HOST_COUNTS } from '#contract/dashboard-counts.ts';
import { dashboardCountsAnswerSchema, type DashboardCountsAnswer } from '#contract/api/dashboard-answers.ts';
import { isStaleCheckIn } from '#contract/roll-call.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { sqlClient } from '../../support/test-database.ts';
import { insertVisits } from '../../support/visit-fixtures.ts';

const TZ = 'Asia/Kolkata';
const TODAY = '2026-11-20';

type Row = { id: number; name: string; host_email: string | null; check_in: string | null };

describe('the dashboards\' numbers (GET /api/dashboard-counts)', () => {
  let t: TestApp;
  let admin: TestClient;
  let manager: TestClient;
  let employee: TestClient;
  let guard: TestClient;

  beforeAll(async () => {
    t = await startTestApp(); // today at the site: 20-11-2026, 10:00 AM
    const admins = await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    const managers = await addAccount(t, 'host.a', 'manager', { manager: 'admin', password: 'HostA@123' });
    const employees = await addAccount(t, 'host.b', 'employee', { manager: 'host.a', password: 'HostB@123' });
    const guards = await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    // Registrations waiting: one for host.a (their report), one for the admin.
    await addAccount(t, 'new.report', 'employee', { manager: 'host.a' });
    await addAccount(t, 'new.admin', 'admin', { manager: 'admin' });
    const at = (iso: string) => new Date(iso);
    const a = email('host.a');
    const b = email('host.b');
    const sql = await sqlClient(t.database.url);
    await sql.query(`update employee set status = 'Approval Pending' where email in ($1, $2)`, [email('new.report'), email('new.admin')]);
    const [cancelled] = await insertVisits(sql, [
      { name: 'Cancelled Today', hostEmail: a, date: TODAY, time: '12:00' },
    ]);
    await sql.query(`update visitor_pass set cancelled_at = now() where id = $1`, [cancelled]);
    await insertVisits(sql, [
      { name: 'Late Aarav', hostEmail: a, date: TODAY, time: '09:00' }, // expected, late
      { name: 'In Bina', hostEmail: a, date: TODAY, time: '09:30', checkIn: at('2026-11-20T03:40:00Z') }, // arrived, on site
      { name: 'Out Chetan', hostEmail: a, date: TODAY, time: '08:00', checkIn: at('2026-11-20T02:40:00Z'), checkOut: at('2026-11-20T03:20:00Z') }, // arrived, left
      { name: 'Later Divya', hostEmail: a, date: TODAY, time: '11:30' }, // expected, not late yet
      { name: 'Waiting Esha', hostEmail: a, date: TODAY, time: '14:00', approved: false }, // awaiting host.a's approval
      { name: 'Invited Farhan', hostEmail: a, date: TODAY, time: '15:00', approved: false, submitted: false }, // no details yet
      { name: 'Waiting Gita', hostEmail: a, date: '2026-11-23', time: '10:00', approved: false }, // awaiting approval, later
      { name: 'Missed Hari', hostEmail: a, date: '2026-11-19', time: '10:00', approved: false }, // missed: waits no more
      { name: 'Stale Isha', hostEmail: a, date: '2026-11-19', time: '10:00', checkIn: at('2026-11-19T04:40:00Z') }, // in yesterday, never out
      { name: 'In Jay', hostEmail: b, date: TODAY, time: '10:30', checkIn: at('2026-11-20T04:10:00Z') },
      { name: 'Late Kiran', hostEmail: b, date: TODAY, time: '09:30' },
      { name: 'Waiting Lata', hostEmail: b, date: TODAY, time: '16:00', approved: false },
      { name: 'Tomorrow Manoj', hostEmail: b, date: '2026-11-21', time: '10:00' },
    ]);
    await sql.end();
    [admin, manager, employee, guard] = await Promise.all([signedIn(t, admins), signedIn(t, managers), signedIn(t, employees), signedIn(t, guards)]);
  });
  afterAll(() => t.close());

  const countsOf = async (client: TestClient): Promise<DashboardCountsAnswer> => {
    const result = await client.get<unknown>('/api/dashboard-counts');
    expect(result.status).toBe(200);
    return dashboardCountsAnswerSchema.parse(result.body);
  };

  /** The desk list's total for an Active filter, as the desk (or an admin) sees it. */
  const deskListTotal = async (client: TestClient, filter: string): Promise<number> => {
    const result = await client.get<{ total: number }>(`/api/getApprovedVisitor?view=active&filter=${filter}&pageSize=100`);
    expect(result.status).toBe(200);
    return result.body.total;
  };

  /** My visitors' total for a when and states, and its rows. */
  const myVisits = async (client: TestClient, when: string, states: readonly string[]): Promise<{ total: number; rows: Row[] }> => {
    const result = await client.get<{ total: number; details: string }>(`/api/my-visits?when=${when}&state=${states.join(',')}&pageSize=100`);
    expect(result.status).toBe(200);
    return { total: result.body.total, rows: t.envelope.decryptJson(result.body.details) as Row[] };
  };

  const DESK = { expected: 6, arrived: 3, onSite: 2, left: 1, late: 2 };

  it('should give the desk today\'s five numbers and nothing of a host\'s', async () => {
    expect(await countsOf(guard)).toEqual({ host: null, employeesAwaitingApproval: null, desk: DESK, flagged: 0 });
  });

  it('should give an admin their own visitors, every employee awaiting approval and the desk\'s numbers', async () => {
    expect(await countsOf(admin)).toEqual({ host: { today: 0, awaitingApproval: 0, onSite: 0 }, employeesAwaitingApproval: 2, desk: DESK, flagged: 0 });
  });

  it('should give a manager their own visitors and their own reports awaiting approval, no desk numbers', async () => {
    expect(await countsOf(manager)).toEqual({ host: { today: 6, awaitingApproval: 2, onSite: 1 }, employeesAwaitingApproval: 1, desk: null, flagged: null });
  });

  it('should give an employee only their own visitors: never another host\'s', async () => {
    expect(await countsOf(employee)).toEqual({ host: { today: 3, awaitingApproval: 1, onSite: 1 }, employeesAwaitingApproval: null, desk: null, flagged: null });
  });

  it('should make each desk number the total of the desk list it links to, and on site the roll call\'s count', async () => {
    for (const client of [guard, admin]) {
      const { desk } = await countsOf(client);
      for (const name of DESK_COUNTS) expect({ name, count: desk![name] }).toEqual({ name, count: await deskListTotal(client, DESK_COUNT_FILTER[name]) });
      const onSite = await client.get<{ details: string; onSite: number }>('/api/on-site');
      const present = (t.envelope.decryptJson(onSite.body.details) as Row[]).filter((row) => !isStaleCheckIn(row.check_in, TODAY, TZ));
      expect(present.map((row) => row.name).sort()).toEqual(['In Bina', 'In Jay']);
      expect(desk!.onSite).toBe(present.length);
      expect(desk!.onSite).toBe(onSite.body.onSite);
    }
  });

  it('should make each host number the total of the My visitors list it links to, the host\'s own visits only', async () => {
    for (const [client, own] of [[manager, email('host.a')], [employee, email('host.b')], [admin, email('admin')]] as const) {
      const { host } = await countsOf(client);
      for (const name of HOST_COUNTS) {
        const list = await myVisits(client, HOST_COUNT_LIST[name].when, HOST_COUNT_LIST[name].state);
        expect({ name, count: host![name] }).toEqual({ name, count: list.total });
        expect(list.rows.length).toBe(list.total);
        expect(list.rows.every((row) => row.host_email === own)).toBe(true);
      }
    }
  });

  it('should make the Approve badge the length of the approval queue it opens', async () => {
    for (const [client, own] of [[manager, email('host.a')], [admin, email('admin')]] as const) {
      const queue = await client.get<{ result: string }>(`/api/fetchEmployeesToApprove?encryptedData=${encodeURIComponent(t.envelope.encrypt(own))}`);
      expect(queue.status).toBe(200);
      const rows = t.envelope.decryptJson(queue.body.result) as unknown[];
      expect((await countsOf(client)).employeesAwaitingApproval).toBe(rows.length);
    }
  });

  it('should count late by the site\'s clock: at 11:31 AM Later Divya is late too', async () => {
    t.clock.set('2026-11-20T06:01:00Z');
    try {
      // Signed in anew: an hour and a half without a call ends a session.
      const later = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
      expect((await countsOf(later)).desk?.late).toBe(3);
      expect(await deskListTotal(later, 'late')).toBe(3);
    } finally {
      t.clock.set('2026-11-20T04:30:00Z');
    }
  });

  it('should refuse a caller who is not signed in, with its code', async () => {
    const result = await new TestClient(t).get<{ errmessage: string; code: string }>('/api/dashboard-counts');
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ errmessage: 'Please log in to continue.', code: 'auth.required' });
  });
});
