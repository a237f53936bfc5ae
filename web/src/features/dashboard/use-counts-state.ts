import { useCallback } from 'react';
import type { CountsState } from './count-tiles.tsx';
import { useDashboardCounts } from './use-dashboard-counts.ts';

/** The dashboard's numbers as the tiles show them: the answer, whether reading it failed, and Retry. */
export const useCountsState = (): CountsState => {
  const counts = useDashboardCounts();
  const { refetch } = counts;
  const reload = useCallback(() => void refetch(), [refetch]);
  return { data: counts.data, failed: counts.isError && !counts.isFetching && counts.data === undefined, reload };
};
