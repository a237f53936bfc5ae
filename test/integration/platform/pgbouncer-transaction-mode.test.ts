import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../../migrations/index.ts';
import { PgChangeFeed } from '../../../src/live/adapters/pg-change-feed.ts';
import { ChangeFeed } from '../../../src/live/application/ports.ts';
import type { Change } from '../../../src/live/domain/change.ts';
import { createLogger } from '../../../src/platform/logging/logger.ts';
import type { DeskRecord } from '#contract/api/visit-answers.ts';
import { addAccount, checkSession, email, signedIn } from '../../support/identity-flows.ts';
import { pgbouncerAvailable, startPgBouncer, type PgBouncer } from '../../support/pgbouncer.ts';
import { runCli } from '../../support/run-cli.ts';
import { startTestApp, TEST_SERVER_SECRET, type TestApp } from '../../support/test-app.ts';
import type { TestClient } from '../../support/test-client.ts';
import { createEmptyDatabase, createTestDatabase, queryRows, sqlClient, type TestDatabase } from '../../support/test-database.ts';
import { insertVisits } from '../../support/visit-fixtures.ts';

// Today at the site is 20-11-2026, 10:00 AM (the fake clock).
const TODAY = '2026-11-20';

/**
 * The product behind a real PgBouncer in transaction mode (issue 27, item 9): every statement may
 * run on another server connection than the one before, so nothing may rely on a connection's
 * session (named prepared statements, LISTEN, a session's advisory lock). DATABASE_URL goes through
 * the pooler; DATABASE_DIRECT_URL reaches PostgreSQL itself, for the listener and the migration lock.
 */
