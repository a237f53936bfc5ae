import { MikroORM } from '@mikro-orm/postgresql';
import type { Container } from 'inversify';
import { IdentityHousekeeping } from './identity/application/housekeeping.ts';
import { runInEntityManagerScope } from './platform/database/entity-manager-scope.ts';
import { JobRuns } from './platform/jobs/job-runs.ts';
import { startRepeatingJob, type RepeatingJob } from './platform/jobs/repeating-job.ts';
import { Metrics } from './platform/metrics/metrics.ts';
import { Clock } from './platform/ports/clock.ts';
import { RateLimiter } from './platform/ports/rate-limiter.ts';
import { CONFIG, LOGGER } from './platform/tokens.ts';
import { siteToday, startOfSiteDay } from '#contract/visit-time.ts';
import { CheckOutOpenVisits } from './visits/application/check-out-open-visits.ts';
import { PurgeVisitorData } from './visits/application/purge-visitor-data.ts';

const HOUR = 3_600_000;

/**
 * The server's background work: once a night (site time) the retention of VMS_RETENTION_DAYS (the
 * same use case as `vms visitors purge`), and once an hour the clearing of expired captchas,
 * codes, sessions and rate-limit windows; when VMS_CLOSE_STALE_VISITS is on, once a night the
 * check-out of visits left open from earlier days. Every replica keeps the schedule; a claimed
 * `job_run` row per period makes sure one of them does each run.
 */
export const startJobs = (container: Container): RepeatingJob[] => {
  const orm = container.get(MikroORM);
  const config = container.get(CONFIG);
  const clock = container.get(Clock);
  const metrics = container.get(Metrics);
  const runs = new JobRuns(orm, clock, (job, outcome) => metrics.jobFinished(job, outcome));
  const logger = container.get(LOGGER).child({ component: 'jobs' });
  const inContext = <T>(work: () => Promise<T>) => runInEntityManagerScope(orm.em, work);
  return [
    startRepeatingJob(
      'retention',
      logger,
      // Checked hourly, run once per site day: the first check after midnight does it.
      () =>
        runs.runOnce('retention', siteToday(config.timeZone, clock.now()), () =>
          inContext(() =>
            container.get(PurgeVisitorData).execute(config.retentionDays, { type: 'system', label: 'system:retention' }, { dryRun: false }),
          ),
        ),
      HOUR,
      config.jobsFirstRunMs,
    ),
    startRepeatingJob(
      'housekeeping',
      logger,
      () =>
        runs.runOnce('housekeeping', clock.now().toISOString().slice(0, 13), () =>
          inContext(async () => {
            const cleared = await container.get(IdentityHousekeeping).execute();
            const monthAgo = new Date(clock.now().getTime() - 30 * 24 * HOUR);
            const rateWindows = await container.get(RateLimiter).purgeBefore(new Date(clock.now().getTime() - HOUR));
            return { ...cleared, rateWindows, jobRuns: await runs.purgeBefore(monthAgo) };
          }),
        ),
      HOUR,
      config.jobsFirstRunMs,
    ),
    // Off by default: a site that wants it sets VMS_CLOSE_STALE_VISITS=on (docs/deploy.md).
    ...(config.closeStaleVisits
      ? [
          startRepeatingJob(
            'close-stale-visits',
            logger,
            // VMS_CLOSE_STALE_VISITS=on: the first check of a site day checks out everyone still in from
            // before it (the roll call's stale check-ins, src/contract/roll-call.ts), as the desk's Out would.
            () => {
              const today = siteToday(config.timeZone, clock.now());
              return runs.runOnce('close-stale-visits', today, () =>
                inContext(async () => {
                  const closed = await container
                    .get(CheckOutOpenVisits)
                    .execute({ type: 'system', label: 'system:close-stale-visits' }, { checkedInBefore: startOfSiteDay(today, config.timeZone) });
                  return { checkedOut: closed.map((visit) => visit.id) };
                }),
              );
            },
            HOUR,
            config.jobsFirstRunMs,
          ),
        ]
      : []),
  ];
};
