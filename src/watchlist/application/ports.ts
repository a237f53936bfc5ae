import type { IdKind } from '#contract/visitor-id.ts';
import type { WatchlistEntry } from '../domain/watchlist-entry.ts';
import type { VisitFlag, ScreenedOn } from '../domain/visit-flag.ts';
import type { WatchlistMatchKind, WatchlistSubject } from '../domain/watchlist-match.ts';

/** Which entries a list shows. */
export type WatchlistStatus = 'active' | 'resolved' | 'all';

/**
 * An active entry the database found close to a person: what the rule compares (watchlistMatch), with
 * the pg_trgm similarity of the names. Plain data: the entry itself is loaded only when it matches.
 */
export interface WatchlistCandidateRow {
  readonly id: number;
  readonly phone: string | null;
  readonly idKind: IdKind | null;
  readonly idLast4: string | null;
  readonly nameSimilarity: number;
}

export abstract class WatchlistRepository {
  abstract add(entry: WatchlistEntry): void;
  /** The entry, locked for update until the transaction ends; null when there is none. */
  abstract lockById(id: number): Promise<WatchlistEntry | null>;
  /** Newest first. */
  abstract list(status: WatchlistStatus): Promise<WatchlistEntry[]>;
  /**
   * Active entries that may match at this site (company-wide, or limited to sites among which it is):
   * the same phone, or a name whose pg_trgm similarity reaches the threshold (the trigram index finds
   * them). The rule (watchlistMatch) decides which do.
   */
  abstract candidatesFor(subject: WatchlistSubject, siteId: number): Promise<WatchlistCandidateRow[]>;
  /** The sites each of these entries is limited to (none: company-wide), by entry id; every id is in the answer. */
  abstract sitesOf(entryIds: readonly number[]): Promise<Map<number, number[]>>;
  /** Limits a new entry to these sites (issue 30); none leaves it company-wide. */
  abstract limitToSites(entryId: number, siteIds: readonly number[]): Promise<void>;
  /** The entries with these ids (those that matched), in no particular order. */
  abstract byIds(ids: readonly number[]): Promise<WatchlistEntry[]>;
}

/** A flag to raise: a visit matched an entry. */
export interface NewVisitFlag {
  readonly visitId: number;
  readonly entryId: number;
  readonly matchKind: WatchlistMatchKind;
  readonly raisedOn: ScreenedOn;
  readonly at: Date;
  /** Set when security is mailed of it as it is raised (a walk-in at a kiosk): the door's mail is then not sent again. */
  readonly doorMailedAt: Date | null;
}

export abstract class VisitFlagRepository {
  /** Raises each flag once: a visit already flagged for an entry keeps its first flag (cleared or not). Answers the new ones' entry ids. */
  abstract raise(flags: readonly NewVisitFlag[]): Promise<number[]>;
  /** Whether the visit has a flag nobody cleared. */
  abstract hasOpenFlag(visitId: number): Promise<boolean>;
  /** The visit's open flags, locked until the transaction ends. */
  abstract lockOpenFlags(visitId: number): Promise<VisitFlag[]>;
  /** The visit's open flags, oldest first (not locked). */
  abstract openFlags(visitId: number): Promise<VisitFlag[]>;
  /**
   * Marks the visit's open flags that security was not yet mailed about at the door as mailed, in one
   * conditional UPDATE (`door_mailed_at is null`): answers how many it marked. Of two tries at the door at
   * once, on any replica, the second waits for the first's row locks and then finds nothing to mark.
   */
  abstract markMailedAtTheDoor(visitId: number, at: Date): Promise<number>;
}
