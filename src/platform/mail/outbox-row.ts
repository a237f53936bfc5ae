import type { MailAttachment, OutgoingMessage } from '../ports/outbox.ts';
import type { IcalInvitationWriter } from './ical-invitation-writer.ts';

/** What an outbox row holds of a message until it is sent: its channel and what that channel delivers. */
export interface StoredMessage {
  readonly channel: string;
  readonly recipients: readonly string[];
  readonly subject: string;
  readonly textBody: string;
  readonly htmlBody: string | null;
  readonly attachments: readonly MailAttachment[];
}

/** A message as its row stores it: the calendar invitation written out as its `.ics` attachment. */
export const outboxRowOf = (message: OutgoingMessage, invitations: Pick<IcalInvitationWriter, 'attachment'>): StoredMessage => ({
  channel: message.channel,
  recipients: [...message.to],
  subject: message.subject,
  textBody: message.text,
  htmlBody: message.html ?? null,
  attachments: [...(message.attachments ?? []), ...(message.invitation ? [invitations.attachment(message.invitation)] : [])],
});
