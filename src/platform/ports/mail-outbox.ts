/** A message to send: queued in the outbox in the caller's transaction, delivered later. */
export interface MailAttachment {
  readonly filename: string;
  readonly contentType: string;
  /** Inline content, for small generated parts such as a QR code. */
  readonly contentBase64?: string;
  /** A key in the file storage, for photos: read when the mail is sent, not copied into the row. */
  readonly storageKey?: string;
  /** Set to show the attachment inline in the HTML body as `cid:<cid>`. */
  readonly cid?: string;
}

export interface OutgoingMail {
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly attachments?: readonly MailAttachment[];
}

export abstract class MailOutbox {
  abstract enqueue(mail: OutgoingMail): void;
}
