import type { MailAttachment } from '../ports/mail-outbox.ts';

/**
 * A row of the mail outbox: queued with the change that caused it, delivered by the sender loop
 * (docs/mail-delivery.md). Once sent, the row keeps who, what subject and when, but no body.
 */
export class OutboxMessage {
  id!: string;
  recipients: string[];
  subject: string;
  /** Blanked (with the HTML and the attachments) in the statement that marks the row sent: no OTP or link stays. */
  textBody: string;
  htmlBody: string | null;
  attachments: MailAttachment[];
  createdAt: Date;
  attempts = 0;
  nextAttemptAt: Date;
  /** While set in the future, one sender owns the row; an expired lease is picked up again. */
  leaseUntil: Date | null = null;
  /** The claim of the sender that holds the lease: only that sender may mark the row. */
  claimToken: string | null = null;
  lastError: string | null = null;
  sentAt: Date | null = null;
  /** Set after 24 hours of failed retries; `vms mail status` lists it, `vms mail retry` queues it again. */
  failedAt: Date | null = null;

  constructor(props: { recipients: string[]; subject: string; textBody: string; htmlBody: string | null; attachments: MailAttachment[]; createdAt: Date }) {
    this.recipients = props.recipients;
    this.subject = props.subject;
    this.textBody = props.textBody;
    this.htmlBody = props.htmlBody;
    this.attachments = props.attachments;
    this.createdAt = props.createdAt;
    this.nextAttemptAt = props.createdAt;
  }
}
