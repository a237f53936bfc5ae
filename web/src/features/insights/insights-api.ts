import type { InsightChart, InsightPeriod, InsightsAnswer } from '#contract/api/insight-answers.ts';
import { api } from '../../lib/api-client.ts';
import { parseAnswer } from '../../lib/parse-answer.ts';

/**
 * The answer's schema (with zod, 24 KB gzip) is fetched with the first read, at the same time as its
 * request, rather than with the page; the page shows its loading state until the answer is read either
 * way (page weight, bench/bundle-budget.ts). Nothing in this answer is enveloped: no crypto-js either.
 */
const loadSchema = () => import('#contract/api/insight-answers.ts');

/** `GET /api/insights?days=[&site=]`: every chart's figures, of every site or one, checked against the shared schema. */
export const fetchInsights = async (days: InsightPeriod, signal?: AbortSignal, site: number | null = null): Promise<InsightsAnswer> => {
  const [body, { insightsAnswerSchema }] = await Promise.all([api.get('/api/insights', { query: { days, site }, signal }), loadSchema()]);
  return parseAnswer(insightsAnswerSchema, body, 'insights');
};

/** Where a chart's numbers download as CSV (made by the server, with the session cookie). */
export const insightsCsvUrl = (days: InsightPeriod, chart: InsightChart, site: number | null = null): string =>
  `/api/insights?${new URLSearchParams({ days: String(days), format: 'csv', chart, ...(site === null ? {} : { site: String(site) }) })}`;
