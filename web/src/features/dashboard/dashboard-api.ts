import type { DashboardCountsAnswer } from '#contract/api/dashboard-answers.ts';
import { parseAnswer } from '../../lib/answer.ts';
import { api } from '../../lib/api-client.ts';

/** The answer's schema loads with the call, not with the page (page weight: bench/bundle-budget.ts). */
const loadSchemas = () => import('#contract/api/dashboard-answers.ts');

/** `GET /api/dashboard-counts`: every number of the signed-in user's dashboard, the parts they may see. */
export const fetchDashboardCounts = async (signal?: AbortSignal): Promise<DashboardCountsAnswer> => {
  const [body, schemas] = await Promise.all([api.get('/api/dashboard-counts', signal ? { signal } : {}), loadSchemas()]);
  return parseAnswer(schemas.dashboardCountsAnswerSchema, body, 'dashboard-counts');
};
