import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { ContainerModule } from 'inversify';
import { FollowChanges } from './live/application/follow-changes.ts';
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
    (config: AppConfig, orm: MikroORM, em: EntityManager, clock: Clock, follow: FollowChanges, logger: Logger) =>
      new Metrics(
        {
          pool: () => poolUsage(orm),
          outbox: () => readOutboxBacklog(em, clock),
          // The listener's own state (connected, hearing its NOTIFY round trip) joins here once the
          // change feed reports it; until then only the streams are counted.
          live: () => ({ openStreams: follow.open }),
          logger,
        },
        { processMetrics: config.metricsToken !== undefined },
      ),
    [CONFIG, MikroORM, EntityManager, Clock, FollowChanges, LOGGER],
  );
});
