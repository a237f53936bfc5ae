import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import type { TestClient } from '../../support/test-client.ts';
import { sqlClient } from '../../support/test-database.ts';
import { insertVisits } from '../../support/visit-fixtures.ts';

type Row = { id: number; name: string; visit_state: string; date_of_visit: string; time_of_visit: string; host_email: string };

describe('the desk\'s lists (filters, search, sort and paging in the database)', () => {
  let t: TestApp;
  let desk: TestClient;
  let hostA: TestClient;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp(); // today at the site: 20-11-2026, 10:00 AM
    await addAccount(t, 'admin', 'admin');
    await addAccount(t, 'host.a', 'manager', { manager: 'admin', password: 'HostA@123' });
    await addAccount(t, 'host.b', 'employee', { manager: 'host.a' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    desk = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    hostA = await signedIn(t, { email: email('host.a'), password: 'HostA@123' });
    const at = (iso: string) => new Date(iso);
    const visits = [
      { name: 'Aarav Shah', hostEmail: email('host.a'), date: '2026-11-20', time: '09:00', phone: '9811111111', passCode: 'AARAV234' },
      { name: 'Bina Rao', hostEmail: email('host.a'), date: '2026-11-20', time: '11:00', checkIn: at('2026-11-20T03:40:00Z') },
      { name: 'Chetan Das', hostEmail: email('host.a'), date: '2026-11-20', time: '12:30', checkIn: at('2026-11-20T03:50:00Z'), checkOut: at('2026-11-20T04:20:00Z') },
      { name: 'Divya Iyer', hostEmail: email('host.a'), date: '2026-11-20', time: '14:00', approved: false },
      { name: 'Esha Nair', hostEmail: email('host.b'), date: '2026-11-20', time: '10:30' },
      { name: 'Farhan Ali', hostEmail: email('host.b'), date: '2026-11-19', checkIn: at('2026-11-19T05:00:00Z'), checkOut: at('2026-11-19T06:00:00Z') },
      { name: 'Gita Menon', hostEmail: email('host.a'), date: '2026-11-19' },
      { name: 'Hari Kumar', hostEmail: email('host.b'), date: '2026-11-14' },
      { name: 'Isha Patel', hostEmail: email('host.a'), date: '2026-11-13' },
      { name: 'Jay Verma', hostEmail: email('host.b'), date: '2026-11-12' },
      { name: 'Kiran Joshi', hostEmail: email('host.a'), date: '2026-11-01' },
      { name: 'Lata Singh', hostEmail: email('host.b'), date: '2026-10-31' },
      { name: 'Manoj Gupta', hostEmail: email('host.a'), date: '2026-11-25' },
    ];
    const sql = await sqlClient(t.database.url);
    const created = await insertVisits(sql, visits);
    await sql.end();
    visits.forEach((visit, i) => (ids[visit.name] = created[i]!));
  });
  afterAll(() => t.close());

  const list = async (client: TestClient, query: Record<string, string | number> = {}) => {
    const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
    const result = await client.get<{ details: string; total: number; errmessage?: string; code?: string }>(`/api/getApprovedVisitor?${params}`);
    if (result.status !== 200) return { status: result.status, errmessage: result.body.errmessage, code: result.body.code, names: [] as string[], rows: [] as Row[], total: 0 };
    const rows = t.envelope.decryptJson(result.body.details) as Row[];
    return { status: 200, names: rows.map((r) => r.name), rows, total: result.body.total, errmessage: undefined };
  };

  it('should list today\'s approved visitors by time in Active, with each visit\'s state', async () => {
    const active = await list(desk, { view: 'active', filter: 'all' });
    expect(active.names).toEqual(['Aarav Shah', 'Esha Nair', 'Bina Rao', 'Chetan Das']);
    expect(active.total).toBe(4);
    expect(active.rows.map((r) => r.visit_state)).toEqual(['expected', 'expected', 'checked_in', 'checked_out']);
  });

  it.each([
    ['not_checked_in', ['Aarav Shah', 'Esha Nair']],
    ['not_checked_out', ['Bina Rao']],
    ['checked_in_and_out', ['Chetan Das']],
  ])('should apply the Active filter %s', async (filter, names) => {
    expect((await list(desk, { view: 'active', filter })).names).toEqual(names);
  });

  it.each([
    ['yesterday', ['Farhan Ali', 'Gita Menon']],
    ['last_week', ['Farhan Ali', 'Gita Menon', 'Hari Kumar', 'Isha Patel']],
    ['current_month', ['Farhan Ali', 'Gita Menon', 'Hari Kumar', 'Isha Patel', 'Jay Verma', 'Kiran Joshi']],
    ['all', ['Farhan Ali', 'Gita Menon', 'Hari Kumar', 'Isha Patel', 'Jay Verma', 'Kiran Joshi', 'Lata Singh']],
  ])('should apply the History filter %s (newest first)', async (filter, names) => {
    const history = await list(desk, { view: 'history', filter, sort: 'date', order: 'desc', pageSize: 50 });
    expect([...history.names].sort()).toEqual([...names].sort());
    expect(history.rows.map((r) => r.date_of_visit)).toEqual([...history.rows.map((r) => r.date_of_visit)].sort((a, b) => b.split('-').reverse().join('').localeCompare(a.split('-').reverse().join(''))));
  });

  it('should show a past visit with neither In nor Out as missed', async () => {
    const yesterday = await list(desk, { view: 'history', filter: 'yesterday' });
    expect(yesterday.rows.find((r) => r.name === 'Gita Menon')?.visit_state).toBe('missed');
    expect(yesterday.rows.find((r) => r.name === 'Farhan Ali')?.visit_state).toBe('checked_out');
  });

  it('should search names by prefix and by part, phones by prefix and passes by code', async () => {
    expect((await list(desk, { view: 'history', filter: 'all', q: 'hari', sort: 'name' })).names).toEqual(['Hari Kumar']);
    expect((await list(desk, { view: 'history', filter: 'all', q: 'an', sort: 'name' })).names).toEqual(['Farhan Ali', 'Kiran Joshi']);
    expect((await list(desk, { q: 'ar', sort: 'name' })).names).toEqual(['Aarav Shah', 'Farhan Ali', 'Hari Kumar']);
    expect((await list(desk, { q: '98111' })).names).toEqual(['Aarav Shah']);
    expect((await list(desk, { q: 'aarav234' })).names).toEqual(['Aarav Shah']);
    // A wildcard typed into the box is a character, not a pattern.
    expect((await list(desk, { q: '%' })).names).toEqual([]);
    expect((await list(desk, { q: '_' })).names).toEqual([]);
  });

  it('should sort by name and by time in either direction', async () => {
    expect((await list(desk, { view: 'active', filter: 'all', sort: 'name', order: 'asc' })).names).toEqual(['Aarav Shah', 'Bina Rao', 'Chetan Das', 'Esha Nair']);
    expect((await list(desk, { view: 'active', filter: 'all', sort: 'name', order: 'desc' })).names).toEqual(['Esha Nair', 'Chetan Das', 'Bina Rao', 'Aarav Shah']);
    expect((await list(desk, { view: 'active', filter: 'all', sort: 'time', order: 'desc' })).names).toEqual(['Chetan Das', 'Bina Rao', 'Esha Nair', 'Aarav Shah']);
  });

  it('should page in the database, with the total of all pages', async () => {
    const query = { view: 'history', filter: 'all', sort: 'name', order: 'asc', pageSize: 3 };
    const first = await list(desk, { ...query, page: 1 });
    const second = await list(desk, { ...query, page: 2 });
    const third = await list(desk, { ...query, page: 3 });
    expect(first.total).toBe(7);
    expect([...first.names, ...second.names, ...third.names]).toEqual(['Farhan Ali', 'Gita Menon', 'Hari Kumar', 'Isha Patel', 'Jay Verma', 'Kiran Joshi', 'Lata Singh']);
    expect((await list(desk, { ...query, page: 4 })).names).toEqual([]);
  });

  it('should list every approved visit without parameters, and never one awaiting approval', async () => {
    const all = await list(desk, { pageSize: 100 });
    expect(all.total).toBe(12);
    expect(all.names).not.toContain('Divya Iyer');
    expect(all.names).toContain('Manoj Gupta');
  });

  it('should give a host only their own visitors', async () => {
    const mine = await list(hostA, { view: 'active', filter: 'all' });
    expect(mine.names).toEqual(['Aarav Shah', 'Bina Rao', 'Chetan Das']);
    expect(mine.rows.every((r) => r.host_email === email('host.a'))).toBe(true);
  });

  it('should give the desk only its own visitors when it asks (scope=mine), and never widen a host\'s list', async () => {
    expect((await list(desk, { scope: 'mine' })).names).toEqual([]);
    const hostAsksForAll = await list(hostA, { view: 'active', filter: 'all', scope: 'all' });
    expect(hostAsksForAll.names).toEqual(['Aarav Shah', 'Bina Rao', 'Chetan Das']);
  });

  it.each([
    [{ scope: 'everyone' }, 'Please choose a valid filter.'],
    [{ view: 'active', filter: 'yesterday' }, 'Please choose a valid filter.'],
    [{ view: 'past' }, 'Please choose a valid filter.'],
    [{ sort: 'phone' }, 'Please choose a valid sort.'],
    [{ page: 0 }, 'Please choose a valid page.'],
    [{ pageSize: 1000 }, 'Please choose a valid page size.'],
  ])('should refuse %j with 400', async (query, message) => {
    expect(await list(desk, query as Record<string, string | number>)).toMatchObject({ status: 400, errmessage: message, code: 'input.invalid' });
  });
});

