import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATION_NAMES } from '../../../migrations/names.ts';
import { runInEntityManagerScope } from '../../../src/platform/database/entity-manager-scope.ts';
import { migratorOf } from '../../../src/platform/database/migrate.ts';
import { createLogger } from '../../../src/platform/logging/logger.ts';
import { startRuntime, type Runtime } from '../../../src/runtime.ts';
import { EnsureFirstSite, firstSiteRetention } from '../../../src/sites/application/ensure-first-site.ts';
import { createEmptyDatabase, queryRows, sqlClient, type TestDatabase } from '../../support/test-database.ts';
import { insertVisits } from '../../support/visit-fixtures.ts';

/** The migration before sites: an installation made before issue 30 stops here. */
const BEFORE_SITES = MIGRATION_NAMES[MIGRATION_NAMES.indexOf('Migration20261128215122_sites') - 1]!;

/** One installation's settings as they were before sites: process-wide, in the environment. */
const LONDON_SETTINGS = {
  VMS_TIMEZONE: 'Europe/London',
  VMS_SITE_ADDRESS: '1 Example Street, London',
  VMS_RETENTION_DAYS: '45',
  VMS_CLOSE_STALE_VISITS: 'on',
  VMS_KIOSK_REQUIRE_PIN: 'on',
};

describe('an installation made before sites becomes one site built from its settings (ADR 36)', () => {
  let database: TestDatabase;
  let dataDir: string;

  const start = (settings: Record<string, string>, migrate = true): Promise<Runtime> =>
    startRuntime({
      env: { NODE_ENV: 'test', DATABASE_URL: database.url, VMS_DATA_DIR: dataDir, VMS_SERVER_SECRET: 's'.repeat(40), ...settings },
      migrate,
      logger: createLogger('silent'),
      poolMax: 2,
    });
  const query = <Row extends Record<string, unknown>>(text: string) => queryRows<Row>(database.url, text);

  beforeAll(async () => {
    database = await createEmptyDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'vms-first-site-'));
    // The installation as it was: migrated up to the migration before sites, with its data.
    const old = await start(LONDON_SETTINGS, false);
    try {
      await (await migratorOf(old.database.orm)).up({ to: BEFORE_SITES });
    } finally {
      await old.close();
    }
    await queryRows(database.url, "insert into job_run (name, period, started_at) values ('retention', '2026-11-27', now())");
    // An employee and their visitor, made before sites: afterwards both belong to the one site (ADR 40).
    await queryRows(database.url, `insert into employee (emp_id, name, email, phone, designation_id, status, created_at)
      values ('E1', 'Asha Rao', 'asha@example.com', '9000000001', (select id from designation where name = 'Employee'), 'Approved', now())`);
    const sql = await sqlClient(database.url);
    try {
      await insertVisits(sql, [{ hostEmail: 'asha@example.com', name: 'Ravi Kumar', date: '2026-11-27', time: '10:30' }]);
    } finally {
      await sql.end();
    }
  });
  afterAll(async () => {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('should have no site table before, then one site with its settings after two replicas start at once, audited once', async () => {
    expect(await query("select to_regclass('site') as t")).toEqual([{ t: null }]);
    const tablesBefore = await query("select table_name from information_schema.tables where table_schema = 'public' order by 1");
    // The columns every version since has kept: the new version's later migrations change others
    // (an ID kept as its last four, a single sign-on subject), which is theirs to test.
    const dataOf = async () => [
      // The site admin's designation is a later migration's (ADR 42), and tested there.
      await query("select * from designation where name <> 'Site Admin' order by id"),
      await query('select * from job_run order by 1'),
      await query('select id, emp_id, name, email, designation_id, status, manager_id, created_at from employee order by id'),
      await query('select id, pass_code, visitor_type, name, phone, host_id, visit_date, visit_time, approve_status, created_at from visitor_pass order by id'),
    ];
    const dataBefore = await dataOf();

    // Two replicas of the new version start together: they migrate in turn and both try to make the site.
    const replicas = await Promise.all([start(LONDON_SETTINGS), start(LONDON_SETTINGS)]);
    await Promise.all(replicas.map((replica) => replica.close()));

    expect(await query('select id, name, address, time_zone, email, personal_data_days, photo_days, audit_log_days, processing_log_days, close_stale_visits, kiosk_requires_pin, awaits_settings from site')).toEqual([
      // VMS_RETENTION_DAYS is the data's and the photos' days; the logs keep the year's floor (ADR 50).
      { id: 1, name: 'Main site', address: '1 Example Street, London', time_zone: 'Europe/London', email: null, personal_data_days: 45, photo_days: 45, audit_log_days: 365, processing_log_days: 365, close_stale_visits: true, kiosk_requires_pin: true, awaits_settings: false },
    ]);
    expect(await query("select actor_type, actor_label, action, subject_id from audit_log where subject_type = 'site'")).toEqual([
      { actor_type: 'system', actor_label: 'system:first-site', action: 'site.added', subject_id: '1' },
    ]);
    // The employee's home site and the visit's site are that one site.
    expect(await query('select home_site_id from employee')).toEqual([{ home_site_id: 1 }]);
    expect(await query('select site_id from visitor_pass')).toEqual([{ site_id: 1 }]);
    // Nothing else changed: every table is still there (the new version's later migrations may add
    // their own), with the same rows but for the site they name.
    const tablesAfter = await query("select table_name from information_schema.tables where table_schema = 'public' order by 1");
    expect(tablesAfter).toEqual(expect.arrayContaining(tablesBefore));
    expect(await dataOf()).toEqual(dataBefore);
  });

  it('should make no second site on a later start, whatever the settings say then', async () => {
    const before = await query('select * from site');
    expect(before).toHaveLength(1);
    const again = await start({ ...LONDON_SETTINGS, VMS_TIMEZONE: 'Asia/Kolkata', VMS_RETENTION_DAYS: '180' });
    await again.close();
    expect(await query('select * from site')).toEqual(before);
    expect(await query("select count(*)::int as n from audit_log where subject_type = 'site'")).toEqual([{ n: 1 }]);
  });
});

