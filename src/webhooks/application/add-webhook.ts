import type { WebhookEndpointView } from '#contract/api/webhook-answers.ts';
import type { WebhookEndpointInput } from '#contract/validation/webhook.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { WebhookEndpoint } from '../domain/webhook-endpoint.ts';
import type { WebhookAddressPolicy, WebhookEndpointRepository, WebhookSecretBox, WebhookSigner } from './ports.ts';
import { webhookActorOf, type WebhookCaller } from './webhook-caller.ts';
import { webhookEndpointView } from './webhook-endpoint-view.ts';

/**
 * `POST /api/webhooks` and `vms webhooks add`: an admin (or IT staff) registers an endpoint. Its
 * signing secret (`whsec_…`) is answered this once; it is kept sealed with the server secret, since
 * every delivery is signed with it. An address the server may not reach (ADR 46) is refused. Audited
 * with the URL and the events, never the secret.
 */
export class AddWebhook {
  constructor(
    private readonly endpoints: WebhookEndpointRepository,
    private readonly policy: WebhookAddressPolicy,
    private readonly signer: WebhookSigner,
    private readonly secrets: WebhookSecretBox,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(caller: WebhookCaller, input: WebhookEndpointInput): Promise<{ secret: string; endpoint: WebhookEndpointView }> {
    const actor = webhookActorOf(caller);
    const refusal = this.policy.refusalOf(input.url);
    if (refusal !== null) throw new DomainError('webhook.url_refused', { values: { reason: refusal } });
    const secret = this.signer.newSecret();
    return this.unitOfWork.run(async () => {
      const endpoint = new WebhookEndpoint({ url: input.url, events: input.events, precheck: input.precheck, createdBy: actor.label }, this.secrets.seal(secret), this.clock.now());
      await this.endpoints.add(endpoint);
      this.audit.record({ actor, action: 'webhook.added', subjectType: 'webhook', subjectId: endpoint.id, details: { url: endpoint.url, events: endpoint.events, precheck: endpoint.precheck } });
      return { secret, endpoint: webhookEndpointView(endpoint) };
    });
  }
}
