import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntranceChangeAnswer, EntranceListAnswer, SitePlacesAnswer } from '#contract/api/site-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { MIGRATION_NAMES } from '../../../migrations/names.ts';
import { migratorOf } from '../../../src/platform/database/migrate.ts';
import { createLogger } from '../../../src/platform/logging/logger.ts';
import { startRuntime } from '../../../src/runtime.ts';
import { ExportVisits } from '../../../src/visits/application/export-visits.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import type { TestClient } from '../../support/test-client.ts';
import { createEmptyDatabase, queryRows, sqlClient, type TestDatabase } from '../../support/test-database.ts';
import { insertVisits } from '../../support/visit-fixtures.ts';

/**
 * Entrances of a site (issue 30, docs/adr/0053) on PostgreSQL: Pune (the first site, "A") and London
 * ("B"). The guard and one site admin work at Pune, another site admin at London. Today is 20 November at both.
 */
describe('entrances of a site', () => {
  let t: TestApp;
  let admin: TestClient;
  let guard: TestClient;
  let puneAdmin: TestClient;
  let londonAdmin: TestClient;
  let london: number;
  const PUNE = 1;
  let visits: Record<'desk' | 'other' | 'kiosk' | 'filtered', number>;

  const enveloped = (payload: unknown) => ({ encryptedData: t.envelope.encrypt(payload) });
  const rowOf = async (id: number) =>
    (await queryRows<{ check_in: Date | null; check_in_entrance_id: number | null; check_out_entrance_id: number | null }>(
      t.database.url,
      'select check_in, check_in_entrance_id, check_out_entrance_id from visitor_pass where id = $1',
      [id],
    ))[0]!;
  const add = (client: TestClient, site: number, name: string) => client.post<EntranceChangeAnswer & { code?: string }>(`/api/sites/${site}/entrances`, enveloped({ name }));

  beforeAll(async () => {
    t = await startTestApp({ clock: new FakeClock('2026-11-20T06:00:00.000Z'), env: { VMS_TIMEZONE: 'Asia/Kolkata' } });
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'host', 'manager', { manager: 'admin', password: 'Host@1234', name: 'Priya Sharma' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    await addAccount(t, 'puneadmin', 'site_admin', { manager: 'admin', password: 'Site@1234' });
    await addAccount(t, 'londonadmin', 'site_admin', { manager: 'admin', password: 'Site@1234' });
    const [row] = await queryRows<{ id: number }>(
      t.database.url,
      `insert into site (name, address, time_zone, personal_data_days, photo_days, audit_log_days, processing_log_days, close_stale_visits, kiosk_requires_pin, created_at, updated_at)
       values ('London', '1 Example Street', 'Europe/London', 180, 180, 365, 365, false, false, now(), now()) returning id`,
    );
    london = row!.id;
    admin = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
    for (const [who, site] of [['guard', PUNE], ['puneadmin', PUNE], ['londonadmin', london]] as const) {
      expect((await admin.post(`/api/sites/${site}/staff`, enveloped({ email: email(who) }))).status).toBe(200);
    }
    guard = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    puneAdmin = await signedIn(t, { email: email('puneadmin'), password: 'Site@1234' });
    londonAdmin = await signedIn(t, { email: email('londonadmin'), password: 'Site@1234' });
    const sql = await sqlClient(t.database.url);
    try {
      const [desk, other, kiosk, filtered] = await insertVisits(sql, [
        { hostEmail: email('host'), name: 'Desk Visitor', date: '2026-11-20', time: '09:00', phone: '9700000001' },
        { hostEmail: email('host'), name: 'Other Site Try', date: '2026-11-20', time: '09:10', phone: '9700000002' },
        { hostEmail: email('host'), name: 'Kiosk Visitor', date: '2026-11-20', time: '09:20', phone: '9700000003' },
        { hostEmail: email('host'), name: 'Lobby Visitor', date: '2026-11-20', time: '09:30', phone: '9700000004' },
      ]);
      visits = { desk: desk!, other: other!, kiosk: kiosk!, filtered: filtered! };
    } finally {
      await sql.end();
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('should let an admin and the site\'s own site admin add, rename and retire entrances, and refuse another site\'s site admin and security', async () => {
    const added = await add(admin, PUNE, 'Side door');
    expect(added).toMatchObject({ status: 201, body: { message: MESSAGES.entrances.added, entrance: { siteId: PUNE, name: 'Side door', retiredAt: null } } });
    const byPuneAdmin = await add(puneAdmin, PUNE, 'Loading bay');
    expect(byPuneAdmin.status).toBe(201);
    expect(await add(puneAdmin, PUNE, 'SIDE DOOR')).toMatchObject({ status: 409, body: { code: 'entrance.name_taken' } });
    expect(await add(admin, PUNE, '')).toMatchObject({ status: 400, body: { code: 'entrance.name_invalid' } });

    const id = added.body.entrance.id;
    expect(await add(londonAdmin, PUNE, 'Back gate')).toMatchObject({ status: 403, body: { code: 'site.not_yours' } });
    expect(await londonAdmin.call('PATCH', `/api/entrances/${id}`, enveloped({ name: 'Back gate' }))).toMatchObject({ status: 403, body: { code: 'site.not_yours' } });
    expect(await londonAdmin.post(`/api/entrances/${id}/retire`, {})).toMatchObject({ status: 403, body: { code: 'site.not_yours' } });
    expect(await londonAdmin.get(`/api/sites/${PUNE}/entrances`)).toMatchObject({ status: 403, body: { code: 'site.not_yours' } });
    expect((await add(guard, PUNE, 'Back gate')).status).toBe(403);
    expect((await guard.post(`/api/entrances/${id}/retire`, {})).status).toBe(403);
    expect((await guard.get(`/api/sites/${PUNE}/entrances`)).status).toBe(403);
    // Nothing the refused calls asked for happened.
    expect((await queryRows<{ name: string }>(t.database.url, 'select name from entrance order by id')).map((r) => r.name)).toEqual(['Side door', 'Loading bay']);

    expect(await puneAdmin.call<EntranceChangeAnswer>('PATCH', `/api/entrances/${id}`, enveloped({ name: 'East door' }))).toMatchObject({ status: 200, body: { message: MESSAGES.entrances.renamed, entrance: { name: 'East door' } } });
    expect(await admin.post<EntranceChangeAnswer>(`/api/entrances/${byPuneAdmin.body.entrance.id}/retire`, {})).toMatchObject({ status: 200, body: { message: MESSAGES.entrances.retiredNow } });
    const listed = await puneAdmin.get<EntranceListAnswer>(`/api/sites/${PUNE}/entrances`);
    expect(listed.body.entrances.map((e) => [e.name, e.retiredAt !== null])).toEqual([['East door', false], ['Loading bay', true]]);
    expect(await queryRows(t.database.url, "select actor_label, action from audit_log where subject_type = 'entrance' order by id")).toEqual([
      { actor_label: email('admin'), action: 'entrance.added' },
      { actor_label: email('puneadmin'), action: 'entrance.added' },
      { actor_label: email('puneadmin'), action: 'entrance.renamed' },
      { actor_label: email('admin'), action: 'entrance.retired' },
    ]);
  });

  it('should check a visitor in and out at an entrance of the visit\'s site, refuse another site\'s or a retired one with its code and change nothing, filter the desk list by it, and export its name', async () => {
    const gate = (await add(admin, PUNE, 'Main gate')).body.entrance;
    const lobby = (await add(admin, PUNE, 'Tower B lobby')).body.entrance;
    const thames = (await add(admin, london, 'Thames door')).body.entrance;
    const retired = (await add(admin, PUNE, 'Old gate')).body.entrance;
    await admin.post(`/api/entrances/${retired.id}/retire`, {});

    // The guard's desk offers Pune's entrances in use, not London's.
    const places = await guard.get<SitePlacesAnswer>('/api/site-places');
    expect(places.body.entrances?.map((e) => e.name).sort()).toEqual(expect.arrayContaining(['Main gate', 'Tower B lobby']));
    expect(places.body.entrances?.some((e) => e.siteId !== PUNE || e.name === 'Old gate')).toBe(false);

    const timeIn = (id: number, entranceId?: unknown) => guard.post<{ code?: string; details?: string }>('/visitorTimeIn', { encryptedId: String(id), ...(entranceId === undefined ? {} : { entranceId }) });
    expect(await timeIn(visits.other, thames.id)).toMatchObject({ status: 400, body: { code: 'entrance.other_site', errmessage: MESSAGES.entrances.otherSite } });
    expect(await timeIn(visits.other, retired.id)).toMatchObject({ status: 409, body: { code: 'entrance.retired' } });
    expect(await timeIn(visits.other, 'gate')).toMatchObject({ status: 400, body: { code: 'entrance.invalid' } });
    expect(await rowOf(visits.other)).toEqual({ check_in: null, check_in_entrance_id: null, check_out_entrance_id: null });

    const checkedIn = await timeIn(visits.desk, gate.id);
    expect(checkedIn.status).toBe(200);
    expect(t.envelope.decryptJson(checkedIn.body.details!)).toMatchObject({ check_in_entrance: 'Main gate' });
    expect((await timeIn(visits.filtered, lobby.id)).status).toBe(200);
    const out = await guard.post<{ details: string }>('/visitorTimeOut', { encryptedId: String(visits.desk), entranceId: lobby.id });
    expect(t.envelope.decryptJson(out.body.details)).toMatchObject({ check_in_entrance: 'Main gate', check_out_entrance: 'Tower B lobby' });
    expect(await rowOf(visits.desk)).toMatchObject({ check_in_entrance_id: gate.id, check_out_entrance_id: lobby.id });

    const deskNames = async (query: string) => {
      const answer = await guard.get<{ details: string; total: number; code?: string }>(`/api/getApprovedVisitor?view=active&filter=all${query}`);
      return answer.status === 200 ? (t.envelope.decryptJson(answer.body.details) as { name: string }[]).map((r) => r.name) : answer;
    };
    expect(await deskNames(`&entrance=${gate.id}`)).toEqual(['Desk Visitor']);
    expect(await deskNames(`&entrance=${lobby.id}`)).toEqual(['Lobby Visitor']);
    expect(await deskNames('')).toEqual(['Desk Visitor', 'Other Site Try', 'Kiosk Visitor', 'Lobby Visitor']);
    expect(await deskNames(`&entrance=${thames.id}`)).toMatchObject({ status: 400, body: { code: 'entrance.other_site' } });
    expect(await deskNames('&entrance=x')).toMatchObject({ status: 400, body: { code: 'entrance.invalid' } });

    // The roll call's CSV names the entrance each person on site came in at (empty where none was recorded).
    await guard.get('/api/on-site?format=csv');
    const rollCall = guard.lastBytes.toString('utf8').trim().split('\n');
    const entranceColumn = rollCall[0]!.split(',').indexOf('Entrance');
    expect(entranceColumn).toBe(rollCall[0]!.split(',').indexOf('Checked in') + 1);
    expect(rollCall.find((line) => line.startsWith('Lobby Visitor,'))!.split(',')[entranceColumn]).toBe('Tower B lobby');
    expect(rollCall.some((line) => line.startsWith('Desk Visitor,'))).toBe(false);

    const exported = await t.get(ExportVisits).open('2026-11-20', '2026-11-20', 'csv');
    let text = '';
    const decoder = new TextDecoder();
    for await (const chunk of exported.chunks) text += decoder.decode(chunk.bytes, { stream: true });
    const lines = text.trim().split('\r\n');
    expect(lines[0]!.endsWith(',check_in_entrance,check_out_entrance')).toBe(true);
    expect(lines.find((line) => line.includes('Desk Visitor'))!.endsWith(',Main gate,Tower B lobby')).toBe(true);
    expect(lines.find((line) => line.includes('Other Site Try'))!.endsWith(',,')).toBe(true);
  });

  it('should record the entrance a kiosk was started at on its check-ins, and refuse starting one at another site\'s entrance', async () => {
    // The start form offers the entrances of the site the kiosk will stand at: the guard's Pune; London for London's site admin,
    // whose home site (Pune) is not theirs; none for a host, who starts no kiosk.
    expect((await guard.get<SitePlacesAnswer>('/api/site-places')).body.kioskSiteId).toBe(PUNE);
    expect((await londonAdmin.get<SitePlacesAnswer>('/api/site-places')).body).toMatchObject({ homeSiteId: PUNE, kioskSiteId: london });
    const host = await signedIn(t, { email: email('host'), password: 'Host@1234' });
    expect((await host.get<SitePlacesAnswer>('/api/site-places')).body.kioskSiteId).toBeNull();
    const [bay] = await queryRows<{ id: number }>(t.database.url, "insert into entrance (site_id, name, created_at, updated_at) values ($1, 'Reception kiosk bay', now(), now()) returning id", [PUNE]);
    const [elsewhere] = await queryRows<{ id: number }>(t.database.url, "insert into entrance (site_id, name, created_at, updated_at) values ($1, 'Riverside', now(), now()) returning id", [london]);
    const refused = await (await signedIn(t, { email: email('guard'), password: 'Guard@123' })).post('/api/kiosk/devices', enveloped({ name: 'Lobby tablet', entranceId: elsewhere!.id }));
    expect(refused).toMatchObject({ status: 400, body: { code: 'entrance.other_site' } });
    expect(await queryRows(t.database.url, "select id from kiosk_device where name = 'Lobby tablet'")).toEqual([]);

    const tablet = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    expect((await tablet.post('/api/kiosk/devices', enveloped({ name: 'Bay tablet', entranceId: bay!.id }))).status).toBe(201);
    const found = await tablet.post<{ details: string }>('/api/kiosk/appointments/lookup', enveloped({ phone: '9700000003' }));
    expect(found.status).toBe(200);
    const { ticket } = t.envelope.decryptJson(found.body.details) as { ticket: string };
    expect((await tablet.post('/api/kiosk/check-in', enveloped({ ticket }))).status).toBe(200);
    expect(await rowOf(visits.kiosk)).toMatchObject({ check_in_entrance_id: bay!.id });
  });
});

/** The migration before entrances: an installation from before them stops here. */
const BEFORE_ENTRANCES = MIGRATION_NAMES[MIGRATION_NAMES.indexOf('Migration20261129062119_entrances') - 1]!;

describe('the entrances migration', () => {
  let database: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    database = await createEmptyDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'vms-entrances-'));
  });
  afterAll(async () => {
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('should leave every visit made before it with no entrance, checked in or not', async () => {
    const runtime = await startRuntime({
      env: { NODE_ENV: 'test', DATABASE_URL: database.url, VMS_DATA_DIR: dataDir, VMS_SERVER_SECRET: 's'.repeat(40), VMS_TIMEZONE: 'Asia/Kolkata' },
      migrate: false,
      logger: createLogger('silent'),
      poolMax: 2,
    });
    try {
      const migrator = await migratorOf(runtime.database.orm);
      await migrator.up({ to: BEFORE_ENTRANCES });
      await queryRows(database.url, `insert into employee (emp_id, name, email, phone, designation_id, status, created_at)
        values ('E1', 'Asha Rao', 'asha@example.com', '9000000001', (select id from designation where name = 'Employee'), 'Approved', now())`);
      const sql = await sqlClient(database.url);
      try {
        await insertVisits(sql, [
          { hostEmail: 'asha@example.com', name: 'Ravi Kumar', date: '2026-11-27', time: '10:30' },
          { hostEmail: 'asha@example.com', name: 'Meera Nair', date: '2026-11-27', time: '11:30', checkIn: new Date('2026-11-27T06:00:00Z'), checkOut: new Date('2026-11-27T07:00:00Z') },
        ]);
      } finally {
        await sql.end();
      }
      expect(await queryRows(database.url, "select to_regclass('entrance') as t")).toEqual([{ t: null }]);
      await migrator.up();
    } finally {
      await runtime.close();
    }
    expect(await queryRows(database.url, 'select name, check_in_entrance_id, check_out_entrance_id from visitor_pass order by id')).toEqual([
      { name: 'Ravi Kumar', check_in_entrance_id: null, check_out_entrance_id: null },
      { name: 'Meera Nair', check_in_entrance_id: null, check_out_entrance_id: null },
    ]);
    expect(await queryRows(database.url, 'select count(*)::int as n from entrance')).toEqual([{ n: 0 }]);
  });
});
