import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../logging/logger.ts';
import type { Clock } from '../ports/clock.ts';
import type { FileStorage } from '../ports/file-storage.ts';
import type { MailAttachment } from '../ports/outbox.ts';
import { ChannelDispatch } from './channel-dispatch.ts';
import type { ChannelSender } from './channel-sender.ts';
import { MailChannel } from './mail-channel.ts';
import type { Mailer } from './mailer.ts';

export interface OutboxSenderOptions {
  readonly from: string;
  readonly pollIntervalMs?: number;
  /** How long a claim holds without a heartbeat before another sender may take the message over. */
  readonly leaseMs?: number;
  /** How often the lease of the message being sent is renewed; a third of the lease by default. */
  readonly heartbeatMs?: number;
  /** The first retry waits this long, each next one twice as long… */
  readonly retryBaseMs?: number;
  /** …up to this. */
  readonly retryCapMs?: number;
  /** A message is given up (failed, for an admin to retry) only after this long of failed retries. */
  readonly giveUpAfterMs?: number;
}

export const OUTBOX_DEFAULTS = {
  pollIntervalMs: 2_000,
  leaseMs: 60_000,
  retryBaseMs: 5_000,
  retryCapMs: 15 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
} as const;

interface ClaimedRow {
  id: string;
  channel: string;
  recipients: string[];
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: MailAttachment[];
  attempts: number;
  created_at: Date;
}

/** The wait after the given number of failed attempts: 5 s, 10 s, 20 s … capped at 15 minutes. */
export const backoffMs = (attempts: number, baseMs: number = OUTBOX_DEFAULTS.retryBaseMs, capMs: number = OUTBOX_DEFAULTS.retryCapMs): number =>
  Math.min(baseMs * 2 ** Math.min(Math.max(0, attempts - 1), 40), capMs);

/** The least time the first `attempts` attempts can span: each waited for the backoff of the one before. */
export const retrySpanMs = (attempts: number, baseMs: number = OUTBOX_DEFAULTS.retryBaseMs, capMs: number = OUTBOX_DEFAULTS.retryCapMs): number => {
  let span = 0;
  for (let attempt = 1; attempt < attempts; attempt += 1) span += backoffMs(attempt, baseMs, capMs);
  return span;
};

/**
 * Delivers the outbox, one message at a time, from any number of processes, each message by the
 * sender of its channel (ChannelDispatch): mail through the Mailer, any other channel's given here.
 *
 * A sender claims one due message by writing a fresh random claim token and a lease (`FOR UPDATE
 * SKIP LOCKED`, so two senders never claim the same row), renews the lease while the SMTP server
 * works, and marks the message sent or failed only where the claim is still its own. A sender that
 * dies leaves a lease that runs out, and another sender takes the message over. A sent message keeps
 * no body: the statement that marks it sent blanks the text, the HTML and the attachments.
 * The one duplicate left (a process dying between the SMTP server's answer and the mark) and the
 * retry rules are in docs/mail-delivery.md.
 */
export class OutboxSender {
  private timer: NodeJS.Timeout | null = null;
  private started = false;
  /** Set by stop(): the passes in flight finish their message and claim no more. */
  private halted = false;
  private again = false;
  private readonly passes = new Set<Promise<number>>();
  private readonly settings: Required<Omit<OutboxSenderOptions, 'heartbeatMs'>> & { heartbeatMs: number };
  private readonly dispatch: ChannelDispatch;

  constructor(
    private readonly orm: MikroORM,
    mailer: Mailer,
    storage: FileStorage,
    private readonly clock: Clock,
    private readonly logger: Logger,
    options: OutboxSenderOptions,
    /** The senders of channels other than mail (the webhooks'). */
    otherChannels: readonly ChannelSender[] = [],
  ) {
    this.dispatch = new ChannelDispatch(storage, [new MailChannel(mailer, options.from), ...otherChannels]);
    const leaseMs = options.leaseMs ?? OUTBOX_DEFAULTS.leaseMs;
    this.settings = {
      ...OUTBOX_DEFAULTS,
      ...options,
      leaseMs,
      heartbeatMs: options.heartbeatMs ?? Math.max(1, Math.floor(leaseMs / 3)),
    };
    if (this.settings.heartbeatMs >= leaseMs) throw new Error('the heartbeat must come more often than the lease runs out');
  }

  start(): void {
    this.started = true;
    this.halted = false;
    this.schedule(0);
  }

  /** New mail was committed: deliver it now instead of at the next poll. */
  nudge(): void {
    if (!this.started || this.halted) return;
    if (this.passes.size > 0) this.again = true;
    else this.schedule(0);
  }

  /**
   * Stops between messages: the message being sent is finished and marked, no other is claimed.
   * Resolves when every pass in flight has ended, so it takes at most one message's send time.
   */
  async stop(): Promise<void> {
    this.halted = true;
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await Promise.allSettled([...this.passes]);
  }

  /** Delivers due messages one by one until none is due (or the sender is stopped); returns how many were sent. */
  deliverDue(): Promise<number> {
    const pass = this.pass();
    this.passes.add(pass);
    const forget = () => this.passes.delete(pass);
    pass.then(forget, forget);
    return pass;
  }

