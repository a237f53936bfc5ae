import { ChannelSender, type MessageToSend } from '../../platform/mail/channel-sender.ts';
import type { DeliverWebhook } from '../application/deliver-webhook.ts';
import { WEBHOOK_CHANNEL } from '../application/webhook-routes.ts';

/**
 * The outbox's webhook channel (ADR 29's "adding a channel"): a claimed row is one delivery, its
 * `to` the endpoint's id, its subject the message id, its text the body (webhookMessage). The use
 * case is looked up when the first row is sent: it needs the unit of work, which needs the outbox
 * sender this channel is given to, so it cannot be made before it.
 */
export class WebhookChannel extends ChannelSender {
  readonly channel = WEBHOOK_CHANNEL;

  constructor(private readonly deliver: () => DeliverWebhook) {
    super();
  }

  async send(message: MessageToSend): Promise<void> {
    const endpointId = Number(message.to[0]);
    // A row that is not a delivery (nothing writes one) would retry for a day: drop it instead.
    if (!Number.isSafeInteger(endpointId)) return;
    await this.deliver().execute({ endpointId, messageId: message.subject, body: message.text });
  }
}
