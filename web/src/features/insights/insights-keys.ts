import type { InsightPeriod } from '#contract/api/insight-answers.ts';

/**
 * The insights' keys in the data layer, all under ['insights']: no live event makes them stale (the
 * figures are of whole days; the page's Refresh button reads them again).
 */
export const insightsKeys = {
  all: ['insights'] as const,
  /** `site`: one site's figures (issue 30); null: every site's. */
  period: (days: InsightPeriod, site: number | null = null) => [...insightsKeys.all, days, site] as const,
};
