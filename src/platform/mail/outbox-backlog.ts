import type { EntityManager } from '@mikro-orm/postgresql';
import { epochMs, runSql } from '../database/prepared-sql.ts';
import type { Clock } from '../ports/clock.ts';
import { MAIL_CHANNEL } from '../ports/outbox.ts';

/** One channel's messages still to be delivered (queued, retrying or being sent), as an operator's metrics read them. */
export interface ChannelBacklog {
  readonly channel: string;
  readonly pending: number;
  /** How long the oldest pending message has waited; 0 when none waits. */
  readonly oldestAgeSeconds: number;
}

/** Every channel with something pending, and mail always (0 when nothing waits), so its series never vanishes. */
export type OutboxBacklog = readonly ChannelBacklog[];

/*
 * Exactly the predicate of mail_outbox_due_idx (outbox-message.schema.ts), so the count reads that
 * partial index, which holds only the undelivered rows however many sent ones the table keeps.
 */
const BACKLOG = `select channel, count(*)::int as pending, ${epochMs('min(created_at)', 'oldest_ms')}
                   from mail_outbox where sent_at is null and failed_at is null group by channel`;

/** Read when /metrics is scraped: one indexed statement. Mail given up on (failed) is `vms mail status`'s, not counted here. */
export const readOutboxBacklog = async (em: EntityManager, clock: Clock): Promise<OutboxBacklog> => {
  const rows = await runSql<{ channel: string; pending: number; oldest_ms: number }>(em, BACKLOG, []);
  const now = clock.now().getTime();
  const backlog = rows.map((row) => ({ channel: row.channel, pending: row.pending, oldestAgeSeconds: Math.max(0, (now - row.oldest_ms) / 1000) }));
  return backlog.some((channel) => channel.channel === MAIL_CHANNEL) ? backlog : [{ channel: MAIL_CHANNEL, pending: 0, oldestAgeSeconds: 0 }, ...backlog];
};
