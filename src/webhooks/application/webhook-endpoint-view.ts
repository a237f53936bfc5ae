import type { WebhookEndpointView } from '#contract/api/webhook-answers.ts';
import type { WebhookEndpoint } from '../domain/webhook-endpoint.ts';

/** An endpoint as the screen and the CLI show it: never its secret. */
export const webhookEndpointView = (endpoint: WebhookEndpoint): WebhookEndpointView => ({
  id: endpoint.id,
  url: endpoint.url,
  events: [...endpoint.events],
  precheck: endpoint.precheck,
  status: endpoint.isPaused() ? 'paused' : 'active',
  pausedReason: endpoint.pausedReason,
  failingSince: endpoint.failingSince?.toISOString() ?? null,
  createdBy: endpoint.createdBy,
  createdAt: endpoint.createdAt.toISOString(),
});
