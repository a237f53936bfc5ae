import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backoffMs, OutboxSender } from '../../../src/platform/mail/outbox-sender.ts';
import { Outbox } from '../../../src/platform/ports/outbox.ts';
import { UnitOfWork } from '../../../src/platform/ports/unit-of-work.ts';
import { MINUTE, SECOND } from '../../support/fake-clock.ts';
import { recipientsOf, startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { sqlClient } from '../../support/test-database.ts';

const mail = (subject: string) => ({
  channel: 'mail',
  to: ['host@example.com'],
  subject,
  text: `Body of ${subject}`,
  html: `<p>Body of <b>${subject}</b></p>`,
  attachments: [{ filename: 'qr.png', contentType: 'image/png', contentBase64: Buffer.from('png bytes').toString('base64'), cid: 'qr' }],
});

describe('mail outbox through a real SMTP server', () => {
  let smtp: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  beforeEach(async () => {
    smtp.mails.length = 0;
    smtp.refuse(false);
    t = await startTestApp({ smtp });
  });
  afterEach(() => t.close());
  afterAll(() => smtp.close());

  const enqueue = (subject: string) => t.inContext(() => t.get(UnitOfWork).run(async () => t.get(Outbox).enqueue(mail(subject))));
  const rows = async () => {
    const sql = await sqlClient(t.database.url);
    const result = await sql.query<{ subject: string; attempts: number; sent_at: Date | null; failed_at: Date | null; next_attempt_at: Date; last_error: string | null }>(
      'select subject, attempts, sent_at, failed_at, next_attempt_at, last_error from mail_outbox order by id',
    );
    await sql.end();
    return result.rows;
  };

  it('should send a committed message once, with its attachment, and mark it sent', async () => {
    await enqueue('Visitor approved');
    expect(await t.deliverMail()).toBe(1);
    const received = await smtp.waitFor((m) => m.subject === 'Visitor approved');
    expect(recipientsOf(received)).toEqual(['host@example.com']);
    expect(received.text).toContain('Body of Visitor approved');
    expect(received.html).toContain('<b>Visitor approved</b>');
    expect(received.from?.text).toContain('no-reply@example.com');
    expect(received.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([['qr.png', 'png bytes']]);

    expect(await t.deliverMail()).toBe(0);
    expect(smtp.mails).toHaveLength(1);
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, failed_at: null, last_error: null });
    expect(row?.sent_at).toBeInstanceOf(Date);
  });

  it('should queue nothing when the change that caused the mail rolls back', async () => {
    await expect(
      t.inContext(() =>
        t.get(UnitOfWork).run(async () => {
          t.get(Outbox).enqueue(mail('Never sent'));
          throw new Error('the change failed');
        }),
      ),
    ).rejects.toThrow('the change failed');
    expect(await rows()).toEqual([]);
    expect(await t.deliverMail()).toBe(0);
  });

  it('should refuse to queue outside a use case transaction', async () => {
    await expect(t.inContext(async () => t.get(Outbox).enqueue(mail('Loose')))).rejects.toThrow(/inside UnitOfWork.run/);
  });

  it('should keep a message when the mail server is down and deliver it after the backoff', async () => {
    await enqueue('Retry me');
    smtp.refuse(true);
    expect(await t.deliverMail()).toBe(0);
    let [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, sent_at: null, failed_at: null });
    expect(row?.last_error).toMatch(/451|unavailable/i);
    expect(row!.next_attempt_at.getTime()).toBe(t.clock.now().getTime() + backoffMs(1));

    // Not due yet: nothing is tried.
    smtp.refuse(false);
    expect(await t.deliverMail()).toBe(0);
    expect((await rows())[0]?.attempts).toBe(1);

    t.clock.advance(backoffMs(1));
    expect(await t.deliverMail()).toBe(1);
    [row] = await rows();
    expect(row).toMatchObject({ attempts: 2, last_error: null });
    expect(smtp.mails.map((m) => m.subject)).toEqual(['Retry me']);
  });

  it('should back off exponentially, capped at 15 minutes, and not give up after a few minutes of failures', async () => {
    expect([1, 2, 3, 4].map((attempts) => backoffMs(attempts))).toEqual([5 * SECOND, 10 * SECOND, 20 * SECOND, 40 * SECOND]);
    expect(backoffMs(9)).toBe(15 * MINUTE);
    expect(backoffMs(30)).toBe(15 * MINUTE);
    await enqueue('Patience');
    smtp.refuse(true);
    // Eight attempts, about 11 minutes: the old sender gave up here.
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      await t.deliverMail();
      t.clock.advance(backoffMs(attempt));
    }
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 8, failed_at: null, sent_at: null });
    smtp.refuse(false);
    expect(await t.deliverMail()).toBe(1);
    expect(smtp.mails.map((m) => m.subject)).toEqual(['Patience']);
  });

  it('should pick up a message whose sender died mid-send once its lease runs out', async () => {
    await enqueue('Orphaned');
    const sql = await sqlClient(t.database.url);
    // A sender claimed it and died: the lease is in the future and nothing was sent.
    await sql.query(`update mail_outbox set lease_until = $1, attempts = 1`, [new Date(t.clock.now().getTime() + 120 * SECOND)]);
    await sql.end();
    expect(await t.deliverMail()).toBe(0);
    t.clock.advance(121 * SECOND);
    expect(await t.deliverMail()).toBe(1);
    expect(smtp.mails.map((m) => m.subject)).toEqual(['Orphaned']);
  });

  it('should never let two senders send the same message', async () => {
    for (let i = 0; i < 25; i += 1) await enqueue(`Bulk ${i}`);
    const sender = t.get(OutboxSender);
    const sent = await Promise.all([sender.deliverDue(), sender.deliverDue(), sender.deliverDue()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(25);
    await smtp.waitFor(() => smtp.mails.length >= 25);
    expect(new Set(smtp.mails.map((m) => m.subject)).size).toBe(25);
    expect(smtp.mails).toHaveLength(25);
  });

  it('should deliver on its own once started, nudged by each commit', async () => {
    const sender = t.get(OutboxSender);
    sender.start();
    try {
      await enqueue('Loop');
      await smtp.waitFor((m) => m.subject === 'Loop', 5_000);
    } finally {
      await sender.stop();
    }
  });
});

describe('mail without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('should write each message as an .eml file in the outbox folder, with one log line', async () => {
    await t.inContext(() => t.get(UnitOfWork).run(async () => t.get(Outbox).enqueue(mail('Your OTP'))));
    expect(await t.deliverMail()).toBe(1);
    const folder = join(t.dataDir, 'outbox');
    const files = await readdir(folder);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(join(folder, files[0]!), 'utf8');
    expect(eml).toContain('Subject: Your OTP');
    expect(eml).toContain('To: host@example.com');
    const lines = t.logs.filter((line) => line['msg'] === 'mail written to the outbox folder');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ subject: 'Your OTP', to: ['host@example.com'] });
    expect(JSON.stringify(lines[0])).not.toContain('Body of');
  });
});