describe('counting and paging windows', () => {
  let t: TestApp;
  let desk: TestClient;

  beforeAll(async () => {
    t = await startTestApp();
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    desk = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
    // 1,010 past visits named alike: past the search window of 500.
    const sql = await sqlClient(t.database.url);
    await sql.query(`insert into visitor_pass (pass_code, visitor_type, name, phone, host_id, created_by_id, visit_date, visit_time, link_expires_at, created_at, submitted_at, approve_status)
      select 'W' || lpad(g::text, 7, '0'), 'Suppliers', 'Window Visitor ' || chr(65 + g % 26), '9800000000', e.id, e.id, date '2026-10-01' + (g % 30), time '10:00', now(), now(), now(), 'Approved'
      from generate_series(1, 1010) g, employee e where e.email = 'admin@example.com'`);
    await sql.end();
  });
  afterAll(() => t.close());

  const get = (query: string) => desk.get<{ total: number; totalCapped: boolean; errmessage?: string }>(`/api/getApprovedVisitor?${query}`);

  it('should count a list exactly within its window', async () => {
    expect((await get('view=history&filter=all')).body).toMatchObject({ total: 1010, totalCapped: false });
  });

  it('should count a search up to 500 matches and say that there are more', async () => {
    expect((await get('view=history&filter=all&q=window')).body).toMatchObject({ total: 500, totalCapped: true });
    expect((await get('view=history&filter=all&q=window visitor z')).body).toMatchObject({ total: 38, totalCapped: false });
  });

  it('should refuse pages past the window with a clear message', async () => {
    expect((await get('view=history&filter=all&q=window&page=20&pageSize=25')).status).toBe(200);
    expect(await get('view=history&filter=all&q=window&page=21&pageSize=25')).toMatchObject({
      status: 400,
      body: { errmessage: 'Only the first 500 matches can be paged through. Please refine the search.', code: 'input.invalid', field: 'page' },
    });
    expect(await get('view=history&filter=all&page=401&pageSize=25')).toMatchObject({
      status: 400,
      body: { errmessage: 'Only the first 10,000 visits can be paged through. Please search or filter to narrow the list.', code: 'input.invalid', field: 'page' },
    });
  });
});
