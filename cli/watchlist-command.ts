import { Command, Option } from 'commander';
import { AddWatchlistEntry } from '../src/watchlist/application/add-watchlist-entry.ts';
import { ClearVisitFlag } from '../src/watchlist/application/clear-visit-flag.ts';
import { ListWatchlist } from '../src/watchlist/application/list-watchlist.ts';
import { ResolveWatchlistEntry } from '../src/watchlist/application/resolve-watchlist-entry.ts';
import { watchlistEntryView } from '../src/watchlist/application/watchlist-entry-view.ts';
import { CONFIG } from '../src/platform/tokens.ts';
import { fill, MESSAGES } from '#contract/messages.ts';
import { DomainError } from '#kernel/domain-error.ts';
import { SiteDirectory } from '../src/sites/application/site-directory.ts';
import { CLI_MESSAGES } from './cli-messages.ts';
import { CliFailure, cliActor, type CliRun } from './cli-context.ts';
import { atSite, formatTable } from './output.ts';
import { recordIdArgument } from './record-id-argument.ts';
import { terminalText } from './terminal-text.ts';

const entryId = (text: string): number => recordIdArgument(text, "the entry's");

/** A `--site` that names no site: the refusal names the value typed (several may be given). */
const namingSite = (site: string) => (error: unknown): never => {
  if (error instanceof DomainError && error.code === 'site.not_found') throw new CliFailure(fill(CLI_MESSAGES.siteNotFound, { site: terminalText(site) }));
  throw error;
};

/** Nothing for a company-wide entry (as on a one-site installation), else " (only at Pune, London)". */
const appliesAt = async (sites: SiteDirectory, siteIds: readonly number[]): Promise<string> => {
  if (siteIds.length === 0) return '';
  const all = await sites.all();
  return ` (only at ${siteIds.map((id) => terminalText(all.find((site) => site.id === id)?.name ?? String(id))).join(', ')})`;
};

const visitId = (text: string): number => recordIdArgument(text, "the visit's");

