import type { DeskRecord } from '#contract/api/visit-answers.ts';
import { stateParam } from '#contract/my-visits-filters.ts';
import { api } from '../../lib/api-client.ts';
import type { MyVisitsView } from './my-visits-model.ts';

/**
 * My visitors' calls. What reads their answers, the schemas (src/contract/api, with zod) and the
 * envelope that opens the list (answer.ts, with crypto-js), loads with the first call, beside its
 * request, not with the page: the page shows its placeholder rows until the answer is read either
 * way, and needs neither before it renders (page weight, bench/bundle-budget.ts).
 */
const loadSchemas = () =>
  Promise.all([import('#contract/api/my-visits-answers.ts'), import('#contract/api/visit-answers.ts'), import('../../lib/answer.ts')]);

/** The visits calls (with the envelope): Approve's, loaded when the page renders and awaited by the call. */
export const loadVisitsApi = () => import('../visits-common/visits-api.ts');

export interface MyVisitsPage {
  readonly visits: readonly DeskRecord[];
  readonly total: number;
}

/** `GET /api/my-visits`: one page of the caller's own visits. */
export const fetchMyVisits = async (view: MyVisitsView, signal?: AbortSignal): Promise<MyVisitsPage> => {
  const call = 'my-visits';
  const [body, [answers, visits, { openAnswer, parseAnswer }]] = await Promise.all([
    api.get('/api/my-visits', {
      query: {
        when: view.when,
        state: view.states.length > 0 ? stateParam(view.states) : undefined,
        q: view.q.trim() === '' ? undefined : view.q.trim(),
        page: view.page,
        pageSize: view.pageSize,
      },
      signal,
    }),
    loadSchemas(),
  ]);
  const { details, total } = parseAnswer(answers.myVisitsAnswerSchema, body, call);
  return { visits: openAnswer(visits.deskRecordListSchema, details, call), total };
};

const change = async (id: number, what: 'resend-link' | 'cancel'): Promise<string> => {
  const [body, [answers, , { parseAnswer }]] = await Promise.all([api.post(`/api/my-visits/${id}/${what}`), loadSchemas()]);
  return parseAnswer(answers.messageAnswerSchema, body, what).message;
};

/** `POST /api/my-visits/{id}/resend-link`: a new link, mailed again; the product's words. */
export const resendLink = (id: number) => change(id, 'resend-link');

/** `POST /api/my-visits/{id}/cancel`: the visit called off, the visitor told; the product's words. */
export const cancelVisit = (id: number) => change(id, 'cancel');

/** `POST /approveVisitor/{enc(id)}` (visits-api.ts): the product's words. */
export const approveVisit = async (id: number) => (await loadVisitsApi()).approveVisitor(id);
