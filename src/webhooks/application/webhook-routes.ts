import type { WebhookEvent, WebhookPayload } from '#contract/webhook-payload.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { OutgoingMessage } from '../../platform/ports/outbox.ts';
import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';
import type { EventRoutes } from '../../notifications/application/event-routes.ts';
import type { WebhookEndpointRepository } from './ports.ts';
import { payloadOf, webhookVisit } from './webhook-payloads.ts';

/** The channel of the outbox rows that are webhook deliveries. */
export const WEBHOOK_CHANNEL = 'webhook';

/**
 * A webhook delivery as an outbox row carries it (ADR 29's message, read by WebhookChannel): `to` is
 * the endpoint's id, `subject` the message's `webhook-id` (the same for each retry and replay), `text`
 * the exact JSON body that is signed.
 */
export const webhookMessage = (endpointId: number, messageId: string, body: string): OutgoingMessage => ({
  channel: WEBHOOK_CHANNEL,
  to: [String(endpointId)],
  subject: messageId,
  text: body,
});

/** A new message id: `msg_` and 128 random bits. */
export const newMessageId = (crypto: ServerCrypto): string => `msg_${crypto.randomToken(16)}`;

/**
 * The webhook channel's routes (issue 32): which recorded events become which webhook events, for
 * every endpoint that is not paused and subscribes to them, each a message of its own in the outbox
 * (queued in the use case's transaction, delivered and retried by the outbox sender). A walk-in is
 * a visit created and a walk-in waiting: an endpoint hears whichever it subscribed to.
 */
export class WebhookRoutes {
  readonly routes: EventRoutes;

  constructor(
    private readonly endpoints: WebhookEndpointRepository,
    private readonly crypto: ServerCrypto,
    private readonly clock: Clock,
  ) {
    this.routes = {
      'visit.invited': (event) => this.messages([payloadOf('visit.created', event.at, webhookVisit(event.visit))]),
      'visit.approved': (event) => this.messages([payloadOf('visit.approved', event.at, webhookVisit(event.visit))]),
      'visit.checked_in': (event) => this.messages([payloadOf('visit.checked_in', event.at, webhookVisit(event.visit, event.kioskName))]),
      'visit.checked_out': (event) => this.messages([payloadOf('visit.checked_out', event.at, webhookVisit(event.visit, event.kioskName))]),
      'visit.cancelled': (event) => this.messages([payloadOf('visit.cancelled', event.at, webhookVisit(event.visit))]),
      'walk_in.waiting': (event) =>
        this.messages([payloadOf('visit.created', event.at, webhookVisit(event.visit, event.kioskName)), payloadOf('walk_in.waiting', event.at, webhookVisit(event.visit, event.kioskName))]),
      'flag.raised_at_door': (event) =>
        this.messages([
          payloadOf('flag.raised', event.at, {
            visitId: event.visitId,
            visitorName: event.visitorName,
            hostName: event.hostName,
            place: event.place,
            on: event.on,
            matches: [...new Set(event.matches.map((match) => match.kind))],
          }),
        ]),
      'employee.approved': (event) =>
        this.messages([
          // The event carries no time: it is recorded as it happens.
        payloadOf('employee.approved', this.clock.now(), { name: event.employee.name, email: event.employee.email })]),
    };
  }

  private async messages(payloads: readonly WebhookPayload[]): Promise<OutgoingMessage[]> {
    const made: OutgoingMessage[] = [];
    for (const payload of payloads) {
      const type = payload.type as WebhookEvent;
      const body = JSON.stringify(payload);
      for (const endpoint of await this.endpoints.activeFor(type)) made.push(webhookMessage(endpoint.id, newMessageId(this.crypto), body));
    }
    return made;
  }
}
