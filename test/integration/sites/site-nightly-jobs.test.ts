import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobChecks, type SiteRun } from '../../../src/jobs.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { addAccount, email } from '../../support/identity-flows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { queryRows, sqlClient } from '../../support/test-database.ts';
import { insertVisits } from '../../support/visit-fixtures.ts';

/**
 * The nightly work per site (issue 30): retention and the closing of stale visits run after each
 * site's own midnight, with that site's own settings, once per site and site date however many
 * runners check. Pune is the first site (Asia/Kolkata, 30 days kept, from the settings); London
 * (Europe/London, 10 days kept) is added. Two runners on one database and one clock check at the
 * same moments: 18:45 UTC on 20 November, just past Pune's midnight (00:15 on the 21st) and 18:45 on
 * the 20th in London; then 00:00:30 UTC on the 21st, just past London's midnight.
 */
describe('the nightly jobs at each site', () => {
  let first: TestApp;
  let second: TestApp;
  let pune: number;
  let london: number;

  beforeAll(async () => {
    const clock = new FakeClock('2026-11-20T18:45:00.000Z');
    const env = { VMS_TIMEZONE: 'Asia/Kolkata', VMS_RETENTION_DAYS: '30', VMS_CLOSE_STALE_VISITS: 'on' };
    first = await startTestApp({ clock, env });
    second = await startTestApp({ database: first.database, clock, env });
    await addAccount(first, 'admin', 'admin');
    await addAccount(first, 'host', 'manager', { manager: 'admin' });
    [{ id: pune }] = (await queryRows<{ id: number }>(first.database.url, 'select min(id) as id from site')) as [{ id: number }];
    [{ id: london }] = (await queryRows<{ id: number }>(
      first.database.url,
      `insert into site (name, address, time_zone, retention_days, close_stale_visits, kiosk_requires_pin, created_at, updated_at)
       values ('London', null, 'Europe/London', 10, true, false, now(), now()) returning id`,
    )) as [{ id: number }];
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const row = async (id: number) =>
    (await queryRows<{ anonymised: boolean; check_out: Date | null }>(first.database.url, 'select anonymised_at is not null as anonymised, check_out from visitor_pass where id = $1', [id]))[0]!;

  /** Both runners check the job at once; answers every site part that ran, from either runner. */
  const checkBoth = async (job: 'retention' | 'close-stale-visits') => {
    const parts = (await Promise.all([jobChecks(first.runtime.container)[job](), jobChecks(second.runtime.container)[job]()])).flat() as SiteRun<unknown>[];
    return parts.flatMap((part) => (part.ran ? [{ siteId: part.siteId, period: part.period, result: part.result }] : []));
  };

  const periods = async (job: string) =>
    (await queryRows<{ period: string }>(first.database.url, 'select period from job_run where name = $1 order by period', [job])).map((r) => r.period);

  it("should purge and close each site's visits after its own midnight, with its own settings, once across two runners", async () => {
    const sql = await sqlClient(first.database.url);
    const host = email('host');
    // Checked in at 12:00 UTC on the 20th: 17:30 on the 20th in Pune, 12:00 on the 20th in London.
    const noon = new Date('2026-11-20T12:00:00.000Z');
    const [puneOld, puneKept, londonEdge, puneStale, londonIn] = (await insertVisits(sql, [
      { hostEmail: host, name: 'Pune Old', date: '2026-10-21', siteId: pune },
      { hostEmail: host, name: 'Pune Kept', date: '2026-10-22', siteId: pune },
      { hostEmail: host, name: 'London Edge', date: '2026-11-10', siteId: london },
      { hostEmail: host, name: 'Pune Stale', date: '2026-11-20', siteId: pune, checkIn: noon },
      { hostEmail: host, name: 'London In', date: '2026-11-20', siteId: london, checkIn: noon },
    ])) as [number, number, number, number, number];
    await sql.end();

    // Past Pune's midnight: Pune keeps the 30 days before the 21st (from the 22nd of October), London
    // the 10 before its 20th (from the 10th of November).
    const retention = await checkBoth('retention');
    expect(retention.map((part) => part.period).sort()).toEqual([`${london}:2026-11-20`, `${pune}:2026-11-21`].sort());
    expect(await periods('retention')).toEqual([`${london}:2026-11-20`, `${pune}:2026-11-21`].sort());
    expect((await row(puneOld)).anonymised).toBe(true);
    expect((await row(puneKept)).anonymised).toBe(false);
    expect((await row(londonEdge)).anonymised).toBe(false);
    // Pune's check-in of the 20th is of an earlier day there now; London's is of today.
    const closing = await checkBoth('close-stale-visits');
    expect(closing.map(({ period, result }) => ({ period, result })).sort((a, b) => a.period.localeCompare(b.period))).toEqual(
      [
        { period: `${pune}:2026-11-21`, result: { checkedOut: [puneStale] } },
        { period: `${london}:2026-11-20`, result: { checkedOut: [] } },
      ].sort((a, b) => a.period.localeCompare(b.period)),
    );
    expect((await row(puneStale)).check_out).not.toBeNull();
    expect((await row(londonIn)).check_out).toBeNull();

    // Past London's midnight: London's night runs, Pune's (still the 21st there) is not run again.
    first.clock.set('2026-11-21T00:00:30.000Z');
    const londonNight = await checkBoth('retention');
    expect(londonNight.map((part) => part.period)).toEqual([`${london}:2026-11-21`]);
    expect((await row(londonEdge)).anonymised).toBe(true);
    expect(await checkBoth('close-stale-visits')).toEqual([expect.objectContaining({ siteId: london, result: { checkedOut: [londonIn] } })]);
    expect((await row(londonIn)).check_out).not.toBeNull();
    expect(await periods('close-stale-visits')).toEqual([`${london}:2026-11-20`, `${london}:2026-11-21`, `${pune}:2026-11-21`].sort());

    // Each purge is audited with its site.
    const audit = await queryRows<{ site: number; before: string }>(
      first.database.url,
      "select (details->>'siteId')::int as site, details->>'before' as before from audit_log where action = 'visits.purged' order by id",
    );
    expect(audit).toEqual([
      { site: pune, before: '2026-10-22' },
      { site: london, before: '2026-11-11' },
    ]);
  });
});
