import type { Actor } from '../../platform/ports/audit-log.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import { canChangeSiteSettings, canManageSites } from '#contract/capabilities.ts';
import { DomainError } from '#kernel/domain-error.ts';

/** Who manages sites: an admin signed in, or IT staff through the CLI. */
export type SiteCaller = { readonly kind: 'principal'; readonly principal: Principal } | { readonly kind: 'cli'; readonly actor: Actor };

/** The caller as the audit log names them. */
const actorOf = (caller: SiteCaller & { kind: 'principal' }): Actor => ({ type: 'employee', id: caller.principal.employeeId, label: caller.principal.email });

/** The caller as the audit log names them, after checking a signed-in caller may manage sites. */
export const auditActorOf = (caller: SiteCaller): Actor => {
  if (caller.kind === 'cli') return caller.actor;
  if (!canManageSites(caller.principal)) throw new DomainError('http.forbidden');
  return actorOf(caller);
};

/**
 * The caller as the audit log names them, after checking a signed-in caller may change this site's
 * settings (an admin, or a site admin of it; issue 30). Another site's is not found, as if absent.
 */
export const settingsActorOf = (caller: SiteCaller, siteId: number | undefined): Actor => {
  if (caller.kind === 'cli') return caller.actor;
  if (!canChangeSiteSettings(caller.principal)) throw new DomainError('http.forbidden');
  if (siteId === undefined || !canChangeSiteSettings(caller.principal, siteId)) throw new DomainError('site.not_found');
  return actorOf(caller);
};

/** Whether the caller sees this site on the Sites screen (`vms sites list` sees every site). */
export const seesSiteSettings = (caller: SiteCaller, siteId: number): boolean => caller.kind === 'cli' || canChangeSiteSettings(caller.principal, siteId);
