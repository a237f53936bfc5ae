import type { VisitFlagClearanceInput, VisitTurnAwayInput } from '#contract/validation/watchlist.ts';
import { parseAnswer } from '../../lib/answer.ts';
import { api } from '../../lib/api-client.ts';
import { envelope } from '../../lib/envelope.ts';
import { withVisitAnswers } from '../visits-common/visit-answers.ts';

/**
 * `POST /api/flagged-visits/{id}/clear` (canManageWatchlist): every open watchlist flag of the
 * visit cleared, with security's written reason (enveloped, as the watchlist's other inputs); the
 * product's words ("The flag has been cleared; the visitor may be checked in.").
 */
export const clearVisitFlag = async (id: number, input: VisitFlagClearanceInput): Promise<string> => {
  const path = `/api/flagged-visits/${id}/clear`;
  const [body, schemas] = await withVisitAnswers(api.post(path, { encryptedData: envelope.encrypt(input) }));
  return parseAnswer(schemas.messageAnswerSchema, body, 'watchlist-clear').message;
};

/**
 * `POST /api/flagged-visits/{id}/turn-away` (canManageWatchlist, issue 28): the visitor sent away with
 * security's written reason, the flag closed and the visit called off; the product's words.
 */
export const turnAwayVisitor = async (id: number, input: VisitTurnAwayInput): Promise<string> => {
  const path = `/api/flagged-visits/${id}/turn-away`;
  const [body, schemas] = await withVisitAnswers(api.post(path, { encryptedData: envelope.encrypt(input) }));
  return parseAnswer(schemas.messageAnswerSchema, body, 'watchlist-turn-away').message;
};
