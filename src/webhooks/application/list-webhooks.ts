import type { PrecheckRuleView, WebhookAttemptView, WebhookEndpointView } from '#contract/api/webhook-answers.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import type { PrecheckRules, WebhookEndpointRepository, WebhookLog } from './ports.ts';
import { webhookActorOf, type WebhookCaller } from './webhook-caller.ts';
import { webhookEndpointView } from './webhook-endpoint-view.ts';

/** How many attempts the delivery log shows of an endpoint: the newest. */
export const ATTEMPTS_SHOWN = 100;

/** The /Webhooks screen's and `vms webhooks list`'s reads: the endpoints, each site's pre-check rule, an endpoint's delivery log. */
export class ListWebhooks {
  constructor(
    private readonly endpoints: WebhookEndpointRepository,
    private readonly log: WebhookLog,
    private readonly rules: PrecheckRules,
    private readonly sites: SiteDirectory,
  ) {}

  async endpointsOf(caller: WebhookCaller): Promise<WebhookEndpointView[]> {
    webhookActorOf(caller);
    return (await this.endpoints.list()).map(webhookEndpointView);
  }

  /** Every site with its rule (allow, unless set to deny). */
  async rulesOf(caller: WebhookCaller): Promise<PrecheckRuleView[]> {
    webhookActorOf(caller);
    const set = new Map((await this.rules.list()).map((rule) => [rule.siteId, rule.onTimeout]));
    return (await this.sites.all()).map((site) => ({ siteId: site.id, siteName: site.name, onTimeout: set.get(site.id) ?? 'allow' }));
  }

  async attemptsOf(caller: WebhookCaller, endpointId: number): Promise<WebhookAttemptView[]> {
    webhookActorOf(caller);
    if (!(await this.endpoints.byId(endpointId))) throw new DomainError('webhook.not_found');
    return (await this.log.attempts(endpointId, ATTEMPTS_SHOWN)).map((attempt) => ({ ...attempt, at: attempt.at.toISOString() }));
  }
}
