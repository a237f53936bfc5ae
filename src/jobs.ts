import { MikroORM } from '@mikro-orm/postgresql';
import type { Container } from 'inversify';
import { IdentityHousekeeping } from './identity/application/housekeeping.ts';
import { EraseYourData } from './privacy/application/erase-your-data.ts';
import { runInEntityManagerScope } from './platform/database/entity-manager-scope.ts';
import { JobRuns, type ClaimedRun } from './platform/jobs/job-runs.ts';
import { startRepeatingJob, type RepeatingJob } from './platform/jobs/repeating-job.ts';
import { Metrics } from './platform/metrics/metrics.ts';
import { Clock } from './platform/ports/clock.ts';
import { RateLimiter } from './platform/ports/rate-limiter.ts';
import { CONFIG, LOGGER } from './platform/tokens.ts';
import { SiteDirectory, type SiteNightly } from './sites/application/site-directory.ts';
import { siteToday, startOfSiteDay } from '#contract/visit-time.ts';
import { CheckOutOpenVisits } from './visits/application/check-out-open-visits.ts';
import { RunRetention } from './privacy/application/run-retention.ts';

const HOUR = 3_600_000;

/** One site's part of a nightly check: the period claimed (`<site id>:<its date>`) and how it went. */
export type SiteRun<T> = { readonly siteId: number; readonly period: string } & ClaimedRun<T>;

/**
 * The claim of a site's nightly run: its id and its own date, so that each site's night is run once
 * after its own midnight, whichever replica checks first (issue 30).
 */
export const sitePeriod = (siteId: number, today: string): string => `${siteId}:${today}`;

/** The claim of the installation's nightly retention of the logs that belong to no site (ADR 50): once a UTC day. */
export const installationPeriod = (now: Date): string => `installation:${now.toISOString().slice(0, 10)}`;

/**
 * The server's background work: for each site, once a night after its own midnight (its clock), the
 * retention of each kind by its own days (ADR 50; the visits' part is `vms visitors purge`'s use case)
 * and, once a UTC day (`retention-logs`), of the logs that belong to no site; and, when the site
 * closes stale visits, the check-out of its visits left open from earlier days; once an hour the
 * clearing of expired captchas, codes, sessions and rate-limit windows. Every replica keeps the
 * schedule; a claimed `job_run` row per period (per site and site date for the nightly work) makes
 * sure one of them does each run. Sites and their settings are read at each check: a site added or
 * changed is in the next one.
 */
export const startJobs = (container: Container): RepeatingJob[] => {
  const config = container.get(CONFIG);
  const logger = container.get(LOGGER).child({ component: 'jobs' });
  const checks = jobChecks(container);
  return (['retention', 'retention-logs', 'housekeeping', 'close-stale-visits'] as const).map((job) => startRepeatingJob(job, logger, checks[job], HOUR, config.jobsFirstRunMs));
};

/**
 * One check of each job, as every replica's schedule makes it each hour: a check runs what no replica
 * has claimed yet and skips the rest. Exported so that a test can make two runners check at a moment
 * of its clock (test/integration/sites/site-nightly-jobs.test.ts).
 */
export const jobChecks = (container: Container) => {
  const orm = container.get(MikroORM);
  const clock = container.get(Clock);
  const metrics = container.get(Metrics);
  const runs = new JobRuns(orm, clock, (job, outcome) => metrics.jobFinished(job, outcome));
  const inContext = <T>(work: () => Promise<T>) => runInEntityManagerScope(orm.em, work);

  /** Checked hourly: each site whose date has a night not yet claimed runs it; the first check after its midnight does. */
  const eachSite = async <T>(job: string, wanted: (site: SiteNightly) => boolean, work: (site: SiteNightly, today: string) => Promise<T>): Promise<SiteRun<T>[]> => {
    const sites = (await inContext(() => container.get(SiteDirectory).nightly())).filter(wanted);
    const done: SiteRun<T>[] = [];
    for (const site of sites) {
      const today = siteToday(site.timeZone, clock.now());
      const period = sitePeriod(site.id, today);
      done.push({ siteId: site.id, period, ...(await runs.runOnce(job, period, () => inContext(() => work(site, today)))) });
    }
    return done;
  };

  return {
    retention: () => eachSite('retention', () => true, (site, today) => container.get(RunRetention).site(site, sitePeriod(site.id, today))),
    // The logs of no site (ADR 50), by the longest days any site keeps them: once a UTC day.
    'retention-logs': () => {
      const period = installationPeriod(clock.now());
      return runs.runOnce('retention-logs', period, () => inContext(() => container.get(RunRetention).installation(period)));
    },
    housekeeping: () =>
      runs.runOnce('housekeeping', clock.now().toISOString().slice(0, 13), () =>
        inContext(async () => {
          const cleared = await container.get(IdentityHousekeeping).execute();
          const monthAgo = new Date(clock.now().getTime() - 30 * 24 * HOUR);
          const rateWindows = await container.get(RateLimiter).purgeBefore(new Date(clock.now().getTime() - HOUR));
          // A visitor's erasure that had to keep a visit finishes once the visit may go (ADR 52).
          const deferredErasures = await container.get(EraseYourData).completeDeferred();
          return { ...cleared, rateWindows, deferredErasures, jobRuns: await runs.purgeBefore(monthAgo) };
        }),
      ),
    // Only the sites that ask for it (the site's "close stale visits"; off for a new site): the first
    // check of the site's day checks out everyone still in there from before it (the roll call's stale
    // check-ins, src/contract/roll-call.ts), as the desk's Out would.
    'close-stale-visits': () =>
      eachSite(
        'close-stale-visits',
        (site) => site.closeStaleVisits,
        async (site, today) => {
          const closed = await container
            .get(CheckOutOpenVisits)
            .execute({ type: 'system', label: 'system:close-stale-visits' }, { checkedInBefore: startOfSiteDay(today, site.timeZone), siteId: site.id });
          return { checkedOut: closed.map((visit) => visit.id) };
        },
      ),
  };
};
