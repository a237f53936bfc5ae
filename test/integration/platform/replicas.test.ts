import { setTimeout as sleep } from 'node:timers/promises';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#contract/visit-time.ts';
import { addAccount, digest, email } from '../../support/identity-flows.ts';
import { liveSiteToday, liveSiteZone } from '../../support/live-site.ts';
import { replicaEnv, startServerProcess, type ServerProcess } from '../../support/server-process.ts';
import { recipientsOf, startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, TEST_CAPTCHA, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { createTestDatabase, queryRows, sqlClient, type TestDatabase } from '../../support/test-database.ts';
import { insertVisits } from '../../support/visit-fixtures.ts';

/**
 * Three real server processes (the entry point `npm start` runs, each with its own data folder) on
 * one PostgreSQL and one SMTP server, as several machines behind a load balancer would run.
 */
const REPLICAS = 3;
const DRAIN_SECONDS = 8;

const webcamJpeg = (): Buffer => {
  const data = Buffer.alloc(160 * 120 * 4);
  for (let i = 0; i < data.length; i += 4) data.set([(i / 4) % 256, 120, 60, 255], i);
  return Buffer.from(jpeg.encode({ data, width: 160, height: 120 }, 80).data);
};

describe('several replicas on one database', () => {
  let database: TestDatabase;
  let smtp: SmtpSink;
  let setup: TestApp;
  let replicas: ServerProcess[];
  let visitToday: number;
  let oldVisit: number;

  /** A browser talking to one replica; its cookie works on any of them. */
  const clientOn = (replica: number, cookie?: string) => {
    const client = new TestClient({ request: (path, init) => fetch(`${replicas[replica]!.url}${path}`, init) });
    client.cookie = cookie;
    return client;
  };

  const query = <T extends Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> => queryRows<T>(database.url, text, values);

  const logIn = async (client: TestClient, address: string, password: string) => {
    const { body } = await client.get<{ captchaId: string }>('/captcha');
    return client.post<{ result: { storedSessionId: string } }>('/api/auth/login', {
      data: setup.envelope.encrypt({ email: address, password: digest(password), captchaId: body.captchaId, captcha: TEST_CAPTCHA }),
    });
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpSink();
    // The accounts and visits are made in-process on the same database, as IT staff would with `vms`.
    // The first site is made by the first process on the database, in its zone: the live site's, as
    // the replicas' (in the product's default zone, Asia/Kolkata, "today" was tomorrow after 18:30 UTC).
    setup = await startTestApp({ database, env: { VMS_TIMEZONE: liveSiteZone() } });
    await addAccount(setup, 'admin', 'admin');
    await addAccount(setup, 'host', 'manager', { manager: 'admin', password: 'Host@1234' });
    await addAccount(setup, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    await addAccount(setup, 'target', 'employee', { manager: 'host', password: 'Target@123' });
    const today = liveSiteToday();
    const sql = await sqlClient(database.url);
    [visitToday, oldVisit] = await insertVisits(sql, [
      { name: 'Replica Visitor', hostEmail: email('host'), date: today },
      // Far past the 180 days of retention: the nightly job anonymises it.
      { name: 'Long Gone', hostEmail: email('host'), date: addDays(today, -400), checkIn: new Date(Date.now() - 400 * 86_400_000) },
    ]) as [number, number];
    await sql.end();

    const env = replicaEnv(database.url, smtp.url, {
      VMS_TIMEZONE: liveSiteZone(),
      // One trusted hop (the socket's peer): each test client's own X-Forwarded-For entry is its address.
      VMS_TRUST_PROXY: '1',
      DATABASE_POOL_MAX: '5',
      VMS_JOBS_FIRST_RUN_SECONDS: '1',
      VMS_DRAIN_SECONDS: String(DRAIN_SECONDS),
    });
    replicas = await Promise.all(Array.from({ length: REPLICAS }, () => startServerProcess(env)));
  });

  afterAll(async () => {
    await Promise.all((replicas ?? []).map((replica) => replica.stop()));
    await setup?.close();
    await database?.drop();
    await smtp?.close();
  });

  it('should keep a session made on one replica working on another, and end it on a third', async () => {
    const browser = clientOn(0);
    const login = await logIn(browser, email('host'), 'Host@1234');
    expect(login.status).toBe(200);
    const check = (replica: number) =>
      clientOn(replica, browser.cookie).get<{ message: string }>(`/check-session/${encodeURIComponent(setup.envelope.encrypt(email('host')))}/${Date.now()}`);
    expect(await check(1)).toMatchObject({ status: 200, body: { message: 'Session active' } });
    const logout = await clientOn(2, browser.cookie).post(`/logout/${login.body.result.storedSessionId}`, { emailToDelete: setup.envelope.encrypt(email('host')) });
    expect(logout.status).toBe(200);
    expect(await check(0)).toMatchObject({ status: 401, body: { message: 'Previous session destroyed' } });
    expect(await check(1)).toMatchObject({ status: 401 });
  });

  it('should serve a photo uploaded through one replica from another, and put it in the host\'s arrival mail', async () => {
    const desk = clientOn(0);
    expect((await logIn(desk, email('guard'), 'Guard@123')).status).toBe(200);
    const photo = webcamJpeg();
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    form.append('visitorId', setup.envelope.encrypt(String(visitToday)));
    const uploaded = await desk.call<{ filename: string }>('POST', '/upload', form);
    expect(uploaded.status).toBe(200);

    const elsewhere = clientOn(1, desk.cookie);
    const served = await elsewhere.get(`/photos/${uploaded.body.filename}`);
    expect(served.status).toBe(200);
    expect(elsewhere.lastBytes.equals(photo)).toBe(true);

    const checkIn = await clientOn(2, desk.cookie).post('/visitorTimeIn', { encryptedId: setup.envelope.encrypt(String(visitToday)), time_in: 'now' });
    expect(checkIn.status).toBe(200);
    const mail = await smtp.waitFor((m) => recipientsOf(m).includes(email('host')) && (m.subject ?? '').startsWith('Replica Visitor has arrived'), 20_000);
    const attached = mail.attachments.find((attachment) => attachment.contentType === 'image/jpeg');
    expect(attached?.content.equals(photo)).toBe(true);
  });

  it('should lock an account after ten simultaneous wrong logins spread over the replicas', async () => {
    const attempts = await Promise.all(Array.from({ length: 10 }, (_, i) => logIn(clientOn(i % REPLICAS), email('target'), 'Wrong@1234')));
    const statuses = attempts.map((attempt) => attempt.status);
    // Five failures lock the account; the attempts after the lock meet it.
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const right = await logIn(clientOn(1), email('target'), 'Target@123');
    expect(right.status).toBe(429);
    const [row] = await query<{ locked: boolean }>('select locked_until > now() as locked from employee where email = $1', [email('target')]);
    expect(row?.locked).toBe(true);
  });

  it('should send one code for six simultaneous OTP requests spread over the replicas', async () => {
    const address = email('new.joiner');
    const sends = await Promise.all(
      Array.from({ length: 6 }, (_, i) => clientOn(i % REPLICAS).post('/api/auth/send-otp', { en_email: setup.envelope.encrypt(address), purpose: 'register' })),
    );
    expect(sends.map((send) => send.status).sort()).toEqual([200, 429, 429, 429, 429, 429]);
    expect(await query('select id from one_time_password where email = $1', [address])).toHaveLength(1);
    await smtp.waitFor((m) => recipientsOf(m).includes(address), 20_000);
    const [queued] = await query<{ n: number }>('select count(*)::int n from mail_outbox where recipients @> $1::jsonb', [JSON.stringify([address])]);
    expect(queued?.n).toBe(1);
  });

  it('should run the nightly retention once, however many replicas keep the schedule', async () => {
    // The nightly work is claimed per site and site date (ADR 43): the one site's period.
    const [site] = await query<{ id: number }>('select min(id)::int as id from site');
    const period = `${site!.id}:${liveSiteToday()}`;
    for (let waited = 0; ; waited += 200) {
      const [run] = await query<{ finished: boolean }>("select finished_at is not null as finished from job_run where name = 'retention' and period = $1", [period]);
      if (run?.finished) break;
      if (waited > 30_000) throw new Error('the retention job did not run');
      await sleep(200);
    }
    // The signal that no replica runs it late: every replica has tried it (each logs its run's
    // result, the refused ones too), not a fixed wait for a late one.
    const triedRetention = (replica: ServerProcess) => replica.logLines().some((line) => line['msg'] === 'job done' && line['job'] === 'retention');
    for (let waited = 0; !replicas.every(triedRetention); waited += 200) {
      if (waited > 30_000) throw new Error('a replica never tried the retention job');
      await sleep(200);
    }
    expect(await query("select period from job_run where name = 'retention'")).toEqual([{ period }]);
    expect(await query("select subject_id from audit_log where action = 'visits.purged'")).toHaveLength(1);
    const [old] = await query<{ anonymised: boolean }>('select anonymised_at is not null as anonymised from visitor_pass where id = $1', [oldVisit]);
    expect(old?.anonymised).toBe(true);
    // Each replica's result is a list of its sites' runs: the one that ran the site's night says so.
    const ran = replicas
      .flatMap((replica) => replica.logLines())
      .filter((line) => line['job'] === 'retention' && ((line['result'] as { ran?: boolean }[] | undefined) ?? []).some((run) => run.ran === true));
    expect(ran).toHaveLength(1);
  });

  it('should drain a replica on SIGTERM under load without dropping a request', async () => {
    const desk = clientOn(0);
    expect((await logIn(desk, email('guard'), 'Guard@123')).status).toBe(200);
    // A load balancer's view: a replica gets work while its /healthz answers 200.
    const healthy = new Set(replicas.map((_, i) => i));
    let running = true;
    const watcher = (async () => {
      while (running) {
        await Promise.all(
          replicas.map(async (replica, i) => {
            const ok = await fetch(`${replica.url}/healthz`).then((response) => response.ok, () => false);
            if (ok) healthy.add(i);
            else healthy.delete(i);
          }),
        );
        await sleep(50);
      }
    })();

    const outcomes: { replica: number; status: number | string }[] = [];
    let next = 0;
    const victim = 2;
    const worker = async () => {
      while (running) {
        const candidates = [...healthy];
        const replica = candidates[next++ % candidates.length]!;
        const outcome = await clientOn(replica, desk.cookie)
          .get('/api/getApprovedVisitor?view=active&page=1&pageSize=25')
          .then((result) => result.status, (error: Error) => `${error.message}: ${String(error.cause)}`);
        outcomes.push({ replica, status: outcome });
      }
    };
    const load = Array.from({ length: 12 }, () => worker());
    // The victim must be serving before it is signalled. Waiting for answers rather than a fixed second: on saturated
    // cores a second can pass before its first answer comes back.
    const servedByVictim = () => outcomes.filter((outcome) => outcome.replica === victim).length;
    for (let waited = 0; servedByVictim() < 5 && waited < 20_000; waited += 50) await sleep(50);
    const served = servedByVictim();
    const signalled = Date.now();
    const exitCode = replicas[victim]!.stop();
    expect(await exitCode).toBe(0);
    const exitedAfterMs = Date.now() - signalled;
    await sleep(500);
    running = false;
    await Promise.all([...load, watcher]);

    expect(served).toBeGreaterThan(0);
    expect(outcomes.filter((outcome) => outcome.status !== 200)).toEqual([]);
    expect(outcomes.length).toBeGreaterThan(50);
    const stopped = replicas[victim]!.logLines().find((line) => line['msg'] === 'stopped');
    expect(stopped).toMatchObject({ requests: 'drained', background: 'stopped', closed: 'closed' });
    expect(Number(stopped?.['tookMs'])).toBeLessThanOrEqual(DRAIN_SECONDS * 1000);
    expect(exitedAfterMs).toBeLessThan((DRAIN_SECONDS + 5) * 1000);
    // The others never noticed, and no replica logged an unexpected error all along.
    expect((await clientOn(1, desk.cookie).get('/healthz')).status).toBe(200);
    expect(replicas.flatMap((replica) => replica.logLines()).filter((line) => Number(line['level']) >= 50)).toEqual([]);
  }, 60_000);
});
