import { Command, Option } from 'commander';
import { Clock } from '../src/platform/ports/clock.ts';
import { SiteDirectory } from '../src/sites/application/site-directory.ts';
import { VisitReports, type DailyReport } from '../src/visits/application/visit-reports.ts';
import { parseDay } from './arguments.ts';
import { UsageError, type CliRun } from './cli-context.ts';
import { formatTable } from './output.ts';

const COUNTS = ['expected', 'arrived', 'onSite', 'left', 'missed'] as const;

const printDaily = (run: CliRun, report: DailyReport): void => {
  run.out(`Visits on ${report.date}\n\n${formatTable([report.totals], [...COUNTS])}`);
  run.out(`\nBy host\n${formatTable(report.byHost, ['host', ...COUNTS])}`);
  run.out(`\nBy visitor type\n${formatTable(report.byVisitorType, ['visitorType', ...COUNTS])}`);
};

/**
 * The site `--site` names, whose clock reads "today" and whose visits alone count; without it every
 * site's visits count and "today" is the first site's date (id undefined).
 */
const siteOf = async (sites: SiteDirectory, which: string | undefined): Promise<{ readonly id: number | undefined; readonly timeZone: string }> => {
  if (which !== undefined) return sites.named(which);
  return { id: undefined, timeZone: (await sites.first()).timeZone };
};

export const reportCommand = (run: CliRun): Command => {
  const report = new Command('report').description('visit figures: expected, arrived, on site, left and missed');
  const format = () => new Option('--format <format>', 'a table for people or JSON for programs').choices(['table', 'json']).default('table');
  const siteOption = () => new Option('--site <site>', "only this site's visits: its id or name (vms sites list); every site by default");

  report
    .command('daily')
    .description('one day\'s figures, in all, by host and by visitor type')
    .option('--date <date>', 'the day (DD-MM-YYYY, YYYY-MM-DD, today, yesterday)', 'today')
    .addOption(format())
    .addOption(siteOption())
    .addHelpText('after', '\nExamples:\n  $ vms report daily\n  $ vms report daily --date 20-11-2026 --format json\n  $ vms report daily --site London')
    .action(
      run.action(async (options: { date: string; format: 'table' | 'json'; site?: string }) => {
        await run.withRuntime(async ({ container }) => {
          const site = await siteOf(container.get(SiteDirectory), options.site);
          const day = parseDay(options.date, site.timeZone, container.get(Clock).now());
          const daily = await container.get(VisitReports).daily(day, site.id);
          if (options.format === 'json') run.json(daily);
          else printDaily(run, daily);
        });
      }),
    );

  report
    .command('range')
    .description('the same figures for each day of a range')
    .requiredOption('--from <date>', 'the first day')
    .requiredOption('--to <date>', 'the last day')
    .addOption(format())
    .addOption(siteOption())
    .addHelpText('after', '\nExamples:\n  $ vms report range --from 01-11-2026 --to 30-11-2026\n  $ vms report range --from 2026-11-01 --to 2026-11-07 --format json --site Pune')
    .action(
      run.action(async (options: { from: string; to: string; format: 'table' | 'json'; site?: string }) => {
        await run.withRuntime(async ({ container }) => {
          const site = await siteOf(container.get(SiteDirectory), options.site);
          const timeZone = site.timeZone;
          const now = container.get(Clock).now();
          const from = parseDay(options.from, timeZone, now, '--from');
          const to = parseDay(options.to, timeZone, now, '--to');
          if (from > to) throw new UsageError('--from must not be after --to');
          if (Date.parse(to) - Date.parse(from) > 366 * 86_400_000) throw new UsageError('a range is at most 366 days');
          const days = await container.get(VisitReports).range(from, to, site.id);
          if (options.format === 'json') run.json(days);
          else run.out(formatTable(days.map((day) => ({ date: day.date, ...day.totals })), ['date', ...COUNTS]));
        });
      }),
    );

  return report;
};
