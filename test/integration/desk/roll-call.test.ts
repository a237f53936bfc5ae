import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobs } from '../../../src/jobs.ts';
import type { RepeatingJob } from '../../../src/platform/jobs/repeating-job.ts';
import { MESSAGES } from '#contract/messages.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import type { TestClient } from '../../support/test-client.ts';
import { queryRows, sqlClient } from '../../support/test-database.ts';
import { insertVisits, type VisitFixture } from '../../support/visit-fixtures.ts';

/**
 * The roll call to trust (issue 12): check-ins from before today at the site are stale, marked and
 * left out of the count; Out works from it; VMS_CLOSE_STALE_VISITS=on (the first site's setting, ADR 36) makes the nightly
 * job check out the visits left open from earlier days, once however many replicas run the schedule.
 * The test app's clock stands at 20-11-2026 10:00 at the site (Asia/Kolkata).
 */
const HOUR = 3_600_000;

interface OnSite {
  readonly details: string;
  readonly total: number;
  readonly onSite: number;
  readonly stale: number;
  readonly today: string;
}

const accounts = async (t: TestApp) => {
  await addAccount(t, 'admin', 'admin');
  await addAccount(t, 'host', 'manager', { manager: 'admin', password: 'Host@1234' });
  await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
};

const visitsOf = async (t: TestApp, fixtures: readonly (Partial<VisitFixture> & { readonly name: string })[]): Promise<number[]> => {
  const sql = await sqlClient(t.database.url);
  const ids = await insertVisits(sql, fixtures.map((fixture) => ({ hostEmail: email('host'), date: '2026-11-20', ...fixture })));
  await sql.end();
  return ids;
};

/** Check-ins relative to the test clock: an hour ago today, yesterday evening, a month ago. */
const checkIns = (t: TestApp) => {
  const now = t.clock.now().getTime();
  return { today: new Date(now - HOUR), yesterday: new Date(now - 17 * HOUR), monthAgo: new Date(now - 30 * 24 * HOUR) };
};

const openRows = (t: TestApp, ids: readonly number[]) =>
  queryRows<{ id: number; check_out: Date | null }>(t.database.url, 'select id, check_out from visitor_pass where id = any($1) order by id', [ids]);

