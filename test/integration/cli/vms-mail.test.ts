import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backoffMs, retrySpanMs } from '../../../src/platform/mail/outbox-sender.ts';
import { Outbox } from '../../../src/platform/ports/outbox.ts';
import { UnitOfWork } from '../../../src/platform/ports/unit-of-work.ts';
import { formatSiteDateTime } from '#contract/site-calendar.ts';
import { DAY, FakeClock, SECOND } from '../../support/fake-clock.ts';
import { runCliInProcess } from '../../support/run-cli.ts';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { sqlClient } from '../../support/test-database.ts';

interface OutboxRow {
  id: string;
  subject: string;
  attempts: number;
  created_at: Date;
  next_attempt_at: Date;
  failed_at: Date | null;
  sent_at: Date | null;
  last_error: string | null;
}

describe('vms mail', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let sql: pg.Client;
  let dataDir: string;
  const vms = (...args: string[]) => runCliInProcess(args, { DATABASE_URL: t.database.url, VMS_DATA_DIR: dataDir, VMS_SERVER_SECRET: 's'.repeat(40) });
  const row = async (subject: string): Promise<OutboxRow> =>
    (await sql.query<OutboxRow>('select id, subject, attempts, created_at, next_attempt_at, failed_at, sent_at, last_error from mail_outbox where subject = $1', [subject])).rows[0]!;
  const enqueue = (subject: string, to = 'arjun@supplier.test') =>
    t.inContext(() => t.get(UnitOfWork).run(async () => t.get(Outbox).enqueue({ channel: 'mail', to: [to], subject, text: `Body of ${subject}` })));

  beforeAll(async () => {
    smtp = await startSmtpSink();
    dataDir = await mkdtemp(join(tmpdir(), 'vms-cli-mail-'));
  });
  beforeEach(async () => {
    smtp.mails.length = 0;
    smtp.refuse(false);
    // The app's clock runs with real time (moved ahead by the test), so "now" in the CLI is never after it.
    t = await startTestApp({ smtp, clock: new FakeClock('now') });
    sql = await sqlClient(t.database.url);
  });
  afterEach(async () => {
    await sql.end();
    await t.close();
  });
  afterAll(async () => {
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('should fail a mail only after 24 hours of retries, list it, and send it after `vms mail retry`', async () => {
    await enqueue('Pass for Arjun');
    smtp.refuse(true);
    // Each attempt at the moment it is due, until the sender gives up.
    let attempts = 0;
    for (;;) {
      await t.deliverMail();
      attempts += 1;
      const current = await row('Pass for Arjun');
      expect(current.attempts).toBe(attempts);
      if (current.failed_at) break;
      expect(t.clock.now().getTime() - current.created_at.getTime()).toBeLessThan(DAY);
      t.clock.advance(backoffMs(attempts));
    }
    const failed = await row('Pass for Arjun');
    expect(failed.failed_at!.getTime() - failed.created_at.getTime()).toBeGreaterThanOrEqual(DAY);
    expect(retrySpanMs(attempts)).toBeGreaterThanOrEqual(DAY);
    expect(retrySpanMs(attempts - 1)).toBeLessThan(DAY);
    expect(attempts).toBeGreaterThan(100);
    expect(await t.deliverMail()).toBe(0);

    // Another mail goes through meanwhile, so that the status has one of each.
    smtp.refuse(false);
    await enqueue('Welcome', 'neha@example.com');
    expect(await t.deliverMail()).toBe(1);
    smtp.refuse(true);

    const json = await vms('mail', 'status', '--json');
    expect(json).toMatchObject({ code: 0, stderr: '' });
    const status = JSON.parse(json.stdout) as Record<string, unknown>;
    expect(status).toEqual({
      queued: 0,
      retrying: 0,
      sending: 0,
      sentLast24h: 1,
      failed: 1,
      byChannel: { mail: { queued: 0, retrying: 0, sending: 0, sentLast24h: 1, failed: 1 } },
      failedMails: [
        {
          id: failed.id,
          channel: 'mail',
          recipients: ['arjun@supplier.test'],
          subject: 'Pass for Arjun',
          attempts,
          lastError: expect.stringMatching(/451|unavailable/i) as string,
          createdAt: failed.created_at.toISOString(),
          failedAt: failed.failed_at!.toISOString(),
        },
      ],
    });
    const text = await vms('mail', 'status');
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^Queued {3}0\nSending {2}0\nSent {5}1 in the last 24 hours\nFailed {3}1\n/);
    expect(text.stdout).toMatch(/\nID\s+RECIPIENTS\s+SUBJECT\s+ATTEMPTS\s+LAST ERROR\s+CREATED\s+FAILED\n/);
    // Mail alone: no channel is named.
    expect(text.stdout).not.toMatch(/CHANNEL|By channel/);
    expect(text.stdout).toMatch(new RegExp(`\\n${failed.id}\\s+arjun@supplier\\.test\\s+Pass for Arjun\\s+${attempts}\\s+`));
    // Created and failed a day apart: each with its day, at the site (Asia/Kolkata) as the web shows times.
    const [created, failedAt] = [failed.created_at, failed.failed_at!].map((at) => formatSiteDateTime(at, 'Asia/Kolkata'));
    expect(text.stdout).toMatch(new RegExp(`\\s${created}\\s+${failedAt}\\n`));

    const retried = await vms('mail', 'retry', failed.id);
    expect(retried).toMatchObject({ code: 0, stderr: '' });
    expect(retried.stdout).toBe(`Queued again 1: ${failed.id} (Pass for Arjun to arjun@supplier.test)\nA running server sends them within a few seconds.\n`);
    const requeued = await row('Pass for Arjun');
    expect(requeued).toMatchObject({ failed_at: null, sent_at: null, attempts: 0 });
    expect(requeued.next_attempt_at.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    const audit = await sql.query('select actor_type, actor_label, action, subject_type, subject_id, details from audit_log where action = $1', ['mail.retried']);
    expect(audit.rows).toEqual([
      {
        actor_type: 'cli',
        actor_label: expect.stringMatching(/^cli:/) as string,
        action: 'mail.retried',
        subject_type: 'mail',
        subject_id: failed.id,
        details: { attempts, failedAt: failed.failed_at!.toISOString() },
      },
    ]);

    // A retry starts a new round: one more failure does not fail it again at once.
    expect(await t.deliverMail()).toBe(0);
    expect(await row('Pass for Arjun')).toMatchObject({ attempts: 1, failed_at: null });
    smtp.refuse(false);
    t.clock.advance(backoffMs(1));
    expect(await t.deliverMail()).toBe(1);
    expect(smtp.mails.map((m) => m.subject)).toEqual(['Welcome', 'Pass for Arjun']);
    expect(JSON.parse((await vms('mail', 'status', '--json')).stdout)).toMatchObject({ failed: 0, sentLast24h: 2, failedMails: [] });
  });

  it('should count each channel apart and name the channel of a failed message once the outbox carries more than mail', async () => {
    await enqueue('Pass for Meera', 'meera@supplier.test');
    // A message of another channel (ADR 29), as a newer notification would queue it; nothing here sends that channel.
    await t.inContext(() => t.get(UnitOfWork).run(async () => t.get(Outbox).enqueue({ channel: 'chat', to: ['#front-desk'], subject: 'Visitor waiting', text: 'Meera is at the desk' })));
    await sql.query("update mail_outbox set failed_at = now(), attempts = 120, last_error = 'no sender' where subject = 'Visitor waiting'");

    const status = JSON.parse((await vms('mail', 'status', '--json')).stdout) as Record<string, unknown>;
    expect(status).toMatchObject({
      queued: 1,
      failed: 1,
      byChannel: { mail: { queued: 1, failed: 0 }, chat: { queued: 0, failed: 1 } },
      failedMails: [{ channel: 'chat', recipients: ['#front-desk'], subject: 'Visitor waiting' }],
    });
    const text = (await vms('mail', 'status')).stdout;
    expect(text).toMatch(/^Queued {3}1\n/);
    expect(text).toMatch(/\nBy channel:\nCHANNEL\s+QUEUED\s+RETRYING\s+SENDING\s+SENT24H\s+FAILED\nchat\s+0\s+0\s+0\s+0\s+1\nmail\s+1\s+0\s+0\s+0\s+0\n/);
    expect(text).toMatch(/\nID\s+CHANNEL\s+RECIPIENTS\s+SUBJECT\s+/);
    expect(text).toMatch(/\n\d+\s+chat\s+#front-desk\s+Visitor waiting\s+120\s+no sender\s+/);
  });

  it('should retry every failed mail with --all-failed, and say so when there is none', async () => {
    for (const subject of ['One', 'Two', 'Three']) await enqueue(subject);
    // Two were given up (as the sender leaves them); one is still queued.
    await sql.query("update mail_outbox set failed_at = now(), attempts = 120, last_error = '451 Service unavailable' where subject in ('One', 'Three')");
    const queued = await vms('mail', 'status', '--json');
    expect(JSON.parse(queued.stdout)).toMatchObject({ queued: 1, failed: 2 });

    const all = await vms('mail', 'retry', '--all-failed', '--json');
    expect(all.code).toBe(0);
    const { retried } = JSON.parse(all.stdout) as { retried: { id: string; subject: string; recipients: string[] }[] };
    expect(retried.map((m) => m.subject)).toEqual(['One', 'Three']);
    expect((await sql.query('select subject from mail_outbox where failed_at is not null')).rows).toEqual([]);
    expect((await vms('mail', 'retry', '--all-failed')).stdout).toBe('No failed mail.\n');

    t.clock.advance(SECOND);
    expect(await t.deliverMail()).toBe(3);
    expect(smtp.mails.map((m) => m.subject).sort()).toEqual(['One', 'Three', 'Two']);
  });

  it('should refuse what it cannot retry (exit 1) and bad usage (exit 2), changing nothing', async () => {
    await enqueue('Sent already');
    await enqueue('Failed one');
    expect(await t.deliverMail()).toBe(2);
    await sql.query("update mail_outbox set sent_at = null, failed_at = now() where subject = 'Failed one'");
    const sent = await row('Sent already');
    const failed = await row('Failed one');

    expect(await vms('mail', 'retry', failed.id, sent.id)).toMatchObject({ code: 1, stderr: `vms: Only failed mail can be retried: ${sent.id} (sent).\n` });
    expect(await vms('mail', 'retry', failed.id, '999999')).toMatchObject({ code: 1, stderr: 'vms: No mail with id 999999.\n' });
    expect((await row('Failed one')).failed_at).not.toBeNull();

    expect((await vms('mail', 'retry')).code).toBe(2);
    expect((await vms('mail', 'retry', failed.id, '--all-failed')).code).toBe(2);
    expect(await vms('mail', 'retry', 'abc')).toMatchObject({ code: 2, stderr: 'vms: "abc" is not a mail id (a number, as in `vms mail status`)\n' });
    expect((await vms('mail', 'status', '--bogus')).code).toBe(2);
    expect((await row('Failed one')).failed_at).not.toBeNull();
    expect((await sql.query("select id from audit_log where action = 'mail.retried'")).rows).toEqual([]);

    for (const command of ['status', 'retry']) {
      const help = await vms('mail', command, '--help');
      expect(help.code).toBe(0);
      expect(help.stdout).toMatch(/Examples:\n\s+\$ vms mail /);
    }
  });
});
