import type { WatchlistEntry } from '../domain/watchlist-entry.ts';
import type { WatchlistRepository, WatchlistStatus } from './ports.ts';
import { auditActorOf, callerSees, type WatchlistCaller } from './watchlist-caller.ts';

/** `GET /api/watchlist` and `vms watchlist list`: the active entries, the resolved ones, or all; newest first. */
export class ListWatchlist {
  constructor(private readonly entries: WatchlistRepository) {}

  async execute(caller: WatchlistCaller, status: WatchlistStatus): Promise<WatchlistEntry[]> {
    auditActorOf(caller);
    // Company-wide entries, and those of the caller's sites (issue 30).
    return (await this.entries.list(status)).filter((entry) => callerSees(caller, entry));
  }
}
