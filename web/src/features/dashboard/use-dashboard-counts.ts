import { useQuery } from '@tanstack/react-query';
import { fetchDashboardCounts } from './dashboard-api.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/**
 * A visit's time passing changes "not yet arrived, past their time" without any change to a visit,
 * so the numbers are also read again every minute; every other change arrives as a live update.
 */
const REFRESH_MS = 60_000;

/** The dashboard's numbers: null while the first answer is awaited (the tiles show placeholders). */
export const useDashboardCounts = () =>
  useQuery({ queryKey: dashboardKeys.counts(), queryFn: ({ signal }) => fetchDashboardCounts(signal), refetchInterval: REFRESH_MS });
