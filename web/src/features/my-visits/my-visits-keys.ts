import type { MyVisitsView } from './my-visits-model.ts';

/**
 * Every key My visitors' data lives under, in one place. The root `['my-visits']` is what live
 * updates (app/live-updates.ts) refresh when a visit changes, and what this screen's own changes
 * (resend, cancel, approve) mark stale.
 */
export const myVisitsKeys = {
  all: ['my-visits'] as const,
  lists: () => [...myVisitsKeys.all, 'list'] as const,
  /** One page as the address asks for it (the view as readMyVisitsView makes it: the same address is the same key). */
  list: (view: MyVisitsView) => [...myVisitsKeys.lists(), view] as const,
  /** The writes: their pending calls are what the rows show as busy. */
  change: () => [...myVisitsKeys.all, 'change'] as const,
};
