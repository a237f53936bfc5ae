import { ChannelSender, type MessageToSend } from '../../platform/mail/channel-sender.ts';
import { CHAT_CHANNEL } from '../application/chat-routes.ts';
import type { DeliverChatNotice } from '../application/deliver-chat-notice.ts';

/** The outbox's chat channel: a row is one notice, its `to` the connection's id, its text the chat's JSON. Looked up lazily, as WebhookChannel's. */
export class ChatChannel extends ChannelSender {
  readonly channel = CHAT_CHANNEL;

  constructor(private readonly deliver: () => DeliverChatNotice) {
    super();
  }

  async send(message: MessageToSend): Promise<void> {
    const connectionId = Number(message.to[0]);
    if (!Number.isSafeInteger(connectionId)) return;
    await this.deliver().execute(connectionId, message.text);
  }
}
