import type { SitePickAnswer, SitePlacesAnswer } from '#contract/api/site-answers.ts';
import { parseAnswer } from '../../lib/answer.ts';
import { api } from '../../lib/api-client.ts';

/** The answer schemas load with the call, not with the page (page weight, bench/bundle-budget.ts). */
const loadSchemas = () => import('#contract/api/site-answers.ts');

/** `GET /api/site-places`: every site with its clock, and the caller's home site (issue 30). */
export const fetchSitePlaces = async (signal?: AbortSignal): Promise<SitePlacesAnswer> => {
  const [body, answers] = await Promise.all([api.get('/api/site-places', signal ? { signal } : {}), loadSchemas()]);
  return parseAnswer(answers.sitePlacesAnswerSchema, body, 'site-places');
};

/** `PUT /api/site-preference`: remembers the site the user picked (null: all their sites) on the server, for every browser they use (issue 30). */
export const rememberSitePick = async (siteId: number | null): Promise<SitePickAnswer> => {
  const [body, answers] = await Promise.all([api.put('/api/site-preference', { siteId }), loadSchemas()]);
  return parseAnswer(answers.sitePickAnswerSchema, body, 'site-preference');
};
