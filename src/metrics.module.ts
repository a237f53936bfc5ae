import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { ContainerModule } from 'inversify';
import { FollowChanges } from './live/application/follow-changes.ts';
import { ChangeFeed } from './live/application/ports.ts';
import { poolUsage } from './platform/database/pool-usage.ts';
import type { Logger } from './platform/logging/logger.ts';
import { readOutboxBacklog } from './platform/mail/outbox-backlog.ts';
import { Metrics } from './platform/metrics/metrics.ts';
import { Clock } from './platform/ports/clock.ts';
import type { AppConfig } from './platform/config/config.ts';
import { CONFIG, LOGGER } from './platform/tokens.ts';

/**
 * What /metrics reads, wired from the areas that own it: the platform's pool and outbox, and live
 * updates (which the platform may not know). Made the first time something asks for it (the HTTP
 * app, the jobs), so a `vms` command never starts prom-client's process metrics.
 */
export const metricsModule = new ContainerModule(({ bind }) => {
  bind(Metrics).toResolvedValue(
    (config: AppConfig, orm: MikroORM, em: EntityManager, clock: Clock, follow: FollowChanges, feed: ChangeFeed, logger: Logger) =>
      new Metrics(
        {
          pool: () => poolUsage(orm),
          outbox: () => readOutboxBacklog(em, clock),
          // The listener hears its own NOTIFY round trip (ADR 22's self-check): up, or down. A listener
          // nothing has started (idle) is not reported.
          live: () => {
            const { state } = feed.health();
            return state === 'idle' ? { openStreams: follow.open } : { openStreams: follow.open, listening: state === 'up' };
          },
          logger,
        },
        { processMetrics: config.metricsToken !== undefined },
      ),
    [CONFIG, MikroORM, EntityManager, Clock, FollowChanges, ChangeFeed, LOGGER],
  );
});
