import type { Container } from 'inversify';
import { SessionAuthenticator } from '../platform/ports/session-authenticator.ts';
import { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import { watchlistRoutes } from './adapters/http/watchlist-routes.ts';
import { AddWatchlistEntry } from './application/add-watchlist-entry.ts';
import { ClearVisitFlag } from './application/clear-visit-flag.ts';
import { ListWatchlist } from './application/list-watchlist.ts';
import { ResolveWatchlistEntry } from './application/resolve-watchlist-entry.ts';

/** The watchlist's HTTP routes wired to their use cases: composition. */
export const watchlistHttp = (container: Container) => [
  watchlistRoutes({
    envelope: container.get(NodeEnvelope),
    authenticator: container.get(SessionAuthenticator),
    add: container.get(AddWatchlistEntry),
    list: container.get(ListWatchlist),
    resolve: container.get(ResolveWatchlistEntry),
    clearFlag: container.get(ClearVisitFlag),
  }),
];
