import type { FileStorage } from '../ports/file-storage.ts';
import type { ChannelSender, MessageToSend } from './channel-sender.ts';
import type { StoredMessage } from './outbox-row.ts';

/** A claimed outbox row: the stored message and its id. */
export interface ClaimedMessage extends StoredMessage {
  readonly id: string;
}

/**
 * Hands a claimed outbox row to the sender of its channel, its attachments read first. A row of a
 * channel nobody sends (a name no sender has, e.g. written by a newer version during a rolling
 * deploy) fails like an unreachable server: it is retried, and given up after the retry window.
 */
export class ChannelDispatch {
  private readonly senders: ReadonlyMap<string, ChannelSender>;

  constructor(
    private readonly storage: FileStorage,
    senders: readonly ChannelSender[],
  ) {
    this.senders = new Map(senders.map((sender) => [sender.channel, sender]));
  }

  async deliver(row: ClaimedMessage): Promise<void> {
    const sender = this.senders.get(row.channel);
    if (!sender) throw new Error(`no sender for the channel "${row.channel}"`);
    await sender.send(await this.toMessage(row));
  }

  private async toMessage(row: ClaimedMessage): Promise<MessageToSend> {
    const attachments = [];
    for (const attachment of row.attachments) {
      const content = attachment.storageKey
        ? await this.storage.get(attachment.storageKey)
        : Buffer.from(attachment.contentBase64 ?? '', 'base64');
      // A photo removed since (retention) is left out rather than holding the whole message back.
      if (!content) continue;
      attachments.push({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content,
        ...(attachment.cid ? { cid: attachment.cid } : {}),
        ...(attachment.calendarMethod ? { calendarMethod: attachment.calendarMethod } : {}),
      });
    }
    return {
      to: row.recipients,
      subject: row.subject,
      text: row.textBody,
      ...(row.htmlBody ? { html: row.htmlBody } : {}),
      attachments,
      messageId: `<outbox-${row.id}@vms>`,
    };
  }
}
