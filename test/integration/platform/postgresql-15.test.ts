import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATION_NAMES } from '../../../migrations/names.ts';
import { ENTITIES } from '../../../src/entities.ts';
import { openDatabase } from '../../../src/platform/database/database.ts';
import { migrateToLatest } from '../../../src/platform/database/migrate.ts';
import { createLogger } from '../../../src/platform/logging/logger.ts';
import { DEBIAN_POSTGRES_VERSION, requireDebianPostgres, startDebianPostgres, type DebianPostgres } from '../../support/debian-postgres.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { runCliInProcess } from '../../support/run-cli.ts';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { approveVisitor, createPass, linkFromMail, submitDetails } from '../../support/visit-flows.ts';

/**
 * The oldest PostgreSQL the product supports (docs/deploy.md), from the operating system's packages:
 * every other test runs on the embedded PostgreSQL 18. Here an empty database is migrated from the
 * first migration to the last, and the paths that lean on the server's features most (the triggers
 * and NOTIFY of live updates, the desk's window queries and the binary COPY of the export) run on it.
 */
describe.runIf(requireDebianPostgres())(`the product on PostgreSQL ${DEBIAN_POSTGRES_VERSION}`, () => {
  let server: DebianPostgres;
  let url: string;
  let applied: string[];
  let smtp: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    server = await startDebianPostgres();
    const admin = new pg.Client({ connectionString: server.serverUrl });
    await admin.connect();
    await admin.query('create database vms');
    await admin.end();
    const target = new URL(server.serverUrl);
    target.pathname = '/vms';
    url = target.toString();

    const database = await openDatabase({ databaseUrl: url, dataDir: '.data', entities: ENTITIES, logger: createLogger('silent'), poolMax: 2 });
    applied = await migrateToLatest(database.orm, url);
    await database.close();

    smtp = await startSmtpSink();
    t = await startTestApp({ smtp, database: { url, name: 'vms', drop: async () => {} } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await server?.stop();
  });

  const query = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  };

  it(`should migrate an empty PostgreSQL ${DEBIAN_POSTGRES_VERSION} database through every migration`, async () => {
    const [version] = await query<{ server_version_num: string }>('show server_version_num');
    expect(Math.floor(Number(version!.server_version_num) / 10_000)).toBe(DEBIAN_POSTGRES_VERSION);
    expect(applied).toEqual([...MIGRATION_NAMES]);
    const recorded = await query<{ name: string }>('select name from mikro_orm_migrations order by id');
    expect(recorded.map((row) => row.name)).toEqual([...MIGRATION_NAMES]);
  });

  it('should take a visit from the pass to the check-out, announce each change and export it', async () => {
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'host', 'manager', { manager: 'admin', password: 'Host@1234' });
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    const host = await signedIn(t, { email: email('host'), password: 'Host@1234' });
    const desk = await signedIn(t, { email: email('guard'), password: 'Guard@123' });

    // Live updates: the triggers' NOTIFY, heard by a LISTEN on this server.
    const listener = new pg.Client({ connectionString: url });
    listener.on('error', () => {}); // the server's shutdown at the end ends it too
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (message) => heard.push(message.payload ?? ''));
    await listener.query('listen vms_changes');

    try {
      await visitToCheckOut(host, desk, heard);
    } finally {
      await listener.end();
    }
  });

  /** Today at the site (the test clock's 20-11-2026, 10:00 AM), so the desk's Active list has it. */
  const today = { date: '20-11-2026', time: '11:30 AM' };

  const visitToCheckOut = async (host: TestClient, desk: TestClient, heard: readonly string[]): Promise<void> => {
    const created = await createPass(t, host, { visitorEmail: 'arjun@supplier.test', ...today });
    expect(created.status).toBe(201);
    const id = created.body.id;
    await t.deliverMail();
    const { token } = await linkFromMail(smtp, 'arjun@supplier.test');
    expect(await submitDetails(t, new TestClient(t), token, { dateOfVisit: today.date, timeOfVisit: today.time })).toMatchObject({ status: 200, body: { message: 'Details form submitted successfully' } });
    expect(await approveVisitor(t, host, id)).toMatchObject({ status: 200, body: { message: 'Visitor Approved Successfully.' } });

    // The desk's list (window queries) shows the approved visitor.
    const list = await desk.get<{ details: string; total: number }>('/api/getApprovedVisitor?view=active&q=Arjun');
    expect(list.status).toBe(200);
    expect((t.envelope.decryptJson(list.body.details) as { id: number }[]).map((row) => row.id)).toContain(id);

    const encryptedId = t.envelope.encrypt(String(id));
    expect((await desk.post('/visitorTimeIn', { encryptedId, time_in: 'ignored' })).status).toBe(200);
    expect((await desk.post('/visitorTimeOut', { encryptedId, time_out: 'ignored' })).status).toBe(200);
    const [row] = await query<{ check_in: Date | null; check_out: Date | null }>('select check_in, check_out from visitor_pass where id = $1', [id]);
    expect(row!.check_in).toBeInstanceOf(Date);
    expect(row!.check_out).toBeInstanceOf(Date);

    await expect.poll(() => heard.some((payload) => { const change = JSON.parse(payload) as { kind: string; id: number }; return change.kind === 'visit' && change.id === id; })).toBe(true);

    // The export streams the visit with COPY (binary) from this server.
    const dataDir = await mkdtemp(join(tmpdir(), 'vms-pg15-cli-'));
    try {
      const out = join(dataDir, 'export.csv');
      const env = { DATABASE_URL: url, VMS_DATA_DIR: dataDir, VMS_SERVER_SECRET: 's'.repeat(40), VMS_TIMEZONE: 'Asia/Kolkata' };
      const exported = await runCliInProcess(['visitors', 'export', '--from', today.date, '--to', today.date, '--out', out], env);
      expect(exported).toMatchObject({ code: 0, stderr: expect.stringMatching(/^Exported 1 visits \(20-11-2026 to 20-11-2026\)/) });
      const rows = parse(await readFile(out, 'utf8'), { columns: true }) as Record<string, string>[];
      expect(rows).toHaveLength(1);
      expect(Object.values(rows[0]!)).toContain('Arjun Mehta');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  };
});