describe.skipIf(!pgbouncerAvailable())('through PgBouncer in transaction mode', () => {
  let bouncer: PgBouncer;
  let database: TestDatabase;
  let t: TestApp;

  /** The settings of a replica behind the pooler. */
  const pooledEnv = (direct: TestDatabase, through = bouncer): Record<string, string> => ({
    DATABASE_URL: through.pooled(direct.url),
    DATABASE_DIRECT_URL: direct.url,
    DATABASE_POOL_MODE: 'transaction',
  });

  beforeAll(async () => {
    // Two server connections for the app's five: its clients share them, statement by statement.
    bouncer = await startPgBouncer({ poolSize: 2 });
    database = await createTestDatabase();
    t = await startTestApp({ database, env: pooledEnv(database) });
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'host', 'manager', { manager: 'admin', password: 'Host@1234' });
    for (const n of [1, 2, 3]) await addAccount(t, `guard${n}`, 'security', { manager: 'admin', password: 'Guard@123' });
  });

  afterAll(async () => {
    await t?.close();
    await database?.drop();
    await bouncer?.stop();
  });

  const todaysVisit = async (name: string): Promise<number> => {
    const sql = await sqlClient(database.url);
    try {
      const [id] = await insertVisits(sql, [{ name, hostEmail: email('host'), date: TODAY }]);
      return id!;
    } finally {
      await sql.end();
    }
  };

  const deskList = async (desk: TestClient) => {
    const answer = await desk.get<{ details: string; total: number }>('/api/getApprovedVisitor?view=active&filter=expected&pageSize=100');
    return { status: answer.status, names: answer.status === 200 ? (t.envelope.decryptJson(answer.body.details) as DeskRecord[]).map((row) => row.name) : [] };
  };

  it('should sign in, list the desk and check a visitor in, many desks at once', async () => {
    const visit = await todaysVisit('Pooled Arrival');
    const desks = await Promise.all([1, 2, 3].map((n) => signedIn(t, { email: email(`guard${n}`), password: 'Guard@123' })));
    // Each signed-in call looks its session up with the same prepared statement, on whichever server
    // connection PgBouncer hands out: many at once, so that the pool's clients share them.
    const answers = await Promise.all(
      desks.flatMap((desk, n) => [
        ...Array.from({ length: 6 }, () => deskList(desk)),
        checkSession(t, desk, email(`guard${n + 1}`)).then((answer) => ({ status: answer.status, names: ['session'] })),
      ]),
    );
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(answers.filter((answer) => answer.names[0] !== 'session').every((answer) => answer.names.includes('Pooled Arrival'))).toBe(true);

    const checkIn = await desks[0]!.post('/visitorTimeIn', { encryptedId: t.envelope.encrypt(String(visit)), time_in: 'now' });
    expect(checkIn.status).toBe(200);
    const [row] = await queryRows<{ checked_in: boolean }>(database.url, 'select check_in is not null as checked_in from visitor_pass where id = $1', [visit]);
    expect(row?.checked_in).toBe(true);
  });

  it('should hear a change made through the pooler on its listener, which uses the direct URL', async () => {
    let listening!: () => void;
    const ready = new Promise<void>((resolve) => {
      listening = resolve;
    });
    let changed!: (change: Change) => void;
    const visitChanged = new Promise<Change>((resolve) => {
      changed = resolve;
    });
    const visit = await todaysVisit('Pooled Live Arrival');
    const stop = t.get(ChangeFeed).subscribe({
      listening: () => listening(),
      paused: () => undefined,
      change: (change) => {
        if (change.kind === 'visit' && change.id === visit) changed(change);
      },
    });
    try {
      await ready;
      const desk = await signedIn(t, { email: email('guard1'), password: 'Guard@123' });
      expect((await desk.post('/visitorTimeIn', { encryptedId: t.envelope.encrypt(String(visit)), time_in: 'now' })).status).toBe(200);
      expect(await within(visitChanged, 10_000)).toMatchObject({ kind: 'visit', id: visit });
    } finally {
      stop();
    }
  });

  it('should find a listener put behind the pooler deaf by its own check, and say so', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    const pooled = bouncer.pooled(database.url);
    // The mistake the setting prevents: LISTEN through the pooler. It is accepted, then hears nothing.
    const feed = new PgChangeFeed(pooled, (channel, payload) => queryRows(pooled, 'select pg_notify($1, $2)', [channel, payload]).then(() => undefined), logger, {
      checkWithinMs: 1_000,
      minDelayMs: 60_000,
    });
    try {
      const paused = new Promise<void>((resolve) => {
        feed.subscribe({ change: () => undefined, listening: () => undefined, paused: resolve });
      });
      await paused;
      expect(feed.health().state).toBe('down');
      expect(lines.filter((line) => line['level'] === 'error').map((line) => [line['msg'], line['reason']])).toEqual([
        ['live updates are down: the change listener hears nothing', 'its check was not heard within 1000 ms'],
      ]);
    } finally {
      await feed.close();
    }
  });

  it('should let two `vms db migrate` run at once through the pooler: both succeed, and no lock is left held', async () => {
    // A pool as large as the clients': the second process's lock can then reach the server connection
    // that holds the first one's, where a session's advisory lock is taken again at once (re-entrant).
    const roomy = await startPgBouncer({ poolSize: 10 });
    const empty = await createEmptyDatabase();
    const dataDirs = await Promise.all([0, 1].map(() => mkdtemp(join(tmpdir(), 'vms-pooled-cli-'))));
    try {
      const runs = await Promise.all(
        dataDirs.map((dataDir) => runCli(['db', 'migrate'], { ...pooledEnv(empty, roomy), VMS_DATA_DIR: dataDir, VMS_COMPANY_DOMAIN: 'example.com', VMS_SERVER_SECRET: TEST_SERVER_SECRET })),
      );
      expect(runs.map((run) => ({ code: run.code, stderr: run.stderr }))).toEqual([
        { code: 0, stderr: '' },
        { code: 0, stderr: '' },
      ]);
      // One of them applied every migration; the other, having waited its turn, found nothing to do.
      const names = MIGRATIONS.map((migration) => migration.name);
      expect(runs.map((run) => run.stdout).sort()).toEqual([`Applied ${names.length}: ${names.join(', ')}\n`, 'Database is up to date.\n']);
      const applied = await queryRows<{ name: string }>(empty.url, 'select name from mikro_orm_migrations order by id');
      expect(applied.map((row) => row.name)).toEqual(names);
      // No advisory lock of that database is still held by a connection PgBouncer keeps open.
      const locks = await queryRows<{ n: number }>(
        empty.url,
        "select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())",
      );
      expect(locks[0]?.n).toBe(0);
    } finally {
      await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
      await empty.drop();
      await roomy.stop();
    }
  });
});

/** The promise's value, or a failure naming the wait once `ms` have passed without it. */
const within = <T>(promise: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`not heard within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
};
