import type { Actor } from '../../platform/ports/audit-log.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import { canManageSites } from '#contract/capabilities.ts';
import { DomainError } from '#kernel/domain-error.ts';

/** Who manages sites: an admin signed in, or IT staff through the CLI. */
export type SiteCaller = { readonly kind: 'principal'; readonly principal: Principal } | { readonly kind: 'cli'; readonly actor: Actor };

/** The caller as the audit log names them, after checking a signed-in caller may manage sites. */
export const auditActorOf = (caller: SiteCaller): Actor => {
  if (caller.kind === 'cli') return caller.actor;
  if (!canManageSites(caller.principal)) throw new DomainError('http.forbidden');
  return { type: 'employee', id: caller.principal.employeeId, label: caller.principal.email };
};
