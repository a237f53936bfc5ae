import { insightsAnswerSchema, type InsightChart, type InsightPeriod, type InsightsAnswer } from '../../../../src/shared/api/insight-answers.ts';
import { parseAnswer } from '../../lib/answer.ts';
import { api } from '../../lib/api-client.ts';

/** `GET /api/insights?days=`: every chart's figures, checked against the shared schema. */
export const fetchInsights = async (days: InsightPeriod, signal?: AbortSignal): Promise<InsightsAnswer> =>
  parseAnswer(insightsAnswerSchema, await api.get('/api/insights', { query: { days }, signal }), 'insights');

/** Where a chart's numbers download as CSV (made by the server, with the session cookie). */
export const insightsCsvUrl = (days: InsightPeriod, chart: InsightChart): string =>
  `/api/insights?${new URLSearchParams({ days: String(days), format: 'csv', chart })}`;
