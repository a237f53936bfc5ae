import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '#kernel/domain-error.ts';
import type { Actor, AuditLog } from '../ports/audit-log.ts';
import { MailOutboxAdmin, type FailedMail, type OutboxCounts, type OutboxStatus, type RetriedMail } from '../ports/mail-outbox-admin.ts';
import type { Clock } from '../ports/clock.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';

interface FailedRow {
  id: string;
  channel: string;
  recipients: string[];
  subject: string;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  failed_at: Date | null;
  sent_at: Date | null;
}

const DAY_MS = 24 * 60 * 60_000;

interface CountsRow {
  channel: string;
  queued: string;
  retrying: string;
  sending: string;
  sent: string;
  failed: string;
}

const toCounts = (row: CountsRow): OutboxCounts => ({
  queued: Number(row.queued),
  retrying: Number(row.retrying),
  sending: Number(row.sending),
  sentLast24h: Number(row.sent),
  failed: Number(row.failed),
});

const COUNTS = ['queued', 'retrying', 'sending', 'sentLast24h', 'failed'] as const satisfies readonly (keyof OutboxCounts)[];

/** Every channel's counts added up, count by count. */
const sum = (all: readonly OutboxCounts[]): OutboxCounts =>
  Object.fromEntries(COUNTS.map((count) => [count, all.reduce((total, counts) => total + counts[count], 0)])) as Record<(typeof COUNTS)[number], number>;

const toFailedMail = (row: FailedRow): FailedMail => ({
  id: String(row.id),
  channel: row.channel,
  recipients: row.recipients,
  subject: row.subject,
  attempts: row.attempts,
  lastError: row.last_error,
  createdAt: new Date(row.created_at),
  failedAt: new Date(row.failed_at!),
});

/**
 * What admins see of the mail outbox and the one thing they do to it: send failed mail again.
 * A retry puts the message back in the queue, due now, with its attempts back at 0, so the sender
 * gives it another full round of retries (24 hours by default) before it fails again.
 */
export class OutboxAdmin extends MailOutboxAdmin {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly audit: AuditLog,
  ) {
    super();
  }

  async status(): Promise<OutboxStatus> {
    const now = this.clock.now();
    // By channel: a sent message keeps its row (without its body), so only the channels that have
    // something to count show up, and an installation with mail alone sees `mail` alone.
    const counted = await this.em.execute<CountsRow[]>(
      `select channel,
              count(*) filter (where sent_at is null and failed_at is null and (lease_until is null or lease_until < ?)) as queued,
              count(*) filter (where sent_at is null and failed_at is null and (lease_until is null or lease_until < ?) and attempts > 0) as retrying,
              count(*) filter (where sent_at is null and failed_at is null and lease_until >= ?) as sending,
              count(*) filter (where sent_at >= ?) as sent,
              count(*) filter (where failed_at is not null and sent_at is null) as failed
         from mail_outbox group by channel order by channel`,
      [now, now, now, new Date(now.getTime() - DAY_MS)],
    );
    const byChannel = Object.fromEntries(
      counted.map((row) => [row.channel, toCounts(row)] as const).filter(([, counts]) => Object.values(counts).some((count) => count > 0)),
    );
    const failed = await this.em.execute<FailedRow[]>(
      `select id, channel, recipients, subject, attempts, last_error, created_at, failed_at, sent_at
         from mail_outbox where failed_at is not null and sent_at is null order by id`,
    );
    return { ...sum(Object.values(byChannel)), byChannel, failedMails: failed.map(toFailedMail) };
  }

  /**
   * Re-queues failed mails, all of them or the ones named (all or nothing: an id that is unknown or
   * not failed refuses the whole request). Each retry is audited with the actor.
   */
  async retry(which: { readonly ids: readonly string[] } | 'all-failed', actor: Actor): Promise<RetriedMail[]> {
    return this.unitOfWork.run(async () => {
      const rows =
        which === 'all-failed'
          ? await this.em.execute<FailedRow[]>(
              `select id, channel, recipients, subject, attempts, last_error, created_at, failed_at, sent_at
                 from mail_outbox where failed_at is not null and sent_at is null order by id for update`,
            )
          : await this.named(which.ids);
      if (rows.length === 0) return [];
      const now = this.clock.now();
      await this.em.execute(
        `update mail_outbox set failed_at = null, attempts = 0, next_attempt_at = ?, lease_until = null, claim_token = null
          where id in (?)`,
        [now, rows.map((row) => row.id)],
      );
      for (const row of rows) {
        this.audit.record({
          actor,
          action: 'mail.retried',
          subjectType: 'mail',
          subjectId: String(row.id),
          details: { attempts: row.attempts, failedAt: new Date(row.failed_at!).toISOString() },
        });
      }
      return rows.map((row) => ({ id: String(row.id), recipients: row.recipients, subject: row.subject }));
    });
  }

  private async named(ids: readonly string[]): Promise<FailedRow[]> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return [];
    const rows = await this.em.execute<FailedRow[]>(
      `select id, channel, recipients, subject, attempts, last_error, created_at, failed_at, sent_at
         from mail_outbox where id in (?) order by id for update`,
      [wanted],
    );
    const found = new Set(rows.map((row) => String(row.id)));
    const missing = wanted.filter((id) => !found.has(id));
    if (missing.length > 0) throw new DomainError('mail.not_found', { values: { ids: missing.join(', ') } });
    const notFailed = rows.filter((row) => !row.failed_at || row.sent_at);
    if (notFailed.length > 0) {
      const what = (row: FailedRow) => `${row.id} (${row.sent_at ? 'sent' : 'still queued'})`;
      throw new DomainError('mail.not_failed', { values: { mails: notFailed.map(what).join(', ') } });
    }
    return rows;
  }
}
