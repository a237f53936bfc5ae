import type { Clock } from '../../platform/ports/clock.ts';
import type { DomainEvents } from '../../platform/ports/domain-events.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { WebhookEndpointPaused } from './webhook-events.ts';
import { WebhookTransportError, type WebhookEndpointRepository, type WebhookLog, type WebhookSigner, type WebhookTransport, type WebhookSecretBox } from './ports.ts';

/** How long a receiver has to answer a delivery (the pre-check has 3 s: ask-prechecks.ts). */
export const DELIVERY_TIMEOUT_MS = 10_000;

/** The stored error of an answer that is not a success: its status, never its body (which the receiver wrote). */
const statusError = (status: number): string => `the receiver answered ${status}`;

/** One delivery as the outbox hands it over: the endpoint's id, the message id and the body. */
export interface WebhookDelivery {
  readonly endpointId: number;
  readonly messageId: string;
  readonly body: string;
}

/** Thrown for a failed attempt, so that the outbox retries the message (with its backoff, for 24 hours). */
export class WebhookDeliveryFailed extends Error {
  override readonly name = 'WebhookDeliveryFailed';
}

/**
 * Delivers one webhook message (the outbox's WebhookChannel calls it for each claimed row): signs it
 * with the endpoint's secret, posts it, and logs the attempt (status, time, response code,
 * duration). A 2xx is delivered; anything else fails, and the outbox retries it. An endpoint removed
 * since is nothing to do; a paused one is logged as skipped (replay it once resumed). The failure
 * that finds the endpoint failing for a day pauses it and tells the admins (`webhook.endpoint_paused`,
 * mailed through the notification seam) in one transaction.
 */
export class DeliverWebhook {
  constructor(
    private readonly endpoints: WebhookEndpointRepository,
    private readonly log: WebhookLog,
    private readonly signer: WebhookSigner,
    private readonly transport: WebhookTransport,
    private readonly secrets: WebhookSecretBox,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(delivery: WebhookDelivery): Promise<void> {
    const endpoint = await this.endpoints.byId(delivery.endpointId);
    if (!endpoint) return;
    const eventType = eventTypeOf(delivery.body);
    const message = { id: delivery.messageId, endpointId: endpoint.id, eventType, body: delivery.body };
    const at = this.clock.now();
    if (endpoint.isPaused()) {
      await this.log.record(message, { endpointId: endpoint.id, messageId: message.id, eventType, at, outcome: 'skipped', responseStatus: null, durationMs: 0, error: 'the endpoint is paused' });
      return;
    }
    const headers = this.signer.sign(this.secrets.open(endpoint.sealedSecret), delivery.messageId, at, delivery.body);
    let status: number | null = null;
    let durationMs: number;
    let error: string | null = null;
    try {
      const answer = await this.transport.post(endpoint.url, delivery.body, headers, { timeoutMs: DELIVERY_TIMEOUT_MS });
      status = answer.status;
      durationMs = answer.durationMs;
      if (status < 200 || status > 299) error = statusError(status);
    } catch (failure) {
      if (!(failure instanceof WebhookTransportError)) throw failure;
      durationMs = failure.durationMs;
      error = failure.message;
    }
    await this.log.record(message, { endpointId: endpoint.id, messageId: message.id, eventType, at, outcome: error === null ? 'delivered' : 'failed', responseStatus: status, durationMs, error });
    // A success of an endpoint that was not failing changes nothing: no transaction.
    if (error === null && endpoint.failingSince === null) return;
    const paused = await this.unitOfWork.run(async () => {
      const locked = await this.endpoints.lockById(endpoint.id);
      if (!locked) return false;
      if (error === null) {
        if (locked.failingSince === null) return false;
        locked.delivered();
        await this.endpoints.save(locked);
        return false;
      }
      const pausedNow = locked.failed(at);
      await this.endpoints.save(locked);
      if (pausedNow) {
        const told: WebhookEndpointPaused = { type: 'webhook.endpoint_paused', endpointId: locked.id, url: locked.url, failingSince: locked.failingSince ?? at, at, lastError: error };
        await this.events.record(told);
      }
      return locked.isPaused();
    });
    // Paused: nothing more to try for this message (replay it once the endpoint is resumed).
    if (error !== null && !paused) throw new WebhookDeliveryFailed(error);
  }
}

/** The payload's `type`, for the log (the body is ours: JSON with a type). */
const eventTypeOf = (body: string): string => {
  try {
    const parsed = JSON.parse(body) as { type?: unknown };
    return typeof parsed.type === 'string' ? parsed.type : 'unknown';
  } catch {
    return 'unknown';
  }
};
