import type { WatchlistEntry } from '../domain/watchlist-entry.ts';
import type { WatchlistRepository, WatchlistStatus } from './ports.ts';
import { auditActorOf, type WatchlistCaller } from './watchlist-caller.ts';

/** `GET /api/watchlist` and `vms watchlist list`: the active entries, the resolved ones, or all; newest first. */
export class ListWatchlist {
  constructor(private readonly entries: WatchlistRepository) {}

  execute(caller: WatchlistCaller, status: WatchlistStatus): Promise<WatchlistEntry[]> {
    auditActorOf(caller);
    return this.entries.list(status);
  }
}
