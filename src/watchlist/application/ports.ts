import type { WatchlistEntry } from '../domain/watchlist-entry.ts';
import type { WatchlistSubject } from '../domain/watchlist-match.ts';

/** Which entries a list shows. */
export type WatchlistStatus = 'active' | 'resolved' | 'all';

/** An active entry the database found close to a person, with the pg_trgm similarity of the names. */
export interface WatchlistCandidateRow {
  readonly entry: WatchlistEntry;
  readonly nameSimilarity: number;
}

export abstract class WatchlistRepository {
  abstract add(entry: WatchlistEntry): void;
  /** The entry, locked for update until the transaction ends; null when there is none. */
  abstract lockById(id: number): Promise<WatchlistEntry | null>;
  /** Newest first. */
  abstract list(status: WatchlistStatus): Promise<WatchlistEntry[]>;
  /**
   * Active entries that may match: the same phone, or a name whose pg_trgm similarity reaches the
   * threshold (the trigram index finds them). The rule (watchlistMatch) decides which do.
   */
  abstract candidatesFor(subject: WatchlistSubject): Promise<WatchlistCandidateRow[]>;
}
