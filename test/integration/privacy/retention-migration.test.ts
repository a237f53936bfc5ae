import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATION_NAMES } from '../../../migrations/names.ts';
import { migratorOf } from '../../../src/platform/database/migrate.ts';
import { createLogger } from '../../../src/platform/logging/logger.ts';
import { startRuntime, type Runtime } from '../../../src/runtime.ts';
import { createEmptyDatabase, queryRows, type TestDatabase } from '../../support/test-database.ts';

/** The migration that splits a site's retention by kind (ADR 50), and the one an installation made before it stops at. */
const BY_KIND = 'Migration20261129061656_retention_by_kind';
const BEFORE_BY_KIND = MIGRATION_NAMES[MIGRATION_NAMES.indexOf(BY_KIND) - 1]!;

/**
 * An upgraded installation (issue 31, docs/adr/0050-retention-by-site-and-kind.md): each site's one
 * retention becomes its personal data's and photos' days, so its visits are erased as before; its logs
 * are kept the year's floor, or the site's old days when longer; nothing else of the site changes.
 */
describe('the retention-by-kind migration', () => {
  let database: TestDatabase;
  let dataDir: string;

  const start = (migrate: boolean): Promise<Runtime> =>
    startRuntime({
      env: { NODE_ENV: 'test', DATABASE_URL: database.url, VMS_DATA_DIR: dataDir, VMS_SERVER_SECRET: 's'.repeat(40), VMS_RETENTION_DAYS: '45' },
      migrate,
      firstSite: false,
      logger: createLogger('silent'),
      poolMax: 2,
    });

  beforeAll(async () => {
    database = await createEmptyDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'vms-retention-migration-'));
    const old = await start(false);
    try {
      await (await migratorOf(old.database.orm)).up({ to: BEFORE_BY_KIND });
    } finally {
      await old.close();
    }
    // Three sites of the installation as it was: the first (its settings read in), one keeping 90 days, one 3000.
    await queryRows(database.url, "update site set retention_days = 45, awaits_settings = false, time_zone = 'Asia/Kolkata'");
    await queryRows(
      database.url,
      `insert into site (name, address, time_zone, email, retention_days, close_stale_visits, kiosk_requires_pin, created_at, updated_at)
       values ('London', '1 Example Street', 'Europe/London', 'desk@example.com', 90, true, true, '2026-11-20T00:00:00Z', '2026-11-20T00:00:00Z'),
              ('Archive', 'Pune', 'Asia/Kolkata', null, 3000, false, false, '2026-11-20T00:00:00Z', '2026-11-20T00:00:00Z')`,
    );
  });
  afterAll(async () => {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("should carry each site's retention into its data's and photos' days, keep its logs a year or more, and change nothing else", async () => {
    const others = 'id, name, address, time_zone, email, close_stale_visits, kiosk_requires_pin, created_at, updated_at, awaits_settings';
    const before = await queryRows(database.url, `select ${others} from site order by id`);
    const runtime = await start(true);
    await runtime.close();
    expect(await queryRows(database.url, 'select name, personal_data_days, photo_days, audit_log_days, processing_log_days from site order by id')).toEqual([
      { name: 'Main site', personal_data_days: 45, photo_days: 45, audit_log_days: 365, processing_log_days: 365 },
      { name: 'London', personal_data_days: 90, photo_days: 90, audit_log_days: 365, processing_log_days: 365 },
      { name: 'Archive', personal_data_days: 3000, photo_days: 3000, audit_log_days: 3000, processing_log_days: 3000 },
    ]);
    expect(await queryRows(database.url, `select ${others} from site order by id`)).toEqual(before);
    expect(await queryRows(database.url, "select column_name from information_schema.columns where table_name = 'site' and column_name = 'retention_days'")).toEqual([]);
    expect(await queryRows(database.url, 'select count(*)::int as n from retention_run')).toEqual([{ n: 0 }]);
  });
});
