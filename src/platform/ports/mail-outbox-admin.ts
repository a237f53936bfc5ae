import type { Actor } from './audit-log.ts';

export interface FailedMail {
  readonly id: string;
  /** The outbox's channel that carries it (`mail`, or another: ADR 29). */
  readonly channel: string;
  readonly recipients: string[];
  readonly subject: string;
  readonly attempts: number;
  readonly lastError: string | null;
  readonly createdAt: Date;
  readonly failedAt: Date;
}

/** The counts of one channel's messages, or of all channels together. */
export interface OutboxCounts {
  /** Waiting for their first attempt or for a retry. */
  readonly queued: number;
  /** Of the queued, those that failed at least once. */
  readonly retrying: number;
  /** Claimed by a sender right now. */
  readonly sending: number;
  readonly sentLast24h: number;
  readonly failed: number;
}

export interface OutboxStatus extends OutboxCounts {
  /** The same counts for each channel that has a message in the outbox (the totals above are their sums). */
  readonly byChannel: Readonly<Record<string, OutboxCounts>>;
  readonly failedMails: FailedMail[];
}

export interface RetriedMail {
  readonly id: string;
  readonly recipients: string[];
  readonly subject: string;
}

/**
 * What admins see of the mail outbox and the one thing they do to it: send failed mail again
 * (`vms mail status`, `vms mail retry`). A port, so that the CLI takes it from the container as a
 * use case would and never reaches the platform's implementation (docs/adr/0028).
 */
export abstract class MailOutboxAdmin {
  abstract status(): Promise<OutboxStatus>;
  /** All or nothing: every named mail must have failed. */
  abstract retry(which: { readonly ids: readonly string[] } | 'all-failed', actor: Actor): Promise<RetriedMail[]>;
}
