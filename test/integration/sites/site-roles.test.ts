import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SitePlacesAnswer, SiteStaffAnswer } from '#contract/api/site-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import type { TestClient } from '../../support/test-client.ts';
import { queryRows, sqlClient } from '../../support/test-database.ts';
import { insertVisits } from '../../support/visit-fixtures.ts';
import { createPass } from '../../support/visit-flows.ts';

/**
 * People and sites (issue 30, ADR 42) on PostgreSQL: the first site (Pune, "A") and London ("B").
 * The guard's home site is London but they are assigned to Pune only: the assignment, not the home
 * site, says where they work. The site admin manages Pune. Today is 20 November at both sites.
 */
describe('who works at which site', () => {
  let t: TestApp;
  let admin: TestClient;
  let guard: TestClient;
  let siteAdmin: TestClient;
  let host: TestClient;
  let london: number;
  const PUNE = 1;
  let puneVisit: number;
  let londonVisit: number;

  const enc = (id: number) => encodeURIComponent(t.envelope.encrypt(String(id)));
  const enveloped = (payload: unknown) => ({ encryptedData: t.envelope.encrypt(payload) });

  beforeAll(async () => {
    t = await startTestApp({ clock: new FakeClock('2026-11-20T06:00:00.000Z'), env: { VMS_TIMEZONE: 'Asia/Kolkata' } });
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'host', 'manager', { manager: 'admin', password: 'Host@1234', name: 'Priya Sharma' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    await addAccount(t, 'siteadmin', 'site_admin', { manager: 'admin', password: 'Site@1234' });
    const [row] = await queryRows<{ id: number }>(
      t.database.url,
      `insert into site (name, address, time_zone, personal_data_days, photo_days, audit_log_days, processing_log_days, close_stale_visits, kiosk_requires_pin, created_at, updated_at)
       values ('London', '1 Example Street', 'Europe/London', 180, 180, 365, 365, false, false, now(), now()) returning id`,
    );
    london = row!.id;
    await queryRows(t.database.url, 'update employee set home_site_id = $1 where email = $2', [london, email('guard')]);
    admin = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
    // The admin assigns through the Sites screen's call: the guard and the site admin to Pune.
    for (const who of ['guard', 'siteadmin']) {
      const assigned = await admin.post<SiteStaffAnswer>(`/api/sites/${PUNE}/staff`, enveloped({ email: email(who) }));
      expect(assigned).toMatchObject({ status: 200, body: { message: MESSAGES.sites.staffAssigned } });
    }
    guard = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    siteAdmin = await signedIn(t, { email: email('siteadmin'), password: 'Site@1234' });
    host = await signedIn(t, { email: email('host'), password: 'Host@1234' });
    const sql = await sqlClient(t.database.url);
    try {
      [puneVisit, londonVisit] = (await insertVisits(sql, [
        { hostEmail: email('host'), name: 'Pune Visitor', date: '2026-11-20', time: '09:00' },
        { hostEmail: email('host'), name: 'London Visitor', date: '2026-11-20', time: '09:00', siteId: london },
      ])) as [number, number];
    } finally {
      await sql.end();
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const deskNames = async (client: TestClient, site?: number) => {
    const answer = await client.get<{ details: string; code?: string }>(`/api/getApprovedVisitor?view=active&filter=all${site === undefined ? '' : `&site=${site}`}`);
    return answer.status === 200 ? (t.envelope.decryptJson(answer.body.details) as { name: string }[]).map((r) => r.name) : answer;
  };

  it("should list the site's staff for admins, say an assignment made twice changes nothing, and assign only security and site admins", async () => {
    const listed = await admin.get<SiteStaffAnswer>(`/api/sites/${PUNE}/staff`);
    expect(listed.body.staff.map(({ email: address, role }) => [address, role])).toEqual([
      [email('guard'), 'security'],
      [email('siteadmin'), 'site_admin'],
    ]);
    expect(await admin.post(`/api/sites/${PUNE}/staff`, enveloped({ email: email('guard') }))).toMatchObject({ status: 200, body: { message: MESSAGES.sites.staffAlreadyAssigned } });
    expect(await admin.post(`/api/sites/${PUNE}/staff`, enveloped({ email: email('host') }))).toMatchObject({ status: 400, body: { code: 'site.staff_role_invalid' } });
    expect(await admin.post(`/api/sites/${PUNE}/staff`, enveloped({ email: email('nobody') }))).toMatchObject({ status: 404, body: { code: 'site.staff_unknown' } });
    expect(await admin.post(`/api/sites/${PUNE}/staff`, enveloped({ email: 'not an address' }))).toMatchObject({ status: 400, body: { code: 'site.staff_email_invalid' } });
    expect(await admin.post('/api/sites/999/staff', enveloped({ email: email('guard') }))).toMatchObject({ status: 404, body: { code: 'site.not_found' } });
    const assignmentsOf = (who: string) => queryRows(t.database.url, 'select site_id from employee_site es join employee e on e.id = es.employee_id where e.email = $1', [email(who)]);
    expect([await assignmentsOf('guard'), await assignmentsOf('host')]).toEqual([[{ site_id: PUNE }], []]);
  });

  it('should refuse the staff routes to everyone but admins, site admins included', async () => {
    for (const client of [guard, siteAdmin, host]) {
      expect((await client.get(`/api/sites/${PUNE}/staff`)).status).toBe(403);
      expect((await client.post(`/api/sites/${PUNE}/staff`, enveloped({ email: email('guard') }))).status).toBe(403);
      expect((await client.post(`/api/sites/${PUNE}/staff/remove`, enveloped({ email: email('guard') }))).status).toBe(403);
    }
    expect(await queryRows(t.database.url, 'select site_id from employee_site es join employee e on e.id = es.employee_id where e.email = $1', [email('guard')])).toEqual([{ site_id: PUNE }]);
  });

  it("should offer the guard's desk only their site, and open it there rather than at their home site", async () => {
    const places = await guard.get<SitePlacesAnswer>('/api/site-places');
    expect(places.body).toMatchObject({ homeSiteId: london, deskSiteIds: [PUNE], deskSiteId: PUNE });
    expect((await admin.get<SitePlacesAnswer>('/api/site-places')).body.deskSiteIds.sort()).toEqual([PUNE, london].sort());
    expect(await deskNames(guard)).toEqual(['Pune Visitor']);
    expect(await deskNames(guard, PUNE)).toEqual(['Pune Visitor']);
  });

  it("should refuse the guard another site's list, numbers, visit, photo, pass code and check-in, changing nothing", async () => {
    expect(await deskNames(guard, london)).toMatchObject({ status: 403, body: { code: 'site.not_yours', errmessage: MESSAGES.sites.notYours } });
    expect(await guard.get(`/api/dashboard-counts?site=${london}`)).toMatchObject({ status: 403, body: { code: 'site.not_yours' } });
    expect(await guard.get(`/fetchVisitorDetails/${enc(londonVisit)}`)).toMatchObject({ status: 404, body: { code: 'visit.not_found' } });
    expect(await guard.get(`/api/latest-photo?id=${enc(londonVisit)}&name=x`)).toMatchObject({ status: 404, body: { code: 'photo.not_available' } });
    const [code] = await queryRows<{ pass_code: string }>(t.database.url, 'select pass_code from visitor_pass where id = $1', [londonVisit]);
    expect(await guard.get(`/api/visitor-by-pass/${code!.pass_code}`)).toMatchObject({ status: 403, body: { code: 'visit.other_site' } });
    expect(await guard.post('/visitorTimeIn', { encryptedId: t.envelope.encrypt(String(londonVisit)) })).toMatchObject({ status: 403, body: { code: 'visit.other_site', errmessage: MESSAGES.pass.otherSite } });
    expect(await queryRows(t.database.url, 'select count(*)::int as n from visitor_pass where check_in is not null and id = $1', [londonVisit])).toEqual([{ n: 0 }]);
  });

  it("should let the guard read and check in their own site's visit, and let the admin work at both", async () => {
    expect((await guard.get(`/fetchVisitorDetails/${enc(puneVisit)}`)).status).toBe(200);
    expect((await guard.post('/visitorTimeIn', { encryptedId: t.envelope.encrypt(String(puneVisit)) })).status).toBe(200);
    const roll = await guard.get<{ details: string }>('/api/on-site?format=json');
    expect((t.envelope.decryptJson(roll.body.details) as { name: string }[]).map((r) => r.name)).toEqual(['Pune Visitor']);
    expect(await deskNames(admin, london)).toEqual(['London Visitor']);
    expect((await admin.get(`/fetchVisitorDetails/${enc(londonVisit)}`)).status).toBe(200);
  });

  it("should keep the site admin of Pune out of London's desk and kiosks", async () => {
    expect(await deskNames(siteAdmin, PUNE)).toEqual(['Pune Visitor']);
    expect(await deskNames(siteAdmin, london)).toMatchObject({ status: 403, body: { code: 'site.not_yours' } });
    expect(await siteAdmin.get(`/fetchVisitorDetails/${enc(londonVisit)}`)).toMatchObject({ status: 404 });
    // A London kiosk (made here, as an admin of London would have): not the Pune site admin's to list or revoke.
    const [kiosk] = await queryRows<{ id: number }>(
      t.database.url,
      `insert into kiosk_device (name, token_hash, started_by_label, created_at, site_id) values ('London lobby', 'london-lobby-token', 'admin', now(), $1) returning id`,
      [london],
    );
    const listed = await siteAdmin.get<{ devices?: { id: number }[] }>('/api/kiosk/devices');
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toContain('London lobby');
    expect(await siteAdmin.post(`/api/kiosk/devices/${kiosk!.id}/revoke`)).toMatchObject({ status: 404, body: { code: 'kiosk.not_found' } });
    expect(JSON.stringify((await admin.get('/api/kiosk/devices')).body)).toContain('London lobby');
  });

  it('should flag a visitor at the sites an entry is limited to, and a company-wide entry at every site', async () => {
    const add = (client: TestClient, phone: string, siteIds: number[]) =>
      client.post<{ id: number; code?: string }>('/api/watchlist', enveloped({ name: 'Ravi Kumar', phone, reason: 'Banned after the incident in the lobby.', siteIds }));
    expect((await add(admin, '9800000001', [PUNE])).status).toBe(201);
    expect((await add(admin, '9800000002', [])).status).toBe(201);
    const flagged = async (phone: string, siteId: number) => {
      const pass = await createPass(t, host, { name: 'Ravi Kumar', phoneNumber: phone, siteId, date: '21-11-2026', time: '10:00 AM' });
      expect(pass.status).toBe(201);
      return (await queryRows<{ n: number }>(t.database.url, 'select count(*)::int as n from visit_flag where visit_id = $1', [pass.body.id]))[0]!.n > 0;
    };
    expect([await flagged('9800000001', PUNE), await flagged('9800000001', london)]).toEqual([true, false]);
    expect([await flagged('9800000002', PUNE), await flagged('9800000002', london)]).toEqual([true, true]);
  });

  it("should let a site admin add and resolve only their sites' entries, and show them only those and the company-wide ones", async () => {
    const add = (client: TestClient, phone: string, siteIds: number[]) =>
      client.post<{ id: number; code?: string }>('/api/watchlist', enveloped({ name: 'Sunil Rao', phone, reason: 'Tailgated through the turnstile twice.', siteIds }));
    expect(await add(siteAdmin, '9800000011', [])).toMatchObject({ status: 403, body: { code: 'watchlist.sites_not_yours' } });
    expect(await add(siteAdmin, '9800000012', [london])).toMatchObject({ status: 403, body: { code: 'watchlist.sites_not_yours' } });
    expect(await add(siteAdmin, '9800000013', [999])).toMatchObject({ status: 403, body: { code: 'watchlist.sites_not_yours' } });
    expect(await add(admin, '9800000014', [999])).toMatchObject({ status: 400, body: { code: 'watchlist.site_invalid' } });
    expect((await add(siteAdmin, '9800000015', [PUNE])).status).toBe(201);
    // Security adds a company-wide entry, as on a one-site installation.
    expect((await add(guard, '9800000016', [])).status).toBe(201);
    const londonOnly = await add(admin, '9800000017', [london]);
    expect(londonOnly.status).toBe(201);

    const phonesSeenBy = async (client: TestClient) => {
      const answer = await client.get<{ details: string }>('/api/watchlist?status=all');
      return (t.envelope.decryptJson(answer.body.details) as { phone: string | null }[]).map((entry) => entry.phone);
    };
    expect(await phonesSeenBy(siteAdmin)).not.toContain('9800000017');
    expect(await phonesSeenBy(siteAdmin)).toEqual(expect.arrayContaining(['9800000015', '9800000016']));
    expect(await phonesSeenBy(admin)).toContain('9800000017');
    const resolve = (client: TestClient, id: number) => client.post(`/api/watchlist/${id}/resolve`, enveloped({ note: 'Cleared by the site after review.' }));
    expect(await resolve(siteAdmin, londonOnly.body.id)).toMatchObject({ status: 404, body: { code: 'watchlist.not_found' } });
    expect(await queryRows(t.database.url, 'select count(*)::int as n from watchlist_entry where resolved_at is not null')).toEqual([{ n: 0 }]);
  });

  it('should take a guard off a site: with no assignment left they work at their home site again', async () => {
    // A guard of their own, so that no other test sees the change: home London, assigned to Pune.
    await addAccount(t, 'relief', 'security', { manager: 'admin', password: 'Relief@123' });
    await queryRows(t.database.url, 'update employee set home_site_id = $1 where email = $2', [london, email('relief')]);
    expect((await admin.post(`/api/sites/${PUNE}/staff`, enveloped({ email: email('relief') }))).status).toBe(200);
    const relief = await signedIn(t, { email: email('relief'), password: 'Relief@123' });
    expect(await deskNames(relief)).toEqual(['Pune Visitor']);

    const removed = await admin.post<SiteStaffAnswer>(`/api/sites/${PUNE}/staff/remove`, enveloped({ email: email('relief') }));
    expect(removed).toMatchObject({ status: 200, body: { message: MESSAGES.sites.staffUnassigned } });
    expect(removed.body.staff.map((member) => member.email)).not.toContain(email('relief'));
    expect(await admin.post(`/api/sites/${PUNE}/staff/remove`, enveloped({ email: email('relief') }))).toMatchObject({ status: 200, body: { message: MESSAGES.sites.staffNotAssigned } });
    // The next call reads the session's sites afresh: London, their home site.
    expect(await deskNames(relief)).toEqual(['London Visitor']);
    expect(await deskNames(relief, PUNE)).toMatchObject({ status: 403, body: { code: 'site.not_yours' } });
    const audit = await queryRows<{ action: string }>(
      t.database.url,
      "select action from audit_log where action like 'site.staff_%' and details->>'email' = $1 order by id",
      [email('relief')],
    );
    expect(audit.map((row) => row.action)).toEqual(['site.staff_assigned', 'site.staff_unassigned']);
  });
});
