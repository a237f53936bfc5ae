import { MikroORM } from '@mikro-orm/postgresql';
import { ContainerModule } from 'inversify';
import type { Logger } from '../platform/logging/logger.ts';
import { LOGGER } from '../platform/tokens.ts';
import { bindClass } from '../platform/wiring.ts';
import { PgChangeFeed } from './adapters/pg-change-feed.ts';
import { FollowChanges } from './application/follow-changes.ts';
import { ChangeFeed } from './application/ports.ts';

/** Live updates (ADR 12): the process's one listener on the database's change channel, and the viewers following it. */
export const liveModule = new ContainerModule(({ bind }) => {
  bind(ChangeFeed).toResolvedValue(
    // The ORM's own connection settings, for a connection of its own outside the pool.
    (orm: MikroORM, logger: Logger) => new PgChangeFeed(orm.config.get('clientUrl') ?? '', logger),
    [MikroORM, LOGGER],
  );
  bindClass(bind, FollowChanges, ChangeFeed);
});