/** `vms watchlist`: people security must see before they walk in (issue 13); IT staff act as `cli:<user>`, audited. */
export const watchlistCommand = (run: CliRun): Command => {
  const watchlist = new Command('watchlist').description(
    'the watchlist: add, list and resolve entries (security sees a match before the person walks in), and clear a flagged visit',
  );

  watchlist
    .command('add')
    .description('add a person to the watchlist')
    .requiredOption('--name <name>', 'the full name')
    .option('--phone <phone>', 'a 10-digit phone number')
    .option('--aadhaar-last4 <digits>', 'the last four digits of the Aadhaar number')
    .requiredOption('--reason <text>', 'why (10–500 characters); only security and admins ever see it')
    .option('--site <site>', 'limit the entry to this site, by its id or name (vms sites list); repeat for several; none: company-wide', (site: string, sites: string[]) => [...sites, site], [] as string[])
    .option('--json', 'print JSON instead of text')
    .addHelpText(
      'after',
      '\nExamples:\n  $ vms watchlist add --name "Rohan Verma" --phone 9811111111 --reason "Threatened the reception staff; escort only."\n  $ vms watchlist add --name "Rohan Verma" --reason "Escort only at these offices." --site Pune --site London',
    )
    .action(
      run.action(async (options: { name: string; phone?: string; aadhaarLast4?: string; reason: string; site: string[]; json?: boolean }) => {
        // Loaded here: validation brings zod, which `--help` does not need.
        const [{ parseInput }, { watchlistEntrySchema }] = await Promise.all([
          import('#kernel/validation/parse-input.ts'),
          import('#contract/validation/watchlist.ts'),
        ]);
        const fields = { name: options.name, phone: options.phone, aadhaarLast4: options.aadhaarLast4, reason: options.reason };
        parseInput(watchlistEntrySchema, fields);
        await run.withRuntime(async ({ container }) => {
          // The sites by id or name (issue 30): each one named is looked up, and one that is not there is named back.
          const sites = container.get(SiteDirectory);
          const siteIds = await Promise.all(options.site.map((site) => sites.named(site).then((found) => found.id, namingSite(site))));
          const input = parseInput(watchlistEntrySchema, { ...fields, siteIds });
          const entry = await container.get(AddWatchlistEntry).execute({ kind: 'cli', actor: cliActor() }, input);
          if (options.json) run.json(watchlistEntryView(entry));
          else run.out(`${MESSAGES.watchlist.added} Entry ${entry.id}: ${terminalText(entry.name)}${await appliesAt(sites, entry.siteIds)}\n`);
        });
      }),
    );

  watchlist
    .command('list')
    .description('list watchlist entries, newest first')
    .addOption(new Option('--status <status>', 'which entries').choices(['active', 'resolved', 'all']).default('active'))
    .option('--json', 'print JSON instead of a table')
    .addHelpText('after', '\nExamples:\n  $ vms watchlist list\n  $ vms watchlist list --status all --json')
    .action(
      run.action(async (options: { status: 'active' | 'resolved' | 'all'; json?: boolean }) => {
        await run.withRuntime(async ({ container }) => {
          const rows = (await container.get(ListWatchlist).execute({ kind: 'cli', actor: cliActor() }, options.status)).map(watchlistEntryView);
          if (options.json) run.json(rows);
          else {
            // Where each entry applies (issue 30): "company-wide" or its sites' names.
            const names = new Map((await container.get(SiteDirectory).all()).map((site) => [site.id, site.name]));
            const shown = rows.map((row) => ({ ...row, sites: row.siteIds.length === 0 ? 'company-wide' : row.siteIds.map((id) => names.get(id) ?? String(id)).join(', ') }));
            run.out(formatTable(atSite(shown, ['createdAt'], container.get(CONFIG).timeZone), ['id', 'name', 'phone', 'aadhaarLast4', 'status', 'sites', 'addedBy', 'createdAt', 'reason']));
          }
        });
      }),
    );

  watchlist
    .command('resolve')
    .description('resolve an active entry: it stops matching; the note says why')
    .argument('<id>', "the entry's id (vms watchlist list)")
    .requiredOption('--note <text>', 'why it is resolved (10–500 characters)')
    .option('--json', 'print JSON instead of text')
    .addHelpText('after', '\nExample:\n  $ vms watchlist resolve 12 --note "Cleared by facilities after the review."')
    .action(
      run.action(async (id: string, options: { note: string; json?: boolean }) => {
        const entryNumber = entryId(id);
        const [{ parseInput }, { watchlistResolutionSchema }] = await Promise.all([
          import('#kernel/validation/parse-input.ts'),
          import('#contract/validation/watchlist.ts'),
        ]);
        const { note } = parseInput(watchlistResolutionSchema, { note: options.note });
        await run.withRuntime(async ({ container }) => {
          const entry = await container.get(ResolveWatchlistEntry).execute({ kind: 'cli', actor: cliActor() }, entryNumber, note);
          if (options.json) run.json(watchlistEntryView(entry));
          else run.out(`${MESSAGES.watchlist.resolved} Entry ${entry.id}: ${terminalText(entry.name)}\n`);
        });
      }),
    );

  watchlist
    .command('clear')
    .description("clear a visit's watchlist flags once security has seen the visitor: the desk may then check them in; the reason says why")
    .argument('<visitId>', "the visit's id (vms visitors list)")
    .requiredOption('--reason <text>', 'why the visitor may be let in (10–500 characters); kept in the audit log')
    .option('--json', 'print JSON instead of text')
    .addHelpText('after', '\nExample:\n  $ vms watchlist clear 4812 --reason "Checked ID at the gate; escorted by the host."')
    .action(
      run.action(async (id: string, options: { reason: string; json?: boolean }) => {
        const visit = visitId(id);
        const [{ parseInput }, { visitFlagClearanceSchema }] = await Promise.all([
          import('#kernel/validation/parse-input.ts'),
          import('#contract/validation/watchlist.ts'),
        ]);
        const { reason } = parseInput(visitFlagClearanceSchema, { reason: options.reason });
        await run.withRuntime(async ({ container }) => {
          const { cleared } = await container.get(ClearVisitFlag).execute({ kind: 'cli', actor: cliActor() }, visit, reason);
          if (options.json) run.json({ visitId: visit, cleared });
          else run.out(`${MESSAGES.watchlist.flagCleared} Visit ${visit}: ${cleared} ${cleared === 1 ? 'flag' : 'flags'} cleared.\n`);
        });
      }),
    );

  return watchlist;
};
