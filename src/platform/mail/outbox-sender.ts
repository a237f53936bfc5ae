import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../logging/logger.ts';
import type { Clock } from '../ports/clock.ts';
import type { FileStorage } from '../ports/file-storage.ts';
import type { MailAttachment } from '../ports/mail-outbox.ts';
import type { Mailer, MailToSend } from './mailer.ts';

export interface OutboxSenderOptions {
  readonly from: string;
  readonly pollIntervalMs?: number;
  readonly batchSize?: number;
  /** After this many failed attempts a message is marked failed and left for an operator. */
  readonly maxAttempts?: number;
  /** How long a claimed message stays ours before another sender may retry it. */
  readonly leaseMs?: number;
}

interface ClaimedRow {
  id: string;
  recipients: string[];
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: MailAttachment[];
  attempts: number;
}

/** 5 s, 10 s, 20 s … capped at an hour. */
export const backoffMs = (attempts: number): number => Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

/**
 * Delivers the outbox. Each pass claims due rows with a lease (`FOR UPDATE SKIP LOCKED`, so several
 * processes never send the same row), sends them and marks each sent once. A failure is retried
 * with backoff; a process that dies mid-send leaves a lease that simply expires, so after a restart
 * the loop picks up where it left off.
 */
export class OutboxSender {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(
    private readonly orm: MikroORM,
    private readonly mailer: Mailer,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly options: OutboxSenderOptions,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** New mail was committed: deliver it now instead of at the next poll. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass over the due messages; returns how many were sent. */
  async deliverDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await this.claim();
      for (const row of claimed) {
        if (await this.deliver(row)) sent += 1;
      }
      if (claimed.length < (this.options.batchSize ?? 10)) return sent;
    }
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.deliverDue()
        .then(() => undefined)
        .catch((error: unknown) => this.logger.error({ err: error }, 'outbox pass failed'))
        .finally(() => {
          this.running = null;
          const next = this.again ? 0 : (this.options.pollIntervalMs ?? 2_000);
          this.again = false;
          this.schedule(next);
        });
    }, delayMs);
    this.timer.unref();
  }

  private async claim(): Promise<ClaimedRow[]> {
    const now = this.clock.now();
    const leaseUntil = new Date(now.getTime() + (this.options.leaseMs ?? 120_000));
    return this.orm.em.fork().getConnection().execute<ClaimedRow[]>(
      `update mail_outbox set lease_until = ?, attempts = attempts + 1
        where id in (
          select id from mail_outbox
           where sent_at is null and failed_at is null and next_attempt_at <= ?
             and (lease_until is null or lease_until < ?)
           order by id limit ? for update skip locked)
        returning id, recipients, subject, text_body, html_body, attachments, attempts`,
      [leaseUntil, now, now, this.options.batchSize ?? 10],
    );
  }

  private async deliver(row: ClaimedRow): Promise<boolean> {
    const connection = this.orm.em.fork().getConnection();
    try {
      await this.mailer.send(await this.toMail(row));
      await connection.execute('update mail_outbox set sent_at = ?, lease_until = null, last_error = null where id = ?', [
        this.clock.now(),
        row.id,
      ]);
      return true;
    } catch (error) {
      const now = this.clock.now();
      const giveUp = row.attempts >= (this.options.maxAttempts ?? 8);
      const reason = error instanceof Error ? error.message : String(error);
      await connection.execute(
        'update mail_outbox set lease_until = null, last_error = ?, next_attempt_at = ?, failed_at = ? where id = ?',
        [reason.slice(0, 500), new Date(now.getTime() + backoffMs(row.attempts)), giveUp ? now : null, row.id],
      );
      this.logger.warn({ mailId: row.id, attempts: row.attempts, giveUp, reason }, 'mail delivery failed');
      return false;
    }
  }

  private async toMail(row: ClaimedRow): Promise<MailToSend> {
    const attachments = [];
    for (const attachment of row.attachments) {
      const content = attachment.storageKey
        ? await this.storage.get(attachment.storageKey)
        : Buffer.from(attachment.contentBase64 ?? '', 'base64');
      // A photo removed since (retention) is left out rather than holding the whole message back.
      if (!content) continue;
      attachments.push({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content,
        ...(attachment.cid ? { cid: attachment.cid } : {}),
      });
    }
    return {
      from: this.options.from,
      to: row.recipients,
      subject: row.subject,
      text: row.text_body,
      ...(row.html_body ? { html: row.html_body } : {}),
      attachments,
      messageId: `<outbox-${row.id}@vms>`,
    };
  }
}
