import type { VisitFlagClearanceInput } from '../../../../src/shared/validation/watchlist.ts';
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
