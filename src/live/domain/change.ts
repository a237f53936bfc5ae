import { canApproveEmployee, canHostVisitors, canManageWatchlist, canRunEvacuation, canSeeVisit, canWorkWithVisitors, worksAtSite, type Actor } from '#contract/capabilities.ts';
import type { LiveChange } from '#contract/api/live-events.ts';

/**
 * A change as the database announces it (ADR 12): what it is and whose it is, so that it can be
 * routed; never a name, phone, Aadhaar number or secret.
 */
export type Change =
  /**
   * A visit of this host at this site changed (issue 30: a visit whose host or site changed is
   * announced once more with the old ones, so that the screens that showed it drop it).
   */
  | { readonly kind: 'visit'; readonly id: number; readonly hostId: number; readonly siteId: number }
  /**
   * A watchlist flag on this visit was raised or cleared (issue 13): for those who manage the watchlist
   * only, who are told of it as a change of the visit. It names no host, so no host hears of it.
   */
  | { readonly kind: 'visit_flag'; readonly id: number; readonly siteId: number }
  /** A watchlist entry was added, resolved, changed or removed: for those who manage the watchlist only (its screen's readers). */
  | { readonly kind: 'watchlist'; readonly id: number }
  /** An evacuation started or ended, or a person of its roll call marked (issue 30): for those who run evacuations only. */
  | { readonly kind: 'evacuation'; readonly id: number; readonly siteId: number }
  /** An employee reporting to this manager (null: none) was registered or changed. */
  | { readonly kind: 'employee'; readonly id: number; readonly managerId: number | null }
  /** This session ended (logout, a new login of the same user, an admin's action, the purge). */
  | { readonly kind: 'session'; readonly id: string };

/**
 * Who hears of a change: exactly those whose calls may read it (src/contract/capabilities.ts: the
 * route's guard and the record's check), at the change's site (issue 30: a desk that works at other
 * sites is not told; admins work at every site). A visit's: the desk of its site and its host. A visit's watchlist flag:
 * those who manage the watchlist (the desk's answers carry `flagged` for them only). A watchlist
 * entry's: those who manage the watchlist (/Watchlist and its calls are theirs alone). An employee's:
 * those who may approve that employee (their reporting manager, an admin). An evacuation's: those who
 * run evacuations (its roll call is theirs alone). A session's end is for
 * the server only.
 */
export const mayHearOf = (viewer: Actor, change: Change): boolean => {
  switch (change.kind) {
    case 'visit':
      return canWorkWithVisitors(viewer) && canSeeVisit(viewer, { hostId: change.hostId, siteId: change.siteId });
    case 'visit_flag':
      return canManageWatchlist(viewer) && worksAtSite(viewer, change.siteId);
    case 'watchlist':
      return canManageWatchlist(viewer);
    case 'evacuation':
      return canRunEvacuation(viewer, change.siteId);
    case 'employee':
      return canHostVisitors(viewer) && canApproveEmployee(viewer, { managerId: change.managerId });
    case 'session':
      return false;
  }
};

/** What the viewer is told: the kind and id only; a flag's change is a change of its visit. */
export const toldOf = (change: Exclude<Change, { kind: 'session' }>): LiveChange => ({ kind: change.kind === 'visit_flag' ? 'visit' : change.kind, id: change.id });
