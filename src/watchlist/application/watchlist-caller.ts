import type { Actor } from '../../platform/ports/audit-log.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import { canChangeWatchlistEntry, canManageWatchlist, canSeeWatchlistEntry } from '#contract/capabilities.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { WatchlistActor } from '../domain/watchlist-entry.ts';

/** Who changes the watchlist: security or an admin signed in, or IT staff through the CLI. */
export type WatchlistCaller = { readonly kind: 'principal'; readonly principal: Principal } | { readonly kind: 'cli'; readonly actor: Actor };

/** The caller as the audit log names them, after checking a signed-in caller may manage the watchlist. */
export const auditActorOf = (caller: WatchlistCaller): Actor => {
  if (caller.kind === 'cli') return caller.actor;
  if (!canManageWatchlist(caller.principal)) throw new DomainError('http.forbidden');
  return { type: 'employee', id: caller.principal.employeeId, label: caller.principal.email };
};

/** Whether the caller sees this entry (issue 30): IT staff through the CLI see every one. */
export const callerSees = (caller: WatchlistCaller, entry: { readonly siteIds: readonly number[] }): boolean =>
  caller.kind === 'cli' || canSeeWatchlistEntry(caller.principal, entry);

/**
 * Refuses an entry the caller may not add, change or resolve (issue 30, ADR 42): one they do not even
 * see is not found; one they see but whose sites are not all theirs (or a company-wide one, for a
 * site admin) is `watchlist.sites_not_yours`.
 */
export const assertCallerChanges = (caller: WatchlistCaller, entry: { readonly siteIds: readonly number[] }, notFound: boolean): void => {
  if (caller.kind === 'cli' || canChangeWatchlistEntry(caller.principal, entry)) return;
  if (notFound && !callerSees(caller, entry)) throw new DomainError('watchlist.not_found');
  throw new DomainError('watchlist.sites_not_yours');
};

/** The same caller as an entry records them. */
export const entryActorOf = (actor: Actor): WatchlistActor => ({ employeeId: actor.type === 'employee' ? (actor.id ?? null) : null, label: actor.label });
