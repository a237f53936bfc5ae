import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { WatchlistEntryInput, WatchlistResolutionInput } from '#contract/validation/watchlist.ts';
import { addWatchlistEntry, fetchWatchlist, resolveWatchlistEntry } from './watchlist-api.ts';
import { watchlistKeys } from './watchlist-keys.ts';
import type { WatchlistStatus } from './watchlist-model.ts';

/** The list the address asks for; while another filter loads, the last rows stay (marked as loading). */
export const useWatchlist = (status: WatchlistStatus) => {
  const list = useQuery({
    queryKey: watchlistKeys.list(status),
    queryFn: ({ signal }) => fetchWatchlist(status, signal),
    placeholderData: keepPreviousData,
  });
  const { refetch } = list;
  return {
    /** Null while nothing has loaded yet, and after a failure. */
    entries: list.isError ? null : (list.data ?? null),
    /** The rows shown are not yet those of this filter (the first load, or another filter). */
    loading: list.isPending || list.isPlaceholderData,
    refreshing: list.isFetching,
    failed: list.isError && !list.isFetching,
    reload: useCallback(() => void refetch(), [refetch]),
  };
};

/**
 * Add and resolve: never retried by themselves (a write); either way every list is read again when
 * next shown (a refusal usually means the entry changed meanwhile). The dialogs await the call and
 * show its outcome.
 */
export const useWatchlistChanges = () => {
  const client = useQueryClient();
  const settled = () => client.invalidateQueries({ queryKey: watchlistKeys.all });
  const add = useMutation({ mutationKey: watchlistKeys.change(), mutationFn: (input: WatchlistEntryInput) => addWatchlistEntry(input), onSettled: settled });
  const resolve = useMutation({
    mutationKey: watchlistKeys.change(),
    mutationFn: ({ id, input }: { readonly id: number; readonly input: WatchlistResolutionInput }) => resolveWatchlistEntry(id, input),
    onSettled: settled,
  });
  return { add: add.mutateAsync, adding: add.isPending, resolve: resolve.mutateAsync, resolving: resolve.isPending };
};
