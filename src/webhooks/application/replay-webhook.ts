import type { WebhookEndpointView } from '#contract/api/webhook-answers.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Outbox } from '../../platform/ports/outbox.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { WebhookEndpointRepository, WebhookLog } from './ports.ts';
import { webhookActorOf, type WebhookCaller } from './webhook-caller.ts';
import { webhookEndpointView } from './webhook-endpoint-view.ts';
import { webhookMessage } from './webhook-routes.ts';

/**
 * The delivery log's Replay (`POST /api/webhooks/{id}/replay`, `vms webhooks replay`): the message
 * is queued again as it was first sent, with the same `webhook-id` (Standard Webhooks: a receiver
 * that already has it may drop it) and a fresh timestamp and signature. Audited.
 */
export class ReplayWebhook {
  constructor(
    private readonly endpoints: WebhookEndpointRepository,
    private readonly log: WebhookLog,
    private readonly outbox: Outbox,
    private readonly audit: AuditLog,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(caller: WebhookCaller, endpointId: number, messageId: string): Promise<WebhookEndpointView> {
    const actor = webhookActorOf(caller);
    const endpoint = await this.endpoints.byId(endpointId);
    if (!endpoint) throw new DomainError('webhook.not_found');
    const message = await this.log.message(endpointId, messageId);
    // A pre-check's question is asked while a visitor waits: nothing to send again later.
    if (!message || message.eventType.startsWith('precheck.')) throw new DomainError('webhook.delivery_not_found');
    await this.unitOfWork.run(async () => {
      this.outbox.enqueue(webhookMessage(endpointId, message.id, message.body));
      this.audit.record({ actor, action: 'webhook.replayed', subjectType: 'webhook', subjectId: endpointId, details: { messageId: message.id, eventType: message.eventType } });
    });
    return webhookEndpointView(endpoint);
  }
}
