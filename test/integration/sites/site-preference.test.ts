import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InsightsAnswer } from '#contract/api/insight-answers.ts';
import type { SitePickAnswer, SitePlacesAnswer, SiteStaffAnswer } from '#contract/api/site-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import type { TestClient } from '../../support/test-client.ts';
import { queryRows, sqlClient } from '../../support/test-database.ts';
import { insertVisits } from '../../support/visit-fixtures.ts';

/**
 * The site a user picks, remembered for them on the server (issue 30, ADR 51), and a site admin's
 * insights and the Sites screen limited to their sites. Pune is the first site, London and Delhi are added; the guard
 * works at Pune and London, the site admin manages Pune only. Today is 20 November at every site.
 */
describe('the site picked, remembered per user; a site admin sees figures of their sites only', () => {
  let t: TestApp;
  let admin: TestClient;
  let guard: TestClient;
  let siteAdmin: TestClient;
  let host: TestClient;
  let employee: TestClient;
  const PUNE = 1;
  let london: number;
  let delhi: number;

  const enveloped = (payload: unknown) => ({ encryptedData: t.envelope.encrypt(payload) });
  const addSite = async (name: string, zone: string) => {
    const [row] = await queryRows<{ id: number }>(
      t.database.url,
      `insert into site (name, address, time_zone, personal_data_days, photo_days, audit_log_days, processing_log_days, close_stale_visits, kiosk_requires_pin, created_at, updated_at)
       values ($1, null, $2, 180, 180, 365, 365, false, false, now(), now()) returning id`,
      [name, zone],
    );
    return row!.id;
  };
  const stored = (who: string) =>
    queryRows<{ site_id: number | null }>(t.database.url, 'select p.site_id from site_preference p join employee e on e.id = p.employee_id where e.email = $1', [email(who)]);

  beforeAll(async () => {
    t = await startTestApp({ clock: new FakeClock('2026-11-20T06:00:00.000Z'), env: { VMS_TIMEZONE: 'Asia/Kolkata' } });
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'host', 'manager', { manager: 'admin', password: 'Host@1234', name: 'Priya Sharma' });
    await addAccount(t, 'employee', 'employee', { manager: 'host', password: 'Empl@1234' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    await addAccount(t, 'siteadmin', 'site_admin', { manager: 'admin', password: 'Site@1234' });
    london = await addSite('London', 'Europe/London');
    delhi = await addSite('Delhi', 'Asia/Kolkata');
    admin = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
    for (const [who, site] of [['guard', PUNE], ['guard', london], ['siteadmin', PUNE]] as const) {
      expect(await admin.post<SiteStaffAnswer>(`/api/sites/${site}/staff`, enveloped({ email: email(who) }))).toMatchObject({ status: 200 });
    }
    guard = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    siteAdmin = await signedIn(t, { email: email('siteadmin'), password: 'Site@1234' });
    host = await signedIn(t, { email: email('host'), password: 'Host@1234' });
    employee = await signedIn(t, { email: email('employee'), password: 'Empl@1234' });
    const sql = await sqlClient(t.database.url);
    try {
      await insertVisits(sql, [
        { hostEmail: email('host'), name: 'Pune Visitor', date: '2026-11-20', time: '09:00', siteId: PUNE },
        { hostEmail: email('host'), name: 'London Visitor', date: '2026-11-20', time: '09:00', siteId: london },
        { hostEmail: email('host'), name: 'Other London Visitor', date: '2026-11-20', time: '10:00', siteId: london },
      ]);
    } finally {
      await sql.end();
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('should remember the site a guard picks and answer it with the sites, in another sign-in too', async () => {
    expect((await guard.get<SitePlacesAnswer>('/api/site-places')).body.pickedSiteId).toBeNull();
    expect(await guard.put<SitePickAnswer>('/api/site-preference', { siteId: london })).toMatchObject({ status: 200, body: { pickedSiteId: london } });
    expect(await stored('guard')).toEqual([{ site_id: london }]);
    // Another browser: a new session of the same user (signing in again ends the first) reads the same pick.
    guard = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    const places = (await guard.get<SitePlacesAnswer>('/api/site-places')).body;
    expect([places.pickedSiteId, [...places.deskSiteIds].sort((a, b) => a - b)]).toEqual([london, [PUNE, london]]);
    // Picking again replaces it; null is "all my sites".
    expect(await guard.put<SitePickAnswer>('/api/site-preference', { siteId: PUNE })).toMatchObject({ status: 200, body: { pickedSiteId: PUNE } });
    expect((await guard.get<SitePlacesAnswer>('/api/site-places')).body.pickedSiteId).toBe(PUNE);
    expect(await guard.put<SitePickAnswer>('/api/site-preference', { siteId: null })).toMatchObject({ status: 200, body: { pickedSiteId: null } });
    expect(await stored('guard')).toEqual([{ site_id: null }]);
  });

  it('should keep each user\'s pick apart', async () => {
    expect(await admin.put('/api/site-preference', { siteId: delhi })).toMatchObject({ status: 200 });
    expect(await siteAdmin.put('/api/site-preference', { siteId: PUNE })).toMatchObject({ status: 200 });
    expect((await admin.get<SitePlacesAnswer>('/api/site-places')).body.pickedSiteId).toBe(delhi);
    expect((await siteAdmin.get<SitePlacesAnswer>('/api/site-places')).body.pickedSiteId).toBe(PUNE);
  });

  it('should refuse a site the user may not pick, one that does not exist and a malformed pick, each with its code, changing nothing', async () => {
    expect(await guard.put('/api/site-preference', { siteId: london })).toMatchObject({ status: 200 });
    expect(await guard.put('/api/site-preference', { siteId: delhi })).toMatchObject({ status: 403, body: { code: 'site.not_yours', errmessage: MESSAGES.sites.notYours } });
    expect(await siteAdmin.put('/api/site-preference', { siteId: london })).toMatchObject({ status: 403, body: { code: 'site.not_yours' } });
    // An employee has no picker (no desk, no insights); a manager picks any site, for their insights.
    expect(await employee.put('/api/site-preference', { siteId: PUNE })).toMatchObject({ status: 403, body: { code: 'site.not_yours' } });
    expect(await host.put('/api/site-preference', { siteId: delhi })).toMatchObject({ status: 200 });
    expect(await guard.put('/api/site-preference', { siteId: 999 })).toMatchObject({ status: 404, body: { code: 'site.not_found' } });
    for (const body of [{ siteId: 'London' }, { siteId: -1 }, { siteId: 1.5 }, {}]) {
      expect(await guard.put('/api/site-preference', body)).toMatchObject({ status: 400, body: { code: 'site.pick_invalid', errmessage: MESSAGES.sites.pickInvalid } });
    }
    expect(await stored('guard')).toEqual([{ site_id: london }]);
    expect(await stored('employee')).toEqual([]);
  });

  it('should read a pick the user may no longer make as none', async () => {
    expect(await siteAdmin.put('/api/site-preference', { siteId: PUNE })).toMatchObject({ status: 200 });
    await queryRows(t.database.url, 'update site_preference set site_id = $1 where employee_id = (select id from employee where email = $2)', [london, email('siteadmin')]);
    expect((await siteAdmin.get<SitePlacesAnswer>('/api/site-places')).body.pickedSiteId).toBeNull();
  });

  it("should let a site admin list and change only their own site's settings, never add a site", async () => {
    const listed = await siteAdmin.get<{ sites: { id: number }[] }>('/api/sites');
    expect(listed.status).toBe(200);
    expect(listed.body.sites.map((site) => site.id)).toEqual([PUNE]);
    expect(await siteAdmin.call('PATCH', `/api/sites/${PUNE}`, enveloped({ personalDataDays: 90 }))).toMatchObject({ status: 200, body: { site: { id: PUNE, personalDataDays: 90 } } });
    expect(await siteAdmin.call('PATCH', `/api/sites/${london}`, enveloped({ personalDataDays: 90 }))).toMatchObject({ status: 404, body: { code: 'site.not_found' } });
    expect((await siteAdmin.post('/api/sites', enveloped({ name: 'Paris', timeZone: 'Europe/Paris', address: '1 Rue' }))).status).toBe(403);
    expect((await guard.get('/api/sites')).status).toBe(403);
    expect(await queryRows(t.database.url, 'select id, personal_data_days from site order by id')).toEqual([
      { id: PUNE, personal_data_days: 90 },
      { id: london, personal_data_days: 180 },
      { id: delhi, personal_data_days: 180 },
    ]);
  });

  it("should count a site admin's insights over their own sites only, and refuse another site's figures and file", async () => {
    const visits = async (client: TestClient, query = '') => {
      const answer = await client.get<InsightsAnswer>(`/api/insights?days=30${query}`);
      expect(answer.status).toBe(200);
      return answer.body.visitsPerDay.reduce((sum, day) => sum + day.visits, 0);
    };
    expect(await visits(admin)).toBe(3);
    expect(await visits(siteAdmin)).toBe(1);
    expect(await visits(siteAdmin, `&site=${PUNE}`)).toBe(1);
    expect(await siteAdmin.get(`/api/insights?days=30&site=${london}`)).toMatchObject({ status: 403, body: { code: 'site.not_yours' } });
    expect(await siteAdmin.get(`/api/insights?days=30&format=csv&chart=visits-per-day&site=${london}`)).toMatchObject({ status: 403, body: { code: 'site.not_yours' } });
    const csv = await siteAdmin.get(`/api/insights?days=30&format=csv&chart=busiest-hosts`);
    expect(csv.status).toBe(200);
    // The host's one Pune visit; the two London ones are not the site admin's.
    expect(siteAdmin.lastBytes.toString('utf8').trim().split(/\r?\n/).slice(1)).toEqual([`Priya Sharma,${email('host')},1,0`]);
    // Security does not see insights at all.
    expect((await guard.get('/api/insights?days=30')).status).toBe(403);
  });
});