  private async pass(): Promise<number> {
    let sent = 0;
    while (!this.halted) {
      const row = await this.claim();
      if (!row) break;
      if (await this.deliver(row)) sent += 1;
    }
    return sent;
  }

  private schedule(delayMs: number): void {
    if (!this.started || this.halted) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.deliverDue()
        .catch((error: unknown) => this.logger.error({ err: error }, 'outbox pass failed'))
        .finally(() => {
          const next = this.again ? 0 : this.settings.pollIntervalMs;
          this.again = false;
          this.schedule(next);
        });
    }, delayMs);
    this.timer.unref();
  }

  private execute<T extends object[]>(sql: string, params: unknown[]): Promise<T> {
    return this.orm.em.fork().getConnection().execute<T>(sql, params);
  }

  private leaseFromNow(): Date {
    return new Date(this.clock.now().getTime() + this.settings.leaseMs);
  }

  /** Claims the next due message for this sender alone, or returns null when none is due. */
  private async claim(): Promise<(ClaimedRow & { token: string }) | null> {
    const now = this.clock.now();
    const token = randomUUID();
    const [row] = await this.execute<ClaimedRow[]>(
      `update mail_outbox set lease_until = ?, claim_token = ?, attempts = attempts + 1
        where id = (
          select id from mail_outbox
           where sent_at is null and failed_at is null and next_attempt_at <= ?
             and (lease_until is null or lease_until < ?)
           order by next_attempt_at, id limit 1 for update skip locked)
        returning id, channel, recipients, subject, text_body, html_body, attachments, attempts, created_at`,
      [this.leaseFromNow(), token, now, now],
    );
    return row ? { ...row, token } : null;
  }

  /** Sends one claimed message, renewing its lease meanwhile; true when it was delivered. */
  private async deliver(row: ClaimedRow & { token: string }): Promise<boolean> {
    const sending = { done: false };
    const heartbeat = setInterval(() => void this.renew(row, sending), this.settings.heartbeatMs);
    heartbeat.unref();
    try {
      try {
        await this.dispatch.deliver(toClaimedMessage(row));
      } catch (error) {
        sending.done = true;
        await this.markFailed(row, error);
        return false;
      }
      sending.done = true;
      await this.markSent(row);
      return true;
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async renew(row: ClaimedRow & { token: string }, sending: { done: boolean }): Promise<void> {
    try {
      const renewed = await this.execute<{ id: string }[]>(
        'update mail_outbox set lease_until = ? where id = ? and claim_token = ? and sent_at is null returning id',
        [this.leaseFromNow(), row.id, row.token],
      );
      // Once the send is over the mark clears the claim; only a claim lost before then is news.
      if (renewed.length === 0 && !sending.done) this.logger.warn({ mailId: row.id }, 'mail claim lost while sending: another sender may send it too');
    } catch (error) {
      this.logger.warn({ mailId: row.id, err: error }, 'could not renew the lease of the mail being sent');
    }
  }

  /** Marks the message sent and forgets its bodies (OTP codes, link tokens) in the same statement. */
  private async markSent(row: ClaimedRow & { token: string }): Promise<void> {
    const marked = await this.execute<{ id: string }[]>(
      `update mail_outbox
          set sent_at = ?, lease_until = null, claim_token = null, last_error = null,
              text_body = '', html_body = null, attachments = '[]'::jsonb
        where id = ? and claim_token = ? returning id`,
      [this.clock.now(), row.id, row.token],
    );
    if (marked.length === 0) {
      this.logger.warn({ mailId: row.id }, 'mail sent, but its claim was lost before it was marked: another sender may send it again');
    }
  }

  private async markFailed(row: ClaimedRow & { token: string }, error: unknown): Promise<void> {
    const now = this.clock.now();
    const { retryBaseMs, retryCapMs, giveUpAfterMs } = this.settings;
    // Given up only when the message is old enough and this round of retries has spanned the window
    // (a manual retry starts a new round: attempts go back to 0).
    const giveUp = now.getTime() - new Date(row.created_at).getTime() >= giveUpAfterMs && retrySpanMs(row.attempts, retryBaseMs, retryCapMs) >= giveUpAfterMs;
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const marked = await this.execute<{ id: string }[]>(
      `update mail_outbox set lease_until = null, claim_token = null, last_error = ?, next_attempt_at = ?, failed_at = ?
        where id = ? and claim_token = ? returning id`,
      [reason, new Date(now.getTime() + backoffMs(row.attempts, retryBaseMs, retryCapMs)), giveUp ? now : null, row.id, row.token],
    );
    if (marked.length === 0) this.logger.warn({ mailId: row.id, reason }, 'mail delivery failed, and its claim was lost meanwhile');
    else if (giveUp) this.logger.error({ mailId: row.id, attempts: row.attempts, reason }, 'mail given up: `vms mail retry` sends it again');
    else this.logger.warn({ mailId: row.id, attempts: row.attempts, reason }, 'mail delivery failed; it will be retried');
  }
}

const toClaimedMessage = (row: ClaimedRow) => ({
  id: row.id,
  channel: row.channel,
  recipients: row.recipients,
  subject: row.subject,
  textBody: row.text_body,
  htmlBody: row.html_body,
  attachments: row.attachments,
});
