import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import cliProgress from 'cli-progress';
import { Command, Option } from 'commander';
import { Clock } from '../src/platform/ports/clock.ts';
import { CONFIG } from '../src/platform/tokens.ts';
import { DomainError } from '#kernel/domain-error.ts';
import { fill } from '#contract/messages.ts';
import { CLI_MESSAGES } from './cli-messages.ts';
import { formatSiteTime, formatVisitDate } from '#contract/visit-time.ts';
import { VISIT_STATES, type VisitState } from '#contract/visit-state.ts';
import { ApproveVisitors } from '../src/visits/application/approve-visitors.ts';
import { ListAwaitingApproval } from '../src/visits/application/awaiting-approval.ts';
import { CheckOutOpenVisits } from '../src/visits/application/check-out-open-visits.ts';
import { ListDayVisits } from '../src/visits/application/day-visits.ts';
import type { DeskVisitRecord } from '../src/visits/application/desk-visit-record.ts';
import { ExportVisits } from '../src/visits/application/export-visits.ts';
import { PurgeVisitorData } from '../src/visits/application/purge-visitor-data.ts';
import { SiteDirectory } from '../src/sites/application/site-directory.ts';
import { parseCount, parseDay, parseTime, parseVisitIds, toAddress } from './arguments.ts';
import { CliFailure, UsageError, cliActor, writeFailure, type CliRun } from './cli-context.ts';
import { formatTable } from './output.ts';
import { terminalJsonText, terminalLines, terminalText } from './terminal-text.ts';

/** Every state a visit can be in (src/contract/visit-state.ts), cancelled included. */
const STATES: readonly VisitState[] = VISIT_STATES;

/** A visit for people (tables) and programs (--json). */
/** A visit on a line, its check-in and check-out on its own site's clock (issue 30). */
const visitRow = (visit: DeskVisitRecord) => ({
  id: visit.id,
  passCode: visit.passCode,
  date: visit.visitDate,
  time: visit.visitTime,
  name: visit.name,
  type: visit.visitorTypeOther ? `Others (${visit.visitorTypeOther})` : visit.visitorType,
  host: visit.host?.email ?? null,
  state: visit.state,
  checkIn: visit.checkIn ? formatSiteTime(visit.checkIn, visit.timeZone) : null,
  checkOut: visit.checkOut ? formatSiteTime(visit.checkOut, visit.timeZone) : null,
});

/**
 * The web's "Error approving visitor." does not say what is wrong at the command line, where the
 * id was typed: a visit that does not exist (code visit.not_found) is named by its id.
 */
const namingMissingVisit = (error: unknown): never => {
  const visitId = error instanceof DomainError && error.code === 'visit.not_found' ? error.details?.['visitId'] : undefined;
  throw visitId === undefined ? error : new CliFailure(fill(CLI_MESSAGES.visitNotFound, { id: String(visitId) }));
};

/** A file, or standard output (which the pipeline must leave open: `end: false`). */
const destination = (out: string | undefined, stdout: NodeJS.WritableStream): { stream: NodeJS.WritableStream; end: boolean } =>
  out ? { stream: createWriteStream(out), end: true } : { stream: stdout, end: false };

