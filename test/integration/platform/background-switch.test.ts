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
  /** The request-only replica's own mail server: a mail it delivered would land here, apart from the worker's. */
  let requestOnlySmtp: SmtpSink;
  let setup: TestApp;
  const started: ServerProcess[] = [];

  const env = (background: 'on' | 'off', smtpUrl: string) => replicaEnv(database.url, smtpUrl, {
    DATABASE_POOL_MAX: '3',
    VMS_JOBS_FIRST_RUN_SECONDS: '1',
    VMS_BACKGROUND: background,
  });

  const start = async (background: 'on' | 'off', smtpUrl = smtp.url) => {
    const server = await startServerProcess(env(background, smtpUrl));
    started.push(server);
    return server;
  };

  const query = <T extends Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> => queryRows<T>(database.url, text, values);
  const outboxRows = (address: string) =>
    query<{ sent: boolean; claimed: boolean }>('select sent_at is not null as sent, claim_token is not null as claimed from mail_outbox where recipients @> $1::jsonb', [
      JSON.stringify([address]),
    ]);

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpSink();
    requestOnlySmtp = await startSmtpSink();
    // Migrates the database the processes share.
    setup = await startTestApp({ database });
  });

  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop()));
    await setup?.close();
    await database?.drop();
    await smtp?.close();
    await requestOnlySmtp?.close();
  });

  it('should queue mail without delivering it or running jobs, and leave it for a replica that does', async () => {
    const requestOnly = await start('off', requestOnlySmtp.url);
    const address = `background.off@${TEST_DOMAIN}`;
    const client = new TestClient({ request: (path, init) => fetch(`${requestOnly.url}${path}`, init) });
    const sent = await client.post<{ message: string }>('/api/auth/send-otp', { en_email: setup.envelope.encrypt(address), purpose: 'register' });
    expect(sent.status).toBe(200);
    expect(await outboxRows(address)).toEqual([{ sent: false, claimed: false }]);
    expect(requestOnly.logLines().find((line) => line['msg'] === 'visitor desk ready')?.['background']).toBe(false);

    // The signal that the request-only replica had its chance: a default replica started after it,
    // beside it, delivers the backlog it finds and runs the jobs. Had the request-only one (up for
    // longer, nudged by the OTP's commit, its jobs due 1 s after its start) delivered or run them, the
    // mail would be in its own sink and the jobs' runs (once per period) in its log, not the worker's.
    const worker = await start('on');
    await smtp.waitFor((m) => recipientsOf(m).includes(address), 20_000);
    const jobsDoneBy = (server: ServerProcess) => server.logLines().filter((line) => line['msg'] === 'job done');
    for (let waited = 0; jobsDoneBy(worker).length === 0 && waited < 20_000; waited += 200) await sleep(200);
    expect(jobsDoneBy(worker).length).toBeGreaterThan(0);
    expect((await query('select name from job_run')).length).toBeGreaterThan(0);
    // The sink has the mail once the SMTP conversation ends; the worker records it sent just after (CI
    // once read the row in between, under load): wait for that record, within a limit.
    const delivered = async () => (await outboxRows(address))[0]?.sent === true;
    for (let waited = 0; !(await delivered()) && waited < 20_000; waited += 200) await sleep(200);
    expect(await outboxRows(address)).toEqual([{ sent: true, claimed: false }]);
    expect(worker.logLines().find((line) => line['msg'] === 'visitor desk ready')?.['background']).toBe(true);

    expect(await requestOnly.stop()).toBe(0);
    expect(requestOnlySmtp.mails).toHaveLength(0);
    expect(jobsDoneBy(requestOnly)).toEqual([]);
  });
});
