import { canManageSiteDocumentsAt } from '#contract/capabilities.ts';
import { DomainError } from '#kernel/domain-error.ts';
import { principalAuditActor, type Actor } from '../../platform/ports/audit-log.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';

/** Who publishes a site's documents: an admin or the site's site admin signed in, or IT staff through `vms sites documents`. */
export type DocumentCaller = { readonly kind: 'principal'; readonly principal: Principal } | { readonly kind: 'cli'; readonly actor: Actor };

/** The caller as the audit log names them, after checking a signed-in caller manages this site's documents. */
export const publisherAt = (caller: DocumentCaller, siteId: number): Actor => {
  if (caller.kind === 'cli') return caller.actor;
  if (caller.principal.token || !canManageSiteDocumentsAt(caller.principal, siteId)) throw new DomainError('document.not_yours');
  return principalAuditActor(caller.principal);
};
