import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatVisitDate } from '#contract/visit-time.ts';
import { maskId, type IdKind } from '#contract/visitor-id.ts';
import { liveSiteToday } from '../../support/live-site.ts';
import { runCliInProcess } from '../../support/run-cli.ts';
import { cliWorld } from '../../support/cli-world.ts';
import { sqlClient } from '../../support/test-database.ts';
import { insertVisits } from '../../support/visit-fixtures.ts';

/** The real `vms` against its own database, with the real clock: dates are relative to today at the site. */
describe('vms seed, visitors and report', () => {
  const world = cliWorld('vms-cli-visitors-');
  const { vms, query } = world;
  const today = liveSiteToday();

  it('should seed a demo company once: people and visits in every state', async () => {
    const first = await vms('seed', '--demo', '--visits', '120');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Demo visits: 120 added');
    const counts = async () => (await query<{ e: number; v: number }>('select (select count(*)::int from employee) e, (select count(*)::int from visitor_pass) v'))[0];
    expect(await counts()).toEqual({ e: 9, v: 120 });

    const second = await vms('seed', '--demo', '--visits', '120');
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('Demo visits: already present, unchanged.');
    expect(second.stdout).not.toMatch(/Admin@1234/);
    expect(await counts()).toEqual({ e: 9, v: 120 });

    const states = await query<{ state: string }>(`select case
        when check_in is not null and check_out is not null then 'out' when check_in is not null then 'in'
        when submitted_at is null then 'awaiting details' when approve_status = 'Pending' then 'awaiting approval'
        when visit_date < $1 then 'missed' else 'expected' end as state from visitor_pass group by 1 order by 1`, [today]);
    expect(states.map((s) => s.state)).toEqual(['awaiting approval', 'awaiting details', 'expected', 'in', 'missed', 'out']);
    const days = (await query<{ past: number; today: number; future: number }>(
      'select count(*) filter (where visit_date < $1)::int past, count(*) filter (where visit_date = $1)::int today, count(*) filter (where visit_date > $1)::int future from visitor_pass',
      [today],
    ))[0]!;
    expect(days.past).toBeGreaterThan(0);
    expect(days.today).toBeGreaterThan(0);
    expect(days.future).toBeGreaterThan(0);
  });

  it('should list a day\'s visits as a table and as JSON, filtered by host and state', async () => {
    const expected = await query<{ id: number }>('select id from visitor_pass where visit_date = $1 order by visit_time, id', [today]);
    const json = await vms('visitors', 'list', '--date', formatVisitDate(today), '--json');
    expect(json.code).toBe(0);
    const rows = JSON.parse(json.stdout) as { id: number; state: string; host: string }[];
    expect(rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));

    const table = await vms('visitors', 'list', '--date', 'today');
    expect(table.stdout.split('\n')[0]).toMatch(/^ID\s+PASS CODE\s+TIME\s+NAME\s+TYPE\s+HOST\s+STATE\s+CHECK IN\s+CHECK OUT$/);
    expect(table.stdout.trim().split('\n')).toHaveLength(expected.length + 1);

    const host = rows[0]!.host;
    const mine = JSON.parse((await vms('visitors', 'list', '--date', today, '--host', host, '--json')).stdout) as { host: string }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.host === host)).toBe(true);
    const inside = JSON.parse((await vms('visitors', 'list', '--state', 'checked_in', '--json')).stdout) as { state: string }[];
    expect(inside.every((r) => r.state === 'checked_in')).toBe(true);
    expect(inside.length).toBe(rows.filter((r) => r.state === 'checked_in').length);
  });

  it('should refuse bad arguments with a clear line and exit 2, and an unknown host with exit 1', async () => {
    expect(await vms('visitors', 'list', '--date', '31-02-2026')).toMatchObject({ code: 2, stderr: 'vms: --date "31-02-2026" is not a date: use DD-MM-YYYY or YYYY-MM-DD (or today, yesterday, tomorrow)\n' });
    expect((await vms('visitors', 'list', '--state', 'asleep')).code).toBe(2);
    expect(await vms('visitors', 'list', '--host', 'nobody')).toMatchObject({ code: 1, stderr: 'vms: No employee nobody@example.com\n' });
    expect((await vms('visitors', 'approve')).code).toBe(2);
    expect((await vms('visitors', 'approve', 'abc')).code).toBe(2);
    expect((await vms('visitors', 'checkout')).code).toBe(2);
    expect((await vms('visitors', 'export', '--from', 'today')).code).toBe(2);
    expect((await vms('visitors', 'export', '--from', today, '--to', addDays(today, -1))).stderr).toBe('vms: --from must not be after --to\n');
    expect((await vms('visitors', 'purge', '--older-than', '-3')).code).toBe(2);
    expect((await vms('report', 'daily', '--format', 'xml')).code).toBe(2);
  });

  it('should approve named visits and then all submitted ones of today or later, leaving the missed ones', async () => {
    const waitingFrom = (comparison: '>=' | '<') =>
      query<{ id: number }>(`select id from visitor_pass where submitted_at is not null and approve_status = 'Pending' and visit_date ${comparison} $1 order by id`, [today]);
    const waiting = await waitingFrom('>=');
    const missed = await waitingFrom('<');
    expect(waiting.length).toBeGreaterThan(1);
    expect(missed.length).toBeGreaterThan(0);
    const named = await vms('visitors', 'approve', String(waiting[0]!.id), '--json');
    expect(JSON.parse(named.stdout)).toEqual({ approved: [waiting[0]!.id] });
    expect((await vms('visitors', 'approve', String(waiting[0]!.id))).code).toBe(1); // already approved
    // A visit that does not exist is named, and nothing of the others is approved (all or nothing).
    const missing = await vms('visitors', 'approve', String(waiting[1]!.id), '2147483000');
    expect(missing).toEqual({ code: 1, stdout: '', stderr: 'vms: There is no visit with id 2147483000.\n' });
    // A visit whose day passed unapproved is missed: refused by name, and not among "all submitted".
    const late = await vms('visitors', 'approve', String(missed[0]!.id));
    expect(late.code).toBe(1);
    expect(late.stderr).toContain("This visit's date has passed, so it can no longer be approved.");
    const rest = await vms('visitors', 'approve', '--all-submitted', '--json');
    expect(JSON.parse(rest.stdout).approved.sort((a: number, b: number) => a - b)).toEqual(waiting.slice(1).map((w) => w.id));
    expect(await waitingFrom('>=')).toEqual([]);
    expect(await waitingFrom('<')).toEqual(missed);
    const audited = await query<{ n: number }>("select count(*)::int n from audit_log where action = 'visit.approved' and actor_type = 'cli'");
    expect(audited[0]!.n).toBe(waiting.length);
  });

  it('should check out everyone still in at the end of the day', async () => {
    const open = await query<{ id: number }>('select id from visitor_pass where check_in is not null and check_out is null order by id');
    expect(open.length).toBeGreaterThan(0);
    const result = await vms('visitors', 'checkout', '--all-open', '--json');
    expect(result.code).toBe(0);
    expect((JSON.parse(result.stdout) as { id: number }[]).map((r) => r.id).sort((a, b) => a - b)).toEqual(open.map((r) => r.id));
    expect(await query('select id from visitor_pass where check_in is not null and check_out is null')).toEqual([]);
    expect((await vms('visitors', 'checkout', '--all-open')).stdout).toBe('Nobody is checked in.\n');
  });

  it('should report a day in all, by host and by visitor type, as a table and as JSON', async () => {
    const json = JSON.parse((await vms('report', 'daily', '--date', today, '--format', 'json')).stdout) as {
      date: string;
      totals: Record<string, number>;
      byHost: { host: string; expected: number }[];
      byVisitorType: { visitorType: string; expected: number }[];
    };
    const [db] = await query<{ expected: number; arrived: number }>(
      "select count(*)::int expected, count(check_in)::int arrived from visitor_pass where visit_date = $1 and approve_status = 'Approved'",
      [today],
    );
    expect(json.date).toBe(formatVisitDate(today));
    expect(json.totals).toMatchObject({ expected: db!.expected, arrived: db!.arrived, onSite: 0, left: db!.arrived, missed: 0 });
    expect(json.byHost.reduce((sum, h) => sum + h.expected, 0)).toBe(db!.expected);
    expect(json.byVisitorType.reduce((sum, t) => sum + t.expected, 0)).toBe(db!.expected);
    const table = await vms('report', 'daily', '--date', today);
    expect(table.stdout).toMatch(/^Visits on \d{2}-\d{2}-\d{4}\n\nEXPECTED\s+ARRIVED\s+ON SITE\s+LEFT\s+MISSED\n/);
    expect(table.stdout).toContain('\nBy host\nHOST');
    expect(table.stdout).toContain('\nBy visitor type\nVISITOR TYPE');

    const range = JSON.parse((await vms('report', 'range', '--from', addDays(today, -2), '--to', today, '--format', 'json')).stdout) as { date: string }[];
    expect(range.map((d) => d.date)).toEqual([addDays(today, -2), addDays(today, -1), today].map(formatVisitDate));
  });

  it('should export a range streamed from the database, matching it row by row, the ID masked', async () => {
    const client = await sqlClient(world.database.url);
    await insertVisits(client, [{ name: 'Masked Person', hostEmail: 'manager@example.com', date: today, passCode: 'MASKAAD1' }]);
    // Enough visits that the rows arrive over several reads of the COPY stream.
    await insertVisits(client, Array.from({ length: 230 }, (_, i) => ({ name: `Batch Visitor ${i}`, hostEmail: 'manager@example.com', date: addDays(today, 5) })));
    await client.query("update visitor_pass set id_kind = 'aadhaar', id_last4 = '2346' where pass_code = 'MASKAAD1'");
    await client.end();
    const from = addDays(today, -40);
    const to = addDays(today, 10);
    const db = await query<{ id: number; pass_code: string; name: string; visit_date: string; approve_status: string; host_email: string }>(
      `select v.id, v.pass_code, v.name, to_char(v.visit_date, 'DD-MM-YYYY') visit_date, v.approve_status, e.email host_email
         from visitor_pass v join employee e on e.id = v.host_id where v.visit_date between $1 and $2 order by v.id`,
      [from, to],
    );

    const csvFile = join(world.dataDir, 'export.csv');
    const csv = await vms('visitors', 'export', '--from', formatVisitDate(from), '--to', to, '--out', csvFile);
    expect(csv.code).toBe(0);
    expect(csv.stderr).toMatch(new RegExp(`^Exported ${db.length} visits \\(${formatVisitDate(from)} to ${formatVisitDate(to)}\\) in [\\d.]+ s to ${csvFile.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.\\n$`));
    const text = await readFile(csvFile, 'utf8');
    expect(text).toMatch(/\r\n/); // RFC 4180 line endings
    const rows = parse(text, { columns: true }) as Record<string, string>[];
    expect(db.length).toBeGreaterThan(230);
    expect(rows).toHaveLength(db.length);
    rows.forEach((row, i) => {
      expect({ id: Number(row['id']), pass_code: row['pass_code'], name: row['name'], visit_date: row['visit_date'], approve_status: row['approve_status'], host_email: row['host_email'] }).toEqual(db[i]);
    });
    const masked = rows.find((row) => row['pass_code'] === 'MASKAAD1')!;
    expect([masked['aadhaar'], masked['id_kind'], masked['id_masked']]).toEqual(['XXXX XXXX 2346', 'aadhaar', 'XXXX XXXX 2346']);

    const ndjson = await vms('visitors', 'export', '--from', from, '--to', to, '--format', 'ndjson');
    const lines = ndjson.stdout.trim().split('\n').map((line) => JSON.parse(line) as { id: number });
    expect(lines.map((l) => l.id)).toEqual(db.map((r) => r.id));
    const json = await vms('visitors', 'export', '--from', from, '--to', to, '--format', 'json');
    expect((JSON.parse(json.stdout) as { id: number }[]).map((l) => l.id)).toEqual(db.map((r) => r.id));
    const empty = await vms('visitors', 'export', '--from', '01-01-2000', '--to', '02-01-2000', '--format', 'json');
    expect(JSON.parse(empty.stdout)).toEqual([]);
    // A file that cannot be written: its path and why, one line, no stack.
    const nowhere = join(world.dataDir, 'no-such-folder', 'x.csv');
    const unwritable = await vms('visitors', 'export', '--from', from, '--to', to, '--out', nowhere);
    expect(unwritable).toEqual({ code: 1, stdout: '', stderr: `vms: cannot write ${nowhere}: no such folder\n` });
  });

  it('should purge old personal data only when asked, keeping the counts for reports', async () => {
    const olderThan = 10;
    const cutoff = addDays(today, -olderThan);
    const client = await sqlClient(world.database.url);
    const [oldVisit] = await insertVisits(client, [{ name: 'Old Visitor', hostEmail: 'manager@example.com', date: addDays(today, -20), phone: '9811122233' }]);
    await client.query("insert into visitor_photo (visitor_pass_id, storage_key, size_bytes, created_at) values ($1, 'photos/2026/old-photo-aaaaaaaaaaaaaaa.jpg', 10, now())", [oldVisit]);
    await client.end();
    const stale = (await query<{ n: number }>('select count(*)::int n from visitor_pass where visit_date < $1 and anonymised_at is null', [cutoff]))[0]!.n;
    const reportBefore = (await vms('report', 'daily', '--date', addDays(today, -20), '--format', 'json')).stdout;

    const dry = await vms('visitors', 'purge', '--older-than', String(olderThan), '--dry-run', '--json');
    expect(JSON.parse(dry.stdout)).toEqual({ before: cutoff, visits: stale, photos: 1, dryRun: true, sites: [{ siteId: expect.any(Number), site: 'Main site', before: cutoff, visits: stale, photos: 1 }] });
    expect((await query<{ n: number }>('select count(*)::int n from visitor_pass where anonymised_at is not null'))[0]!.n).toBe(0);

    const real = await vms('visitors', 'purge', '--older-than', String(olderThan));
    expect(real).toMatchObject({ code: 0, stdout: `Anonymised ${stale} visits before ${formatVisitDate(cutoff)} and deleted 1 photos.\n` });
    const purged = await query<{ name: string; phone: string; address: string | null }>('select name, phone, address from visitor_pass where id = $1', [oldVisit]);
    expect(purged).toEqual([{ name: 'Anonymised visitor', phone: '', address: null }]);
    expect(await query('select id from visitor_photo where visitor_pass_id = $1', [oldVisit])).toEqual([]);
    expect(await query('select id from visitor_pass where visit_date < $1 and anonymised_at is null', [cutoff])).toEqual([]);
    expect((await query<{ n: number }>('select count(*)::int n from visitor_pass where visit_date >= $1 and anonymised_at is not null', [cutoff]))[0]!.n).toBe(0);
    const audit = await query<{ details: { visits: number } }>("select details from audit_log where action = 'visits.purged'");
    expect(audit.reduce((sum, a) => sum + a.details.visits, 0)).toBe(stale);
    // The figures stay: retention removes who, not how many.
    expect((await vms('report', 'daily', '--date', addDays(today, -20), '--format', 'json')).stdout).toBe(reportBefore);
    expect(JSON.parse((await vms('visitors', 'purge', '--older-than', String(olderThan), '--json')).stdout)).toMatchObject({ visits: 0, photos: 0 });
  });
});

