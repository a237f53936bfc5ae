import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSIGHT_CHARTS } from '#contract/api/insight-answers.ts';
import { addAccount, signedIn } from '../../support/identity-flows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import type { TestClient } from '../../support/test-client.ts';
import { sqlClient } from '../../support/test-database.ts';
import { insertVisits } from '../../support/visit-fixtures.ts';

/**
 * Formula injection (issue 27, item 4): values a spreadsheet would run as formulas, stored straight
 * into the tables (the forms refuse most of these characters), reach the roll call's CSV and the
 * insight CSVs as text: a single quote in front, which a real CSV reader keeps as part of the cell.
 * The test app's clock stands at 20-11-2026 10:00 at the site (Asia/Kolkata).
 */
const FORMULAS = ['=HYPERLINK("http://evil.example","x")', "+cmd|' /C calc'!A0", '-2+3', '@SUM(A1)', '\tTab first', '\rCR first'] as const;
const guarded = (value: string) => `'${value}`;
/** The characters OWASP names: a cell beginning with one of them is a formula to a spreadsheet. */
const LEADS = /^[=+\-@\t\r]/;

const csvOf = (client: TestClient): Record<string, string>[] => parse(client.lastBytes.toString('utf8'), { columns: true }) as Record<string, string>[];

describe('CSV downloads with stored formulas', () => {
  let t: TestApp;
  let guard: TestClient;
  let admin: TestClient;

  beforeAll(async () => {
    t = await startTestApp();
    const adminAccount = await addAccount(t, 'admin', 'admin');
    const guardAccount = await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    const sql = await sqlClient(t.database.url);
    // One host per value, named with it; one visit each, in today, every free-text column holding the value.
    await sql.query(
      `insert into employee (emp_id, name, email, phone, designation_id, status, created_at)
       select 'F' || i, name, 'formula' || i || '@example.com', null, (select id from designation where name = 'Employee'), 'Approved', now()
       from unnest($1::text[]) with ordinality as f(name, i)`,
      [FORMULAS],
    );
    const ids = await insertVisits(
      sql,
      FORMULAS.map((value, i) => ({ hostEmail: `formula${i + 1}@example.com`, name: value, visitorType: value, date: '2026-11-20', checkIn: new Date(t.clock.now().getTime() - 3_600_000 + i * 60_000) })),
    );
    await sql.query(`update visitor_pass set coming_from = name, place_to_visit = name where id = any($1)`, [ids]);
    await sql.end();
    guard = await signedIn(t, guardAccount);
    admin = await signedIn(t, adminAccount);
  });
  afterAll(() => t.close());

  it('should write the roll call with a quote before every stored formula, the phone number as it is', async () => {
    expect((await guard.get('/api/on-site?format=csv')).status).toBe(200);
    const rows = csvOf(guard);
    expect(rows.map((row) => [row['Name'], row['Visitor type'], row['Coming from'], row['Host'], row['Place']])).toEqual(
      FORMULAS.map((value) => Array.from({ length: 5 }, () => guarded(value))),
    );
    // A phone number is ten digits (the forms' rule): nothing to guard.
    expect(rows.map((row) => row['Phone'])).toEqual(FORMULAS.map(() => '9812345670'));
    expect(rows.flatMap((row) => Object.values(row)).filter((cell) => LEADS.test(cell))).toEqual([]);
  });

  it('should write every insight chart with a quote before every stored formula, and no cell a formula', async () => {
    await admin.get('/api/insights?format=csv&chart=visitor-types');
    expect(csvOf(admin).map((row) => row['Visitor type']).sort()).toEqual(FORMULAS.map(guarded).sort());
    await admin.get('/api/insights?format=csv&chart=busiest-hosts');
    expect(csvOf(admin).map((row) => [row['Host'], row['Visits']]).sort()).toEqual(FORMULAS.map((value) => [guarded(value), '1']).sort());
    for (const chart of INSIGHT_CHARTS) {
      expect((await admin.get(`/api/insights?format=csv&chart=${chart}`)).status).toBe(200);
      const cells = csvOf(admin).flatMap((row) => Object.values(row));
      expect(cells.length, chart).toBeGreaterThan(0);
      expect(cells.filter((cell) => LEADS.test(cell)), chart).toEqual([]);
    }
  });
});
