import type { WebhookEndpointView } from '#contract/api/webhook-answers.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { WebhookEndpointRepository } from './ports.ts';
import { webhookActorOf, type WebhookCaller } from './webhook-caller.ts';
import { webhookEndpointView } from './webhook-endpoint-view.ts';

export type WebhookChange = 'pause' | 'resume' | 'remove';

/**
 * `POST /api/webhooks/{id}/pause|resume`, `DELETE /api/webhooks/{id}`, and `vms webhooks pause|resume|remove`:
 * a paused endpoint is sent nothing (its queued deliveries are logged as skipped) until it is resumed;
 * resuming starts the day of failures afresh. Removing forgets it and its log. Each audited.
 */
export class ChangeWebhook {
  constructor(
    private readonly endpoints: WebhookEndpointRepository,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  execute(caller: WebhookCaller, id: number, change: WebhookChange): Promise<WebhookEndpointView | null> {
    const actor = webhookActorOf(caller);
    return this.unitOfWork.run(async () => {
      const endpoint = await this.endpoints.lockById(id);
      if (!endpoint) throw new DomainError('webhook.not_found');
      const details = { url: endpoint.url };
      if (change === 'remove') {
        await this.endpoints.remove(endpoint);
        this.audit.record({ actor, action: 'webhook.removed', subjectType: 'webhook', subjectId: id, details });
        return null;
      }
      if (change === 'pause') endpoint.pause('admin', this.clock.now());
      else endpoint.resume();
      await this.endpoints.save(endpoint);
      this.audit.record({ actor, action: change === 'pause' ? 'webhook.paused' : 'webhook.resumed', subjectType: 'webhook', subjectId: id, details });
      return webhookEndpointView(endpoint);
    });
  }
}
