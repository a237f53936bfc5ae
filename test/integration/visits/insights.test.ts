import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insightsAnswerSchema, type InsightsAnswer } from '#contract/api/insight-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { sqlClient } from '../../support/test-database.ts';
import { TestClient } from '../../support/test-client.ts';
import { insertVisits } from '../../support/visit-fixtures.ts';

// The clock stands at 10:00 on 20-11-2026 in Asia/Kolkata (UTC+5:30): the last 30 days are
// 22-10-2026 to 20-11-2026, the last 90 days 23-08-2026 to 20-11-2026.
const at = (iso: string) => new Date(iso);

/**
 * A known data set (times in UTC; the site is 5:30 ahead). `manager` has two reports, `rep1` and
 * `rep2`; `other` reports to the admin. Each line says what it is for.
 */
const VISITS = [
  // rep1: in today at 09:05, not out.
  { name: 'V1', host: 'rep1', date: '2026-11-20', visitorType: 'Suppliers', checkIn: at('2026-11-20T03:35:00Z') },
  // rep1: yesterday 09:00–10:30 (90 minutes).
  { name: 'V2', host: 'rep1', date: '2026-11-19', visitorType: 'Customers', checkIn: at('2026-11-19T03:30:00Z'), checkOut: at('2026-11-19T05:00:00Z') },
  // rep1: yesterday, approved, never came: a no-show.
  { name: 'V3', host: 'rep1', date: '2026-11-19', visitorType: 'Suppliers' },
  // rep1: 14:00–14:45 (45 minutes).
  { name: 'V4', host: 'rep1', date: '2026-11-10', visitorType: 'Suppliers', checkIn: at('2026-11-10T08:30:00Z'), checkOut: at('2026-11-10T09:15:00Z') },
  // rep2: 00:15–00:45 at the site on the 19th, still the 18th in UTC: hour 0, not 18 (30 minutes).
  { name: 'V5', host: 'rep2', date: '2026-11-19', visitorType: 'Government', checkIn: at('2026-11-18T18:45:00Z'), checkOut: at('2026-11-18T19:15:00Z') },
  // rep2: tomorrow: in no period.
  { name: 'V6', host: 'rep2', date: '2026-11-21', visitorType: 'Suppliers' },
  // rep2: in the 90 days only: 10:00–12:00 (120 minutes).
  { name: 'V7', host: 'rep2', date: '2026-09-15', visitorType: 'Customers', checkIn: at('2026-09-15T04:30:00Z'), checkOut: at('2026-09-15T06:30:00Z') },
  // manager: submitted, never approved: a visit, but not one the desk expected (no no-show).
  { name: 'V8', host: 'manager', date: '2026-11-18', visitorType: 'Others', approved: false },
  // manager: the first day of the 30 days, a no-show.
  { name: 'V9', host: 'manager', date: '2026-10-22', visitorType: 'Suppliers' },
  // manager: the day before the 30 days, a no-show of the 90 days only.
  { name: 'V10', host: 'manager', date: '2026-10-21', visitorType: 'Suppliers' },
  // other (not the manager's report): 11:00–11:30 (30 minutes).
  { name: 'V11', host: 'other', date: '2026-11-19', visitorType: 'Suppliers', checkIn: at('2026-11-19T05:30:00Z'), checkOut: at('2026-11-19T06:00:00Z') },
  // other: today, not in yet: not a no-show (the day is not over).
  { name: 'V12', host: 'other', date: '2026-11-20', visitorType: 'Suppliers' },
  // admin: 18:00–19:00 (60 minutes).
  { name: 'V13', host: 'admin', date: '2026-11-15', visitorType: 'External Auditors', checkIn: at('2026-11-15T12:30:00Z'), checkOut: at('2026-11-15T13:30:00Z') },
  // rep1: today, the visitor has not filled in the form yet.
  { name: 'V14', host: 'rep1', date: '2026-11-20', visitorType: 'Suppliers', approved: false, submitted: false },
  // rep1: yesterday, approved, then cancelled by the host (below): counted nowhere, not even as a no-show.
  { name: 'V15', host: 'rep1', date: '2026-11-19', visitorType: 'Government' },
] as const;

const zeroDays = (answer: InsightsAnswer) => answer.visitsPerDay.filter((day) => day.visits > 0);
const hoursWith = (answer: InsightsAnswer) => answer.arrivalHours.filter((hour) => hour.arrivals > 0);
const csvOf = (client: TestClient): string[][] => parse(client.lastBytes.toString('utf8')) as string[][];

