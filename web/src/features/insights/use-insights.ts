import { useQuery } from '@tanstack/react-query';
import type { InsightPeriod } from '#contract/api/insight-answers.ts';
import { fetchInsights } from './insights-api.ts';
import { insightsKeys } from './insights-keys.ts';

/** The insights of a period; read again when the page opens or on Refresh. */
export const useInsights = (days: InsightPeriod) =>
  useQuery({
    queryKey: insightsKeys.period(days),
    queryFn: ({ signal }) => fetchInsights(days, signal),
    // Switching between 30 and 90 days keeps the charts on screen until the other period arrives.
    placeholderData: (previous) => previous,
  });
