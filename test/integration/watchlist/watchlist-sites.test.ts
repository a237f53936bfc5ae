import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchlistEntryListSchema, watchlistEntryViewSchema, type WatchlistEntryView } from '#contract/api/watchlist-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { CLI_MESSAGES } from '../../../cli/cli-messages.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { runCliInProcess } from '../../support/run-cli.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import type { TestClient } from '../../support/test-client.ts';
import { queryRows } from '../../support/test-database.ts';

/**
 * The watchlist across sites (issue 30, ADR 42) through HTTP and `vms watchlist add --site`: Pune is
 * the first site, London is added; the guard works at Pune only. An entry limited to London is the
 * admin's and London's, never the Pune guard's to see.
 */
describe('watchlist entries limited to sites, over HTTP and from the command line', () => {
  let t: TestApp;
  let admin: TestClient;
  let guard: TestClient;
  let puneAdmin: TestClient;
  let london: number;
  const PUNE = 1;
  let dataDir: string | undefined;
  let env: Record<string, string>;

  const enveloped = (payload: unknown) => ({ encryptedData: t.envelope.encrypt(payload) });
  const entries = async (client: TestClient): Promise<WatchlistEntryView[]> => {
    const answer = await client.get<{ details: string }>('/api/watchlist?status=all');
    expect(answer.status).toBe(200);
    return watchlistEntryListSchema.parse(t.envelope.decryptJson(answer.body.details));
  };
  const sitesOf = (id: number) => queryRows<{ site_id: number }>(t.database.url, 'select site_id from watchlist_entry_site where entry_id = $1 order by site_id', [id]);

  beforeAll(async () => {
    t = await startTestApp({ env: { VMS_TIMEZONE: 'Asia/Kolkata' } });
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    await addAccount(t, 'puneadmin', 'site_admin', { manager: 'admin', password: 'Pune@1234' });
    [{ id: london }] = (await queryRows<{ id: number }>(
      t.database.url,
      `insert into site (name, address, time_zone, personal_data_days, photo_days, audit_log_days, processing_log_days, close_stale_visits, kiosk_requires_pin, created_at, updated_at)
       values ('London', null, 'Europe/London', 180, 180, 365, 365, false, false, now(), now()) returning id`,
    )) as [{ id: number }];
    admin = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
    guard = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    puneAdmin = await signedIn(t, { email: email('puneadmin'), password: 'Pune@1234' });
    dataDir = await mkdtemp(join(tmpdir(), 'vms-watchlist-sites-'));
    env = { DATABASE_URL: t.database.url, VMS_DATA_DIR: dataDir, VMS_SERVER_SECRET: 's'.repeat(40), VMS_TIMEZONE: 'Asia/Kolkata' };
  });
  afterAll(async () => {
    await t?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("should let an admin limit an entry to two sites over HTTP, and list each entry's sites", async () => {
    const added = await admin.post<{ id: number; details: string }>('/api/watchlist', enveloped({ name: 'Ravi Kumar', phone: '9800000021', reason: 'Banned after the incident in the lobby.', siteIds: [london, PUNE] }));
    expect(added.status).toBe(201);
    expect(watchlistEntryViewSchema.parse(t.envelope.decryptJson(added.body.details)).siteIds).toEqual([PUNE, london]);
    expect(await sitesOf(added.body.id)).toEqual([{ site_id: PUNE }, { site_id: london }]);
    expect((await entries(admin)).find((entry) => entry.id === added.body.id)?.siteIds).toEqual([PUNE, london]);
  });

  it('should add an entry limited to the sites --site names, by name or id, and company-wide without it', async () => {
    const add = async (...args: string[]) => {
      const run = await runCliInProcess(['watchlist', 'add', '--name', 'Sunil Rao', '--reason', 'Tailgated through the turnstile twice.', '--json', ...args], env);
      expect(run.code, run.stderr).toBe(0);
      return watchlistEntryViewSchema.parse(JSON.parse(run.stdout));
    };
    const londonOnly = await add('--site', 'london');
    expect(londonOnly.siteIds).toEqual([london]);
    expect(await sitesOf(londonOnly.id)).toEqual([{ site_id: london }]);
    expect((await add('--site', String(london), '--site', 'Main site')).siteIds).toEqual([PUNE, london]);
    expect((await add()).siteIds).toEqual([]);

    const text = await runCliInProcess(['watchlist', 'add', '--name', 'Sunil Rao', '--reason', 'Tailgated through the turnstile twice.', '--site', 'London'], env);
    expect(text.stdout).toMatch(new RegExp(`^${MESSAGES.watchlist.added} Entry \\d+: Sunil Rao \\(only at London\\)\\n$`));
    const listed = await runCliInProcess(['watchlist', 'list'], env);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/company-wide/);
    expect(listed.stdout).toMatch(/Main site, London/);
  });

  it('should refuse a --site that names no site, naming it, and add nothing', async () => {
    const [before] = await queryRows<{ n: number }>(t.database.url, 'select count(*)::int as n from watchlist_entry');
    const run = await runCliInProcess(['watchlist', 'add', '--name', 'Sunil Rao', '--reason', 'Tailgated through the turnstile twice.', '--site', 'London', '--site', 'Paris'], env);
    expect(run.code).not.toBe(0);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(CLI_MESSAGES.siteNotFound.replace('{site}', 'Paris'));
    expect(await queryRows(t.database.url, 'select count(*)::int as n from watchlist_entry')).toEqual([before]);
  });

  it("should refuse Pune's site admin resolving a company-wide entry or one also of London, changing nothing, and let them resolve Pune's own", async () => {
    const added = async (name: string, siteIds: number[]) => {
      const answer = await admin.post<{ id: number }>('/api/watchlist', enveloped({ name, reason: 'Banned after the incident in the lobby.', siteIds }));
      expect(answer.status).toBe(201);
      return answer.body.id;
    };
    const resolve = (id: number) => puneAdmin.post<{ code?: string }>(`/api/watchlist/${id}/resolve`, enveloped({ note: 'Cleared after the review with HR.' }));
    const companyWide = await added('Kavita Joshi', []);
    const both = await added('Arjun Mehta', [PUNE, london]);
    const puneOnly = await added('Nisha Patel', [PUNE]);
    for (const id of [companyWide, both]) expect(await resolve(id)).toMatchObject({ status: 403, body: { code: 'watchlist.sites_not_yours' } });
    const status = (ids: number[]) => queryRows<{ id: number; active: boolean }>(t.database.url, 'select id, resolved_at is null as active from watchlist_entry where id = any($1) order by id', [ids]);
    expect(await status([companyWide, both])).toEqual([{ id: companyWide, active: true }, { id: both, active: true }]);
    expect((await resolve(puneOnly)).status).toBe(200);
    expect(await status([puneOnly])).toEqual([{ id: puneOnly, active: false }]);
  });

  it("should show the Pune guard company-wide and Pune's entries, never one limited to London", async () => {
    const names = (list: WatchlistEntryView[]) => list.map((entry) => entry.siteIds);
    const seen = names(await entries(guard));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((siteIds) => siteIds.length === 0 || siteIds.includes(PUNE))).toBe(true);
    expect(names(await entries(admin)).some((siteIds) => siteIds.length === 1 && siteIds[0] === london)).toBe(true);
  });
});
