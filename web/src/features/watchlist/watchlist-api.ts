import type { WatchlistEntryView } from '#contract/api/watchlist-answers.ts';
import type { WatchlistEntryInput, WatchlistResolutionInput } from '#contract/validation/watchlist.ts';
import { openAnswer, parseAnswer } from '../../lib/answer.ts';
import { api } from '../../lib/api-client.ts';
import { envelope } from '../../lib/envelope.ts';
import type { WatchlistStatus } from './watchlist-model.ts';

/**
 * The watchlist's calls (docs/adr/0013-watchlist.md), for security and admins. Inputs and answers go
 * through the payload envelope; every answer is checked against its shared schema, which loads with
 * the call rather than with the page (page weight: bench/bundle-budget.ts).
 */
const loadSchemas = () => import('#contract/api/watchlist-answers.ts');

export interface WatchlistChange {
  /** The product's words ("The person has been added to the watchlist."). */
  readonly message: string;
  readonly entry: WatchlistEntryView;
}

/** `GET /api/watchlist?status=`: the entries, newest first. */
export const fetchWatchlist = async (status: WatchlistStatus, signal?: AbortSignal): Promise<WatchlistEntryView[]> => {
  const call = 'watchlist';
  const [body, schemas] = await Promise.all([api.get('/api/watchlist', { query: { status }, signal }), loadSchemas()]);
  return openAnswer(schemas.watchlistEntryListSchema, parseAnswer(schemas.watchlistListAnswerSchema, body, call).details, call);
};

const change = async (path: string, input: object, call: string): Promise<WatchlistChange> => {
  const [body, schemas] = await Promise.all([api.post(path, { encryptedData: envelope.encrypt(input) }), loadSchemas()]);
  const answer = parseAnswer(schemas.watchlistChangeAnswerSchema, body, call);
  return { message: answer.message, entry: openAnswer(schemas.watchlistEntryViewSchema, answer.details, call) };
};

/** `POST /api/watchlist`: a person added (201). */
export const addWatchlistEntry = (input: WatchlistEntryInput): Promise<WatchlistChange> => change('/api/watchlist', input, 'watchlist-add');

/** `POST /api/watchlist/{id}/resolve`: an entry no longer active, with a note saying why. */
export const resolveWatchlistEntry = (id: number, input: WatchlistResolutionInput): Promise<WatchlistChange> =>
  change(`/api/watchlist/${id}/resolve`, input, 'watchlist-resolve');
