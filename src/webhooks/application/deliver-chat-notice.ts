import type { ChatConnections, WebhookSecretBox, WebhookTransport } from './ports.ts';
import { WebhookTransportError } from './ports.ts';
import { WebhookDeliveryFailed } from './deliver-webhook.ts';

/** How long a chat's incoming webhook has to answer. */
export const CHAT_TIMEOUT_MS = 10_000;

/**
 * Posts one chat notice (the outbox's ChatChannel calls it): a 2xx is delivered, anything else is
 * retried by the outbox for a day. A connection removed since is nothing to do.
 */
export class DeliverChatNotice {
  constructor(
    private readonly connections: ChatConnections,
    private readonly transport: WebhookTransport,
    private readonly secrets: WebhookSecretBox,
  ) {}

  async execute(connectionId: number, body: string): Promise<void> {
    const connection = await this.connections.byId(connectionId);
    if (!connection) return;
    try {
      const answer = await this.transport.post(this.secrets.open(connection.sealedUrl), body, {}, { timeoutMs: CHAT_TIMEOUT_MS });
      if (answer.status < 200 || answer.status > 299) throw new WebhookDeliveryFailed(`the chat answered ${answer.status}`);
    } catch (failure) {
      if (failure instanceof WebhookTransportError) throw new WebhookDeliveryFailed(failure.message);
      throw failure;
    }
  }
}
