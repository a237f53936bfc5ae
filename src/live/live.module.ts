import { ContainerModule } from 'inversify';
import type { Logger } from '../platform/logging/logger.ts';
import { DIRECT_DATABASE_URL, LOGGER } from '../platform/tokens.ts';
import { bindClass } from '../platform/wiring.ts';
import { PgChangeFeed } from './adapters/pg-change-feed.ts';
import { FollowChanges } from './application/follow-changes.ts';
import { ChangeFeed } from './application/ports.ts';

/** Live updates (ADR 12): the process's one listener on the database's change channel, and the viewers following it. */
export const liveModule = new ContainerModule(({ bind }) => {
  bind(ChangeFeed).toResolvedValue(
    // A connection of its own outside the pool, to PostgreSQL itself: through a transaction pooler LISTEN hears nothing.
    (directUrl: string, logger: Logger) => new PgChangeFeed(directUrl, logger),
    [DIRECT_DATABASE_URL, LOGGER],
  );
  bindClass(bind, FollowChanges, ChangeFeed);
});
