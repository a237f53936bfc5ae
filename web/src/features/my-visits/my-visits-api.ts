import type { DeskRecord } from '../../../../src/shared/api/visit-answers.ts';
import { stateParam } from '../../../../src/shared/my-visits-filters.ts';
import { openAnswer, parseAnswer } from '../../lib/answer.ts';
import { api } from '../../lib/api-client.ts';
import type { MyVisitsView } from './my-visits-model.ts';

/**
 * My visitors' calls. The answer schemas (src/shared/api) load with the first call, beside its
 * request, not with the page: the page needs no zod before it renders (bench/bundle-budget.ts).
 */
const loadSchemas = () => Promise.all([import('../../../../src/shared/api/my-visits-answers.ts'), import('../../../../src/shared/api/visit-answers.ts')]);

export interface MyVisitsPage {
  readonly visits: readonly DeskRecord[];
  readonly total: number;
}

/** `GET /api/my-visits`: one page of the caller's own visits. */
export const fetchMyVisits = async (view: MyVisitsView, signal?: AbortSignal): Promise<MyVisitsPage> => {
  const call = 'my-visits';
  const [body, [answers, visits]] = await Promise.all([
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
  const [body, [answers]] = await Promise.all([api.post(`/api/my-visits/${id}/${what}`), loadSchemas()]);
  return parseAnswer(answers.messageAnswerSchema, body, what).message;
};

/** `POST /api/my-visits/{id}/resend-link`: a new link, mailed again; the product's words. */
export const resendLink = (id: number) => change(id, 'resend-link');

/** `POST /api/my-visits/{id}/cancel`: the visit called off, the visitor told; the product's words. */
export const cancelVisit = (id: number) => change(id, 'cancel');
