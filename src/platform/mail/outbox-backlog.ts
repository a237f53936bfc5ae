import type { EntityManager } from '@mikro-orm/postgresql';
import { runSql } from '../database/prepared-sql.ts';
import type { Clock } from '../ports/clock.ts';

/** The mail still to be delivered (queued, retrying or being sent), as an operator's metrics read it. */
export interface OutboxBacklog {
  readonly pending: number;
  /** How long the oldest pending message has waited; 0 when none waits. */
  readonly oldestAgeSeconds: number;
}

/*
 * Exactly the predicate of mail_outbox_due_idx (outbox-message.schema.ts), so the count reads that
 * partial index, which holds only the undelivered rows however many sent ones the table keeps.
 */
const BACKLOG = `select count(*)::int as pending, (extract(epoch from min(created_at)) * 1000)::float8 as oldest_ms
                   from mail_outbox where sent_at is null and failed_at is null`;

/** Read when /metrics is scraped: one indexed statement. Mail given up on (failed) is `vms mail status`'s, not counted here. */
export const readOutboxBacklog = async (em: EntityManager, clock: Clock): Promise<OutboxBacklog> => {
  const [row] = await runSql<{ pending: number; oldest_ms: number | null }>(em, BACKLOG, []);
  const oldest = row?.oldest_ms ?? null;
  return {
    pending: row?.pending ?? 0,
    oldestAgeSeconds: oldest === null ? 0 : Math.max(0, (clock.now().getTime() - oldest) / 1000),
  };
};
