import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildHttpApp } from '../../../src/http-app.ts';
import { startJobs } from '../../../src/jobs.ts';
import { JobRuns } from '../../../src/platform/jobs/job-runs.ts';
import { Metrics } from '../../../src/platform/metrics/metrics.ts';
import { Outbox } from '../../../src/platform/ports/outbox.ts';
import { UnitOfWork } from '../../../src/platform/ports/unit-of-work.ts';
import { SECOND } from '../../support/fake-clock.ts';
import { parsePrometheusText, samplesOf } from '../../support/prometheus-text.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { sqlClient } from '../../support/test-database.ts';

const TOKEN = 'metrics-token-0123456789abcdef0123456789';

describe('/metrics with VMS_METRICS_TOKEN set', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ env: { VMS_METRICS_TOKEN: TOKEN, VMS_JOBS_FIRST_RUN_SECONDS: '1' } });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const response = await t.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    return parsePrometheusText(await response.text());
  };

  it('should answer the text format with the process metrics, the pool and live updates', async () => {
    const samples = await scrape();
    expect(samplesOf(samples, 'process_cpu_user_seconds_total')).toHaveLength(1);
    expect(samplesOf(samples, 'nodejs_eventloop_lag_seconds')).toHaveLength(1);
    for (const name of ['vms_db_pool_in_use_connections', 'vms_db_pool_idle_connections', 'vms_db_pool_waiting_acquires', 'vms_live_open_streams']) {
      expect(samplesOf(samples, name), name).toHaveLength(1);
    }
    // The scrape's own outbox query had its connection back by the time the text was written.
    expect(samplesOf(samples, 'vms_db_pool_waiting_acquires')[0]?.value).toBe(0);
  });

  it('should count a request under its route pattern and status, never under its raw path', async () => {
    const email = 'someone.who.is.not.signed.in@example.com';
    const answer = await t.request(`/check-session/${email}/1700000000000`);
    const samples = await scrape();
    const counted = samplesOf(samples, 'vms_http_request_duration_seconds_count', {
      method: 'GET',
      route: '/check-session/:email/:sessionTime',
      status: String(answer.status),
    });
    expect(counted).toHaveLength(1);
    expect(counted[0]!.value).toBeGreaterThanOrEqual(1);
    expect(samples.some((sample) => Object.values(sample.labels).some((value) => value.includes(email)))).toBe(false);
    // A histogram: the same series has its buckets, up to +Inf, which holds every request.
    const buckets = samplesOf(samples, 'vms_http_request_duration_seconds_bucket', { route: '/check-session/:email/:sessionTime' });
    expect(buckets.find((bucket) => bucket.labels['le'] === '+Inf')?.value).toBe(counted[0]!.value);
  });

  it('should count a request no route matched under one pattern, whatever its path', async () => {
    for (const path of ['/api/no-such-call/1', '/api/no-such-call/2']) expect((await t.request(path)).status).toBe(404);
    const samples = await scrape();
    expect(samplesOf(samples, 'vms_http_request_duration_seconds_count', { route: '/api/*', status: '404' })[0]?.value).toBeGreaterThanOrEqual(2);
    expect(samples.some((sample) => sample.labels['route']?.includes('no-such-call'))).toBe(false);
  });

  it('should show the outbox backlog and the age of its oldest message while nothing delivers it', async () => {
    const mail = { channel: 'mail', to: ['host@example.com'], subject: 'Waiting', text: 'Body', attachments: [] };
    await t.inContext(() => t.get(UnitOfWork).run(async () => t.get(Outbox).enqueue(mail)));
    t.clock.advance(90 * SECOND);
    await t.inContext(() => t.get(UnitOfWork).run(async () => t.get(Outbox).enqueue(mail)));
    const samples = await scrape();
    expect(samplesOf(samples, 'vms_mail_outbox_pending_messages')).toEqual([expect.objectContaining({ labels: { channel: 'mail' }, value: 2 })]);
    expect(samplesOf(samples, 'vms_mail_outbox_oldest_pending_age_seconds')).toEqual([expect.objectContaining({ labels: { channel: 'mail' }, value: 90 })]);

    expect(await t.deliverMail()).toBe(2);
    const after = await scrape();
    expect(samplesOf(after, 'vms_mail_outbox_pending_messages')).toEqual([expect.objectContaining({ labels: { channel: 'mail' }, value: 0 })]);
    expect(samplesOf(after, 'vms_mail_outbox_oldest_pending_age_seconds')).toEqual([expect.objectContaining({ labels: { channel: 'mail' }, value: 0 })]);
  });

  it("should show each channel's backlog apart, and drop a channel's series once its backlog is delivered", async () => {
    // A message of a channel nobody sends here (ADR 29): it stays pending while mail is delivered.
    const chat = { channel: 'chat', to: ['#front-desk'], subject: 'Visitor waiting', text: 'Meera is at the desk', attachments: [] };
    await t.inContext(() => t.get(UnitOfWork).run(async () => t.get(Outbox).enqueue(chat)));
    t.clock.advance(30 * SECOND);
    const samples = await scrape();
    expect(samplesOf(samples, 'vms_mail_outbox_pending_messages', { channel: 'chat' })).toEqual([expect.objectContaining({ value: 1 })]);
    expect(samplesOf(samples, 'vms_mail_outbox_oldest_pending_age_seconds', { channel: 'chat' })).toEqual([expect.objectContaining({ value: 30 })]);
    expect(samplesOf(samples, 'vms_mail_outbox_pending_messages', { channel: 'mail' })).toEqual([expect.objectContaining({ value: 0 })]);

    const sql = await sqlClient(t.database.url);
    try {
      await sql.query("update mail_outbox set sent_at = now() where channel = 'chat'");
    } finally {
      await sql.end();
    }
    const after = await scrape();
    expect(samplesOf(after, 'vms_mail_outbox_pending_messages', { channel: 'chat' })).toEqual([]);
    expect(samplesOf(after, 'vms_mail_outbox_pending_messages', { channel: 'mail' })).toEqual([expect.objectContaining({ value: 0 })]);
  });

  it("should count a scheduled job's runs by job and outcome", async () => {
    const jobs = startJobs(t.runtime.container);
    try {
      // The jobs' first check comes 1 s after they start (VMS_JOBS_FIRST_RUN_SECONDS): wait for its count.
      await vi.waitFor(
        async () => {
          const ran = samplesOf(await scrape(), 'vms_job_runs_total', { job: 'housekeeping', outcome: 'ran' });
          expect(ran[0]?.value).toBe(1);
        },
        { timeout: 20_000, interval: 200 },
      );
    } finally {
      await Promise.all(jobs.map((job) => job.stop()));
    }
    const samples = await scrape();
    expect(samplesOf(samples, 'vms_job_runs_total', { job: 'retention', outcome: 'ran' })[0]?.value).toBe(1);
    expect(samplesOf(samples, 'vms_job_runs_total', { outcome: 'failed' })).toEqual([]);
  });

  it('should count a check whose work failed, and one that found its period taken by another replica', async () => {
    const metrics = t.get(Metrics);
    const runs = new JobRuns(t.runtime.database.orm, t.clock, (job, outcome) => metrics.jobFinished(job, outcome));
    await expect(runs.runOnce('metrics-test', 'period-1', () => Promise.reject(new Error('the SMTP server refused')))).rejects.toThrow('refused');
    // The failed run keeps its period claimed (job-runs.ts): the next check of that period skips it.
    expect(await runs.runOnce('metrics-test', 'period-1', async () => 'never')).toEqual({ ran: false });
    const samples = await scrape();
    expect(samplesOf(samples, 'vms_job_runs_total', { job: 'metrics-test', outcome: 'failed' })[0]?.value).toBe(1);
    expect(samplesOf(samples, 'vms_job_runs_total', { job: 'metrics-test', outcome: 'skipped' })[0]?.value).toBe(1);
    expect(samplesOf(samples, 'vms_job_runs_total', { job: 'metrics-test', outcome: 'ran' })).toEqual([]);
  });

  it('should answer 401 without the token or with another one, and count nothing for the caller to read', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const response = await t.request('/metrics', authorization ? { headers: { Authorization: authorization } } : {});
      expect(response.status, authorization).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await response.json()).toMatchObject({ code: 'auth.required' });
    }
  });

  it('should keep its counts per app: a second app in the same process starts from none', async () => {
    const other = await startTestApp({ env: { VMS_METRICS_TOKEN: TOKEN } });
    try {
      await t.request('/api/no-such-call/3');
      const response = await other.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
      const samples = parsePrometheusText(await response.text());
      expect(samplesOf(samples, 'vms_http_request_duration_seconds_count', { route: '/api/*' })).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe('/metrics without VMS_METRICS_TOKEN', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('should answer as any unknown path does, token or not', async () => {
    // With a built web app, where an unknown path that does not ask for HTML is a 404.
    const webDir = join(t.dataDir, 'web');
    await mkdir(webDir, { recursive: true });
    await writeFile(join(webDir, 'index.html'), '<!doctype html><title>Visitor Desk</title>');
    const app = buildHttpApp(t.runtime.container, webDir);
    const unknown = await app.request('/no-such-page');
    expect(unknown.status).toBe(404);
    const unknownBody: unknown = await unknown.json();
    const withToken: Record<string, string> = { Authorization: `Bearer ${TOKEN}` };
    for (const headers of [{}, withToken]) {
      const response = await app.request('/metrics', { headers });
      expect(response.status).toBe(unknown.status);
      expect(await response.json()).toEqual(unknownBody);
    }
  });
});
