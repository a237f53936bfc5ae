import { MikroORM } from '@mikro-orm/postgresql';
import { ContainerModule } from 'inversify';
import { runSql } from '../platform/database/prepared-sql.ts';
import type { Logger } from '../platform/logging/logger.ts';
import { DIRECT_DATABASE_URL, LOGGER } from '../platform/tokens.ts';
import { bindClass } from '../platform/wiring.ts';
import { PgChangeFeed } from './adapters/pg-change-feed.ts';
import { FollowChanges } from './application/follow-changes.ts';
import { ChangeFeed } from './application/ports.ts';

/** Live updates (ADR 12): the process's one listener on the database's change channel, and the viewers following it. */
export const liveModule = new ContainerModule(({ bind }) => {
  bind(ChangeFeed).toResolvedValue(
    (directUrl: string, orm: MikroORM, logger: Logger) =>
      new PgChangeFeed(
        // A connection of its own outside the pool, to PostgreSQL itself: through a transaction pooler LISTEN hears nothing.
        directUrl,
        // Its checks come through the pool, the way the triggers' notifications come from every writer's connection.
        async (channel, payload) => void (await runSql(orm.em, 'select pg_notify($1, $2)', [channel, payload])),
        logger,
      ),
    [DIRECT_DATABASE_URL, MikroORM, LOGGER],
  );
  bindClass(bind, FollowChanges, ChangeFeed);
});
