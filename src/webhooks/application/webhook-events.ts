/** What the webhooks module records (DomainEvents). */

/** An endpoint failed every delivery for a day and was paused: the admins are told (mail). */
export interface WebhookEndpointPaused {
  readonly type: 'webhook.endpoint_paused';
  readonly endpointId: number;
  readonly url: string;
  readonly failingSince: Date;
  readonly at: Date;
  /** The last failure, as the delivery log has it (a status or a connection error): never a secret. */
  readonly lastError: string;
}

declare module '../../platform/ports/domain-events.ts' {
  interface DomainEventMap {
    'webhook.endpoint_paused': WebhookEndpointPaused;
  }
}
