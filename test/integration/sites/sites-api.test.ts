import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteChangeAnswerSchema, siteListAnswerSchema, type SiteView } from '#contract/api/site-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import type { TestClient } from '../../support/test-client.ts';
import { queryRows } from '../../support/test-database.ts';

type Answer = { message?: string; site?: SiteView; sites?: SiteView[]; errmessage?: string; code?: string };

const LONDON = { name: 'London', address: '1 Example Street, London', timeZone: 'Europe/London', email: 'reception.london@example.com' };

describe('sites through the admin API: admins list, add and change them; nobody else; bad values refused by code', () => {
  let t: TestApp;
  let admin: TestClient;
  let guard: TestClient;
  let employee: TestClient;

  beforeAll(async () => {
    t = await startTestApp({ env: { VMS_TIMEZONE: 'Asia/Kolkata', VMS_SITE_ADDRESS: 'Tower A, Pune' } });
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'emp', 'employee', { manager: 'admin', password: 'Emp@12345' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    admin = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
    employee = await signedIn(t, { email: email('emp'), password: 'Emp@12345' });
    guard = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
  });
  afterAll(() => t.close());

  const query = <Row extends Record<string, unknown>>(text: string, values: unknown[] = []) => queryRows<Row>(t.database.url, text, values);
  const add = (client: TestClient, payload: Record<string, unknown>) => client.post<Answer>('/api/sites', { encryptedData: t.envelope.encrypt(payload) });
  const update = (client: TestClient, id: number | string, payload: Record<string, unknown>) =>
    client.call<Answer>('PATCH', `/api/sites/${id}`, { encryptedData: t.envelope.encrypt(payload) });
  const siteRows = () => query('select id, name, address, time_zone, email, personal_data_days, photo_days, audit_log_days, processing_log_days, close_stale_visits, kiosk_requires_pin, updated_at from site order by id');
  const auditOf = (id: number) =>
    query<{ actor_type: string; actor_label: string; action: string; details: Record<string, unknown> }>(
      "select actor_type, actor_label, action, details from audit_log where subject_type = 'site' and subject_id = $1 order by id",
      [String(id)],
    );
  /** A site of this test's own, by a name no other test uses. */
  const addOwn = async (name: string, more: Record<string, unknown> = {}): Promise<SiteView> => {
    const added = await add(admin, { ...LONDON, name, ...more });
    expect(added.status).toBe(201);
    return siteChangeAnswerSchema.parse(added.body).site;
  };

  it('should list the first site, made from the settings at start, to an admin', async () => {
    const listed = await admin.get<Answer>('/api/sites');
    expect(listed.status).toBe(200);
    const { sites } = siteListAnswerSchema.parse(listed.body);
    expect(sites.find((site) => site.id === 1)).toMatchObject({ name: 'Main site', address: 'Tower A, Pune', timeZone: 'Asia/Kolkata', email: null, personalDataDays: 180, photoDays: 180, auditLogDays: 365, processingLogDays: 365 });
  });

  it('should let an admin add a site with its settings, answer it, and audit who added it', async () => {
    const added = await add(admin, { ...LONDON, personalDataDays: 90, photoDays: 14, auditLogDays: 730, processingLogDays: 400, closeStaleVisits: true, kioskRequiresPin: true });
    expect(added.status).toBe(201);
    const { message, site } = siteChangeAnswerSchema.parse(added.body);
    expect(message).toBe(MESSAGES.sites.added);
    expect(site).toMatchObject({ ...LONDON, personalDataDays: 90, photoDays: 14, auditLogDays: 730, processingLogDays: 400, closeStaleVisits: true, kioskRequiresPin: true });
    expect(siteListAnswerSchema.parse((await admin.get<Answer>('/api/sites')).body).sites.map((s) => s.name)).toContain('London');
    expect(await auditOf(site.id)).toEqual([
      {
        actor_type: 'employee',
        actor_label: email('admin'),
        action: 'site.added',
        details: { ...LONDON, personalDataDays: 90, photoDays: 14, auditLogDays: 730, processingLogDays: 400, resignDays: 0, closeStaleVisits: true, kioskRequiresPin: true },
      },
    ]);
  });

  it("should give a new site the installation's defaults for the settings not given", async () => {
    const site = await addOwn('Bengaluru', { timeZone: 'Asia/Kolkata', email: '' });
    expect(site).toMatchObject({ email: null, personalDataDays: 180, photoDays: 180, auditLogDays: 365, processingLogDays: 365, closeStaleVisits: false, kioskRequiresPin: false });
  });

  it('should refuse security and employees with the code, and change nothing', async () => {
    const before = await siteRows();
    for (const client of [guard, employee]) {
      expect(await client.get<Answer>('/api/sites')).toMatchObject({ status: 403, body: { code: 'http.forbidden' } });
      expect(await add(client, { ...LONDON, name: 'Chennai' })).toMatchObject({ status: 403, body: { code: 'http.forbidden' } });
      expect(await update(client, 1, { name: 'Taken over' })).toMatchObject({ status: 403, body: { code: 'http.forbidden' } });
    }
    expect(await siteRows()).toEqual(before);
  });

  it('should refuse a site without a session with the code', async () => {
    const response = await t.request('/api/sites', { method: 'GET' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'auth.required' });
  });

  it('should refuse a bad zone, e-mail, name, address or retention with its own code and message, and add nothing', async () => {
    const before = await siteRows();
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ timeZone: 'Mars/Olympus' }, 'site.timezone_invalid', MESSAGES.sites.timeZoneInvalid],
      [{ timeZone: '+05:30' }, 'site.timezone_invalid', MESSAGES.sites.timeZoneInvalid],
      [{ email: 'reception at example' }, 'site.email_invalid', MESSAGES.sites.emailInvalid],
      [{ name: '' }, 'site.name_invalid', MESSAGES.sites.nameRequired],
      [{ name: 'x'.repeat(101) }, 'site.name_invalid', MESSAGES.sites.nameTooLong],
      [{ name: 'Chennai\u001b[31m' }, 'site.name_invalid', MESSAGES.sites.nameInvalid],
      [{ address: 'x'.repeat(301) }, 'site.address_invalid', MESSAGES.sites.addressTooLong],
      [{ personalDataDays: 0 }, 'site.retention_invalid', MESSAGES.sites.retentionInvalid],
      [{ personalDataDays: 36_501 }, 'site.retention_invalid', MESSAGES.sites.retentionInvalid],
      [{ photoDays: 1.5 }, 'site.retention_invalid', MESSAGES.sites.retentionInvalid],
      // Logs a year at least (ADR 50, DPDP Rules).
      [{ auditLogDays: 364 }, 'site.log_retention_invalid', MESSAGES.sites.logRetentionTooShort],
      [{ processingLogDays: 30 }, 'site.log_retention_invalid', MESSAGES.sites.logRetentionTooShort],
      [{ processingLogDays: 36_501 }, 'site.log_retention_invalid', MESSAGES.sites.logRetentionInvalid],
      [{ kioskRequiresPin: 'yes' }, 'site.setting_invalid', MESSAGES.sites.switchInvalid],
    ];
    for (const [bad, code, message] of refusals) {
      expect(await add(admin, { ...LONDON, name: 'Chennai', ...bad }), JSON.stringify(bad)).toMatchObject({ status: 400, body: { code, errmessage: message } });
    }
    const { address: _address, ...withoutAddress } = LONDON;
    expect(await add(admin, { ...withoutAddress, name: 'Chennai' })).toMatchObject({ status: 400, body: { code: 'site.address_invalid', errmessage: MESSAGES.sites.addressRequired } });
    expect(await siteRows()).toEqual(before);
  });

  it('should refuse a name another site has, whatever its case, with the code', async () => {
    const site = await addOwn('Hyderabad');
    const before = await siteRows();
    expect(await add(admin, { ...LONDON, name: 'HYDERABAD' })).toMatchObject({ status: 409, body: { code: 'site.name_taken', errmessage: MESSAGES.sites.nameTaken } });
    const other = await addOwn('Kochi');
    expect(await update(admin, other.id, { name: ' hyderabad ' })).toMatchObject({ status: 409, body: { code: 'site.name_taken' } });
    expect((await siteRows()).filter((row) => row['id'] !== other.id)).toEqual(before);
    expect((await siteRows()).find((row) => row['id'] === site.id)).toMatchObject({ name: 'Hyderabad' });
  });

  it('should let an admin change some settings, keep the others, and audit each change before and after', async () => {
    const site = await addOwn('Mumbai', { timeZone: 'Asia/Kolkata' });
    t.clock.advance(60_000);
    const changed = await update(admin, site.id, { timeZone: 'Europe/Berlin', personalDataDays: 30, processingLogDays: 500, kioskRequiresPin: true, name: 'Mumbai' });
    expect(changed.status).toBe(200);
    const answer = siteChangeAnswerSchema.parse(changed.body);
    expect(answer.message).toBe(MESSAGES.sites.updated);
    expect(answer.site).toMatchObject({ id: site.id, name: 'Mumbai', address: LONDON.address, timeZone: 'Europe/Berlin', email: LONDON.email, personalDataDays: 30, photoDays: 180, processingLogDays: 500, kioskRequiresPin: true, closeStaleVisits: false });
    expect(answer.site.updatedAt).not.toBe(site.updatedAt);
    const audit = await auditOf(site.id);
    expect(audit.at(-1)).toEqual({
      actor_type: 'employee',
      actor_label: email('admin'),
      action: 'site.updated',
      details: { timeZone: { from: 'Asia/Kolkata', to: 'Europe/Berlin' }, personalDataDays: { from: 180, to: 30 }, processingLogDays: { from: 365, to: 500 }, kioskRequiresPin: { from: false, to: true } },
    });
  });

  it('should refuse a bad change by its code, an empty change, and a site that does not exist, changing nothing', async () => {
    const site = await addOwn('Delhi');
    const before = await siteRows();
    expect(await update(admin, site.id, { timeZone: 'Asia/Nowhere' })).toMatchObject({ status: 400, body: { code: 'site.timezone_invalid' } });
    expect(await update(admin, site.id, { email: 'not-an-address' })).toMatchObject({ status: 400, body: { code: 'site.email_invalid' } });
    expect(await update(admin, site.id, { auditLogDays: 180 })).toMatchObject({ status: 400, body: { code: 'site.log_retention_invalid', errmessage: MESSAGES.sites.logRetentionTooShort } });
    expect(await update(admin, site.id, {})).toMatchObject({ status: 400, body: { code: 'site.nothing_to_change', errmessage: MESSAGES.sites.nothingToChange } });
    expect(await update(admin, 999_999, { name: 'Nowhere' })).toMatchObject({ status: 404, body: { code: 'site.not_found' } });
    expect(await update(admin, 'abc', { name: 'Nowhere' })).toMatchObject({ status: 404, body: { code: 'site.not_found' } });
    expect(await siteRows()).toEqual(before);
    expect((await auditOf(site.id)).map((entry) => entry.action)).toEqual(['site.added']);
  });

  it('should refuse a change from another site in the browser (the cross-site rule), changing nothing', async () => {
    const before = await siteRows();
    const response = await t.request('/api/sites', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: admin.cookie ?? '', Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site', 'X-Forwarded-For': admin.address },
      body: JSON.stringify({ encryptedData: t.envelope.encrypt({ ...LONDON, name: 'Evil' }) }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'request.cross_site' });
    expect(await siteRows()).toEqual(before);
  });
});
