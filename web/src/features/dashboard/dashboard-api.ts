import type { DashboardCountsAnswer } from '#contract/api/dashboard-answers.ts';
import { parseAnswer } from '../../lib/answer.ts';
import { api } from '../../lib/api-client.ts';

/** The answer's schema loads with the call, not with the page (page weight: bench/bundle-budget.ts). */
const loadSchemas = () => import('#contract/api/dashboard-answers.ts');

/** `GET /api/dashboard-counts[?site=]`: every number of the signed-in user's dashboard, the parts they may see; the desk's of `site` (issue 30). */
export const fetchDashboardCounts = async (signal?: AbortSignal, site: number | null = null): Promise<DashboardCountsAnswer> => {
  const path = site === null ? '/api/dashboard-counts' : `/api/dashboard-counts?site=${site}`;
  const [body, schemas] = await Promise.all([api.get(path, signal ? { signal } : {}), loadSchemas()]);
  return parseAnswer(schemas.dashboardCountsAnswerSchema, body, 'dashboard-counts');
};
