import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobChecks, type SiteRun } from '../../../src/jobs.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { addAccount, email } from '../../support/identity-flows.ts';
import { startTestApp, TEST_SERVER_SECRET, type TestApp } from '../../support/test-app.ts';
import { queryRows, sqlClient } from '../../support/test-database.ts';
import { insertVisits } from '../../support/visit-fixtures.ts';
import { runCliInProcess } from '../../support/run-cli.ts';
import { retentionReportSchema } from '#contract/api/retention-answers.ts';

/**
 * The nightly work per site (issue 30): retention and the closing of stale visits run after each
 * site's own midnight, with that site's own settings, once per site and site date however many
 * runners check; retention erases each kind by its own days (issue 31, ADR 50) and records what it
 * erased, and the logs of no site are pruned once a UTC day. Pune is the first site (Asia/Kolkata,
 * data 30 days from the settings, photos 5, logs 365); London (Europe/London, data and photos 10
 * days, audit log 400, processing logs 365) is added. Two runners on one database and one clock check at the
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
    [{ id: pune }] = (await queryRows<{ id: number }>(first.database.url, 'update site set photo_days = 5 where id = (select min(id) from site) returning id')) as [{ id: number }];
    [{ id: london }] = (await queryRows<{ id: number }>(
      first.database.url,
      `insert into site (name, address, time_zone, personal_data_days, photo_days, audit_log_days, processing_log_days, close_stale_visits, kiosk_requires_pin, created_at, updated_at)
       values ('London', null, 'Europe/London', 10, 10, 400, 365, true, false, now(), now()) returning id`,
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

  const rows = (text: string, values: unknown[] = []) => queryRows<Record<string, unknown>>(first.database.url, text, values);
  const photosOf = async (visits: readonly number[]) =>
    (await queryRows<{ id: number }>(first.database.url, 'select visitor_pass_id as id from visitor_photo where visitor_pass_id = any($1::int[]) order by 1', [visits])).map((r) => r.id);

  const periods = async (job: string) =>
    (await queryRows<{ period: string }>(first.database.url, 'select period from job_run where name = $1 order by period', [job])).map((r) => r.period);

  it("should purge and close each site's visits after its own midnight, with its own settings, once across two runners", async () => {
    const sql = await sqlClient(first.database.url);
    const host = email('host');
    // Checked in at 12:00 UTC on the 20th: 17:30 on the 20th in Pune, 12:00 on the 20th in London.
    const noon = new Date('2026-11-20T12:00:00.000Z');
    const [puneOld, puneKept, londonEdge, puneStale, londonIn, puneRecent] = (await insertVisits(sql, [
      { hostEmail: host, name: 'Pune Old', date: '2026-10-21', siteId: pune },
      { hostEmail: host, name: 'Pune Kept', date: '2026-10-22', siteId: pune },
      { hostEmail: host, name: 'London Edge', date: '2026-11-10', siteId: london },
      { hostEmail: host, name: 'Pune Stale', date: '2026-11-20', siteId: pune, checkIn: noon },
      { hostEmail: host, name: 'London In', date: '2026-11-20', siteId: london, checkIn: noon },
      { hostEmail: host, name: 'Pune Recent', date: '2026-11-16', siteId: pune },
    ])) as [number, number, number, number, number, number];
    // A photo (its record and its file) of four visits: Pune keeps photos 5 days (from its 16th), London 10 (from its 10th).
    for (const visit of [puneOld, puneKept, puneRecent, londonEdge]) {
      await sql.query("insert into stored_file (key, content, size_bytes, created_at) values ($1, '\\xffd8ffd9', 4, now())", [`photo-${visit}`]);
      await sql.query("insert into visitor_photo (visitor_pass_id, storage_key, size_bytes, created_at) values ($1, $2, 4, now())", [visit, `photo-${visit}`]);
    }
    // Logs on either side of each cut-off. Pune's logs go from before the start of its 21 November a
    // year ago (18:30 UTC on 20 November 2025); London's audit log from before its 16 October 2025 (400 days).
    const logged = (subjectType: string, subjectId: number, at: string) =>
      sql.query("insert into audit_log (at, actor_type, actor_label, action, subject_type, subject_id) values ($1, 'system', 'test:old', 'test.logged', $2, $3)", [at, subjectType, String(subjectId)]);
    await logged('visit', puneKept, '2025-11-20T18:00:00.000Z');
    await logged('visit', puneKept, '2025-11-20T19:00:00.000Z');
    await logged('visit', londonEdge, '2025-10-15T12:00:00.000Z');
    await logged('visit', londonEdge, '2025-11-01T12:00:00.000Z');
    // The admin trail belongs to no site: kept the longest any site keeps its audit log (London's 400 days, from 18:45 UTC on 16 October 2025).
    await logged('employee', 1, '2025-10-16T18:00:00.000Z');
    await logged('employee', 1, '2025-10-16T19:00:00.000Z');
    const consent = (visitId: number, givenAt: string) =>
      sql.query("insert into consent_record (site_id, visit_id, notice_version, notice_language, notice_hash, channel, purposes, given_at) values ($1, $2, 1, 'en', 'h', 'link', '{visit}', $3)", [pune, visitId, givenAt]);
    // Pune Old's data goes tonight: its old consent with it; Pune Kept's data stays, and so does the proof of its consent.
    await consent(puneOld, '2025-10-01T00:00:00.000Z');
    await consent(puneOld, '2026-01-01T00:00:00.000Z');
    await consent(puneKept, '2025-10-01T00:00:00.000Z');
    // Mails and webhook messages belong to no site: the processing logs' 365 days (from 18:45 UTC on 20 November 2025).
    const mail = (subject: string, createdAt: string, sentAt: string | null, failedAt: string | null = null) =>
      sql.query("insert into mail_outbox (recipients, subject, text_body, attachments, created_at, next_attempt_at, sent_at, failed_at) values ('[]', $1, 'x', '[]', $2, $2, $3, $4)", [subject, createdAt, sentAt, failedAt]);
    await mail('old sent', '2025-11-01T00:00:00.000Z', '2025-11-01T00:01:00.000Z');
    await mail('old failed', '2025-11-01T00:00:00.000Z', null, '2025-11-02T00:00:00.000Z');
    await mail('old queued', '2025-11-01T00:00:00.000Z', null);
    await mail('new sent', '2026-11-01T00:00:00.000Z', '2026-11-01T00:01:00.000Z');
    const [{ id: endpoint }] = (
      await sql.query<{ id: number }>("insert into webhook_endpoint (url, events, sealed_secret, created_by, created_at) values ('https://hooks.example', '{visit.checked_in}', 's', 'test', now()) returning id")
    ).rows as [{ id: number }];
    for (const [message, at] of [['msg_old', '2025-11-01T00:00:00.000Z'], ['msg_new', '2026-11-01T00:00:00.000Z']] as const) {
      await sql.query("insert into webhook_message (id, endpoint_id, event_type, body, created_at) values ($1, $2, 'visit.checked_in', '{}', $3)", [message, endpoint, at]);
      await sql.query("insert into webhook_attempt (endpoint_id, message_id, event_type, at, outcome, duration_ms) values ($1, $2, 'visit.checked_in', $3, 'delivered', 5)", [endpoint, message, at]);
    }
    await sql.end();

    // Past Pune's midnight: Pune keeps the 30 days before the 21st (from the 22nd of October), London
    // the 10 before its 20th (from the 10th of November).
    const retention = await checkBoth('retention');
    expect(retention.map((part) => part.period).sort()).toEqual([`${london}:2026-11-20`, `${pune}:2026-11-21`].sort());
    expect(await periods('retention')).toEqual([`${london}:2026-11-20`, `${pune}:2026-11-21`].sort());
    // The logs of no site: once a UTC day, whichever runner checks first.
    const logs = await Promise.all([jobChecks(first.runtime.container)['retention-logs'](), jobChecks(second.runtime.container)['retention-logs']()]);
    expect(logs.filter((run) => run.ran)).toHaveLength(1);
    expect(await periods('retention-logs')).toEqual(['installation:2026-11-20']);
    expect((await row(puneOld)).anonymised).toBe(true);
    expect((await row(puneKept)).anonymised).toBe(false);
    expect((await row(londonEdge)).anonymised).toBe(false);
    // Photos by their own days: Pune Kept's went while its data stays; Pune Recent's and London Edge's stay.
    expect(await photosOf([puneOld, puneKept, puneRecent, londonEdge])).toEqual([puneRecent, londonEdge].sort((a, b) => a - b));
    expect(await rows('select key from stored_file where key like $1 order by key', ['photo-%'])).toEqual([`photo-${londonEdge}`, `photo-${puneRecent}`].sort().map((key) => ({ key })));
    // Each log by its own days; the young kept.
    expect(await rows("select subject_type, subject_id, at from audit_log where actor_label = 'test:old' order by at")).toEqual([
      { subject_type: 'employee', subject_id: '1', at: new Date('2025-10-16T19:00:00.000Z') },
      { subject_type: 'visit', subject_id: String(londonEdge), at: new Date('2025-11-01T12:00:00.000Z') },
      { subject_type: 'visit', subject_id: String(puneKept), at: new Date('2025-11-20T19:00:00.000Z') },
    ]);
    expect(await rows('select visit_id, given_at from consent_record order by id')).toEqual([
      { visit_id: puneOld, given_at: new Date('2026-01-01T00:00:00.000Z') },
      { visit_id: puneKept, given_at: new Date('2025-10-01T00:00:00.000Z') },
    ]);
    expect(await rows('select subject from mail_outbox where subject like $1 order by id', ['old %'])).toEqual([{ subject: 'old queued' }]);
    expect(await rows("select subject from mail_outbox where subject = 'new sent'")).toHaveLength(1);
    expect(await rows('select id from webhook_message order by id')).toEqual([{ id: 'msg_new' }]);
    expect(await rows('select message_id from webhook_attempt order by id')).toEqual([{ message_id: 'msg_new' }]);
    // One record per run, counts only, with the settings and cut-offs it applied.
    const NONE = { visits_anonymised: 0, photos_deleted: 0, audit_entries: 0, consent_records: 0, mails: 0, webhook_messages: 0, webhook_attempts: 0 };
    expect(await rows('select site_id, period, settings, visits_anonymised, photos_deleted, audit_entries, consent_records, mails, webhook_messages, webhook_attempts from retention_run order by period')).toEqual(
      [
        { ...NONE, site_id: pune, period: `${pune}:2026-11-21`, settings: { personalDataDays: 30, photoDays: 5, auditLogDays: 365, processingLogDays: 365 }, visits_anonymised: 1, photos_deleted: 2, audit_entries: 1, consent_records: 1 },
        { ...NONE, site_id: london, period: `${london}:2026-11-20`, settings: { personalDataDays: 10, photoDays: 10, auditLogDays: 400, processingLogDays: 365 }, audit_entries: 1 },
        { ...NONE, site_id: null, period: 'installation:2026-11-20', settings: { auditLogDays: 400, processingLogDays: 365 }, audit_entries: 1, mails: 2, webhook_messages: 1, webhook_attempts: 1 },
      ].sort((a, b) => a.period.localeCompare(b.period)),
    );

    // `vms privacy report` reads those records: each site's settings and what was erased, per kind.
    const cli = { DATABASE_URL: first.database.url, VMS_DATA_DIR: first.dataDir, VMS_SERVER_SECRET: TEST_SERVER_SECRET, VMS_TIMEZONE: 'Asia/Kolkata' };
    const json = await runCliInProcess(['privacy', 'report', '--json'], cli);
    expect(json).toMatchObject({ code: 0, stderr: '' });
    const report = retentionReportSchema.parse(JSON.parse(json.stdout));
    expect(report.sites.find((site) => site.siteId === pune)).toMatchObject({ runs: 1, retention: { photoDays: 5 }, erased: { visitsAnonymised: 1, photosDeleted: 2, auditEntries: 1, consentRecords: 1 } });
    expect(report.installation).toMatchObject({ runs: 1, erased: { auditEntries: 1, mails: 2, webhookMessages: 1, webhookAttempts: 1 } });
    const londonOnly = await runCliInProcess(['privacy', 'report', '--site', 'london'], cli);
    expect(londonOnly).toMatchObject({ code: 0, stderr: '' });
    expect(londonOnly.stdout).toMatch(/^London\s+10\s+10\s+400\s+365$/m);
    expect(londonOnly.stdout).toMatch(/^London\s+1\s+\S+ \S+ [AP]M\s+0\s+0\s+1\s+0\s+0\s+0\s+0$/m);
    expect(londonOnly.stdout).not.toContain('Main site');
    expect(await runCliInProcess(['privacy', 'report', '--since', 'tomorrow', '--json'], cli).then((r) => retentionReportSchema.parse(JSON.parse(r.stdout)).runs)).toEqual([]);
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
