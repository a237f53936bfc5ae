import type { WatchlistActor } from './watchlist-entry.ts';
import type { WatchlistMatchKind } from './watchlist-match.ts';

/** Where a visit was screened against the watchlist (the same points as visits' ScreeningPoint). */
export type ScreenedOn = 'pass' | 'details' | 'walk_in' | 'entry' | 'arrival';

/** How security closed a flag (issue 28): let the visitor in, or sent them away (the visit called off). */
export type FlagOutcome = 'cleared' | 'turned_away';

/**
 * A visit whose visitor matched an active watchlist entry (one row per visit and entry): the desk
 * may not check the visitor in until security or an admin clears it with a written reason.
 */
export class VisitFlag {
  id!: number;
  visitId!: number;
  entryId!: number;
  matchKind!: WatchlistMatchKind;
  raisedOn!: ScreenedOn;
  raisedAt!: Date;
  clearedAt: Date | null = null;
  clearedById: number | null = null;
  clearedByLabel: string | null = null;
  clearReason: string | null = null;
  /** How the flag was closed (null while open); who, when and why are `cleared*` and `clearReason` either way. */
  outcome: FlagOutcome | null = null;
  /**
   * When security was mailed that this visit's visitor is at the door with this flag open (ADR 13):
   * at once for a walk-in, else when a check-in is refused for it. Set once, so a second try at the
   * door mails nobody again.
   */
  doorMailedAt: Date | null = null;

  isOpen(): boolean {
    return this.clearedAt === null;
  }

  clear(by: WatchlistActor, reason: string, at: Date, outcome: FlagOutcome = 'cleared'): void {
    this.outcome = outcome;
    this.clearedAt = at;
    this.clearedById = by.employeeId;
    this.clearedByLabel = by.label;
    this.clearReason = reason;
  }
}
