import type { EvacuationChangeAnswer, EvacuationPersonView, EvacuationView } from '#contract/api/evacuation-answers.ts';
import type { EvacuationMark } from '#contract/evacuation-marks.ts';
import { parseAnswer } from '../../lib/answer.ts';
import { api } from '../../lib/api-client.ts';
import { envelope } from '../../lib/envelope.ts';

/** The evacuation's calls (docs/product/evacuation.md); the answer schemas load with the first call, not with the page. */
const loadSchemas = () => import('#contract/api/evacuation-answers.ts');

/** `GET /api/evacuations?site=`: the site's open evacuation with its roll call, or null. */
export const fetchOpenEvacuation = async (siteId: number, signal?: AbortSignal): Promise<EvacuationView | null> => {
  const [body, answers] = await Promise.all([api.get('/api/evacuations', { query: { site: siteId }, ...(signal ? { signal } : {}) }), loadSchemas()]);
  return parseAnswer(answers.openEvacuationAnswerSchema, body, 'evacuations').evacuation;
};

/** `POST /api/evacuations` (201): an evacuation started at the site, with the product's words. */
export const startEvacuation = async (siteId: number): Promise<EvacuationChangeAnswer> => {
  const [body, answers] = await Promise.all([api.post('/api/evacuations', { encryptedData: envelope.encrypt({ siteId }) }), loadSchemas()]);
  return parseAnswer(answers.evacuationChangeAnswerSchema, body, 'evacuations-start');
};

/** `PUT /api/evacuations/{id}/people/{personId}`: one person marked. */
export const markPerson = async (evacuationId: number, personId: number, mark: EvacuationMark): Promise<EvacuationPersonView> => {
  const [body, answers] = await Promise.all([
    api.put(`/api/evacuations/${evacuationId}/people/${personId}`, { encryptedData: envelope.encrypt({ mark }) }),
    loadSchemas(),
  ]);
  return parseAnswer(answers.evacuationMarkAnswerSchema, body, 'evacuations-mark').person;
};

/** `POST /api/evacuations/{id}/end`: the evacuation ended, its roll call kept in the audit log. */
export const endEvacuation = async (evacuationId: number): Promise<EvacuationChangeAnswer> => {
  const [body, answers] = await Promise.all([api.post(`/api/evacuations/${evacuationId}/end`), loadSchemas()]);
  return parseAnswer(answers.evacuationChangeAnswerSchema, body, 'evacuations-end');
};
