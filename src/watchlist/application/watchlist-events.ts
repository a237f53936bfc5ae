import type { WatchlistMatchKind } from '../domain/watchlist-match.ts';

export type { WatchlistMatchKind };

/** What the watchlist module records (DomainEvents). */

/** Where a flagged visitor was found at the door: a walk-in signing in at a kiosk, or anyone checking in (desk or kiosk). */
export type DoorPoint = 'walk_in' | 'arrival';

/**
 * A visitor the watchlist flagged is at the door (ADR 13): a walk-in's new flag, or a check-in refused
 * for an open flag, once per visit. Names the visitor, the host, where and why: never an Aadhaar digit
 * or a phone number.
 */
export interface FlagRaisedAtDoor {
  readonly type: 'flag.raised_at_door';
  readonly visitId: number;
  /** The visit's site (issue 30): its staff are told, on its clock. */
  readonly siteId: number;
  readonly visitorName: string;
  readonly hostName: string | null;
  /** Where they are, in words: a kiosk by its name, the security desk. */
  readonly place: string;
  readonly on: DoorPoint;
  readonly at: Date;
  readonly matches: readonly { readonly kind: WatchlistMatchKind; readonly reason: string }[];
}

declare module '../../platform/ports/domain-events.ts' {
  interface DomainEventMap {
    'flag.raised_at_door': FlagRaisedAtDoor;
  }
}
