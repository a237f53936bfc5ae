import type { MessageToSend } from './channel-sender.ts';

/** A message ready for the wire: what the mail channel hands to a Mailer, from the configured sender. */
export interface MailToSend extends MessageToSend {
  readonly from: string;
}

export abstract class Mailer {
  abstract send(mail: MailToSend): Promise<void>;
  abstract close(): Promise<void>;
}

/**
 * The message in nodemailer's terms. A calendar invitation becomes nodemailer's `icalEvent`: a
 * `text/calendar; method=REQUEST` (or CANCEL) alternative beside the text and HTML, which mail
 * programs show as an invitation, plus the same `.ics` as an attachment for those that do not.
 */
export const toNodemailerMessage = (mail: MailToSend) => {
  const invitation = mail.attachments.find((attachment) => attachment.calendarMethod);
  return {
    from: mail.from,
    to: [...mail.to],
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    messageId: mail.messageId,
    ...(invitation ? { icalEvent: { method: invitation.calendarMethod, filename: invitation.filename, content: invitation.content } } : {}),
    attachments: mail.attachments
      .filter((attachment) => attachment !== invitation)
      .map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: attachment.content,
        ...(attachment.cid ? { cid: attachment.cid } : {}),
      })),
  };
};
