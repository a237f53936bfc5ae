import type { BreachChangedAnswer, BreachDetail, BreachSummary } from '#contract/api/breach-answers.ts';
import type { BoardReportInput, BreachFormValues } from '#contract/validation/breach.ts';
import { parseAnswer } from '../../lib/answer.ts';
import { api } from '../../lib/api-client.ts';
import { envelope } from '../../lib/envelope.ts';

/** The breach register's calls (issue 31); the answer schemas load with the first call, not with the page. */
const loadSchemas = () => import('#contract/api/breach-answers.ts');

/** `GET /api/breaches`: every breach, newest awareness first. */
export const fetchBreaches = async (signal?: AbortSignal): Promise<readonly BreachSummary[]> => {
  const [body, answers] = await Promise.all([api.get('/api/breaches', signal ? { signal } : {}), loadSchemas()]);
  return parseAnswer(answers.breachListAnswerSchema, body, 'breaches').breaches;
};

/** `GET /api/breaches/{id}`: the record, the people affected, the notice's preview, the notices and the Board report. */
export const fetchBreach = async (id: number, signal?: AbortSignal): Promise<BreachDetail> => {
  const [body, answers] = await Promise.all([api.get(`/api/breaches/${id}`, signal ? { signal } : {}), loadSchemas()]);
  return parseAnswer(answers.breachDetailSchema, body, 'breaches/{id}');
};

/** `POST /api/breaches` (201): the form as typed (times as ISO text), in the envelope. */
export const recordBreach = async (input: BreachFormValues): Promise<BreachChangedAnswer> => {
  const [body, answers] = await Promise.all([api.post('/api/breaches', { encryptedData: envelope.encrypt(input) }), loadSchemas()]);
  return parseAnswer(answers.breachChangedAnswerSchema, body, 'breaches-record');
};

/** `POST /api/breaches/{id}/notices`: the explicit "Send notices", once. */
export const sendBreachNotices = async (id: number): Promise<BreachChangedAnswer> => {
  const [body, answers] = await Promise.all([api.post(`/api/breaches/${id}/notices`), loadSchemas()]);
  return parseAnswer(answers.breachChangedAnswerSchema, body, 'breaches/{id}/notices');
};

/** `PUT /api/breaches/{id}/report`, or with `submit` `POST …/report/submit`. */
export const keepBoardReport = async (id: number, report: BoardReportInput, submit: boolean): Promise<BreachChangedAnswer> => {
  const payload = { encryptedData: envelope.encrypt(report) };
  const [body, answers] = await Promise.all([submit ? api.post(`/api/breaches/${id}/report/submit`, payload) : api.put(`/api/breaches/${id}/report`, payload), loadSchemas()]);
  return parseAnswer(answers.breachChangedAnswerSchema, body, 'breaches/{id}/report');
};

/** `GET /api/sites`: the sites a breach may name (the sites screen's own call; features do not share code). */
export const fetchSiteChoices = async (signal?: AbortSignal): Promise<readonly { id: number; name: string }[]> => {
  const [body, answers] = await Promise.all([api.get('/api/sites', signal ? { signal } : {}), import('#contract/api/site-answers.ts')]);
  return parseAnswer(answers.siteListAnswerSchema, body, 'sites').sites.map(({ id, name }) => ({ id, name }));
};

/** The register lives under this key; every change marks it stale. */
export const breachKeys = {
  all: ['breaches'] as const,
  list: () => [...breachKeys.all, 'list'] as const,
  detail: (id: number) => [...breachKeys.all, 'detail', id] as const,
  sites: () => [...breachKeys.all, 'sites'] as const,
};
