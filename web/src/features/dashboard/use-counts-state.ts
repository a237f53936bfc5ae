import { useCallback } from 'react';
import { useSitePick } from '../visits-common/use-site-pick.ts';
import type { CountsState } from './count-tiles.tsx';
import { useDashboardCounts } from './use-dashboard-counts.ts';

/**
 * The dashboard's numbers as the tiles show them: the answer, whether reading it failed, and Retry;
 * for the desk (`desk`), of the site picked (issue 30: the one the user last picked, remembered for
 * them, else where their desk opens), with the sites to pick from. A host's numbers wait for nothing.
 */
export const useCountsState = (desk = false): CountsState => {
  const sites = useSitePick('desk', null, desk);
  const site = desk ? (sites.site?.id ?? null) : null;
  const counts = useDashboardCounts(site, sites.settled);
  const { refetch } = counts;
  const reload = useCallback(() => void refetch(), [refetch]);
  return { data: counts.data, failed: counts.isError && !counts.isFetching && counts.data === undefined, reload, sites: desk ? sites : null };
};
