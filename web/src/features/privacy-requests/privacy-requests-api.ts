import type { PrivacyRequestRow } from '#contract/api/rights-answers.ts';
import type { PrivacyRequestStatus } from '#contract/privacy-rights.ts';
import { parseAnswer } from '../../lib/answer.ts';
import { api } from '../../lib/api-client.ts';

const loadSchemas = () => import('#contract/api/rights-answers.ts');

/** `GET /api/privacy/requests?status=`: the queue, soonest due first. */
export const fetchPrivacyRequests = async (status: PrivacyRequestStatus | null, signal?: AbortSignal): Promise<readonly PrivacyRequestRow[]> => {
  const [body, answers] = await Promise.all([api.get('/api/privacy/requests', { query: { status }, ...(signal ? { signal } : {}) }), loadSchemas()]);
  return parseAnswer(answers.privacyRequestListSchema, body, 'privacy/requests');
};

/** `POST /api/privacy/requests/{id}/resolve`: approve (a correction is applied) or reject with a reason. */
export const resolvePrivacyRequest = async (id: number, decision: 'approve' | 'reject', reason: string): Promise<string> => {
  const [body, answers] = await Promise.all([api.post(`/api/privacy/requests/${id}/resolve`, { decision, reason }), loadSchemas()]);
  return parseAnswer(answers.requestResolvedAnswerSchema, body, 'privacy/requests/{id}/resolve').message;
};
