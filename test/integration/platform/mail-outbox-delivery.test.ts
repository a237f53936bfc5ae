import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withinDeadline } from '../../support/within-deadline.ts';
import { createLogger } from '../../../src/platform/logging/logger.ts';
import { ChannelSender, type MessageToSend } from '../../../src/platform/mail/channel-sender.ts';
import { Mailer, type MailToSend } from '../../../src/platform/mail/mailer.ts';
import { backoffMs, OutboxSender, type OutboxSenderOptions } from '../../../src/platform/mail/outbox-sender.ts';
import { SmtpMailer } from '../../../src/platform/mail/smtp-mailer.ts';
import { FileStorage } from '../../../src/platform/ports/file-storage.ts';
import { Outbox } from '../../../src/platform/ports/outbox.ts';
import { UnitOfWork } from '../../../src/platform/ports/unit-of-work.ts';
import { startRuntime, type Runtime } from '../../../src/runtime.ts';
import { FakeClock, HOUR, SECOND } from '../../support/fake-clock.ts';
import { addAccount, email, otpFromMail, sendOtp, signedIn } from '../../support/identity-flows.ts';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { sqlClient } from '../../support/test-database.ts';
import { createPass, linkFromMail } from '../../support/visit-flows.ts';

/** A mailer that tells the test when a send begins, and can be told what to do meanwhile. */
class ObservedMailer extends Mailer {
  readonly started: string[] = [];
  private waiters: (() => void)[] = [];
  /** Runs while the message is with the mail server, before it answers. */
  during: ((mail: MailToSend) => Promise<void>) | null = null;

  constructor(private readonly inner: Mailer) {
    super();
  }

  async send(mail: MailToSend): Promise<void> {
    this.started.push(mail.subject);
    for (const wake of this.waiters.splice(0)) wake();
    const sending = this.inner.send(mail);
    await this.during?.(mail);
    await sending;
  }

  /** Resolves once `count` sends have begun. */
  sendsBegun(count: number): Promise<void> {
    return new Promise((done) => {
      const check = () => (this.started.length >= count ? done() : void this.waiters.push(check));
      check();
    });
  }

  async close(): Promise<void> {
    await this.inner.close();
  }
}

/**
 * A process that dies in the middle of its second message: the mail never reaches the server and
 * the process's connections go with it, so its lease is no longer renewed.
 */
class DyingMailer extends Mailer {
  private sends = 0;
  private release: ((error: Error) => void) | null = null;
  readonly died: Promise<void>;
  private die!: () => void;

  constructor(
    private readonly inner: Mailer,
    private readonly onDeath: () => Promise<void>,
  ) {
    super();
    this.died = new Promise((done) => (this.die = done));
  }

  async send(mail: MailToSend): Promise<void> {
    this.sends += 1;
    if (this.sends === 1) return this.inner.send(mail);
    await this.onDeath();
    this.die();
    return new Promise((_done, fail) => (this.release = fail));
  }

  /** Lets the abandoned send end (with an error), so that nothing of the dead sender lingers. */
  bury(): void {
    this.release?.(new Error('process gone'));
  }

  async close(): Promise<void> {
    await this.inner.close();
  }
}

/** Polls until the condition holds (a short wait for something another process does). */
const until = async (condition: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 50));
  }
};

/** How long one clean-up may take before the test says which one hung (they take milliseconds). */
const CLEANUP_DEADLINE_MS = 30_000;

/** Runs one clean-up, failing with its name when it does not finish in time. */
const cleanUp = (name: string, run: () => Promise<void>): Promise<void> => withinDeadline(name, CLEANUP_DEADLINE_MS, run);

