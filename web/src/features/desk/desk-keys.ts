import type { DeskListQuery } from './desk-list-query.ts';

/**
 * Every key the desk's data lives under in the data layer (app/query-client.tsx), in one place, so
 * that a write can name what it makes stale: `deskKeys.lists()` is every page of every desk list.
 */
export type DeskScope = 'all' | 'mine';

export const deskKeys = {
  all: ['desk'] as const,
  lists: () => [...deskKeys.all, 'list'] as const,
  /**
   * One page of the desk list, for the desk ('all') or a host ('mine'), as the address asks it (the
   * query as readDeskQuery makes it: the same address is the same key, whatever order it is written in).
   */
  list: (scope: DeskScope, query: DeskListQuery) => [...deskKeys.lists(), scope, query] as const,
  visit: (id: number) => [...deskKeys.all, 'visit', id] as const,
  latestPhoto: (id: number) => [...deskKeys.all, 'latest-photo', id] as const,
  onSite: () => [...deskKeys.all, 'on-site'] as const,
  /** The visit a pass code names (the scanner's look-up). */
  pass: (code: string) => [...deskKeys.all, 'pass', code] as const,
  /** The In and Out writes (their pending calls are what the rows show as busy). */
  recordTime: () => [...deskKeys.all, 'record-time'] as const,
  /** Clearing a visit's watchlist flag (issue 13). */
  clearFlag: () => [...deskKeys.all, 'clear-flag'] as const,
};
