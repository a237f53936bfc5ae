import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeSiteAnswerSchema, type SitePlacesAnswer } from '#contract/api/site-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { runCliInProcess } from '../../support/run-cli.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import type { TestClient } from '../../support/test-client.ts';
import { queryRows } from '../../support/test-database.ts';

/**
 * An employee's home site changed after registration (issue 30, docs/adr/0059) over HTTP and with
 * `vms users set-home-site`: Pune is the first site, London and Bengaluru are added. The site admin
 * manages Pune and Bengaluru; each refusal answers its code and changes nothing.
 */
describe("an employee's home site, changed by admins, site admins and IT staff", () => {
  let t: TestApp;
  let admin: TestClient;
  let siteAdmin: TestClient;
  let guard: TestClient;
  let pune: number;
  let london: number;
  let bengaluru: number;
  let dataDir: string | undefined;
  let env: Record<string, string>;

  const query = <Row extends Record<string, unknown>>(text: string, values: unknown[] = []) => queryRows<Row>(t.database.url, text, values);
  const homeOf = async (prefix: string) => ((await query<{ home_site_id: number }>('select home_site_id from employee where email = $1', [email(prefix)])) as [{ home_site_id: number }])[0].home_site_id;
  const audits = () => query<{ actor_type: string; actor_label: string; details: Record<string, unknown> }>("select actor_type, actor_label, details from audit_log where action = 'employee.home_site_changed' order by id");
  const move = (client: TestClient, siteId: number | string, address: string) =>
    client.post<{ code?: string; errmessage?: string }>(`/api/sites/${siteId}/home-site`, { encryptedData: t.envelope.encrypt({ email: address }) });
  const addSite = async (name: string, zone: string) =>
    ((await query<{ id: number }>(
      `insert into site (name, address, time_zone, personal_data_days, photo_days, audit_log_days, processing_log_days, close_stale_visits, kiosk_requires_pin, created_at, updated_at)
       values ($1, null, $2, 180, 180, 365, 365, false, false, now(), now()) returning id`,
      [name, zone],
    )) as [{ id: number }])[0].id;

  beforeAll(async () => {
    t = await startTestApp({ env: { VMS_TIMEZONE: 'Asia/Kolkata' } });
    [{ id: pune }] = (await query<{ id: number }>('select min(id) as id from site')) as [{ id: number }];
    london = await addSite('London', 'Europe/London');
    bengaluru = await addSite('Bengaluru', 'Asia/Kolkata');
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'siteadmin', 'site_admin', { manager: 'admin', password: 'Site@1234' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    for (const prefix of ['rahul', 'meera', 'kiran', 'omar']) await addAccount(t, prefix, 'employee', { manager: 'admin', password: 'Staff@123' });
    await query('insert into employee_site (employee_id, site_id) select id, s from employee, unnest($2::int[]) s where email = $1', [email('siteadmin'), [pune, bengaluru]]);
    admin = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
    siteAdmin = await signedIn(t, { email: email('siteadmin'), password: 'Site@1234' });
    guard = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    dataDir = await mkdtemp(join(tmpdir(), 'vms-home-site-'));
    env = { DATABASE_URL: t.database.url, VMS_DATA_DIR: dataDir, VMS_SERVER_SECRET: 's'.repeat(40), VMS_TIMEZONE: 'Asia/Kolkata' };
  });
  afterAll(async () => {
    await t?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("should let an admin move an employee to London, audited once, and make it their passes' default from their next call", async () => {
    const rahul = await signedIn(t, { email: email('rahul'), password: 'Staff@123' });
    expect((await rahul.get<SitePlacesAnswer>('/api/site-places')).body.homeSiteId).toBe(pune);
    const before = (await audits()).length;

    const moved = await move(admin, london, email('rahul'));
    expect(moved.status).toBe(200);
    expect(homeSiteAnswerSchema.parse(moved.body)).toEqual({ message: MESSAGES.sites.homeSiteChanged, employee: { email: email('rahul'), name: expect.any(String) }, siteId: london, fromSiteId: pune, changed: true });
    expect(await homeOf('rahul')).toBe(london);
    expect((await rahul.get<SitePlacesAnswer>('/api/site-places')).body.homeSiteId).toBe(london);

    const again = await move(admin, london, email('rahul'));
    expect(again.body).toMatchObject({ message: MESSAGES.sites.homeSiteUnchanged, changed: false });
    expect((await audits()).slice(before)).toEqual([{ actor_type: 'employee', actor_label: email('admin'), details: { email: email('rahul'), from: pune, to: london } }]);
  });

  it('should let a site admin move someone between the sites they manage, and refuse moving someone of another site or to a site not theirs, changing nothing', async () => {
    expect((await move(siteAdmin, bengaluru, email('meera'))).body).toMatchObject({ changed: true, fromSiteId: pune, siteId: bengaluru });
    expect(await homeOf('meera')).toBe(bengaluru);
    const before = (await audits()).length;

    await query('update employee set home_site_id = $2 where email = $1', [email('kiran'), london]);
    // Kiran is London's: a site admin of Pune and Bengaluru cannot take them.
    expect(await move(siteAdmin, pune, email('kiran'))).toMatchObject({ status: 403, body: { code: 'site.home_site_not_yours', errmessage: MESSAGES.sites.homeSiteNotYours } });
    // London is not theirs: to them it is not there.
    expect(await move(siteAdmin, london, email('meera'))).toMatchObject({ status: 404, body: { code: 'site.not_found', errmessage: MESSAGES.sites.notFound } });
    expect([await homeOf('kiran'), await homeOf('meera')]).toEqual([london, bengaluru]);
    expect((await audits()).length).toBe(before);
  });

  it('should refuse an unknown site, an unknown or malformed address and a caller who manages no site, each with its code, changing nothing', async () => {
    const before = (await audits()).length;
    expect(await move(admin, 999_999, email('omar'))).toMatchObject({ status: 404, body: { code: 'site.not_found' } });
    expect(await move(admin, 'abc', email('omar'))).toMatchObject({ status: 404, body: { code: 'site.not_found' } });
    expect(await move(admin, london, email('nobody'))).toMatchObject({ status: 404, body: { code: 'site.staff_unknown', errmessage: MESSAGES.sites.staffUnknown } });
    expect(await move(admin, london, 'not an address')).toMatchObject({ status: 400, body: { code: 'site.staff_email_invalid' } });
    expect(await move(guard, london, email('omar'))).toMatchObject({ status: 403, body: { code: 'http.forbidden' } });
    expect(await homeOf('omar')).toBe(pune);
    expect((await audits()).length).toBe(before);
  });

  it('should move an employee with `vms users set-home-site` by site name, audited as the CLI, and refuse a site that does not exist', async () => {
    const run = await runCliInProcess(['users', 'set-home-site', '--email', 'omar', '--site', 'london'], env);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe(`${MESSAGES.sites.homeSiteChanged} ${email('omar')}: site ${london}, London\n`);
    expect(await homeOf('omar')).toBe(london);
    expect((await audits()).at(-1)).toMatchObject({ actor_type: 'cli', details: { email: email('omar'), from: pune, to: london } });

    const json = await runCliInProcess(['users', 'set-home-site', '--email', email('omar'), '--site', String(bengaluru), '--json'], env);
    expect(JSON.parse(json.stdout)).toEqual({ message: MESSAGES.sites.homeSiteChanged, email: email('omar'), siteId: bengaluru, fromSiteId: london, changed: true });

    const refused = await runCliInProcess(['users', 'set-home-site', '--email', 'omar', '--site', 'Paris'], env);
    expect(refused).toMatchObject({ code: 1, stdout: '', stderr: `vms: ${MESSAGES.sites.notFound}\n` });
    expect(await homeOf('omar')).toBe(bengaluru);
  });
});
