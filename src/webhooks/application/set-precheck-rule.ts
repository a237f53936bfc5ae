import type { PrecheckRuleView } from '#contract/api/webhook-answers.ts';
import type { PrecheckTimeoutRule } from '#contract/validation/webhook.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import type { PrecheckRules } from './ports.ts';
import { webhookActorOf, type WebhookCaller } from './webhook-caller.ts';

/**
 * `PUT /api/webhooks/precheck-rules/{siteId}`, `vms webhooks precheck-rule`: what a site does when its
 * pre-check endpoints do not answer in 3 s (or answer nonsense): let the visitor in (`allow`, the
 * default, so a receiver that is down does not close the door) or refuse them (`deny`). Audited.
 */
export class SetPrecheckRule {
  constructor(
    private readonly rules: PrecheckRules,
    private readonly sites: SiteDirectory,
    private readonly audit: AuditLog,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(caller: WebhookCaller, siteId: number, onTimeout: PrecheckTimeoutRule): Promise<PrecheckRuleView> {
    const actor = webhookActorOf(caller);
    const site = await this.sites.byId(siteId);
    if (!site) throw new DomainError('webhook.rule_invalid');
    await this.unitOfWork.run(async () => {
      await this.rules.set(siteId, onTimeout);
      this.audit.record({ actor, action: 'webhook.precheck_rule_set', subjectType: 'site', subjectId: siteId, details: { onTimeout } });
    });
    return { siteId, siteName: site.name, onTimeout };
  }
}
