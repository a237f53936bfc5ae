import type { WatchlistStatus } from './watchlist-model.ts';

/**
 * Every key the watchlist's data lives under, in one place. Adding and resolving mark the root
 * `['watchlist']` stale: every list (active, resolved, all) is read again when next shown.
 */
export const watchlistKeys = {
  all: ['watchlist'] as const,
  lists: () => [...watchlistKeys.all, 'list'] as const,
  list: (status: WatchlistStatus) => [...watchlistKeys.lists(), status] as const,
  /** The writes (add, resolve): their pending calls are what the screen shows as busy. */
  change: () => [...watchlistKeys.all, 'change'] as const,
};
