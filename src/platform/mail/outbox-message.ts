import type { MailAttachment } from '../ports/outbox.ts';

/**
 * A row of the mail outbox, as the ORM maps the table: inserted with the change that caused it
 * (MikroOrmOutbox, ADR 11), delivered by the sender loop (docs/mail-delivery.md). Once sent, the
 * row keeps who, what subject and when, but no body.
 */
export class OutboxMessage {
  id!: string;
  /** How the message travels (`mail`, or another channel's name): the sender hands it to that channel's ChannelSender. */
  channel!: string;
  recipients!: string[];
  subject!: string;
  /** Blanked (with the HTML and the attachments) in the statement that marks the row sent: no OTP or link stays. */
  textBody!: string;
  htmlBody!: string | null;
  attachments!: MailAttachment[];
  createdAt!: Date;
  attempts!: number;
  nextAttemptAt!: Date;
  /** While set in the future, one sender owns the row; an expired lease is picked up again. */
  leaseUntil!: Date | null;
  /** The claim of the sender that holds the lease: only that sender may mark the row. */
  claimToken!: string | null;
  lastError!: string | null;
  sentAt!: Date | null;
  /** Set after 24 hours of failed retries; `vms mail status` lists it, `vms mail retry` queues it again. */
  failedAt!: Date | null;
}
