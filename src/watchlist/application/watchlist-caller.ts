import type { Actor } from '../../platform/ports/audit-log.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import { canManageWatchlist } from '#contract/capabilities.ts';
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

/** The same caller as an entry records them. */
export const entryActorOf = (actor: Actor): WatchlistActor => ({ employeeId: actor.type === 'employee' ? (actor.id ?? null) : null, label: actor.label });
