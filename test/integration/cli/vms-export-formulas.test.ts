import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { cliWorld } from '../../support/cli-world.ts';
import { liveSiteToday } from '../../support/live-site.ts';
import { sqlClient } from '../../support/test-database.ts';
import { insertVisits } from '../../support/visit-fixtures.ts';

/**
 * Formula injection (issue 27, item 4) in `vms visitors export`: values a spreadsheet would run as
 * formulas, stored straight into the tables, come out of the streamed CSV as text (a single quote in
 * front, kept by a real CSV reader), and out of JSON as they are stored.
 */
const FORMULAS = ['=HYPERLINK("http://evil.example","x")', "+cmd|' /C calc'!A0", '-2+3', '@SUM(A1)', '\tTab first', '\rCR first'] as const;
const LEADS = /^[=+\-@\t\r]/;

describe('vms visitors export with stored formulas', () => {
  const world = cliWorld('vms-cli-formulas-');
  const today = liveSiteToday();

  it('should put a quote before every stored formula in the CSV, host names included, and keep JSON as stored', async () => {
    const sql = await sqlClient(world.database.url);
    await sql.query(
      `insert into employee (emp_id, name, email, phone, designation_id, status, created_at)
       select 'F' || i, name, 'formula' || i || '@example.com', null, (select id from designation where name = 'Employee'), 'Approved', now()
       from unnest($1::text[]) with ordinality as f(name, i)`,
      [FORMULAS],
    );
    const ids = await insertVisits(sql, FORMULAS.map((value, i) => ({ hostEmail: `formula${i + 1}@example.com`, name: value, visitorType: value, date: today })));
    await sql.query(`update visitor_pass set coming_from = name, address = name, purpose_of_visit = name, visitor_type_other = name where id = any($1)`, [ids]);
    await sql.end();

    const csv = await world.vms('visitors', 'export', '--from', today, '--to', today);
    expect(csv.code).toBe(0);
    const rows = parse(csv.stdout, { columns: true }) as Record<string, string>[];
    const textColumns = ['name', 'visitor_type', 'visitor_type_other', 'host_name', 'coming_from', 'address', 'purpose_of_visit'];
    expect(rows.map((row) => textColumns.map((column) => row[column]))).toEqual(FORMULAS.map((value) => textColumns.map(() => `'${value}`)));
    expect(rows.flatMap((row) => Object.values(row)).filter((cell) => LEADS.test(cell))).toEqual([]);

    const ndjson = await world.vms('visitors', 'export', '--from', today, '--to', today, '--format', 'ndjson');
    const objects = ndjson.stdout.trim().split('\n').map((line) => JSON.parse(line) as Record<string, string>);
    expect(objects.map((object) => textColumns.map((column) => object[column]))).toEqual(FORMULAS.map((value) => textColumns.map(() => value)));
  });
});
