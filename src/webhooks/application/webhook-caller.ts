import { canManageWebhooks } from '#contract/capabilities.ts';
import { DomainError } from '#kernel/domain-error.ts';
import { principalAuditActor, type Actor } from '../../platform/ports/audit-log.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';

/** Who manages webhooks: an admin signed in, or IT staff through the CLI. */
export type WebhookCaller = { readonly kind: 'principal'; readonly principal: Principal } | { readonly kind: 'cli'; readonly actor: Actor };

/** The caller as the audit log names them, after checking a signed-in caller may manage webhooks (a token may not). */
export const webhookActorOf = (caller: WebhookCaller): Actor => {
  if (caller.kind === 'cli') return caller.actor;
  if (caller.principal.token || !canManageWebhooks(caller.principal)) throw new DomainError('http.forbidden');
  return principalAuditActor(caller.principal);
};