describe('the roll call: stale check-ins and Out', () => {
  let t: TestApp;
  let desk: TestClient;

  beforeAll(async () => {
    t = await startTestApp();
    await accounts(t);
    desk = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
  });
  afterAll(async () => {
    await t.close();
  });

  const rollCall = async () => {
    const answer = await desk.get<OnSite>('/api/on-site');
    expect(answer.status).toBe(200);
    return { ...answer.body, records: t.envelope.decryptJson(answer.body.details) as { id: number; name: string; check_in: string }[] };
  };

  it('should mark check-ins from before today as stale and leave them out of the count, in JSON and CSV', async () => {
    // Its own database: the count is exact only with nobody else on site.
    const own = await startTestApp();
    try {
      await accounts(own);
      const guard = await signedIn(own, { email: email('guard'), password: 'Guard@123' });
      const at = checkIns(own);
      await visitsOf(own, [
        { name: 'Month Old', date: '2026-10-21', checkIn: at.monthAgo },
        { name: 'Here Today', checkIn: at.today, phone: '9812345671' },
        { name: 'From Yesterday', date: '2026-11-19', checkIn: at.yesterday },
        { name: 'Also Today', checkIn: new Date(at.today.getTime() + 600_000) },
        { name: 'Gone Home', checkIn: at.today, checkOut: own.clock.now() },
      ]);
      const answer = await guard.get<OnSite>('/api/on-site');
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ total: 4, onSite: 2, stale: 2, today: '2026-11-20' });
      // Today's first, then the stale ones: both in check-in order.
      const names = (own.envelope.decryptJson(answer.body.details) as { name: string }[]).map((record) => record.name);
      expect(names).toEqual(['Here Today', 'Also Today', 'Month Old', 'From Yesterday']);

      // The CSV, like the screen, leaves them out unless asked, and marks them when they are in.
      await guard.get('/api/on-site?format=csv');
      const lines = guard.lastBytes.toString('utf8').trim().split('\n');
      expect(lines[0]).toBe('Name,Phone,Pass code,Visitor type,Coming from,Host,Host e-mail,Checked in,Entrance,Additional visitors,Place,Checked in before today');
      expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['Here Today', 'Also Today']);
      expect(lines.slice(1).every((line) => line.endsWith(',No'))).toBe(true);
      await guard.get('/api/on-site?format=csv&stale=include');
      const all = guard.lastBytes.toString('utf8').trim().split('\n').slice(1);
      expect(all.map((line) => [line.split(',')[0], line.split(',').at(-1)])).toEqual([
        ['Here Today', 'No'],
        ['Also Today', 'No'],
        ['Month Old', 'Yes'],
        ['From Yesterday', 'Yes'],
      ]);

      // A query it does not know is refused in words, not ignored.
      expect(await guard.get('/api/on-site?stale=maybe')).toMatchObject({ status: 400, body: { code: 'input.invalid', errmessage: 'stale must be include or exclude', field: 'stale' } });
      expect(await guard.get('/api/on-site?format=pdf')).toMatchObject({ status: 400, body: { code: 'input.invalid', errmessage: 'format must be json or csv', field: 'format' } });
    } finally {
      await own.close();
    }
  });

  it('should check out a stale visitor from the roll call with the desk\'s own Out and its message', async () => {
    const at = checkIns(t);
    const [stale, fresh] = await visitsOf(t, [
      { name: 'Forgot To Sign Out', date: '2026-11-19', checkIn: at.yesterday },
      { name: 'Still In Today', checkIn: at.today },
    ]) as [number, number];
    const before = await rollCall();
    expect(before.records.map((record) => record.id)).toEqual(expect.arrayContaining([stale, fresh]));

    const out = await desk.post<{ message: string }>('/visitorTimeOut', { encryptedId: t.envelope.encrypt(String(stale)), time_out: 'ignored' });
    expect(out.status).toBe(200);
    expect(out.body.message).toBe(MESSAGES.time.outRecorded);
    expect(out.body.message).toBe('Time Out recorded successfully');

    const after = await rollCall();
    expect(after.records.map((record) => record.id)).not.toContain(stale);
    expect(after.records.map((record) => record.id)).toContain(fresh);
    expect(after.stale).toBe(before.stale - 1);
    expect(after.onSite).toBe(before.onSite);
    const [row] = await openRows(t, [stale]);
    expect(row?.check_out?.getTime()).toBe(t.clock.now().getTime());
    const audit = await queryRows<{ actor_label: string }>(t.database.url, "select actor_label from audit_log where action = 'visit.checked_out' and subject_id = $1", [String(stale)]);
    expect(audit).toEqual([{ actor_label: email('guard') }]);
    // Out twice is refused, as at the desk.
    expect(await desk.post('/visitorTimeOut', { encryptedId: t.envelope.encrypt(String(stale)) })).toMatchObject({
      status: 409,
      body: { code: 'visit.already_checked_out', errmessage: 'This visitor is already checked out.' },
    });
  });
});