describe('insights (GET /api/insights)', () => {
  let t: TestApp;
  let admin: TestClient;
  let manager: TestClient;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp();
    const accounts = {
      admin: await addAccount(t, 'admin', 'admin', { name: 'Asha Admin' }),
      manager: await addAccount(t, 'manager', 'manager', { manager: 'admin', name: 'Manoj Manager' }),
      rep1: await addAccount(t, 'rep1', 'employee', { manager: 'manager', name: 'Riya Report' }),
      rep2: await addAccount(t, 'rep2', 'employee', { manager: 'manager', name: 'Ravi Report' }),
      other: await addAccount(t, 'other', 'employee', { manager: 'admin', name: 'Omar Other' }),
    };
    await addAccount(t, 'desk', 'security', { manager: 'admin' });
    const sql = await sqlClient(t.database.url);
    await insertVisits(
      sql,
      VISITS.map((v) => ({
        name: v.name,
        hostEmail: email(v.host),
        date: v.date,
        visitorType: v.visitorType,
        approved: !('approved' in v) || v.approved !== false,
        submitted: !('submitted' in v) || v.submitted !== false,
        checkIn: 'checkIn' in v ? v.checkIn : null,
        checkOut: 'checkOut' in v ? v.checkOut : null,
      })),
    );
    await sql.query(`update visitor_pass set cancelled_at = '2026-11-18T10:00:00Z', cancelled_by_id = host_id where name = 'V15'`);
    for (const row of (await sql.query<{ id: number; email: string }>('select id, email from employee')).rows) ids[row.email.split('@')[0]!] = row.id;
    await sql.end();
    admin = await signedIn(t, accounts.admin);
    manager = await signedIn(t, accounts.manager);
  });
  afterAll(() => t.close());

  const read = async (client: TestClient, query = ''): Promise<InsightsAnswer> => {
    const result = await client.get<InsightsAnswer>(`/api/insights${query}`);
    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toBe('no-store');
    return insightsAnswerSchema.parse(result.body);
  };

  it('should count every visit of the last 30 days for an admin, each figure exact', async () => {
    const answer = await read(admin);
    expect(answer).toMatchObject({ days: 30, from: '2026-10-22', to: '2026-11-20' });
    expect(answer.visitsPerDay).toHaveLength(30);
    expect(answer.visitsPerDay[0]).toEqual({ date: '2026-10-22', visits: 1, arrived: 0 });
    expect(answer.visitsPerDay[29]).toEqual({ date: '2026-11-20', visits: 3, arrived: 1 });
    expect(zeroDays(answer)).toEqual([
      { date: '2026-10-22', visits: 1, arrived: 0 },
      { date: '2026-11-10', visits: 1, arrived: 1 },
      { date: '2026-11-15', visits: 1, arrived: 1 },
      { date: '2026-11-18', visits: 1, arrived: 0 },
      { date: '2026-11-19', visits: 4, arrived: 3 },
      { date: '2026-11-20', visits: 3, arrived: 1 },
    ]);
    expect(answer.visitorTypes).toEqual([
      { visitorType: 'Suppliers', visits: 7 },
      { visitorType: 'Customers', visits: 1 },
      { visitorType: 'External Auditors', visits: 1 },
      { visitorType: 'Government', visits: 1 },
      { visitorType: 'Others', visits: 1 },
    ]);
    expect(answer.arrivalHours).toHaveLength(24);
    expect(hoursWith(answer)).toEqual([
      { hour: 0, arrivals: 1 },
      { hour: 9, arrivals: 2 },
      { hour: 11, arrivals: 1 },
      { hour: 14, arrivals: 1 },
      { hour: 18, arrivals: 1 },
    ]);
    // 90 + 45 + 30 + 30 + 60 minutes over five visits.
    expect(answer.timeOnSite.visits).toBe(5);
    expect(answer.timeOnSite.averageMinutes).toBe(51);
    expect(answer.timeOnSite.perDay.filter((day) => day.visits > 0)).toEqual([
      { date: '2026-11-10', visits: 1, averageMinutes: 45 },
      { date: '2026-11-15', visits: 1, averageMinutes: 60 },
      { date: '2026-11-19', visits: 3, averageMinutes: 50 },
    ]);
    expect(answer.timeOnSite.perDay[0]).toEqual({ date: '2026-10-22', visits: 0, averageMinutes: null });
    // Approved visits of the days before today: V2, V3, V4, V5, V9, V11, V13; V3 and V9 never came.
    expect(answer.noShows).toMatchObject({ approved: 7, noShows: 2, rate: 0.2857 });
    expect(answer.noShows.perDay).toHaveLength(29);
    expect(answer.noShows.perDay.filter((day) => day.approved > 0 || day.date === '2026-11-18')).toEqual([
      { date: '2026-10-22', approved: 1, noShows: 1 },
      { date: '2026-11-10', approved: 1, noShows: 0 },
      { date: '2026-11-15', approved: 1, noShows: 0 },
      { date: '2026-11-18', approved: 0, noShows: 0 },
      { date: '2026-11-19', approved: 4, noShows: 1 },
    ]);
    expect(answer.busiestHosts).toEqual([
      { hostId: ids['rep1'], name: 'Riya Report', email: email('rep1'), visits: 5, arrived: 3 },
      { hostId: ids['other'], name: 'Omar Other', email: email('other'), visits: 2, arrived: 1 },
      { hostId: ids['manager'], name: 'Manoj Manager', email: email('manager'), visits: 2, arrived: 0 },
      { hostId: ids['admin'], name: 'Asha Admin', email: email('admin'), visits: 1, arrived: 1 },
      { hostId: ids['rep2'], name: 'Ravi Report', email: email('rep2'), visits: 1, arrived: 1 },
    ]);
  });

  it('should count the last 90 days when asked', async () => {
    const answer = await read(admin, '?days=90');
    expect(answer).toMatchObject({ days: 90, from: '2026-08-23', to: '2026-11-20' });
    expect(answer.visitsPerDay).toHaveLength(90);
    expect(answer.visitsPerDay.reduce((sum, day) => sum + day.visits, 0)).toBe(13);
    expect(answer.visitsPerDay.reduce((sum, day) => sum + day.arrived, 0)).toBe(7);
    expect(answer.visitsPerDay.find((day) => day.date === '2026-09-15')).toEqual({ date: '2026-09-15', visits: 1, arrived: 1 });
    expect(answer.visitorTypes[0]).toEqual({ visitorType: 'Suppliers', visits: 8 });
    expect(answer.visitorTypes[1]).toEqual({ visitorType: 'Customers', visits: 2 });
    expect(hoursWith(answer).find((hour) => hour.hour === 10)).toEqual({ hour: 10, arrivals: 1 });
    // 255 + 120 minutes over six visits.
    expect(answer.timeOnSite).toMatchObject({ visits: 6, averageMinutes: 62.5 });
    expect(answer.noShows).toMatchObject({ approved: 9, noShows: 3, rate: 0.3333 });
    expect(answer.busiestHosts.map((host) => [host.name, host.visits, host.arrived])).toEqual([
      ['Riya Report', 5, 3],
      ['Manoj Manager', 3, 0],
      ['Ravi Report', 2, 2],
      ['Omar Other', 2, 1],
      ['Asha Admin', 1, 1],
    ]);
  });

  it('should show a manager only the visits of their direct reports and their own', async () => {
    const answer = await read(manager);
    expect(zeroDays(answer)).toEqual([
      { date: '2026-10-22', visits: 1, arrived: 0 },
      { date: '2026-11-10', visits: 1, arrived: 1 },
      { date: '2026-11-18', visits: 1, arrived: 0 },
      { date: '2026-11-19', visits: 3, arrived: 2 },
      { date: '2026-11-20', visits: 2, arrived: 1 },
    ]);
    expect(answer.visitorTypes).toEqual([
      { visitorType: 'Suppliers', visits: 5 },
      { visitorType: 'Customers', visits: 1 },
      { visitorType: 'Government', visits: 1 },
      { visitorType: 'Others', visits: 1 },
    ]);
    expect(hoursWith(answer)).toEqual([
      { hour: 0, arrivals: 1 },
      { hour: 9, arrivals: 2 },
      { hour: 14, arrivals: 1 },
    ]);
    expect(answer.timeOnSite).toMatchObject({ visits: 3, averageMinutes: 55 });
    expect(answer.noShows).toMatchObject({ approved: 5, noShows: 2, rate: 0.4 });
    expect(answer.busiestHosts.map((host) => [host.name, host.visits, host.arrived])).toEqual([
      ['Riya Report', 5, 3],
      ['Manoj Manager', 2, 0],
      ['Ravi Report', 1, 1],
    ]);
  });

  it('should refuse an employee and the security desk, and ask a signed-out caller to log in', async () => {
    for (const who of ['rep1', 'desk']) {
      const client = await signedIn(t, { email: email(who), password: 'Passw0rd!' });
      for (const query of ['', '?days=90&format=csv&chart=busiest-hosts']) {
        const refused = await client.get(`/api/insights${query}`);
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({ errmessage: MESSAGES.ui.noPermission, code: 'http.forbidden' });
      }
    }
    const nobody = await new TestClient(t).get('/api/insights');
    expect(nobody.status).toBe(401);
    expect(nobody.body).toEqual({ errmessage: MESSAGES.http.notAuthenticated, code: 'auth.required' });
  });

  it('should refuse a period, format or chart it does not know, in words', async () => {
    const cases = [
      ['?days=7', MESSAGES.insights.invalidPeriod, 'days'],
      ['?days=30&format=xml', MESSAGES.insights.invalidFormat, 'format'],
      ['?format=csv', MESSAGES.insights.invalidChart, 'chart'],
      ['?format=csv&chart=pie', MESSAGES.insights.invalidChart, 'chart'],
    ] as const;
    for (const [query, message, field] of cases) {
      const refused = await admin.get(`/api/insights${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.body).toEqual({ errmessage: message, code: 'input.invalid', field });
    }
  });

  it('should download each chart\'s numbers as CSV, as the page shows them', async () => {
    const perDay = await admin.get('/api/insights?days=30&format=csv&chart=visits-per-day');
    expect(perDay.status).toBe(200);
    expect(perDay.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(perDay.headers.get('content-disposition')).toBe('attachment; filename="insights-visits-per-day-30-days-to-2026-11-20.csv"');
    const days = csvOf(admin);
    expect(days).toHaveLength(31);
    expect(days[0]).toEqual(['Date', 'Visits', 'Arrived']);
    expect(days[1]).toEqual(['22-10-2026', '1', '0']);
    expect(days[30]).toEqual(['20-11-2026', '3', '1']);

    await admin.get('/api/insights?format=csv&chart=visitor-types');
    expect(csvOf(admin)).toEqual([['Visitor type', 'Visits'], ['Suppliers', '7'], ['Customers', '1'], ['External Auditors', '1'], ['Government', '1'], ['Others', '1']]);

    await admin.get('/api/insights?format=csv&chart=arrival-hours');
    const hours = csvOf(admin);
    expect(hours).toHaveLength(25);
    expect(hours[0]).toEqual(['Hour', 'Arrivals']);
    expect(hours[1]).toEqual(['00:00', '1']);
    expect(hours[10]).toEqual(['09:00', '2']);

    await admin.get('/api/insights?format=csv&chart=time-on-site');
    const stays = csvOf(admin);
    expect(stays[0]).toEqual(['Date', 'Visits checked in and out', 'Average minutes on site']);
    expect(stays[1]).toEqual(['22-10-2026', '0', '']);
    expect(stays).toContainEqual(['19-11-2026', '3', '50']);
    expect(stays.at(-1)).toEqual(['All days', '5', '51']);

    await manager.get('/api/insights?days=90&format=csv&chart=no-shows');
    const noShows = csvOf(manager);
    expect(noShows[0]).toEqual(['Date', 'Approved visits', 'No-shows', 'No-show rate (%)']);
    expect(noShows).toHaveLength(1 + 89 + 1);
    expect(noShows).toContainEqual(['21-10-2026', '1', '1', '100.00']);
    expect(noShows).toContainEqual(['19-11-2026', '3', '1', '33.33']);
    // V2, V3, V4, V5, V7, V9, V10: V3, V9 and V10 never came.
    expect(noShows.at(-1)).toEqual(['All days', '7', '3', '42.86']);

    const hosts = await manager.get('/api/insights?days=90&format=csv&chart=busiest-hosts');
    expect(hosts.headers.get('content-disposition')).toBe('attachment; filename="insights-busiest-hosts-90-days-to-2026-11-20.csv"');
    expect(csvOf(manager)).toEqual([
      ['Host', 'Host e-mail', 'Visits', 'Arrived'],
      ['Riya Report', email('rep1'), '5', '3'],
      ['Manoj Manager', email('manager'), '3', '0'],
      ['Ravi Report', email('rep2'), '2', '2'],
    ]);
  });
});