export const visitorsCommand = (run: CliRun): Command => {
  const visitors = new Command('visitors').description('visits: list, approve, check out, export and purge');

  visitors
    .command('list')
    .description('the visits of a day, in every state')
    .option('--date <date>', 'the day (DD-MM-YYYY, YYYY-MM-DD, today, yesterday, tomorrow)', 'today')
    .option('--host <email>', 'only this host\'s visitors')
    .addOption(new Option('--state <state>', 'only visits in this state').choices([...STATES]))
    .option('--json', 'print JSON instead of a table')
    .addHelpText('after', '\nExamples:\n  $ vms visitors list --date 21-11-2026\n  $ vms visitors list --date today --host priya --state expected --json')
    .action(
      run.action(async (options: { date: string; host?: string; state?: VisitState; json?: boolean }) => {
        await run.withRuntime(async ({ container }) => {
          const config = container.get(CONFIG);
          const day = parseDay(options.date, config.timeZone, container.get(Clock).now());
          const visits = await container.get(ListDayVisits).execute(day, {
            hostEmail: options.host ? toAddress(options.host, config.companyDomain) : null,
            state: options.state ?? null,
          });
          const rows = visits.map(visitRow);
          if (options.json) run.json(rows);
          else run.out(formatTable(rows, ['id', 'passCode', 'time', 'name', 'type', 'host', 'state', 'checkIn', 'checkOut']));
        });
      }),
    );

  visitors
    .command('approve')
    .description('approve visits whose details are in, in one transaction (all or nothing); visitor and host are mailed the pass')
    .argument('[ids...]', 'visit ids (as `vms visitors list` shows them)')
    .option('--all-submitted', 'approve every visit waiting for its host')
    .option('--host <email>', 'with --all-submitted: only this host\'s visitors')
    .option('--json', 'print JSON instead of text')
    .addHelpText('after', '\nExamples:\n  $ vms visitors approve 1042 1043\n  $ vms visitors approve --all-submitted --host priya')
    .action(
      run.action(async (ids: string[], options: { allSubmitted?: boolean; host?: string; json?: boolean }) => {
        if (options.allSubmitted && ids.length > 0) throw new UsageError('give visit ids or --all-submitted, not both');
        if (!options.allSubmitted && ids.length === 0) throw new UsageError('give the visit ids to approve, or --all-submitted');
        if (options.host && !options.allSubmitted) throw new UsageError('--host goes with --all-submitted');
        const wanted = parseVisitIds(ids);
        await run.withRuntime(async ({ container }) => {
          const config = container.get(CONFIG);
          const targets = options.allSubmitted
            ? await container.get(ListAwaitingApproval).ids(options.host ? toAddress(options.host, config.companyDomain) : null)
            : wanted;
          const approved = targets.length ? await container.get(ApproveVisitors).execute(targets, { kind: 'cli', actor: cliActor() }).catch(namingMissingVisit) : [];
          if (options.json) run.json({ approved: approved.map((visit) => visit.id) });
          else run.out(approved.length ? `Approved ${approved.length}: ${approved.map((v) => `${v.id} (${terminalText(v.name)})`).join(', ')}\n` : 'Nothing to approve.\n');
        });
      }),
    );

  visitors
    .command('checkout')
    .description('the end of the day: check out everyone still checked in')
    .requiredOption('--all-open', 'check out every visitor who is in and not out (required, as a safety catch)')
    .option('--before <time>', 'only those who checked in before this time today (18:00, 06:00 PM) or an ISO date-time')
    .option('--json', 'print JSON instead of text')
    .addHelpText('after', '\nExamples:\n  $ vms visitors checkout --all-open\n  $ vms visitors checkout --all-open --before 18:00')
    .action(
      run.action(async (options: { before?: string; json?: boolean }) => {
        await run.withRuntime(async ({ container }) => {
          const config = container.get(CONFIG);
          const before = options.before ? parseTime(options.before, config.timeZone, container.get(Clock).now()) : null;
          const done = await container.get(CheckOutOpenVisits).execute(cliActor(), { checkedInBefore: before });
          const rows = done.map(visitRow);
          if (options.json) run.json(rows);
          else run.out(rows.length ? `Checked out ${rows.length}:\n${formatTable(rows, ['id', 'date', 'name', 'host', 'checkIn', 'checkOut'])}` : 'Nobody is checked in.\n');
        });
      }),
    );

  visitors
    .command('export')
    .description('every visit of a date range, streamed from the database (flat memory), the Aadhaar number masked')
    .requiredOption('--from <date>', 'the first day (DD-MM-YYYY or YYYY-MM-DD)')
    .requiredOption('--to <date>', 'the last day (DD-MM-YYYY or YYYY-MM-DD)')
    .addOption(new Option('--format <format>', 'csv (RFC 4180), json (an array) or ndjson (one object a line)').choices(['csv', 'json', 'ndjson']).default('csv'))
    .option('--out <file>', 'write to a file instead of standard output')
    .option('--site <site>', "only this site's visits: its id or name (vms sites list); every site by default")
    .addHelpText(
      'after',
      '\nExamples:\n  $ vms visitors export --from 01-11-2026 --to 30-11-2026 --out november.csv\n  $ vms visitors export --from 2026-01-01 --to 2026-12-31 --format ndjson | gzip > 2026.ndjson.gz\n  $ vms visitors export --from 01-11-2026 --to 30-11-2026 --site London',
    )
    .action(
      run.action(async (options: { from: string; to: string; format: 'csv' | 'json' | 'ndjson'; out?: string; site?: string }) => {
        await run.withRuntime(async ({ container }) => {
          const sites = container.get(SiteDirectory);
          // The dates are the site's (every site's: the first site's clock reads "today").
          const site = options.site === undefined ? null : await sites.named(options.site);
          const timeZone = (site ?? (await sites.first())).timeZone;
          const now = container.get(Clock).now();
          const from = parseDay(options.from, timeZone, now, '--from');
          const to = parseDay(options.to, timeZone, now, '--to');
          if (from > to) throw new UsageError('--from must not be after --to');
          const exporter = await container.get(ExportVisits).open(from, to, options.format, site?.id ?? null);
          // A progress bar only for a person watching a terminal, never in a pipe or a log.
          const bar = run.io.stderr.isTTY
            ? new cliProgress.SingleBar({ stream: run.io.stderr, format: 'Exporting {bar} {value}/{total} visits · {percentage}% · {eta_formatted} left', hideCursor: true }, cliProgress.Presets.shades_classic)
            : null;
          bar?.start(exporter.total, 0);
          let written = 0;
          // Rows shown on a terminal (no --out, no pipe) are for people: control characters as escapes
          // (cli/terminal-text.ts). Each chunk is whole rows, so no character is cut. Files and pipes get the exact bytes.
          const shown = !options.out && run.io.stdout.isTTY === true ? (options.format === 'csv' ? terminalLines : terminalJsonText) : null;
          async function* counted(): AsyncGenerator<Uint8Array> {
            for await (const chunk of exporter.chunks) {
              written += chunk.rows;
              if (chunk.rows) bar?.update(written);
              yield shown ? Buffer.from(shown(Buffer.from(chunk.bytes).toString('utf8'))) : chunk.bytes;
            }
          }
          const started = performance.now();
          try {
            const out = destination(options.out, run.io.stdout);
            // Bytes, not objects: the stream holds back once 64 KiB wait for the disk or the pipe.
            await pipeline(Readable.from(counted(), { objectMode: false, highWaterMark: 1 << 16 }), out.stream, { end: out.end });
          } catch (error) {
            throw (options.out ? writeFailure(error, options.out) : null) ?? error;
          } finally {
            bar?.update(written);
            bar?.stop();
            await exporter.close();
          }
          run.err(`Exported ${written} visits (${formatVisitDate(from)} to ${formatVisitDate(to)}) in ${((performance.now() - started) / 1000).toFixed(1)} s${options.out ? ` to ${options.out}` : ''}.\n`);
        });
      }),
    );

  visitors
    .command('purge')
    .description('remove the personal data of visits older than the retention period (counts for reports stay)')
    .requiredOption('--older-than <days>', 'visits of days more than this many days ago')
    .option('--dry-run', 'only count what would be removed')
    .option('--site <site>', "only this site's visits: its id or name; every site by default, each by its own date")
    .option('--json', 'print JSON instead of text')
    .addHelpText('after', '\nExamples:\n  $ vms visitors purge --older-than 180 --dry-run\n  $ vms visitors purge --older-than 180\n  $ vms visitors purge --older-than 90 --site London')
    .action(
      run.action(async (options: { olderThan: string; dryRun?: boolean; site?: string; json?: boolean }) => {
        const days = parseCount(options.olderThan, '--older-than', { min: 1, max: 36_500 });
        await run.withRuntime(async ({ container }) => {
          const site = options.site === undefined ? undefined : await container.get(SiteDirectory).named(options.site);
          const result = await container.get(PurgeVisitorData).execute(days, cliActor(), { dryRun: Boolean(options.dryRun), ...(site ? { site } : {}) });
          if (options.json) run.json(result);
          else {
            const verb = result.dryRun ? 'Would anonymise' : 'Anonymised';
            const photos = `${result.dryRun ? 'delete' : 'deleted'} ${result.photos} photos`;
            // Each site's days end at its own midnight: with several sites, each cut-off on a line of its own.
            const cutoffs = new Set(result.sites.map((part) => part.before));
            run.out(
              cutoffs.size <= 1
                ? `${verb} ${result.visits} visits before ${formatVisitDate(result.before)} and ${photos}.\n`
                : `${verb} ${result.visits} visits and ${photos}:\n${result.sites.map((part) => `  ${terminalText(part.site)}: ${part.visits} visits before ${formatVisitDate(part.before)}, ${part.photos} photos\n`).join('')}`,
            );
          }
        });
      }),
    );

  return visitors;
};
