import type { RetentionReport, RetentionRunView } from '#contract/api/retention-answers.ts';
import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import { RETENTION_COUNT_KINDS, type RetentionCounts, type RetentionRun } from '../domain/retention-run.ts';
import type { RetentionRuns } from './retention-ports.ts';

const countsOf = (run: RetentionCounts): RetentionCounts =>
  Object.fromEntries(RETENTION_COUNT_KINDS.map((kind) => [kind, run[kind]])) as unknown as RetentionCounts;

const total = (runs: readonly RetentionRun[]): RetentionCounts =>
  Object.fromEntries(RETENTION_COUNT_KINDS.map((kind) => [kind, runs.reduce((sum, run) => sum + run[kind], 0)])) as unknown as RetentionCounts;

/**
 * `vms privacy report` (issue 31, ADR 50): what the nightly retention erased, per site and kind, since
 * a time or ever, and each site's retention now. IT staff read it at the terminal; it holds counts only.
 * With a site named, that site alone (the installation's runs, which belong to no site, left out).
 */
export class ReadRetentionReport {
  constructor(
    private readonly runs: RetentionRuns,
    private readonly sites: SiteDirectory,
  ) {}

  async execute(criteria: { readonly site?: string; readonly since?: Date }): Promise<RetentionReport> {
    const only = criteria.site === undefined ? undefined : await this.sites.named(criteria.site);
    const sites = (await this.sites.nightly()).filter((site) => !only || site.id === only.id);
    const runs = await this.runs.list({ ...(only ? { siteId: only.id } : {}), ...(criteria.since ? { since: criteria.since } : {}) });
    const nameOf = new Map(sites.map((site) => [site.id, site.name]));
    const summary = (of: readonly RetentionRun[]) => ({ runs: of.length, lastRunAt: of[0]?.ranAt.toISOString() ?? null, erased: total(of) });
    const installationRuns = runs.filter((run) => run.siteId === null);
    return {
      since: criteria.since?.toISOString() ?? null,
      sites: sites.map((site) => ({ siteId: site.id, site: site.name, retention: { ...site.retention }, ...summary(runs.filter((run) => run.siteId === site.id)) })),
      installation: only ? null : summary(installationRuns),
      runs: runs.map(
        (run): RetentionRunView => ({
          siteId: run.siteId,
          site: run.siteId === null ? null : (nameOf.get(run.siteId) ?? null),
          period: run.period,
          ranAt: run.ranAt.toISOString(),
          settings: { ...run.settings },
          cutoffs: { ...run.cutoffs },
          ...countsOf(run),
        }),
      ),
    };
  }
}
