import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replicaEnv, startServerProcess, type ServerProcess } from '../../support/server-process.ts';
import { recipientsOf, startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, TEST_DOMAIN, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { createTestDatabase, queryRows, type TestDatabase } from '../../support/test-database.ts';

/**
 * VMS_BACKGROUND=off: a replica that answers requests and queues mail, but neither delivers mail
 * nor runs the scheduled jobs; a replica with the default (on) delivers what it queued.
 */
describe('a request-only replica (VMS_BACKGROUND=off)', () => {
  let database: TestDatabase;
  let smtp: SmtpSink;
  let setup: TestApp;
  const started: ServerProcess[] = [];

  const env = (background: 'on' | 'off') => replicaEnv(database.url, smtp.url, {
    DATABASE_POOL_MAX: '3',
    VMS_JOBS_FIRST_RUN_SECONDS: '1',
    VMS_BACKGROUND: background,
  });

  const start = async (background: 'on' | 'off') => {
    const server = await startServerProcess(env(background));
    started.push(server);
    return server;
  };

  const query = <T extends Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> => queryRows<T>(database.url, text, values);
  const outboxRows = (address: string) =>
    query<{ sent: boolean; claimed: boolean }>('select sent_at is not null as sent, claim_token is not null as claimed from mail_outbox where recipients @> $1::jsonb', [
      JSON.stringify([address]),
    ]);
  const jobRuns = () => query<{ name: string }>('select name from job_run');

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpSink();
    // Migrates the database the processes share.
    setup = await startTestApp({ database });
  });

  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop()));
    await setup?.close();
    await database?.drop();
    await smtp?.close();
  });

  it('should queue mail without delivering it or running jobs, and leave it for a replica that does', async () => {
    const requestOnly = await start('off');
    const address = `background.off@${TEST_DOMAIN}`;
    const client = new TestClient({ request: (path, init) => fetch(`${requestOnly.url}${path}`, init) });
    const sent = await client.post<{ message: string }>('/api/auth/send-otp', { en_email: setup.envelope.encrypt(address), purpose: 'register' });
    expect(sent.status).toBe(200);
    // Past the jobs' first check (1 s): a process that runs them would have claimed its runs by now,
    // and one that delivers would have been nudged by the OTP's commit.
    await sleep(2500);
    expect(await requestOnly.stop()).toBe(0);
    expect(await outboxRows(address)).toEqual([{ sent: false, claimed: false }]);
    expect(smtp.mails.filter((m) => recipientsOf(m).includes(address))).toHaveLength(0);
    expect(await jobRuns()).toEqual([]);
    expect(requestOnly.logLines().find((line) => line['msg'] === 'visitor desk ready')?.['background']).toBe(false);

    // The default replica delivers the backlog it finds.
    const worker = await start('on');
    await smtp.waitFor((m) => recipientsOf(m).includes(address), 20_000);
    for (let waited = 0; (await jobRuns()).length === 0 && waited < 20_000; waited += 200) await sleep(200);
    expect((await jobRuns()).length).toBeGreaterThan(0);
    expect(await outboxRows(address)).toEqual([{ sent: true, claimed: false }]);
    expect(worker.logLines().find((line) => line['msg'] === 'visitor desk ready')?.['background']).toBe(true);
  });
});
