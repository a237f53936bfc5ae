import { Command } from 'commander';
import { startOfSiteDay } from '#contract/visit-time.ts';
import { fill } from '#contract/messages.ts';
import { formatSiteDateTime } from '#contract/site-calendar.ts';
import { ReadRetentionReport } from '../src/privacy/application/read-retention-report.ts';
import { Clock } from '../src/platform/ports/clock.ts';
import { CONFIG } from '../src/platform/tokens.ts';
import { parseDay } from './arguments.ts';
import { CLI_MESSAGES } from './cli-messages.ts';
import type { CliRun } from './cli-context.ts';
import { formatTable } from './output.ts';

const ERASED = ['runs', 'lastRun', 'visitsAnonymised', 'photosDeleted', 'auditEntries', 'consentRecords', 'mails', 'webhookMessages', 'webhookAttempts'];

/**
 * `vms privacy report [--site …] [--since …] [--json]` (issue 31, docs/adr/0050-retention-by-site-and-kind.md):
 * each site's retention now, and what the nightly runs erased (every run's record summed per site and
 * kind; the installation's own run, of the logs of no site, on a line of its own). Counts only.
 */
export const privacyReportCommand = (run: CliRun): Command =>
  new Command('report')
    .description("each site's retention, and what the nightly retention erased, per site and kind")
    .option('--site <site>', "one site only (its id or name; vms sites list)")
    .option('--since <date>', "runs from this day on, at the installation's clock (DD-MM-YYYY, YYYY-MM-DD, today, yesterday); every run when absent")
    .option('--json', 'print JSON instead of tables')
    .addHelpText('after', '\nExamples:\n  $ vms privacy report\n  $ vms privacy report --site London --since 2026-11-01\n  $ vms privacy report --json')
    .action(
      run.action(async (options: { site?: string; since?: string; json?: boolean }) => {
        await run.withRuntime(async ({ container }) => {
          const { timeZone } = container.get(CONFIG);
          const since = options.since === undefined ? undefined : startOfSiteDay(parseDay(options.since, timeZone, container.get(Clock).now(), '--since'), timeZone);
          const report = await container.get(ReadRetentionReport).execute({ ...(options.site !== undefined ? { site: options.site } : {}), ...(since ? { since } : {}) });
          if (options.json) {
            run.json(report);
            return;
          }
          const lastRun = (at: string | null) => (at === null ? 'never' : formatSiteDateTime(new Date(at), timeZone));
          const settings = report.sites.map((site) => ({ site: site.site, ...site.retention }));
          const erased = [
            ...report.sites.map((site) => ({ site: site.site, runs: site.runs, lastRun: lastRun(site.lastRunAt), ...site.erased })),
            ...(report.installation ? [{ site: CLI_MESSAGES.retentionInstallation, runs: report.installation.runs, lastRun: lastRun(report.installation.lastRunAt), ...report.installation.erased }] : []),
          ];
          const when = since ? `since ${formatSiteDateTime(since, timeZone)}` : 'ever';
          run.out(
            `${CLI_MESSAGES.retentionSettings}\n${formatTable(settings, ['site', 'personalDataDays', 'photoDays', 'auditLogDays', 'processingLogDays'])}\n` +
              `${fill(CLI_MESSAGES.retentionErased, { when })}\n${formatTable(erased, ['site', ...ERASED])}`,
          );
        });
      }),
    );