describe('a new installation', () => {
  let database: TestDatabase;
  let dataDir: string;

  beforeAll(async () => {
    database = await createEmptyDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'vms-first-site-new-'));
  });
  afterAll(async () => {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('should start as one site with the default settings', async () => {
    const runtime = await startRuntime({
      env: { NODE_ENV: 'test', DATABASE_URL: database.url, VMS_DATA_DIR: dataDir, VMS_SERVER_SECRET: 's'.repeat(40) },
      logger: createLogger('silent'),
      poolMax: 2,
    });
    await runtime.close();
    expect(await queryRows(database.url, 'select name, address, time_zone, email, personal_data_days, photo_days, audit_log_days, processing_log_days, close_stale_visits, kiosk_requires_pin from site')).toEqual([
      { name: 'Main site', address: null, time_zone: 'Asia/Kolkata', email: null, personal_data_days: 180, photo_days: 180, audit_log_days: 365, processing_log_days: 365, close_stale_visits: false, kiosk_requires_pin: false },
    ]);
  });

  it('should give the placeholder first site its settings once when another start fills it at the same moment (one statement, no read-then-write)', async () => {
    const runtime = await startRuntime({
      env: { NODE_ENV: 'test', DATABASE_URL: database.url, VMS_DATA_DIR: dataDir, VMS_SERVER_SECRET: 's'.repeat(40) },
      logger: createLogger('silent'),
      poolMax: 2,
    });
    const other = await sqlClient(database.url);
    try {
      // The site as the migration leaves it in an installation that had none (ADR 40).
      await other.query("update site set time_zone = 'UTC', awaits_settings = true");
      // Another replica, mid-start: the placeholder filled with its settings, not yet committed.
      await other.query('begin');
      await other.query("update site set time_zone = 'Europe/London', awaits_settings = false where awaits_settings");
      const settings = { timeZone: 'Asia/Kolkata', address: null, ...firstSiteRetention(180), closeStaleVisits: false, kioskRequiresPin: false };
      const ours = runInEntityManagerScope(runtime.database.orm.em, () => runtime.container.get(EnsureFirstSite).execute(settings));
      // Ours waits on the row's lock for the other to end: the signal that they overlap.
      await expect
        .poll(async () => (await other.query("select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'")).rows[0].n, { timeout: 10_000 })
        .toBe(1);
      await other.query('commit');
      expect(await ours).toBeNull();
      expect((await other.query('select time_zone, awaits_settings from site')).rows).toEqual([{ time_zone: 'Europe/London', awaits_settings: false }]);
    } finally {
      await other.end();
      await runtime.close();
    }
  });
});
