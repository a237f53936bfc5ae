import { DomainError } from '#kernel/domain-error.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import type { ChatKind } from './chat-messages.ts';
import type { ChatConnections, WebhookAddressPolicy, WebhookSecretBox } from './ports.ts';
import { webhookActorOf, type WebhookCaller } from './webhook-caller.ts';

/** A chat connection as `vms chat list` shows it: never its URL (a credential). */
export interface ChatConnectionView {
  readonly id: number;
  readonly kind: ChatKind;
  readonly siteId: number | null;
  readonly hostEmail: string | null;
  readonly createdBy: string;
  readonly createdAt: string;
}

/**
 * `vms chat connect|list|remove` (issue 32): a company connects a Slack or Teams incoming webhook for a
 * site's hosts, or for one host. The URL is checked as a webhook's (ADR 46) and sealed at rest. Audited.
 */
export class ConnectChat {
  constructor(
    private readonly connections: ChatConnections,
    private readonly policy: WebhookAddressPolicy,
    private readonly secrets: WebhookSecretBox,
    private readonly sites: SiteDirectory,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async connect(caller: WebhookCaller, input: { readonly kind: ChatKind; readonly url: string; readonly siteId: number | null; readonly hostEmail: string | null }): Promise<ChatConnectionView> {
    const actor = webhookActorOf(caller);
    const url = input.url.trim();
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) throw new DomainError('webhook.url_invalid');
    const refusal = this.policy.refusalOf(url);
    if (refusal !== null) throw new DomainError('webhook.url_refused', { values: { reason: refusal } });
    if (input.siteId !== null && !(await this.sites.byId(input.siteId))) throw new DomainError('webhook.rule_invalid');
    const createdAt = this.clock.now();
    const hostEmail = input.hostEmail?.trim().toLowerCase() ?? null;
    return this.unitOfWork.run(async () => {
      const id = await this.connections.add({ kind: input.kind, siteId: input.siteId, hostEmail, sealedUrl: this.secrets.seal(url), createdBy: actor.label, createdAt });
      this.audit.record({ actor, action: 'chat.connected', subjectType: 'webhook', subjectId: id, details: { kind: input.kind, siteId: input.siteId, hostEmail } });
      return { id, kind: input.kind, siteId: input.siteId, hostEmail, createdBy: actor.label, createdAt: createdAt.toISOString() };
    });
  }

  async list(caller: WebhookCaller): Promise<ChatConnectionView[]> {
    webhookActorOf(caller);
    return (await this.connections.list()).map(({ id, kind, siteId, hostEmail, createdBy, createdAt }) => ({ id, kind, siteId, hostEmail, createdBy, createdAt: createdAt.toISOString() }));
  }

  async remove(caller: WebhookCaller, id: number): Promise<void> {
    const actor = webhookActorOf(caller);
    await this.unitOfWork.run(async () => {
      if (!(await this.connections.remove(id))) throw new DomainError('webhook.not_found');
      this.audit.record({ actor, action: 'chat.removed', subjectType: 'webhook', subjectId: id, details: {} });
    });
  }
}
