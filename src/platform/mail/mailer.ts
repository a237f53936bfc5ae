/** A message ready for the wire: what the outbox sender hands to a Mailer. */
export interface MailToSend {
  readonly from: string;
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly attachments: readonly { filename: string; contentType: string; content: Buffer; cid?: string }[];
  /** A stable id (the outbox row), so that a retried message is recognisably the same one. */
  readonly messageId: string;
}

export abstract class Mailer {
  abstract send(mail: MailToSend): Promise<void>;
  abstract close(): Promise<void>;
}

export const toNodemailerMessage = (mail: MailToSend) => ({
  from: mail.from,
  to: [...mail.to],
  subject: mail.subject,
  text: mail.text,
  ...(mail.html ? { html: mail.html } : {}),
  messageId: mail.messageId,
  attachments: mail.attachments.map((attachment) => ({
    filename: attachment.filename,
    contentType: attachment.contentType,
    content: attachment.content,
    ...(attachment.cid ? { cid: attachment.cid } : {}),
  })),
});
