import { useQuery } from '@tanstack/react-query';
import { fetchDashboardCounts } from './dashboard-api.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/**
 * A visit's time passing changes "not yet arrived, past their time" without any change to a visit,
 * so the numbers are also read again every minute; every other change arrives as a live update.
 */
const REFRESH_MS = 60_000;

/**
 * The dashboard's numbers, the desk's of `site` (issue 30; null: where the desk opens): null while the
 * first answer is awaited (the tiles show placeholders), and not read before `enabled` (the site known).
 * Live updates mark every site's numbers stale (the root key), so the site shown is read again at once.
 */
export const useDashboardCounts = (site: number | null = null, enabled = true) =>
  useQuery({ queryKey: dashboardKeys.counts(site), queryFn: ({ signal }) => fetchDashboardCounts(signal, site), refetchInterval: REFRESH_MS, enabled });
