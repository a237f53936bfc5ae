import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, digest, email } from '../../support/identity-flows.ts';
import { changesOf, isChange, openEventStream, type EventStreamReader } from '../../support/event-stream.ts';
import { liveSiteToday, liveSiteZone } from '../../support/live-site.ts';
import { runCliInProcess } from '../../support/run-cli.ts';
import { replicaEnv, startServerProcess, type ServerProcess } from '../../support/server-process.ts';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, TEST_CAPTCHA, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { createTestDatabase, queryRows, sqlClient, type TestDatabase } from '../../support/test-database.ts';
import { insertVisits } from '../../support/visit-fixtures.ts';

/**
 * Live updates (ADR 12) across two real server processes on one database: a change made through
 * one replica (or in-process, as the CLI and jobs make them) reaches the streams open on the other,
 * each viewer hearing only of what their calls may read.
 */
/** The promise: every open screen hears of a change within two seconds. */
const WITHIN_MS = 2_000;
const DRAIN_SECONDS = 8;

describe('live updates over two server processes', () => {
  let database: TestDatabase;
  let smtp: SmtpSink;
  let setup: TestApp;
  let replicas: ServerProcess[];
  const streams: EventStreamReader[] = [];
  let env: Record<string, string>;

  const clientOn = (replica: ServerProcess, cookie?: string) => {
    const client = new TestClient({ request: (path, init) => fetch(`${replica.url}${path}`, init) });
    client.cookie = cookie;
    return client;
  };

  const signIn = async (replica: ServerProcess, who: string, password: string): Promise<{ client: TestClient; sessionId: string }> => {
    const client = clientOn(replica);
    const { body } = await client.get<{ captchaId: string }>('/captcha');
    const login = await client.post<{ result: { storedSessionId: string } }>('/api/auth/login', {
      data: setup.envelope.encrypt({ email: email(who), password: digest(password), captchaId: body.captchaId, captcha: TEST_CAPTCHA }),
    });
    expect(login.status).toBe(200);
    return { client, sessionId: login.body.result.storedSessionId };
  };

  /** A stream opened on a replica, ready: from its `ready` event on, it hears every change. */
  const follow = async (replica: ServerProcess, cookie: string | undefined): Promise<EventStreamReader> => {
    const stream = await openEventStream(replica.url, cookie);
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.waitFor((event) => event.event === 'ready', 10_000);
    return stream;
  };

  const todaysVisit = async (name: string, host: string, approved = true): Promise<number> => {
    const sql = await sqlClient(database.url);
    try {
      const [id] = await insertVisits(sql, [{ name, hostEmail: email(host), date: liveSiteToday(), approved }]);
      return id!;
    } finally {
      await sql.end();
    }
  };

  const checkIn = async (desk: TestClient, visitId: number) => {
    const answer = await desk.post('/visitorTimeIn', { encryptedId: setup.envelope.encrypt(String(visitId)), time_in: 'now' });
    expect(answer.status).toBe(200);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpSink();
    // The first site is made by the first process on the database, in its zone: the live site's, as
    // the replicas' (in the product's default zone, Asia/Kolkata, "today" was tomorrow after 18:30 UTC).
    setup = await startTestApp({ database, env: { VMS_TIMEZONE: liveSiteZone() } });
    await addAccount(setup, 'admin', 'admin');
    await addAccount(setup, 'host', 'manager', { manager: 'admin', password: 'Host@1234' });
    await addAccount(setup, 'other.host', 'employee', { manager: 'admin', password: 'Other@1234' });
    await addAccount(setup, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    // One session per person: a second desk needs a second guard.
    await addAccount(setup, 'second.guard', 'security', { manager: 'admin', password: 'Guard@456' });
    env = replicaEnv(database.url, smtp.url, {
      VMS_TIMEZONE: liveSiteZone(),
      VMS_TRUST_PROXY: '1',
      DATABASE_POOL_MAX: '4',
      VMS_BACKGROUND: 'off',
      VMS_DRAIN_SECONDS: String(DRAIN_SECONDS),
    });
    replicas = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  });

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all((replicas ?? []).map((replica) => replica.stop()));
    await setup?.close();
    await database?.drop();
    await smtp?.close();
  });

  it('should tell a desk on one replica of a check-in and a photo made through the other within two seconds', async () => {
    const [first, second] = replicas as [ServerProcess, ServerProcess];
    const visit = await todaysVisit('Live Arrival', 'host');
    const watching = await signIn(second, 'second.guard', 'Guard@456');
    const desk = await follow(second, watching.client.cookie);
    const working = await signIn(first, 'guard', 'Guard@123');

    await checkIn(working.client, visit);
    const checkedIn = Date.now();
    await desk.waitFor(isChange('visit', visit), WITHIN_MS);
    expect(Date.now() - checkedIn).toBeLessThan(WITHIN_MS);
    // A photo is a change of its visit too.
    const data = Buffer.alloc(64 * 48 * 4, 200);
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(jpeg.encode({ data, width: 64, height: 48 }, 80).data)], { type: 'image/jpeg' }), 'photo.jpg');
    form.append('visitorId', setup.envelope.encrypt(String(visit)));
    expect((await working.client.call('POST', '/upload', form)).status).toBe(200);
    await desk.waitFor(isChange('visit', visit), WITHIN_MS, 2);
    // Kind and id only: nothing about the visitor travels on the stream.
    expect(desk.events.filter((event) => event.event === 'change').map((event) => event.data)).toEqual([
      JSON.stringify({ kind: 'visit', id: visit }),
      JSON.stringify({ kind: 'visit', id: visit }),
    ]);
  });

  it('should tell a host of their own visit and never of another host\'s', async () => {
    const [first, second] = replicas as [ServerProcess, ServerProcess];
    const mine = await todaysVisit('Host Own Visitor', 'host');
    const theirs = await todaysVisit('Someone Else Visitor', 'other.host');
    const host = await signIn(second, 'host', 'Host@1234');
    const hostStream = await follow(second, host.client.cookie);
    const otherHost = await signIn(first, 'other.host', 'Other@1234');
    const otherStream = await follow(first, otherHost.client.cookie);
    const desk = await signIn(first, 'guard', 'Guard@123');

    await checkIn(desk.client, theirs);
    await checkIn(desk.client, mine);
    // Notifications arrive in commit order: once the host hears of their own visit, the other's has gone by.
    await hostStream.waitFor(isChange('visit', mine), WITHIN_MS);
    await otherStream.waitFor(isChange('visit', theirs), WITHIN_MS);
    for (const visit of [theirs, mine]) {
      expect((await desk.client.post('/visitorTimeOut', { encryptedId: setup.envelope.encrypt(String(visit)), time_out: 'now' })).status).toBe(200);
    }
    await hostStream.waitFor(isChange('visit', mine), WITHIN_MS, 2);
    await otherStream.waitFor(isChange('visit', theirs), WITHIN_MS, 2);

    expect(changesOf(hostStream)).toEqual([
      { kind: 'visit', id: mine },
      { kind: 'visit', id: mine },
    ]);
    expect(changesOf(otherStream)).toEqual([
      { kind: 'visit', id: theirs },
      { kind: 'visit', id: theirs },
    ]);
  });

  it('should tell security and admins, and never the host, of a watchlist flag raised at the door and cleared', async () => {
    const [first, second] = replicas as [ServerProcess, ServerProcess];
    const sql = await sqlClient(database.url);
    const [visit] = await insertVisits(sql, [{ name: 'Flagged At The Door', hostEmail: email('host'), date: liveSiteToday(), approved: true, phone: '9800000013' }]).finally(() => sql.end());
    const host = await signIn(second, 'host', 'Host@1234');
    const hostStream = await follow(second, host.client.cookie);
    const watching = await signIn(second, 'second.guard', 'Guard@456');
    const desk = await follow(second, watching.client.cookie);
    const working = await signIn(first, 'guard', 'Guard@123');

    // An entry added after the pass flags the visit at once (announced); the check-in through the other replica is refused.
    const added = await working.client.post('/api/watchlist', { encryptedData: setup.envelope.encrypt({ name: 'Flagged At The Door', phone: '9800000013', reason: 'Barred by the plant head.' }) });
    expect(added.status).toBe(201);
    const refused = await working.client.post<{ code: string }>('/visitorTimeIn', { encryptedId: setup.envelope.encrypt(String(visit)), time_in: 'now' });
    expect(refused.body.code).toBe('visit.flagged');
    await desk.waitFor(isChange('visit', visit!), WITHIN_MS);
    const cleared = await working.client.post(`/api/flagged-visits/${visit}/clear`, { encryptedData: setup.envelope.encrypt({ reason: 'Seen by security; escorted in.' }) });
    expect(cleared.status).toBe(200);
    await desk.waitFor(isChange('visit', visit!), WITHIN_MS, 2);
    // The check-in now goes through: the host hears of that, and (in commit order) of nothing before it.
    await checkIn(working.client, visit!);
    await hostStream.waitFor(isChange('visit', visit!), WITHIN_MS);
    await desk.waitFor(isChange('visit', visit!), WITHIN_MS, 3);
    expect(changesOf(hostStream)).toEqual([{ kind: 'visit', id: visit }]);
    const [entry] = await queryRows<{ id: number }>(database.url, "select id from watchlist_entry where name = 'Flagged At The Door'");
    expect(changesOf(desk)).toEqual([
      // The entry itself, for the desk's /Watchlist.
      { kind: 'watchlist', id: entry!.id },
      { kind: 'visit', id: visit },
      { kind: 'visit', id: visit },
      { kind: 'visit', id: visit },
    ]);
  });

  it('should tell security, and never a host, of a watchlist entry added by `vms watchlist add` and resolved through a replica', async () => {
    const [first, second] = replicas as [ServerProcess, ServerProcess];
    const host = await signIn(second, 'host', 'Host@1234');
    const hostStream = await follow(second, host.client.cookie);
    const watching = await signIn(second, 'second.guard', 'Guard@456');
    const desk = await follow(second, watching.client.cookie);
    const working = await signIn(first, 'guard', 'Guard@123');

    // In-process, as IT staff's command: no server process is involved in the change.
    const dataDir = await mkdtemp(join(tmpdir(), 'vms-live-cli-'));
    const added = await runCliInProcess(['watchlist', 'add', '--name', 'Listed From The Shell', '--reason', 'Barred by the plant head after the October incident.', '--json'], {
      ...env,
      VMS_DATA_DIR: dataDir,
    }).finally(() => rm(dataDir, { recursive: true, force: true }));
    expect(added).toMatchObject({ code: 0, stderr: '' });
    const { id } = JSON.parse(added.stdout) as { id: number };
    await desk.waitFor(isChange('watchlist', id), WITHIN_MS);
    const resolved = await working.client.post(`/api/watchlist/${id}/resolve`, { encryptedData: setup.envelope.encrypt({ note: 'Cleared by facilities after the review.' }) });
    expect(resolved.status).toBe(200);
    await desk.waitFor(isChange('watchlist', id), WITHIN_MS, 2);
    // The host hears of the next change of their visit, and (in commit order) of nothing before it.
    const visit = await todaysVisit('After The Watchlist', 'host');
    await hostStream.waitFor(isChange('visit', visit), WITHIN_MS);
    expect(changesOf(hostStream)).toEqual([{ kind: 'visit', id: visit }]);
    await desk.waitFor(isChange('visit', visit), WITHIN_MS);
    expect(changesOf(desk)).toEqual([
      { kind: 'watchlist', id },
      { kind: 'watchlist', id },
      { kind: 'visit', id: visit },
    ]);
  });

  it('should tell a manager, not the desk, of a new employee reporting to them, whoever adds them', async () => {
    const [first, second] = replicas as [ServerProcess, ServerProcess];
    const host = await signIn(first, 'host', 'Host@1234');
    const managerStream = await follow(first, host.client.cookie);
    const guard = await signIn(second, 'guard', 'Guard@123');
    const deskStream = await follow(second, guard.client.cookie);

    // In-process, as `vms users add` would: no server process is involved in the change.
    const added = await addAccount(setup, 'live.newcomer', 'employee', { manager: 'host' });
    const [row] = await queryRows<{ id: number }>(database.url, 'select id from employee where email = $1', [added.email]);
    await managerStream.waitFor(isChange('employee', row!.id), WITHIN_MS);
    // The desk hears of the next visit change, and of nothing before it.
    const visit = await todaysVisit('After The Newcomer', 'host');
    await deskStream.waitFor(isChange('visit', visit), WITHIN_MS);
    expect(changesOf(deskStream)).toEqual([{ kind: 'visit', id: visit }]);
  });

  it('should listen again after losing its database connection, say ready again, and hear the next change', async () => {
    const [first, second] = replicas as [ServerProcess, ServerProcess];
    const watching = await signIn(second, 'second.guard', 'Guard@456');
    const desk = await follow(second, watching.client.cookie);
    // What a database restart or a failover does to every replica's listening connection.
    const ended = await queryRows<{ pid: number }>(
      database.url,
      "with listeners as materialized (select pid from pg_stat_activity where application_name = 'vms-live' and datname = current_database()) select pid from listeners where pg_terminate_backend(pid)",
    );
    expect(ended.length).toBeGreaterThanOrEqual(1);
    // Paused first (the page refreshes by itself meanwhile), then ready again: the browser reads
    // everything again, since changes may have gone unheard meanwhile.
    await desk.waitFor((event) => event.event === 'paused', 10_000, 1);
    await desk.waitFor((event) => event.event === 'ready', 10_000, 1);
    const readyz = await fetch(`${second.url}/readyz`);
    expect({ status: readyz.status, body: await readyz.json() }).toEqual({ status: 200, body: { status: 'ready', database: 'up', liveUpdates: 'up' } });
    const visit = await todaysVisit('After The Failover', 'host');
    const working = await signIn(first, 'guard', 'Guard@123');
    await checkIn(working.client, visit);
    await desk.waitFor(isChange('visit', visit), WITHIN_MS);
    expect(second.logLines().filter((line) => line['msg'] === 'the change listener lost its connection')).not.toEqual([]);
  });

  it('should refuse a stream without a live session, as any call', async () => {
    const [first] = replicas as [ServerProcess];
    const anonymous = await openEventStream(first.url, undefined);
    expect({ status: anonymous.status, body: anonymous.refusal }).toEqual({
      status: 401,
      body: { errmessage: 'Please log in to continue.', code: 'auth.required' },
    });
    const forged = await openEventStream(first.url, 'vms_session=not-a-session-anyone-was-given');
    expect({ status: forged.status, body: forged.refusal }).toEqual({
      status: 401,
      body: { errmessage: 'Previous session destroyed', code: 'session.destroyed' },
    });
  });

  it('should end a stream on one replica when its session is logged out on the other', async () => {
    const [first, second] = replicas as [ServerProcess, ServerProcess];
    const host = await signIn(first, 'host', 'Host@1234');
    const stream = await follow(first, host.client.cookie);
    const logout = await clientOn(second, host.client.cookie).post(`/logout/${host.sessionId}`, { emailToDelete: setup.envelope.encrypt(email('host')) });
    expect(logout.status).toBe(200);
    await stream.ended;
    expect(stream.events.map((event) => event.event)).toEqual(['ready', 'ended']);
  });

  it('should end its open streams and exit promptly on SIGTERM', async () => {
    const stopping = await startServerProcess(env);
    try {
      const guard = await signIn(stopping, 'guard', 'Guard@123');
      const host = await signIn(stopping, 'host', 'Host@1234');
      const open = [await follow(stopping, guard.client.cookie), await follow(stopping, host.client.cookie)];
      expect(await stopping.stop()).toBe(0);
      await Promise.all(open.map((stream) => stream.ended));
      // Closed without `ended`: the browsers come back, to a replica that is not stopping.
      expect(open.map((stream) => stream.events.map((event) => event.event))).toEqual([['ready'], ['ready']]);
      const stopped = stopping.logLines().find((line) => line['msg'] === 'stopped');
      // Every request, the two streams included, finished within the drain: nothing was cut at its bound.
      expect(stopped).toMatchObject({ requests: 'drained', closed: 'closed' });
      expect(Number(stopped?.['tookMs'])).toBeLessThan(DRAIN_SECONDS * 1000);
      expect(stopping.logLines().filter((line) => Number(line['level']) >= 50)).toEqual([]);
    } finally {
      await stopping.stop();
    }
  });
});
