import { DomainError } from '#kernel/domain-error.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import type { ChatConnectionView } from '#contract/api/chat-answers.ts';
import type { ChatKind } from './chat-messages.ts';
import type { ChatConnections, WebhookAddressPolicy, WebhookSecretBox } from './ports.ts';
import { webhookActorOf, type WebhookCaller } from './webhook-caller.ts';
import { canHostVisitors } from '#contract/capabilities.ts';
import { principalAuditActor, type Actor } from '../../platform/ports/audit-log.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';

export type { ChatConnectionView };

/** A host's own chat as their card shows it (HOOK-CHAT-03): its kind (never its URL) and "also e-mail me". */
export interface OwnChatView {
  readonly connection: ChatConnectionView | null;
  readonly mailToo: boolean;
}

/** A host acting for themselves: signed in (not a token), and one who hosts visitors. */
const hostActorOf = (principal: Principal): Actor => {
  if (principal.token || !canHostVisitors(principal)) throw new DomainError('http.forbidden');
  return principalAuditActor(principal);
};

const viewOf = (row: { id: number; kind: ChatKind; siteId: number | null; hostEmail: string | null; createdBy: string; createdAt: Date }): ChatConnectionView => ({
  id: row.id,
  kind: row.kind,
  siteId: row.siteId,
  hostEmail: row.hostEmail,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
});

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
    const url = this.checkedUrl(input.url);
    if (input.siteId !== null && !(await this.sites.byId(input.siteId))) throw new DomainError('webhook.rule_invalid');
    const hostEmail = input.hostEmail?.trim().toLowerCase() ?? null;
    return this.unitOfWork.run(() => this.added(actor, { kind: input.kind, url, siteId: input.siteId, hostEmail, mailToo: true }));
  }

  /** A host's own chat and their "also e-mail me" (on when they have none). */
  async mine(principal: Principal): Promise<OwnChatView> {
    hostActorOf(principal);
    const [own] = await this.connections.ofHost(principal.email);
    return { connection: own ? viewOf(own) : null, mailToo: own?.mailToo ?? true };
  }

  /** A host connects a chat for themselves: it replaces the one they had, keeping their "also e-mail me". */
  async connectOwn(principal: Principal, input: { readonly kind: ChatKind; readonly url: string }): Promise<ChatConnectionView> {
    const actor = hostActorOf(principal);
    const url = this.checkedUrl(input.url);
    const hostEmail = principal.email.toLowerCase();
    return this.unitOfWork.run(async () => {
      const before = await this.connections.ofHost(hostEmail);
      for (const old of before) await this.removed(actor, old.id);
      return this.added(actor, { kind: input.kind, url, siteId: null, hostEmail, mailToo: before[0]?.mailToo ?? true });
    });
  }

  /** A host removes their own chat (they cannot name another's): their mail goes again. */
  async removeOwn(principal: Principal): Promise<void> {
    const actor = hostActorOf(principal);
    await this.unitOfWork.run(async () => {
      const own = await this.connections.ofHost(principal.email);
      if (own.length === 0) throw new DomainError('chat.not_connected');
      for (const connection of own) await this.removed(actor, connection.id);
    });
  }

  /** A host's "also e-mail me" (HOOK-CHAT-04): only with a chat of their own to be told in instead. */
  async setMailToo(principal: Principal, mailToo: boolean): Promise<void> {
    const actor = hostActorOf(principal);
    await this.unitOfWork.run(async () => {
      const own = await this.connections.ofHost(principal.email);
      if (own.length === 0) throw new DomainError('chat.not_connected');
      await this.connections.setMailToo(principal.email, mailToo);
      this.audit.record({ actor, action: 'chat.mail_changed', subjectType: 'webhook', subjectId: own[0]!.id, details: { mailToo } });
    });
  }

  /** The URL checked as an endpoint's (HOOK-ENDPOINT-02): http(s), and an address the server may reach. */
  private checkedUrl(text: string): string {
    const url = text.trim();
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) throw new DomainError('webhook.url_invalid');
    const refusal = this.policy.refusalOf(url);
    if (refusal !== null) throw new DomainError('webhook.url_refused', { values: { reason: refusal } });
    return url;
  }

  private async added(actor: Actor, input: { readonly kind: ChatKind; readonly url: string; readonly siteId: number | null; readonly hostEmail: string | null; readonly mailToo: boolean }): Promise<ChatConnectionView> {
    const createdAt = this.clock.now();
    const { kind, siteId, hostEmail, mailToo } = input;
    const id = await this.connections.add({ kind, siteId, hostEmail, mailToo, sealedUrl: this.secrets.seal(input.url), createdBy: actor.label, createdAt });
    this.audit.record({ actor, action: 'chat.connected', subjectType: 'webhook', subjectId: id, details: { kind, siteId, hostEmail } });
    return { id, kind, siteId, hostEmail, createdBy: actor.label, createdAt: createdAt.toISOString() };
  }

  private async removed(actor: Actor, id: number): Promise<void> {
    if (!(await this.connections.remove(id))) throw new DomainError('webhook.not_found');
    this.audit.record({ actor, action: 'chat.removed', subjectType: 'webhook', subjectId: id, details: {} });
  }

  async list(caller: WebhookCaller): Promise<ChatConnectionView[]> {
    webhookActorOf(caller);
    return (await this.connections.list()).map(viewOf);
  }

  async remove(caller: WebhookCaller, id: number): Promise<void> {
    const actor = webhookActorOf(caller);
    await this.unitOfWork.run(() => this.removed(actor, id));
  }
}
