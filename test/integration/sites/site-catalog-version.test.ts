import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SitePlacesAnswer } from '#contract/api/site-answers.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import type { TestClient } from '../../support/test-client.ts';
import { queryRows, sqlClient } from '../../support/test-database.ts';

/**
 * The sites' version (ADR 62) on PostgreSQL: every change to a site or an entrance bumps it in the
 * change's own transaction, and a process reuses the sites it read only while the version its
 * session reads is the same. Each test makes a site of its own.
 */
describe('the sites read once per version', () => {
  let t: TestApp;
  let admin: TestClient;
  let made = 0;

  const version = async () => (await queryRows<{ version: number }>(t.database.url, 'select version from site_catalog where id = 1'))[0]!.version;
  const namesSeen = async () => (await admin.get<SitePlacesAnswer>('/api/site-places')).body.sites.map((site) => site.name);
  /** A site of the test's own, made behind the product's back as another process (or a person with psql) would. */
  const newSite = async (name: string) => {
    made += 1;
    const [row] = await queryRows<{ id: number }>(
      t.database.url,
      `insert into site (name, address, time_zone, personal_data_days, photo_days, audit_log_days, processing_log_days, close_stale_visits, kiosk_requires_pin, created_at, updated_at)
       values ($1, '${made} Example Street', 'Europe/London', 180, 180, 365, 365, false, false, now(), now()) returning id`,
      [name],
    );
    return row!.id;
  };

  beforeAll(async () => {
    t = await startTestApp({ clock: new FakeClock('2026-11-20T06:00:00.000Z'), env: { VMS_TIMEZONE: 'Asia/Kolkata' } });
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    admin = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('should bump the version with each change to a site or an entrance, and not with a change rolled back', async () => {
    const before = await version();
    const site = await newSite('Leeds');
    expect(await version()).toBe(before + 1);
    await queryRows(t.database.url, `insert into entrance (site_id, name, created_at, updated_at) values ($1, 'North door', now(), now())`, [site]);
    expect(await version()).toBe(before + 2);
    await queryRows(t.database.url, `update site set address = 'Wellington Place' where id = $1`, [site]);
    expect(await version()).toBe(before + 3);
    const client = await sqlClient(t.database.url);
    try {
      await client.query('begin');
      await client.query(`update site set address = 'Nowhere' where id = $1`, [site]);
      await client.query('rollback');
    } finally {
      await client.end();
    }
    expect(await version()).toBe(before + 3);
  });

  it('should show a site another process changed at the next request', async () => {
    const site = await newSite('Bristol');
    expect(await namesSeen()).toContain('Bristol');
    await queryRows(t.database.url, `update site set name = 'Bristol Harbourside' where id = $1`, [site]);
    const names = await namesSeen();
    expect(names).toContain('Bristol Harbourside');
    expect(names).not.toContain('Bristol');
  });

  it('should answer from the sites it read while the version is the same, and read them again once it moves', async () => {
    const site = await newSite('Cardiff');
    expect(await namesSeen()).toContain('Cardiff');
    // A change that does not bump the version is invisible to a process that read this version.
    const client = await sqlClient(t.database.url);
    try {
      await client.query('begin');
      await client.query('alter table site disable trigger site_bumps_site_catalog');
      await client.query(`update site set name = 'Cardiff Bay' where id = $1`, [site]);
      await client.query('alter table site enable trigger site_bumps_site_catalog');
      await client.query('commit');
    } finally {
      await client.end();
    }
    expect(await namesSeen()).toContain('Cardiff');
    await queryRows(t.database.url, 'update site_catalog set version = version + 1 where id = 1');
    expect(await namesSeen()).toContain('Cardiff Bay');
  });

  it("should show an admin's own change of a site in the same request's later reads and at the next request", async () => {
    const site = await newSite('Glasgow');
    expect(await namesSeen()).toContain('Glasgow');
    const renamed = await admin.call<{ code?: string }>('PATCH', `/api/sites/${site}`, { encryptedData: t.envelope.encrypt({ name: 'Glasgow Central' }) });
    expect(renamed.status).toBe(200);
    expect(await namesSeen()).toContain('Glasgow Central');
  });
});
