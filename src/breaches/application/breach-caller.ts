import { canKeepBreachRegister } from '#contract/capabilities.ts';
import { DomainError } from '#kernel/domain-error.ts';
import { principalAuditActor, type Actor } from '../../platform/ports/audit-log.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';

/** Who keeps the breach register: an admin signed in, or IT staff through the CLI (which only reads it). */
export type BreachCaller = { readonly kind: 'principal'; readonly principal: Principal } | { readonly kind: 'cli'; readonly actor: Actor };

/** The caller as the audit log names them, after checking a signed-in caller keeps the register (an API token never does). */
export const auditActorOf = (caller: BreachCaller): Actor => {
  if (caller.kind === 'cli') return caller.actor;
  if (caller.principal.token || !canKeepBreachRegister(caller.principal)) throw new DomainError('http.forbidden');
  return principalAuditActor(caller.principal);
};