describe('vms users approve in bulk', () => {
  const world = cliWorld('vms-cli-bulk-');
  const { query } = world;

  beforeAll(async () => {
    await runCliInProcess(['users', 'add', '--role', 'admin', '--email', 'chief', '--name', 'Chief Admin'], world.env);
    // 500 registrations waiting for approval, as the registration form leaves them.
    await query(`insert into employee (emp_id, name, email, phone, designation_id, manager_id, status, created_at)
      select 'B' || lpad(g::text, 5, '0'), 'Bulk Person', 'bulk' || g || '@example.com', '9000000000', (select id from designation where name = 'Employee'),
             (select id from employee where email = 'chief@example.com'), 'Approval Pending', now()
      from generate_series(1, 500) g`);
  });

  it('should approve all 500 in one transaction, or none when one of them cannot be', async () => {
    const addresses = Array.from({ length: 500 }, (_, i) => `bulk${i + 1}@example.com`);
    const refused = await runCliInProcess(['users', 'approve', ...addresses, 'ghost@example.com'], world.env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe('vms: User not found. Please Register first. (ghost@example.com)\n');
    expect((await query<{ n: number }>("select count(*)::int n from employee where status = 'Approved'"))[0]!.n).toBe(1);
    expect((await query<{ n: number }>("select count(*)::int n from mail_outbox where subject = 'Your Visitor Desk account is approved'"))[0]!.n).toBe(0);

    const approved = await runCliInProcess(['users', 'approve', '--all-pending', '--json'], world.env);
    expect(approved.code).toBe(0);
    expect(JSON.parse(approved.stdout).approved).toHaveLength(500);
    expect((await query<{ n: number }>("select count(*)::int n from employee where status = 'Approval Pending'"))[0]!.n).toBe(0);
    expect((await query<{ n: number }>("select count(*)::int n from mail_outbox where subject = 'Your Visitor Desk account is approved'"))[0]!.n).toBe(500);
    expect((await query<{ n: number }>("select count(*)::int n from audit_log where action = 'employee.approved'"))[0]!.n).toBe(500);
  });

  it('should disable an account and end its sessions', async () => {
    await query(`insert into user_session (id, token_hash, employee_id, created_at, last_seen_at, expires_at)
      select gen_random_uuid(), 'hash-' || g, (select id from employee where email = 'bulk1@example.com'), now(), now(), now() + interval '1 hour' from generate_series(1, 2) g`);
    const result = await runCliInProcess(['users', 'disable', 'bulk1', '--json'], world.env);
    expect(JSON.parse(result.stdout)).toEqual([{ email: 'bulk1@example.com', endedSessions: 2, alreadyDisabled: false }]);
    expect(await query("select id from user_session")).toEqual([]);
    expect((await query<{ disabled: boolean }>("select disabled_at is not null disabled from employee where email = 'bulk1@example.com'"))[0]).toEqual({ disabled: true });
    expect((await runCliInProcess(['users', 'disable', 'bulk1'], world.env)).stdout).toBe('bulk1@example.com was already disabled.\n');
  });
});

/** The export against the database, value by value: a database of its own, so its odd rows touch no other test. */
describe('vms visitors export', () => {
  const world = cliWorld('vms-cli-export-');
  const { vms, query } = world;
  const today = liveSiteToday();

  it('should export 2,500 awkward visits exactly as the database holds them, byte for byte in every format', async () => {
    const client = await sqlClient(world.database.url);
    await client.query(`insert into employee (emp_id, name, email, phone, designation_id, status, created_at)
      select 'H' || g, 'Host ' || g, 'host' || g || '@example.com', null, (select id from designation where name = 'Employee'), 'Approved', now()
      from generate_series(1, 4) g`);
    await client.query(`insert into employee (emp_id, name, email, phone, designation_id, status, created_at)
      select 'AWKWARD', e'Rāj "RK", Kumar\nsecond line', 'raj.kumar+export@example.com', null, (select id from designation where name = 'Employee'), 'Approved', now()`);
    // More rows than any read or buffer of the export (COPY reads of 64 KiB hold a few hundred), every awkward value many times over.
    await client.query(
      `insert into visitor_pass (pass_code, visitor_type, visitor_type_other, name, phone, email, host_id, created_by_id, visit_date, visit_time,
         link_expires_at, created_at, place_to_visit, selected_option, ppe_options, coming_from, address, purpose_of_visit, additional_visitor_option,
         additional_visitors, id_kind, id_last4, submitted_at, approve_status, check_in, check_out, anonymised_at)
       select 'AWK' || lpad(g::text, 5, '0'),
         case when g % 4 = 0 then 'Others' else 'Suppliers' end,
         case when g % 8 = 0 then e'Cats, "dogs"\nand more' when g % 4 = 0 then 'Inspector' end,
         (array['Plain Name', 'Comma, Name', 'Quote "Name"', e'New\nLine', e'Crlf\r\nName', e'Cr\rOnly', e'Tab\tName', 'Back\\slash', '"', ',', ' padded ',
                'राहुल शर्मा', 'Zoë Ünïcödé', 'Emoji 😀 Person', e'Ctl\x01\x1f\x7f', e'Line\u2028Sep', '=SUM(A1)', '', e'Ends with CR\r'])[1 + g % 19],
         case when g % 9 = 0 then '' else '98' || lpad(g::text, 8, '0') end,
         case when g % 2 = 0 then null when g % 3 = 0 then '' else 'v' || g || '@example.com' end,
         h.id, h.id,
         $1::date + (g % 5) - 3,
         (array['00:00', '00:30', '11:30', '12:00', '12:30', '23:30', '10:15:45', '23:59:59'])[1 + g % 8]::time,
         now(), now(),
         case when g % 5 <> 1 then (case when g % 7 = 0 then 'Visiting Office & Shop Floor' else 'Visiting Office' end) end,
         case when g % 5 <> 1 then 'WMO LV' end,
         (array[null, '{"helmet":true,"goggles":false,"earPlug":true,"safetyShoes":true}', '{"helmet":false,"goggles":false,"earPlug":false,"safetyShoes":false}',
                '{"helmet":1,"goggles":0,"earPlug":"x","safetyShoes":""}', '{"helmet":null,"goggles":{},"earPlug":[],"safetyShoes":"false"}', '[]', '{}',
                '{"safetyShoes":true,"helmet":true}', '{"goggles":0.0,"earPlug":-1.5}'])[1 + g % 9]::jsonb,
         case when g % 5 <> 1 then (case when g % 6 = 0 then '' else 'From, "somewhere"' end) end,
         case when g % 5 <> 1 then e'Flat 4, "B" wing\r\nPune' end,
         case when g % 5 <> 1 then 'Audit; review, \\ and "more"' end,
         case when g % 5 <> 1 then 'Yes' end,
         (array[null, 0, 3, -2, 32767])[1 + g % 5],
         (array[null, 'aadhaar', 'aadhaar', 'pan', 'other'])[1 + g % 5],
         (array[null, '', '2346', '234F', '1,"2'])[1 + g % 5],
         case when g % 5 <> 1 then '2026-02-28 10:00:00+00'::timestamptz end,
         case when g % 3 = 1 then 'Pending' else 'Approved' end,
         -- Instants around midnight at the site (18:30 UTC is midnight in Asia/Kolkata), some finer than a millisecond.
         ci.at, case when g % 3 <> 0 then co.at end,
         case when g % 11 = 0 then '2026-06-01 00:00:00+00'::timestamptz end
       from generate_series(1, 2500) g
       cross join lateral (select id from employee order by id offset (g % (select count(*) from employee)) limit 1) h
       cross join lateral (select (array[null, '2026-03-01 18:29:59.9995+00', '2026-03-01 18:30:00+00', '2026-03-01 18:29:59.570512+00', '2026-03-01 18:30:00.57+00',
                '2026-03-01 18:30:00.0005+00', '2025-12-31 18:29:59.999999+00', '2024-02-29 00:00:00.123+05:30'])[1 + g % 8]::timestamptz at) ci
       cross join lateral (select (array['2026-03-01 18:30:00+00', '2026-03-02 18:29:59.999+00', '2026-03-01 19:00:00.5+00'])[1 + g % 3]::timestamptz at) co`,
      [today],
    );
    await client.end();
    const from = addDays(today, -3);
    const to = addDays(today, 1);

    // What the export should hold, worked out here from the rows themselves (not by the export's code).
    const db = await query<Record<string, string | number | boolean | null> & { ppe_options: unknown; id_kind: IdKind | null; id_last4: string | null; iso_day: string }>(
      `select v.id, v.pass_code, to_char(v.visit_date, 'DD-MM-YYYY') visit_date, to_char(v.visit_time, 'HH12:MI AM') visit_time, v.visitor_type,
         coalesce(v.visitor_type_other, '') visitor_type_other, v.name, v.phone, coalesce(v.email, '') email, e.email host_email, e.name host_name,
         coalesce(v.place_to_visit, '') place_to_visit, coalesce(v.selected_option, '') selected_option, v.ppe_options, coalesce(v.coming_from, '') coming_from,
         coalesce(v.address, '') address, coalesce(v.purpose_of_visit, '') purpose_of_visit, coalesce(v.additional_visitors, 0)::int additional_visitors,
         v.id_kind, v.id_last4, v.submitted_at is not null details_submitted, v.approve_status,
         coalesce(to_char(v.check_in at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '') check_in,
         coalesce(to_char(v.check_out at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '') check_out,
         v.visit_date::text iso_day, v.anonymised_at is not null anonymised
       from visitor_pass v join employee e on e.id = v.host_id where v.visit_date between $1 and $2 order by v.id`,
      [from, to],
    );
    expect(db.length).toBe(2500);
    const truthy = (value: unknown) => Boolean(value);
    const state = (row: (typeof db)[number]) =>
      row['check_in'] && row['check_out'] ? 'checked_out' : row['check_in'] ? 'checked_in' : row.iso_day < today ? 'missed'
        : !row['details_submitted'] ? 'awaiting_details' : row['approve_status'] !== 'Approved' ? 'awaiting_approval' : 'expected';
    const expected = db.map((row) => {
      const choices = (row.ppe_options && typeof row.ppe_options === 'object' && !Array.isArray(row.ppe_options) ? row.ppe_options : {}) as Record<string, unknown>;
      return {
        id: row['id'], pass_code: row['pass_code'], visit_date: row['visit_date'], visit_time: row['visit_time'], visitor_type: row['visitor_type'],
        visitor_type_other: row['visitor_type_other'], name: row['name'], phone: row['phone'], email: row['email'], host_email: row['host_email'],
        host_name: row['host_name'], place_to_visit: row['place_to_visit'], selected_option: row['selected_option'],
        ppe: ['helmet', 'goggles', 'earPlug', 'safetyShoes'].filter((item) => truthy(choices[item])).join(' '),
        coming_from: row['coming_from'], address: row['address'], purpose_of_visit: row['purpose_of_visit'], additional_visitors: row['additional_visitors'],
        aadhaar: row.id_kind === 'aadhaar' && row.id_last4 ? `XXXX XXXX ${row.id_last4}` : '',
        id_kind: row.id_kind ?? '',
        id_masked: maskId(row.id_kind, row.id_last4) ?? '',
        details_submitted: row['details_submitted'], approve_status: row['approve_status'],
        check_in: row['check_in'], check_out: row['check_out'], state: state(row), anonymised: row['anonymised'],
        // No visit of this installation was recorded at an entrance (issue 30): both empty.
        check_in_entrance: '', check_out_entrance: '',
      };
    });
    expect(new Set(expected.map((row) => row.state)).size).toBeGreaterThanOrEqual(5);
    expect(expected.some((row) => row.check_in === '2026-03-01T18:29:59.999Z')).toBe(true);

    const ndjson = await vms('visitors', 'export', '--from', from, '--to', to, '--format', 'ndjson');
    expect(ndjson.code).toBe(0);
    expect(ndjson.stdout).toBe(expected.map((row) => `${JSON.stringify(row)}\n`).join(''));
    const json = await vms('visitors', 'export', '--from', from, '--to', to, '--format', 'json');
    expect(json.stdout).toBe(`[\n${expected.map((row) => JSON.stringify(row)).join(',\n')}\n]\n`);
    expect(JSON.parse(json.stdout)).toEqual(expected);

    const csvFile = join(world.dataDir, 'awkward.csv');
    const csv = await vms('visitors', 'export', '--from', formatVisitDate(from), '--to', formatVisitDate(to), '--out', csvFile);
    expect(csv).toMatchObject({ code: 0, stdout: '' });
    expect(csv.stderr).toMatch(new RegExp(`^Exported ${expected.length} visits \\(${formatVisitDate(from)} to ${formatVisitDate(to)}\\) in [\\d.]+ s to .*awkward\\.csv\\.\\n$`));
    const text = await readFile(csvFile, 'utf8');
    // RFC 4180: a field is quoted when it holds a comma, a quote, CR or LF, its quotes doubled; CRLF after every record.
    // Text that a spreadsheet would read as a formula (OWASP: it begins with = + - @ TAB or CR) has a single quote in front.
    const cell = (value: unknown) => (typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value));
    const field = (value: unknown) => {
      const plain = cell(value);
      return /[",\r\n]/.test(plain) ? `"${plain.replaceAll('"', '""')}"` : plain;
    };
    const columns = Object.keys(expected[0]!);
    expect(text).toBe([columns, ...expected.map((row) => Object.values(row).map(field))].map((fields) => `${fields.join(',')}\r\n`).join(''));
    const parsed = parse(text, { columns: true }) as Record<string, string>[];
    expect(parsed).toEqual(expected.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, cell(value)]))));
    expect(parsed.filter((row) => row['name'] === "'=SUM(A1)").length).toBeGreaterThan(0);
    expect(text).not.toContain('v1.sealed');
  });
});
