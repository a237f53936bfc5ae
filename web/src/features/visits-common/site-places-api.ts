import type { SitePlacesAnswer } from '#contract/api/site-answers.ts';
import { parseAnswer } from '../../lib/answer.ts';
import { api } from '../../lib/api-client.ts';

/** The answer schemas load with the call, not with the page (page weight, bench/bundle-budget.ts). */
const loadSchemas = () => import('#contract/api/site-answers.ts');

/** `GET /api/site-places`: every site with its clock, and the caller's home site (issue 30). */
export const fetchSitePlaces = async (signal?: AbortSignal): Promise<SitePlacesAnswer> => {
  const [body, answers] = await Promise.all([api.get('/api/site-places', signal ? { signal } : {}), loadSchemas()]);
  return parseAnswer(answers.sitePlacesAnswerSchema, body, 'site-places');
};
