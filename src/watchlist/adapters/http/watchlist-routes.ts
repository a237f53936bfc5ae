import type { Hono } from 'hono';
import type { WatchlistChangeAnswer, WatchlistListAnswer } from '#contract/api/watchlist-answers.ts';
import { canManageWatchlist } from '#contract/capabilities.ts';
import { DomainError } from '#kernel/domain-error.ts';
import { recordIdOf } from '#contract/record-id.ts';
import type { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import { MESSAGES } from '#contract/messages.ts';
import { parseInput } from '#kernel/validation/parse-input.ts';
import { visitFlagClearanceSchema, watchlistEntrySchema, watchlistQuerySchema, watchlistResolutionSchema } from '#contract/validation/watchlist.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import { openPayload, readJsonObject } from '../../../platform/http/read-body.ts';
import { principalOf, requireCapability } from '../../../platform/http/require-role.ts';
import type { SessionAuthenticator } from '../../../platform/ports/session-authenticator.ts';
import type { AddWatchlistEntry } from '../../application/add-watchlist-entry.ts';
import type { ClearVisitFlag } from '../../application/clear-visit-flag.ts';
import type { MessageAnswer } from '#contract/api/enveloped.ts';
import type { ListWatchlist } from '../../application/list-watchlist.ts';
import type { ResolveWatchlistEntry } from '../../application/resolve-watchlist-entry.ts';
import { watchlistEntryView } from '../../application/watchlist-entry-view.ts';

export interface WatchlistRouteDeps {
  readonly envelope: NodeEnvelope;
  readonly authenticator: SessionAuthenticator;
  readonly add: AddWatchlistEntry;
  readonly list: ListWatchlist;
  readonly resolve: ResolveWatchlistEntry;
  readonly clearFlag: ClearVisitFlag;
}

/** An entry id in the path: digits only, or "does not exist" (nothing is looked up). */
const idOf = (text: string): number => {
  const id = recordIdOf(text);
  if (id === undefined) throw new DomainError('watchlist.not_found');
  return id;
};

/** A visit id in the path: digits only, or "not flagged" (nothing is looked up). */
const visitIdOf = (text: string): number => {
  const id = recordIdOf(text);
  if (id === undefined) throw new DomainError('watchlist.visit_not_flagged');
  return id;
};

/** The watchlist for security and admins (issue 13): inputs and answers in the payload envelope, as for every visitor's data. */
export const watchlistRoutes = (deps: WatchlistRouteDeps) => (app: Hono<AppEnv>) => {
  const { envelope } = deps;
  const security = requireCapability(deps.authenticator, canManageWatchlist);

  app.get('/api/watchlist', security, async (c) => {
    const { status } = parseInput(watchlistQuerySchema, c.req.query());
    const entries = await deps.list.execute({ kind: 'principal', principal: principalOf(c) }, status);
    c.header('Cache-Control', 'no-store');
    return c.json({ details: envelope.encrypt(entries.map(watchlistEntryView)) } satisfies WatchlistListAnswer);
  });

  app.post('/api/watchlist', security, async (c) => {
    const input = openPayload(envelope, (await readJsonObject(c))['encryptedData'], watchlistEntrySchema);
    const entry = await deps.add.execute({ kind: 'principal', principal: principalOf(c) }, input);
    return c.json({ message: MESSAGES.watchlist.added, id: entry.id, details: envelope.encrypt(watchlistEntryView(entry)) } satisfies WatchlistChangeAnswer, 201);
  });

  app.post('/api/watchlist/:id/resolve', security, async (c) => {
    const id = idOf(c.req.param('id'));
    const { note } = openPayload(envelope, (await readJsonObject(c))['encryptedData'], watchlistResolutionSchema);
    const entry = await deps.resolve.execute({ kind: 'principal', principal: principalOf(c) }, id, note);
    return c.json({ message: MESSAGES.watchlist.resolved, id: entry.id, details: envelope.encrypt(watchlistEntryView(entry)) } satisfies WatchlistChangeAnswer);
  });

  app.post('/api/flagged-visits/:id/clear', security, async (c) => {
    const visitId = visitIdOf(c.req.param('id'));
    const { reason } = openPayload(envelope, (await readJsonObject(c))['encryptedData'], visitFlagClearanceSchema);
    await deps.clearFlag.execute({ kind: 'principal', principal: principalOf(c) }, visitId, reason);
    return c.json({ message: MESSAGES.watchlist.flagCleared } satisfies MessageAnswer);
  });
};