describe('mail outbox: every mail delivered, at most once, across replicas', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  /** What each test started, stopped in reverse order; named, so that one that hangs says which. */
  const cleanups: { name: string; run: () => Promise<void> }[] = [];
  const onCleanup = (name: string, run: () => Promise<void> | void) => cleanups.push({ name, run: async () => run() });

  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  // The sink is reset before each test, not after: a test whose clean-up failed leaves no mail behind.
  beforeEach(() => {
    smtp.mails.length = 0;
    smtp.refuse(false);
    smtp.delay(0);
  });
  afterEach(async () => {
    // Every clean-up runs even when one fails, so that a hung one leaves no process behind it.
    const failures: unknown[] = [];
    for (const { name, run } of cleanups.splice(0).reverse()) await cleanUp(name, run).catch((error: unknown) => failures.push(error));
    if (failures.length > 0) throw failures[0];
  });
  afterAll(() => smtp.close());

  const app = async (clock = new FakeClock()) => {
    t = await startTestApp({ smtp, clock });
    onCleanup('test app', () => t.close());
    return t;
  };

  /** A second server process on the same database: its own pool, its own SMTP connections. */
  const replica = async (): Promise<Runtime> => {
    const runtime = await startRuntime({
      env: { NODE_ENV: 'test', DATABASE_URL: t.database.url, VMS_DATA_DIR: t.dataDir, VMS_SERVER_SECRET: 'r'.repeat(40), SMTP_URL: smtp.url },
      migrate: false,
      logger: createLogger('silent'),
      clock: t.clock,
      poolMax: 3,
    });
    onCleanup('replica', () => runtime.close());
    return runtime;
  };

  /** A sender with test timings on a runtime (the test app's by default). */
  const senderOn = (runtime: Runtime, mailer: Mailer, options: Partial<OutboxSenderOptions> = {}) => {
    const sender = new OutboxSender(runtime.database.orm, mailer, runtime.container.get(FileStorage), t.clock, t.runtime.logger.child({ sender: 'test' }), {
      from: 'no-reply@example.com',
      ...options,
    });
    onCleanup('sender', () => sender.stop());
    return sender;
  };

  const enqueue = (subject: string) =>
    t.inContext(() => t.get(UnitOfWork).run(async () => t.get(Outbox).enqueue({ channel: 'mail', to: ['host@example.com'], subject, text: `Body of ${subject}` })));
  const query = async <Row extends Record<string, unknown>>(sql: string, params: unknown[] = []) => {
    const client = await sqlClient(t.database.url);
    try {
      return (await client.query<Row>(sql, params)).rows;
    } finally {
      await client.end();
    }
  };
  const subjectsReceived = () => smtp.mails.map((m) => m.subject).sort();
  const warnings = (message: RegExp) => t.logs.filter((line) => typeof line['msg'] === 'string' && message.test(line['msg']));

  it('should deliver every mail exactly once when two replicas race through a mail server slower than the lease', async () => {
    // Real time passes: a lease of 1 s runs out during each 2 s send unless it is renewed (every third
    // of it). On saturated cores a 300 ms lease's 100 ms heartbeat came late once, and another replica
    // took the lapsed row: the production lease is 60 s, so only the margin is the test's own.
    await app(new FakeClock('now'));
    smtp.delay(2_000);
    const subjects = Array.from({ length: 6 }, (_, i) => `Race ${i}`);
    for (const subject of subjects) await enqueue(subject);
    const other = await replica();
    const viaOne = new ObservedMailer(t.get(Mailer));
    const viaTwo = new ObservedMailer(other.container.get(Mailer));
    const one = senderOn(t.runtime, viaOne, { leaseMs: 1_000, pollIntervalMs: 50 });
    const two = senderOn(other, viaTwo, { leaseMs: 1_000, pollIntervalMs: 50 });

    // Both poll as servers do, until every row is marked sent; stopping lets any send in flight end.
    one.start();
    two.start();
    await until(async () => (await query('select id from mail_outbox where sent_at is null')).length === 0);
    await Promise.all([one.stop(), two.stop()]);

    expect(subjectsReceived()).toEqual(subjects);
    expect([...viaOne.started, ...viaTwo.started].sort()).toEqual(subjects);
    expect(viaOne.started.length).toBeGreaterThan(0);
    expect(viaTwo.started.length).toBeGreaterThan(0);
    expect(warnings(/claim (was )?lost/)).toEqual([]);
    const rows = await query<{ attempts: number; claim_token: string | null }>('select attempts, claim_token from mail_outbox');
    expect(rows.every((row) => row.attempts === 1 && row.claim_token === null)).toBe(true);
  });

  it('should let another replica take over from a sender that dies mid-send, losing and doubling nothing', async () => {
    await app(new FakeClock('now'));
    const subjects = Array.from({ length: 4 }, (_, i) => `Takeover ${i}`);
    for (const subject of subjects) await enqueue(subject);
    const doomed = await replica();
    const dying = new DyingMailer(new SmtpMailer(smtp.url), () => doomed.database.orm.close(true));
    onCleanup("dying sender's mailer", () => dying.close());
    const dead = senderOn(doomed, dying, { leaseMs: 2_000 });
    onCleanup("dying sender's abandoned send", () => dying.bury());
    const abandoned = dead.deliverDue().catch(() => 'ended');

    await dying.died;
    // The dead sender holds the second message; the survivor delivers the rest now…
    const survivor = senderOn(t.runtime, t.get(Mailer), { leaseMs: 300 });
    expect(await survivor.deliverDue()).toBe(2);
    expect(subjectsReceived()).toEqual(['Takeover 0', 'Takeover 2', 'Takeover 3']);
    // …and the second one once the dead sender's lease has run out.
    t.clock.advance(3_000);
    expect(await survivor.deliverDue()).toBe(1);
    expect(subjectsReceived()).toEqual(subjects);
    dying.bury();
    expect(await abandoned).toBe('ended');
    expect(subjectsReceived()).toEqual(subjects);
  });

  it('should finish the message in flight and claim no more when stopped', async () => {
    await app();
    smtp.delay(500);
    for (const subject of ['Stop 0', 'Stop 1', 'Stop 2']) await enqueue(subject);
    const observed = new ObservedMailer(t.get(Mailer));
    const sender = senderOn(t.runtime, observed);
    sender.start();
    await observed.sendsBegun(1);
    await sender.stop();
    expect(observed.started).toEqual(['Stop 0']);
    expect(subjectsReceived()).toEqual(['Stop 0']);
    const rows = await query<{ subject: string; attempts: number; sent: boolean; lease_until: Date | null }>(
      'select subject, attempts, sent_at is not null as sent, lease_until from mail_outbox order by id',
    );
    expect(rows).toEqual([
      { subject: 'Stop 0', attempts: 1, sent: true, lease_until: null },
      { subject: 'Stop 1', attempts: 0, sent: false, lease_until: null },
      { subject: 'Stop 2', attempts: 0, sent: false, lease_until: null },
    ]);
    // A stopped sender claims nothing, even when nudged; another one delivers the rest at once.
    sender.nudge();
    expect(await sender.deliverDue()).toBe(0);
    smtp.delay(0);
    expect(await t.deliverMail()).toBe(2);
    expect(subjectsReceived()).toEqual(['Stop 0', 'Stop 1', 'Stop 2']);
  });

  it('should not mark a message it no longer holds, and say so in the log', async () => {
    await app();
    await enqueue('Taken over');
    const observed = new ObservedMailer(t.get(Mailer));
    // While the server works, the lease runs out and another sender claims the message.
    observed.during = async () => {
      await query(`update mail_outbox set claim_token = 'another-sender', lease_until = $1`, [new Date(t.clock.now().getTime() + 60 * SECOND)]);
    };
    const sender = senderOn(t.runtime, observed);
    await sender.deliverDue();
    expect(subjectsReceived()).toEqual(['Taken over']);
    const [row] = await query<{ sent_at: Date | null; claim_token: string; text_body: string }>('select sent_at, claim_token, text_body from mail_outbox');
    expect(row).toEqual({ sent_at: null, claim_token: 'another-sender', text_body: 'Body of Taken over' });
    expect(warnings(/claim was lost/)).toHaveLength(1);
    expect(warnings(/claim was lost/)[0]).toMatchObject({ mailId: expect.any(String) as string });
  });

  it('should keep retrying through hours of outage, then deliver when the server is back', async () => {
    await app();
    await enqueue('Long outage');
    smtp.refuse(true);
    const created = t.clock.now().getTime();
    let attempts = 0;
    while (t.clock.now().getTime() - created < 3 * HOUR) {
      await t.deliverMail();
      attempts += 1;
      t.clock.advance(backoffMs(attempts));
    }
    const [row] = await query<{ attempts: number; failed_at: Date | null; last_error: string }>('select attempts, failed_at, last_error from mail_outbox');
    expect(row?.attempts).toBe(attempts);
    expect(attempts).toBeGreaterThan(15);
    expect(row?.failed_at).toBeNull();
    expect(row?.last_error).toMatch(/451|unavailable/i);
    smtp.refuse(false);
    expect(await t.deliverMail()).toBe(1);
    expect(subjectsReceived()).toEqual(['Long outage']);
  });

  it('should take the backoff cap and the give-up window from its options', async () => {
    await app();
    await enqueue('Short window');
    smtp.refuse(true);
    const sender = senderOn(t.runtime, t.get(Mailer), { retryBaseMs: 1_000, retryCapMs: 10 * SECOND, giveUpAfterMs: 60 * SECOND });
    const waits: number[] = [];
    for (;;) {
      await sender.deliverDue();
      const [row] = await query<{ next_attempt_at: Date; failed_at: Date | null; created_at: Date }>('select next_attempt_at, failed_at, created_at from mail_outbox');
      if (row!.failed_at) {
        expect(row!.failed_at.getTime() - row!.created_at.getTime()).toBeGreaterThanOrEqual(60 * SECOND);
        break;
      }
      const wait = row!.next_attempt_at.getTime() - t.clock.now().getTime();
      waits.push(wait);
      t.clock.advance(wait);
    }
    expect(waits.slice(0, 6)).toEqual([1, 2, 4, 8, 10, 10].map((s) => s * SECOND));
    expect(waits.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(60 * SECOND);
    // Given up: no sender tries it again until an admin retries it.
    t.clock.advance(HOUR);
    smtp.refuse(false);
    expect(await sender.deliverDue()).toBe(0);
  });

  it('should keep no OTP code in a sent row: bodies blanked when it is marked sent', async () => {
    await app();
    const client = new TestClient(t);
    const address = email('otp.secret');
    expect((await sendOtp(t, client, address)).status).toBe(200);
    expect(await t.deliverMail()).toBe(1);
    const code = await otpFromMail(smtp, address);
    expect(smtp.mails[0]?.text).toContain(code);

    const [row] = await query<Record<string, unknown>>('select * from mail_outbox');
    expect(row).toMatchObject({ recipients: [address], text_body: '', html_body: null, attachments: [], attempts: 1, claim_token: null });
    expect(row?.['sent_at']).toBeInstanceOf(Date);
    expect(row?.['created_at']).toBeInstanceOf(Date);
    const { subject: _subject, ...rest } = row!;
    expect(JSON.stringify(rest)).not.toContain(code);
  });

  // The row keeps its subject (admins need to see what a mail was), so the subject must hold no code.
  it('should keep no OTP code in the subject of a sent row either', async () => {
    await app();
    const address = email('otp.subject');
    expect((await sendOtp(t, new TestClient(t), address)).status).toBe(200);
    await t.deliverMail();
    const code = await otpFromMail(smtp, address);
    const [row] = await query<{ subject: string }>('select subject from mail_outbox');
    expect(row?.subject).not.toContain(code);
  });

  it('should keep no visitor link token in sent rows, subject included', async () => {
    await app();
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'host', 'manager', { manager: 'admin', password: 'Host@1234', name: 'Priya Sharma' });
    const host = await signedIn(t, { email: email('host'), password: 'Host@1234' });
    expect((await createPass(t, host, { visitorEmail: 'arjun@supplier.test' })).status).toBe(201);
    expect(await t.deliverMail()).toBeGreaterThanOrEqual(2);
    const { token } = await linkFromMail(smtp, 'arjun@supplier.test');

    const rows = await query<Record<string, unknown>>('select * from mail_outbox');
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      expect(row).toMatchObject({ text_body: '', html_body: null, attachments: [] });
      const text = JSON.stringify(row);
      for (const part of [token, ...token.split(',')]) expect(text).not.toContain(part);
      expect(text).not.toMatch(/VisitordetailForm/);
    }
  });

  it('should deliver each row by the sender of its channel: a chat message by the chat sender, the mail by SMTP, a row of no known channel retried', async () => {
    await app();
    const posted: MessageToSend[] = [];
    const chat = new (class extends ChannelSender {
      readonly channel = 'chat';
      async send(message: MessageToSend): Promise<void> {
        posted.push(message);
      }
    })();
    await t.inContext(() =>
      t.get(UnitOfWork).run(async () => {
        t.get(Outbox).enqueue({ channel: 'mail', to: ['host@example.com'], subject: 'By mail', text: 'Body by mail' });
        t.get(Outbox).enqueue({ channel: 'chat', to: ['#front-desk'], subject: 'By chat', text: 'Body by chat' });
        t.get(Outbox).enqueue({ channel: 'sms', to: ['+919876543210'], subject: 'By SMS', text: 'Body by SMS' });
      }),
    );
    const sender = new OutboxSender(t.runtime.database.orm, t.get(Mailer), t.get(FileStorage), t.clock, t.runtime.logger.child({ sender: 'test' }), { from: 'no-reply@example.com' }, [chat]);
    onCleanup('sender with a chat channel', () => sender.stop());

    expect(await sender.deliverDue()).toBe(2);
    expect(subjectsReceived()).toEqual(['By mail']);
    expect(posted.map((message) => [message.to, message.subject, message.text])).toEqual([[['#front-desk'], 'By chat', 'Body by chat']]);
    const rows = await query<{ channel: string; subject: string; sent: boolean; last_error: string | null }>(
      'select channel, subject, sent_at is not null as sent, last_error from mail_outbox order by id',
    );
    expect(rows).toEqual([
      { channel: 'mail', subject: 'By mail', sent: true, last_error: null },
      { channel: 'chat', subject: 'By chat', sent: true, last_error: null },
      { channel: 'sms', subject: 'By SMS', sent: false, last_error: 'no sender for the channel "sms"' },
    ]);
  });
});
