import { messageAnswerSchema } from '#contract/api/enveloped.ts';
import { walkInQuestionAnswerSchema, type WalkInQuestionAnswer } from '#contract/api/kiosk-answers.ts';
import { api } from '../../lib/api-client.ts';
import { parseAnswer } from '../../lib/answer.ts';

/** `GET /api/walk-in-answers?token=`: who is waiting and which answer the link gives; it changes nothing. */
export const fetchWalkInQuestion = async (token: string, signal?: AbortSignal): Promise<WalkInQuestionAnswer> =>
  parseAnswer(walkInQuestionAnswerSchema, await api.get('/api/walk-in-answers', { query: { token }, ...(signal ? { signal } : {}) }), 'walk-in-answers');

/** `POST /api/walk-in-answers`: the host's one tap; answers the product's words. */
export const sendWalkInAnswer = async (token: string): Promise<string> =>
  parseAnswer(messageAnswerSchema, await api.post('/api/walk-in-answers', { token }), 'walk-in-answers (answer)').message;
