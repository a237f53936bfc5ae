import { canManageApiTokens } from '#contract/capabilities.ts';
import { DomainError } from '#kernel/domain-error.ts';
import { principalAuditActor, type Actor } from '../../platform/ports/audit-log.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';

/** Who manages API tokens: an admin signed in, or IT staff through the CLI. */
export type ApiTokenCaller = { readonly kind: 'principal'; readonly principal: Principal } | { readonly kind: 'cli'; readonly actor: Actor };

/**
 * The caller as the audit log names them, after checking a signed-in caller may manage tokens. A
 * token never manages tokens: a call made with one has no route here, and is refused if it had.
 */
export const auditActorOf = (caller: ApiTokenCaller): Actor => {
  if (caller.kind === 'cli') return caller.actor;
  if (caller.principal.token || !canManageApiTokens(caller.principal)) throw new DomainError('http.forbidden');
  return principalAuditActor(caller.principal);
};
