import { useQuery } from '@tanstack/react-query';
import type { InsightPeriod } from '#contract/api/insight-answers.ts';
import { fetchInsights } from './insights-api.ts';
import { insightsKeys } from './insights-keys.ts';

/** The insights of a period, of every site (null) or one; read again when the page opens or on Refresh; not before `enabled`. */
export const useInsights = (days: InsightPeriod, site: number | null = null, enabled = true) =>
  useQuery({
    queryKey: insightsKeys.period(days, site),
    queryFn: ({ signal }) => fetchInsights(days, signal, site),
    enabled,
    // Switching between 30 and 90 days (or sites) keeps the charts on screen until the other period arrives.
    placeholderData: (previous) => previous,
  });
