import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EvacuationPersonView, EvacuationView } from '#contract/api/evacuation-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { FollowChanges, type ChangeSink } from '../../../src/live/application/follow-changes.ts';
import type { LiveChange } from '#contract/api/live-events.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { recipientsOf, startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import type { TestClient } from '../../support/test-client.ts';
import { queryRows, sqlClient } from '../../support/test-database.ts';
import { insertVisits } from '../../support/visit-fixtures.ts';

/**
 * Evacuation at a site (issue 30, docs/product/evacuation.md) on PostgreSQL: the FakeClock stands at
 * 10:00 on 20 November in Pune (the first site, Asia/Kolkata). Pune has three visitors on site under
 * two hosts, one who left, one stale check-in from yesterday and one not yet in; London has a visitor
 * of its own. Two guards, each in their own session, work the roll call.
 */
describe('an evacuation roll call', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let londonId: number;
  let guard: TestClient;
  let otherGuard: TestClient;

  const IN_TODAY = new Date('2026-11-20T03:30:00.000Z');

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ smtp, env: { VMS_TIMEZONE: 'Asia/Kolkata' } });
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'asha', 'manager', { manager: 'admin', password: 'Host@1234', name: 'Asha Rao' });
    await addAccount(t, 'vikram', 'manager', { manager: 'admin', password: 'Host@1234', name: 'Vikram Das' });
    await addAccount(t, 'oliver', 'manager', { manager: 'admin', password: 'Host@1234', name: 'Oliver Smith' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    await addAccount(t, 'guard2', 'security', { manager: 'admin', password: 'Guard@123' });
    const [london] = await queryRows<{ id: number }>(
      t.database.url,
      `insert into site (name, address, time_zone, personal_data_days, photo_days, audit_log_days, processing_log_days, close_stale_visits, kiosk_requires_pin, created_at, updated_at)
       values ('London', '1 Example Street, London', 'Europe/London', 180, 180, 365, 365, false, false, now(), now()) returning id`,
    );
    londonId = london!.id;
    const sql = await sqlClient(t.database.url);
    try {
      await insertVisits(sql, [
        { hostEmail: email('asha'), name: 'Meera Iyer', date: '2026-11-20', checkIn: IN_TODAY },
        { hostEmail: email('asha'), name: 'Karan Shah', date: '2026-11-20', checkIn: IN_TODAY },
        { hostEmail: email('vikram'), name: 'Neha Gupta', date: '2026-11-20', checkIn: IN_TODAY },
        { hostEmail: email('vikram'), name: 'Left Already', date: '2026-11-20', checkIn: IN_TODAY, checkOut: new Date('2026-11-20T04:00:00.000Z') },
        { hostEmail: email('vikram'), name: 'Stale Yesterday', date: '2026-11-19', checkIn: new Date('2026-11-19T05:00:00.000Z') },
        { hostEmail: email('vikram'), name: 'Not In Yet', date: '2026-11-20' },
        { hostEmail: email('oliver'), name: 'London Visitor', date: '2026-11-20', checkIn: IN_TODAY, siteId: londonId },
      ]);
    } finally {
      await sql.end();
    }
    // Both guards work at both sites (ADR 42): with no assignment a guard works at their home site only.
    await queryRows(t.database.url, 'insert into employee_site (employee_id, site_id) select e.id, s.id from employee e, site s where e.email = any($1)', [[email('guard'), email('guard2')]]);
    guard = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    otherGuard = await signedIn(t, { email: email('guard2'), password: 'Guard@123' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const start = (client: TestClient, siteId: number) =>
    client.post<{ message: string; evacuation: EvacuationView; code?: string; errmessage?: string }>('/api/evacuations', { encryptedData: t.envelope.encrypt({ siteId }) });
  const mark = (client: TestClient, evacuationId: number, personId: number, value: string) =>
    client.put<{ person: EvacuationPersonView; code?: string; errmessage?: string }>(`/api/evacuations/${evacuationId}/people/${personId}`, {
      encryptedData: t.envelope.encrypt({ mark: value }),
    });
  const openAt = async (client: TestClient, siteId: number) => {
    const answer = await client.get<{ evacuation: EvacuationView | null }>(`/api/evacuations?site=${siteId}`);
    expect(answer.status).toBe(200);
    return answer.body.evacuation;
  };
  const personNamed = (evacuation: EvacuationView, name: string) => evacuation.people.find((person) => person.name === name)!;
  const endOpen = async (siteId: number) => {
    const open = await openAt(guard, siteId);
    if (open) expect((await guard.post(`/api/evacuations/${open.id}/end`)).status).toBe(200);
  };

  it("should list everyone on site at the site, each host once above their visitors, and none of another site's, of those who left, of a stale check-in or of those not yet in", async () => {
    const started = await start(guard, 1);
    expect(started.status).toBe(201);
    expect(started.body.message).toBe(MESSAGES.evacuation.started);
    const { evacuation } = started.body;
    expect(evacuation).toMatchObject({ siteId: 1, siteName: 'Main site', startedBy: email('guard'), endedAt: null });
    expect(evacuation.people.map(({ kind, name, hostName, mark }) => ({ kind, name, hostName, mark }))).toEqual([
      { kind: 'host', name: 'Asha Rao', hostName: null, mark: 'unaccounted' },
      { kind: 'visitor', name: 'Karan Shah', hostName: 'Asha Rao', mark: 'unaccounted' },
      { kind: 'visitor', name: 'Meera Iyer', hostName: 'Asha Rao', mark: 'unaccounted' },
      { kind: 'host', name: 'Vikram Das', hostName: null, mark: 'unaccounted' },
      { kind: 'visitor', name: 'Neha Gupta', hostName: 'Vikram Das', mark: 'unaccounted' },
    ]);
    expect(personNamed(evacuation, 'Karan Shah').hostPersonId).toBe(personNamed(evacuation, 'Asha Rao').id);
    await endOpen(1);
  });

  it("should mail each host the names of their own visitors on site, through the outbox to the SMTP server", async () => {
    const started = await start(guard, 1);
    expect(started.status).toBe(201);
    await t.deliverMail();
    const toAsha = await smtp.waitFor((mail) => recipientsOf(mail).includes(email('asha')) && (mail.subject ?? '').startsWith('Evacuation at Main site'));
    expect(toAsha.subject).toBe('Evacuation at Main site: your visitors on site');
    expect(toAsha.text).toContain('Meera Iyer');
    expect(toAsha.text).toContain('Karan Shah');
    expect(toAsha.text).not.toContain('Neha Gupta');
    const toVikram = await smtp.waitFor((mail) => recipientsOf(mail).includes(email('vikram')) && (mail.subject ?? '').startsWith('Evacuation at Main site'));
    expect(toVikram.text).toContain('Neha Gupta');
    expect(toVikram.text).not.toContain('Left Already');
    expect(toVikram.text).not.toContain('Stale Yesterday');
    // The London host has nobody at Pune: no mail of Pune's evacuation.
    expect(smtp.mails.filter((mail) => recipientsOf(mail).includes(email('oliver')) && (mail.subject ?? '').includes('Main site'))).toEqual([]);
    await endOpen(1);
  });

  it('should refuse a second start at a site while one is open, even two at the same moment, and allow one once it has ended', async () => {
    const both = await Promise.all([start(guard, londonId), start(otherGuard, londonId)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = both.find((answer) => answer.status === 409)!;
    expect(refused.body).toEqual({ code: 'evacuation.already_open', errmessage: MESSAGES.evacuation.alreadyOpen });
    expect(await queryRows(t.database.url, 'select count(*)::int as n from evacuation where site_id = $1', [londonId])).toEqual([{ n: 1 }]);

    const london = await openAt(guard, londonId);
    expect(london!.people.map((person) => person.name)).toEqual(['Oliver Smith', 'London Visitor']);
    // Another site's evacuation is its own: Pune may start while London's is open.
    expect((await start(guard, 1)).status).toBe(201);
    await endOpen(1);
    await endOpen(londonId);
    expect((await start(otherGuard, londonId)).status).toBe(201);
    await endOpen(londonId);
  });

  it("should keep two guards' marks made at once, show each the other's, undo a mistaken tap, and refuse a mark that is not one", async () => {
    const { evacuation } = (await start(guard, 1)).body;
    const [meera, neha, karan] = ['Meera Iyer', 'Neha Gupta', 'Karan Shah'].map((name) => personNamed(evacuation, name));

    const [first, second] = await Promise.all([mark(guard, evacuation.id, meera!.id, 'safe'), mark(otherGuard, evacuation.id, neha!.id, 'missing')]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.person).toMatchObject({ name: 'Neha Gupta', mark: 'missing', markedBy: email('guard2') });
    expect((await mark(otherGuard, evacuation.id, karan!.id, 'safe')).status).toBe(200);
    expect((await mark(otherGuard, evacuation.id, karan!.id, 'unaccounted')).body.person).toMatchObject({ mark: 'unaccounted', markedBy: email('guard2') });

    const seen = (await openAt(guard, 1))!;
    expect(seen.people.map(({ name, mark, markedBy }) => ({ name, mark, markedBy }))).toEqual([
      { name: 'Asha Rao', mark: 'unaccounted', markedBy: null },
      { name: 'Karan Shah', mark: 'unaccounted', markedBy: email('guard2') },
      { name: 'Meera Iyer', mark: 'safe', markedBy: email('guard') },
      { name: 'Vikram Das', mark: 'unaccounted', markedBy: null },
      { name: 'Neha Gupta', mark: 'missing', markedBy: email('guard2') },
    ]);

    const wrong = await mark(guard, evacuation.id, meera!.id, 'gone');
    expect(wrong).toMatchObject({ status: 400, body: { code: 'evacuation.mark_invalid', errmessage: MESSAGES.evacuation.markInvalid } });
    const nobody = await mark(guard, evacuation.id, 999_999, 'safe');
    expect(nobody).toMatchObject({ status: 404, body: { code: 'evacuation.person_not_found' } });
    expect((await openAt(guard, 1))!.people.find((person) => person.id === meera!.id)!.mark).toBe('safe');
    await endOpen(1);
  });

  it('should keep the full record in the audit log when it ends, and change nothing after', async () => {
    const { evacuation } = (await start(guard, 1)).body;
    const meera = personNamed(evacuation, 'Meera Iyer');
    const vikram = personNamed(evacuation, 'Vikram Das');
    await mark(guard, evacuation.id, meera.id, 'safe');
    await mark(otherGuard, evacuation.id, vikram.id, 'missing');

    const ended = await otherGuard.post<{ message: string; evacuation: EvacuationView }>(`/api/evacuations/${evacuation.id}/end`);
    expect(ended.status).toBe(200);
    expect(ended.body.message).toBe(MESSAGES.evacuation.endedNow);
    expect(ended.body.evacuation.endedBy).toBe(email('guard2'));

    const [entry] = await queryRows<{ actor_label: string; details: Record<string, unknown> }>(
      t.database.url,
      "select actor_label, details from audit_log where action = 'evacuation.ended' and subject_type = 'evacuation' and subject_id = $1",
      [String(evacuation.id)],
    );
    expect(entry!.actor_label).toBe(email('guard2'));
    expect(entry!.details).toMatchObject({
      siteId: 1,
      siteName: 'Main site',
      startedBy: email('guard'),
      startedAt: evacuation.startedAt,
      endedBy: email('guard2'),
      endedAt: ended.body.evacuation.endedAt,
      tally: { safe: 1, missing: 1, unaccounted: 3 },
    });
    const people = entry!.details['people'] as { name: string; mark: string; markedBy: string | null; markedAt: string | null }[];
    expect(people.map(({ name, mark, markedBy }) => ({ name, mark, markedBy }))).toEqual([
      { name: 'Asha Rao', mark: 'unaccounted', markedBy: null },
      { name: 'Karan Shah', mark: 'unaccounted', markedBy: null },
      { name: 'Meera Iyer', mark: 'safe', markedBy: email('guard') },
      { name: 'Vikram Das', mark: 'missing', markedBy: email('guard2') },
      { name: 'Neha Gupta', mark: 'unaccounted', markedBy: null },
    ]);
    expect(people.find((person) => person.name === 'Meera Iyer')!.markedAt).toBe(t.clock.now().toISOString());

    const late = await mark(guard, evacuation.id, meera.id, 'missing');
    expect(late).toMatchObject({ status: 409, body: { code: 'evacuation.ended', errmessage: MESSAGES.evacuation.ended } });
    expect((await guard.post(`/api/evacuations/${evacuation.id}/end`)).body).toMatchObject({ code: 'evacuation.ended' });
    expect(await openAt(guard, 1)).toBeNull();
  });

  it('should let only those who run evacuations see or start one, and refuse a site that does not exist', async () => {
    const host = await signedIn(t, { email: email('asha'), password: 'Host@1234' });
    expect((await host.get('/api/evacuations?site=1')).status).toBe(403);
    expect((await start(host, 1)).status).toBe(403);
    expect(await start(guard, 999)).toMatchObject({ status: 404, body: { code: 'site.not_found' } });
    expect(await guard.get('/api/evacuations?site=abc')).toMatchObject({ status: 400, body: { code: 'evacuation.site_invalid' } });
    expect(await queryRows(t.database.url, 'select count(*)::int as n from evacuation where ended_at is null')).toEqual([{ n: 0 }]);
  });

  it("should tell a guard following live updates on another replica of each mark made on this one", async () => {
    const replica = await startTestApp({ database: t.database, env: { VMS_TIMEZONE: 'Asia/Kolkata' } });
    try {
      const changes: LiveChange[] = [];
      let heard: () => void = () => {};
      let ready: () => void = () => {};
      const isReady = new Promise<void>((resolve) => (ready = resolve));
      const sink: ChangeSink = {
        ready: () => ready(),
        tell: (change) => {
          changes.push(change);
          heard();
        },
        paused: () => {},
        end: () => {},
      };
      const [guardRow] = await queryRows<{ id: number }>(t.database.url, 'select id from employee where email = $1', [email('guard2')]);
      const stop = replica.get(FollowChanges).execute({ sessionId: 'replica-guard', employeeId: guardRow!.id, email: email('guard2'), name: 'Guard', role: 'security', siteIds: [1], homeSiteId: 1 }, sink);
      try {
        await isReady;
        const { evacuation } = (await start(guard, 1)).body;
        const until = (match: (change: LiveChange) => boolean) =>
          new Promise<void>((resolve) => {
            heard = () => changes.some(match) && resolve();
            heard();
          });
        await until((change) => change.kind === 'evacuation' && change.id === evacuation.id);
        changes.length = 0;
        await mark(guard, evacuation.id, personNamed(evacuation, 'Neha Gupta').id, 'safe');
        await until((change) => change.kind === 'evacuation' && change.id === evacuation.id);
      } finally {
        stop();
      }
    } finally {
      await replica.close();
      await endOpen(1);
    }
  });
});
