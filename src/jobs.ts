import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import type { Container } from 'inversify';
import { IdentityHousekeeping } from './identity/application/housekeeping.ts';
import { startRepeatingJob, type RepeatingJob } from './platform/jobs/repeating-job.ts';
import { Clock } from './platform/ports/clock.ts';
import { RateLimiter } from './platform/ports/rate-limiter.ts';
import { CONFIG, LOGGER } from './platform/tokens.ts';
import { PurgeVisitorData } from './visits/application/purge-visitor-data.ts';

const HOUR = 3_600_000;

/**
 * The server's background work: every night the retention of VMS_RETENTION_DAYS (the same use case
 * as `vms visitors purge`), and every hour the clearing of expired captchas, codes, sessions and
 * rate-limit windows. Several server processes may run these at once; each is idempotent.
 */
export const startJobs = (container: Container): RepeatingJob[] => {
  const orm = container.get(MikroORM);
  const config = container.get(CONFIG);
  const logger = container.get(LOGGER).child({ component: 'jobs' });
  const inContext = <T>(work: () => Promise<T>) => RequestContext.create(orm.em, work);
  return [
    startRepeatingJob(
      'retention',
      logger,
      () =>
        inContext(() =>
          container.get(PurgeVisitorData).execute(config.retentionDays, { type: 'system', label: 'system:retention' }, { dryRun: false }),
        ),
      24 * HOUR,
      5 * 60_000,
    ),
    startRepeatingJob(
      'housekeeping',
      logger,
      () =>
        inContext(async () => {
          const cleared = await container.get(IdentityHousekeeping).execute();
          const rateWindows = await container.get(RateLimiter).purgeBefore(new Date(container.get(Clock).now().getTime() - HOUR));
          return { ...cleared, rateWindows };
        }),
      HOUR,
    ),
  ];
};
