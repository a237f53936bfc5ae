import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canManageWatchlist, canUseDesk } from '#contract/capabilities.ts';
import { EmployeeDirectory } from '../../../src/identity/application/employee-directory.ts';
import { addAccount, email } from '../../support/identity-flows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { queryRows } from '../../support/test-database.ts';

/**
 * Who works at a site, read in one statement (ADR 42): `EmployeeDirectory.activeAtSiteWith`, whom a
 * flagged visitor's door mail goes to. Pune is the first site, London is added; each person's place
 * is set in the tables as the Sites screen and `vms sites assign` leave it.
 */
describe('EmployeeDirectory.activeAtSiteWith on PostgreSQL', () => {
  let t: TestApp;
  let pune: number;
  let london: number;
  const query = <Row extends Record<string, unknown>>(text: string, values: unknown[] = []) => queryRows<Row>(t.database.url, text, values);
  const at = async (siteId: number, capability = canManageWatchlist) =>
    (await t.inContext(() => t.get(EmployeeDirectory).activeAtSiteWith(capability, siteId))).map((employee) => employee.email).sort();

  beforeAll(async () => {
    t = await startTestApp();
    [{ id: pune }] = (await query<{ id: number }>('select min(id) as id from site')) as [{ id: number }];
    [{ id: london }] = (await query<{ id: number }>(
      `insert into site (name, address, time_zone, personal_data_days, photo_days, audit_log_days, processing_log_days, close_stale_visits, kiosk_requires_pin, created_at, updated_at)
       values ('London', null, 'Europe/London', 180, 180, 365, 365, false, false, now(), now()) returning id`,
    )) as [{ id: number }];
    await addAccount(t, 'boss', 'admin');
    for (const [prefix, role] of [
      ['punehome', 'security'],
      ['londonhome', 'security'],
      ['assigned', 'security'],
      ['twosites', 'site_admin'],
      ['gone', 'security'],
      ['waiting', 'security'],
      ['host', 'employee'],
    ] as const) {
      await addAccount(t, prefix, role, { manager: 'boss' });
    }
    const id = async (prefix: string) => ((await query<{ id: number }>('select id from employee where email = $1', [email(prefix)])) as [{ id: number }])[0].id;
    // Home sites: London for one guard; the others stay at Pune, the first site.
    await query('update employee set home_site_id = $2 where id = $1', [await id('londonhome'), london]);
    // An assignment replaces the home site: this Pune guard stands in London only; the site admin manages both.
    await query('insert into employee_site (employee_id, site_id) values ($1, $2)', [await id('assigned'), london]);
    await query('insert into employee_site (employee_id, site_id) values ($1, $2), ($1, $3)', [await id('twosites'), pune, london]);
    await query("update employee set disabled_at = now() where email = $1", [email('gone')]);
    await query("update employee set status = 'Approval Pending' where email = $1", [email('waiting')]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('should name at each of two sites the admins and the staff who work there, never a disabled or pending one or someone the capability leaves out', async () => {
    expect(await at(pune)).toEqual([email('boss'), email('punehome'), email('twosites')].sort());
    expect(await at(london)).toEqual([email('assigned'), email('boss'), email('londonhome'), email('twosites')].sort());
  });

  it('should ask the capability given: the desk has the same people here, hosts none', async () => {
    expect(await at(london, canUseDesk)).toEqual(await at(london));
    expect(await at(pune, () => false)).toEqual([]);
  });
});
