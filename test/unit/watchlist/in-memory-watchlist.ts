import { savepointOf, type TakesPartInTransactions } from '../identity/in-memory-identity.ts';
import { VisitFlagRepository, WatchlistRepository, type NewVisitFlag, type WatchlistCandidateRow } from '../../../src/watchlist/application/ports.ts';
import { VisitFlag } from '../../../src/watchlist/domain/visit-flag.ts';
import type { WatchlistEntry } from '../../../src/watchlist/domain/watchlist-entry.ts';
import type { WatchlistSubject } from '../../../src/watchlist/domain/watchlist-match.ts';

/** The watchlist's stores in memory, for its use cases' unit tests. */

/**
 * Active entries found by the exact phone or the exact Aadhaar last four (the SQL's candidates; the
 * rule decides), with the names' similarity 1 when their normalised forms are equal, else 0.
 */
export class InMemoryWatchlist extends WatchlistRepository implements TakesPartInTransactions {
  readonly entries: WatchlistEntry[] = [];
  savepoint(): () => void {
    return savepointOf(this.entries);
  }
  add(entry: WatchlistEntry): void {
    entry.id = this.entries.length + 1;
    this.entries.push(entry);
  }
  lockById(id: number): Promise<WatchlistEntry | null> {
    return Promise.resolve(this.entries.find((entry) => entry.id === id) ?? null);
  }
  list(): Promise<WatchlistEntry[]> {
    return Promise.resolve([...this.entries]);
  }
  candidatesFor(subject: WatchlistSubject, siteId: number): Promise<WatchlistCandidateRow[]> {
    return Promise.resolve(
      this.entries
        .filter((entry) => entry.siteIds.length === 0 || entry.siteIds.includes(siteId))
        .filter((entry) => entry.isActive() && (entry.phone === subject.phone || (entry.idLast4 !== null && entry.idLast4 === subject.idLast4)))
        .map((entry) => ({ id: entry.id, phone: entry.phone, idKind: entry.idKind, idLast4: entry.idLast4, nameSimilarity: entry.nameNormalised === subject.name ? 1 : 0 })),
    );
  }
  byIds(ids: readonly number[]): Promise<WatchlistEntry[]> {
    return Promise.resolve(this.entries.filter((entry) => ids.includes(entry.id)));
  }
  /** The entry keeps its sites itself here, as the table would. */
  sitesOf(entryIds: readonly number[]): Promise<Map<number, number[]>> {
    return Promise.resolve(new Map(entryIds.map((id) => [id, [...(this.entries.find((entry) => entry.id === id)?.siteIds ?? [])]])));
  }
  limitToSites(entryId: number, siteIds: readonly number[]): Promise<void> {
    const entry = this.entries.find((row) => row.id === entryId);
    if (entry) entry.siteIds = [...siteIds];
    return Promise.resolve();
  }
}

/** One flag per visit and entry, as the unique index keeps it; the door's mark set once, as the conditional UPDATE does. */
export class InMemoryFlags extends VisitFlagRepository implements TakesPartInTransactions {
  readonly raised: NewVisitFlag[] = [];
  readonly rows: VisitFlag[] = [];
  savepoint(): () => void {
    const kept = this.raised.length;
    const restore = savepointOf(this.rows);
    return () => {
      this.raised.splice(kept);
      restore();
    };
  }
  raise(flags: readonly NewVisitFlag[]): Promise<number[]> {
    const fresh = flags.filter((flag) => !this.raised.some((old) => old.visitId === flag.visitId && old.entryId === flag.entryId));
    this.raised.push(...fresh);
    for (const flag of fresh) {
      const row = Object.assign(new VisitFlag(), { id: this.rows.length + 1, visitId: flag.visitId, entryId: flag.entryId, matchKind: flag.matchKind, raisedOn: flag.raisedOn, raisedAt: flag.at });
      row.doorMailedAt = flag.doorMailedAt;
      this.rows.push(row);
    }
    return Promise.resolve(fresh.map((flag) => flag.entryId));
  }
  hasOpenFlag(visitId: number): Promise<boolean> {
    return Promise.resolve(this.rows.some((flag) => flag.visitId === visitId && flag.isOpen()));
  }
  lockOpenFlags(visitId: number): Promise<VisitFlag[]> {
    return this.openFlags(visitId);
  }
  openFlags(visitId: number): Promise<VisitFlag[]> {
    return Promise.resolve(this.rows.filter((flag) => flag.visitId === visitId && flag.isOpen()));
  }
  markMailedAtTheDoor(visitId: number, at: Date): Promise<number> {
    const unmarked = this.rows.filter((flag) => flag.visitId === visitId && flag.isOpen() && flag.doorMailedAt === null);
    for (const flag of unmarked) flag.doorMailedAt = at;
    return Promise.resolve(unmarked.length);
  }
}
