import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InsightsAnswer } from '#contract/api/insight-answers.ts';
import { deskRecordSchema } from '#contract/api/visit-answers.ts';
import { formatSiteTime } from '#contract/visit-time.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { runCliInProcess } from '../../support/run-cli.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import type { TestClient } from '../../support/test-client.ts';
import { queryRows, sqlClient } from '../../support/test-database.ts';
import { insertVisits } from '../../support/visit-fixtures.ts';

/**
 * Figures and files by site (issue 30). Pune is the first site (Asia/Kolkata), London is added
 * (Europe/London). At 21:30 UTC on 19 November it is 03:00 on the 20th in Pune and 21:30 on the 19th
 * in London. Both visitors came in at 21:00 UTC: 02:30 AM on the 20th in Pune, 09:00 PM on the 19th
 * in London; each answer, chart and file reads each visit on its own site's clock.
 */
describe('insights, exports, reports and the detail answer by site', () => {
  let t: TestApp;
  let admin: TestClient;
  let london: number;
  let pune: number;
  let puneVisit: number;
  let londonVisit: number;
  let dataDir: string;

  beforeAll(async () => {
    t = await startTestApp({ clock: new FakeClock('2026-11-19T21:30:00.000Z'), env: { VMS_TIMEZONE: 'Asia/Kolkata' } });
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'host', 'manager', { manager: 'admin' });
    [{ id: pune }] = (await queryRows<{ id: number }>(t.database.url, 'select min(id) as id from site')) as [{ id: number }];
    [{ id: london }] = (await queryRows<{ id: number }>(
      t.database.url,
      `insert into site (name, address, time_zone, personal_data_days, photo_days, audit_log_days, processing_log_days, close_stale_visits, kiosk_requires_pin, created_at, updated_at)
       values ('London', null, 'Europe/London', 180, 180, 365, 365, false, false, now(), now()) returning id`,
    )) as [{ id: number }];
    const sql = await sqlClient(t.database.url);
    const at = new Date('2026-11-19T21:00:00.000Z');
    [puneVisit, londonVisit] = (await insertVisits(sql, [
      { hostEmail: email('host'), name: 'Pune Visitor', date: '2026-11-20', time: '02:00', checkIn: at, siteId: pune },
      { hostEmail: email('host'), name: 'London Visitor', date: '2026-11-19', time: '20:30', checkIn: at, siteId: london },
    ])) as [number, number];
    await sql.end();
    admin = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
    dataDir = await mkdtemp(join(tmpdir(), 'vms-figures-by-site-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("should answer each visit's detail with its site's zone, its times then read on that site's clock", async () => {
    const detail = async (id: number) => {
      const answer = await admin.get<{ details: string }>(`/fetchVisitorDetails/${encodeURIComponent(t.envelope.encrypt(String(id)))}`);
      expect(answer.status).toBe(200);
      return deskRecordSchema.parse(t.envelope.decryptJson(answer.body.details));
    };
    const [inPune, inLondon] = [await detail(puneVisit), await detail(londonVisit)];
    expect([inPune.site_time_zone, inLondon.site_time_zone]).toEqual(['Asia/Kolkata', 'Europe/London']);
    expect(formatSiteTime(new Date(inPune.check_in!), inPune.site_time_zone)).toBe('02:30 AM');
    expect(formatSiteTime(new Date(inLondon.check_in!), inLondon.site_time_zone)).toBe('09:00 PM');
    // Each is checked in today at its own site, though their dates differ.
    expect([inPune.visit_state, inLondon.visit_state]).toEqual(['checked_in', 'checked_in']);
  });

  it("should count insights of every site by default, and of one site on its own calendar and clock when asked", async () => {
    const insights = async (query: string) => {
      const answer = await admin.get<InsightsAnswer>(`/api/insights?days=30${query}`);
      expect(answer.status).toBe(200);
      const hours = answer.body.arrivalHours.filter((hour) => hour.arrivals > 0);
      return { to: answer.body.to, hours, visits: answer.body.visitsPerDay.reduce((sum, day) => sum + day.visits, 0) };
    };
    // Every site: the range ends on the latest date of them (Pune's 20th), each arrival on its own site's hour.
    expect(await insights('')).toEqual({ to: '2026-11-20', visits: 2, hours: [{ hour: 2, arrivals: 1 }, { hour: 21, arrivals: 1 }] });
    expect(await insights(`&site=${london}`)).toEqual({ to: '2026-11-19', visits: 1, hours: [{ hour: 21, arrivals: 1 }] });
    expect(await insights(`&site=${pune}`)).toEqual({ to: '2026-11-20', visits: 1, hours: [{ hour: 2, arrivals: 1 }] });
    const csv = await admin.get<string>(`/api/insights?days=30&format=csv&chart=arrival-hours&site=${london}`);
    expect(csv.status).toBe(200);
    const unknown = await admin.get<{ code: string }>('/api/insights?site=999');
    expect(unknown).toMatchObject({ status: 400, body: { code: 'visit.site_invalid' } });
  });

  it('should export and report only the site --site names, by its name or its id', async () => {
    const env = { DATABASE_URL: t.database.url, VMS_DATA_DIR: dataDir, VMS_SERVER_SECRET: 's'.repeat(40), VMS_TIMEZONE: 'Asia/Kolkata' };
    const exported = async (...site: string[]) => {
      const run = await runCliInProcess(['visitors', 'export', '--from', '2026-11-19', '--to', '2026-11-20', '--format', 'json', ...site], env);
      expect(run.code, run.stderr).toBe(0);
      return (JSON.parse(run.stdout) as { name: string }[]).map((row) => row.name).sort();
    };
    expect(await exported()).toEqual(['London Visitor', 'Pune Visitor']);
    expect(await exported('--site', 'london')).toEqual(['London Visitor']);
    expect(await exported('--site', String(pune))).toEqual(['Pune Visitor']);
    const missing = await runCliInProcess(['visitors', 'export', '--from', '2026-11-19', '--to', '2026-11-20', '--site', 'Paris'], env);
    expect(missing.code).not.toBe(0);
    expect(missing.stdout).toBe('');

    const report = async (...site: string[]) => {
      const run = await runCliInProcess(['report', 'range', '--from', '2026-11-19', '--to', '2026-11-20', '--format', 'json', ...site], env);
      expect(run.code, run.stderr).toBe(0);
      return (JSON.parse(run.stdout) as { totals: { expected: number; onSite: number } }[]).map((day) => day.totals.onSite);
    };
    expect(await report()).toEqual([1, 1]);
    expect(await report('--site', 'London')).toEqual([1, 0]);
    expect(await report('--site', 'Main site')).toEqual([0, 1]);
  });
});