describe('the nightly closing of visits left open (VMS_CLOSE_STALE_VISITS)', () => {
  /** Waits until each of these apps has logged a first run of the job (done, or refused as done elsewhere). */
  const waitForJob = async (apps: readonly TestApp[], job: string) => {
    const done = () => apps.every((app) => app.logs.some((line) => line['job'] === job && line['msg'] === 'job done'));
    for (let waited = 0; !done(); waited += 100) {
      if (waited > 20_000) throw new Error(`the ${job} job did not run on every runner`);
      await sleep(100);
    }
  };

  it('should check out the visits open from earlier days once, with two job runners on one database', async () => {
    const first = await startTestApp({ env: { VMS_CLOSE_STALE_VISITS: 'on', VMS_JOBS_FIRST_RUN_SECONDS: '1' } });
    const second = await startTestApp({ database: first.database, clock: first.clock, env: { VMS_CLOSE_STALE_VISITS: 'on', VMS_JOBS_FIRST_RUN_SECONDS: '1' } });
    let jobs: RepeatingJob[] = [];
    try {
      await accounts(first);
      const at = checkIns(first);
      const ids = await visitsOf(first, [
        { name: 'Stayed Overnight', date: '2026-11-19', checkIn: at.yesterday },
        { name: 'Month Old', date: '2026-10-21', checkIn: at.monthAgo },
        { name: 'Here Today', checkIn: at.today },
        { name: 'Left Yesterday', date: '2026-11-19', checkIn: at.yesterday, checkOut: new Date(at.yesterday.getTime() + HOUR) },
      ]);
      const [overnight, monthOld, today, left] = ids as [number, number, number, number];
      jobs = [...startJobs(first.runtime.container), ...startJobs(second.runtime.container)];
      await waitForJob([first, second], 'close-stale-visits');

      const rows = new Map((await openRows(first, ids)).map((row) => [row.id, row.check_out?.getTime() ?? null]));
      expect(rows.get(overnight)).toBe(first.clock.now().getTime());
      expect(rows.get(monthOld)).toBe(first.clock.now().getTime());
      expect(rows.get(today)).toBeNull();
      expect(rows.get(left)).toBe(at.yesterday.getTime() + HOUR);
      // Claimed by the site and its own date (issue 30): the first site, on the 20th at the site.
      const [site] = await queryRows<{ id: number }>(first.database.url, 'select min(id) as id from site');
      expect(await queryRows(first.database.url, "select period from job_run where name = 'close-stale-visits'")).toEqual([{ period: `${site!.id}:2026-11-20` }]);
      // Each closed through the desk's own check-out: one audit entry each, by the job.
      const audit = await queryRows<{ subject_id: string; actor_label: string; actor_type: string }>(
        first.database.url,
        "select subject_id, actor_label, actor_type from audit_log where action = 'visit.checked_out' order by subject_id::int",
      );
      expect(audit).toEqual(
        [overnight, monthOld].sort((a, b) => a - b).map((id) => ({ subject_id: String(id), actor_label: 'system:close-stale-visits', actor_type: 'system' })),
      );
      // Each check logs its sites' parts: one part of one runner ran, every other was found taken.
      const ran = [...first.logs, ...second.logs].flatMap((line) =>
        line['job'] === 'close-stale-visits' ? (line['result'] as { ran: boolean }[]).filter((part) => part.ran) : [],
      );
      expect(ran).toHaveLength(1);
      // In check-in order: the oldest first.
      expect(ran[0]).toEqual({ siteId: site!.id, period: `${site!.id}:2026-11-20`, ran: true, result: { checkedOut: [monthOld, overnight] } });
    } finally {
      await Promise.all(jobs.map((job) => job.stop()));
      await second.close();
      await first.close();
    }
  });

  it('should leave every visit open when the setting is off (the default)', async () => {
    const t = await startTestApp({ env: { VMS_JOBS_FIRST_RUN_SECONDS: '1' } });
    let jobs: RepeatingJob[] = [];
    try {
      await accounts(t);
      const at = checkIns(t);
      const ids = await visitsOf(t, [
        { name: 'Stayed Overnight', date: '2026-11-19', checkIn: at.yesterday },
        { name: 'Month Old', date: '2026-10-21', checkIn: at.monthAgo },
      ]);
      jobs = startJobs(t.runtime.container);
      // The nightly job that does run has run: the closing would have run beside it.
      await waitForJob([t], 'retention');
      expect((await openRows(t, ids)).map((row) => row.check_out)).toEqual([null, null]);
      expect(await queryRows(t.database.url, "select period from job_run where name = 'close-stale-visits'")).toEqual([]);
      expect(await queryRows(t.database.url, "select id from audit_log where action = 'visit.checked_out'")).toEqual([]);
    } finally {
      await Promise.all(jobs.map((job) => job.stop()));
      await t.close();
    }
  });
});
