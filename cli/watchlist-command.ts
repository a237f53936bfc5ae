import { Command, Option } from 'commander';
import { AddWatchlistEntry } from '../src/watchlist/application/add-watchlist-entry.ts';
import { ClearVisitFlag } from '../src/watchlist/application/clear-visit-flag.ts';
import { ListWatchlist } from '../src/watchlist/application/list-watchlist.ts';
import { ResolveWatchlistEntry } from '../src/watchlist/application/resolve-watchlist-entry.ts';
import { watchlistEntryView } from '../src/watchlist/application/watchlist-entry-view.ts';
import { CONFIG } from '../src/platform/tokens.ts';
import { MESSAGES } from '#contract/messages.ts';
import { cliActor, type CliRun } from './cli-context.ts';
import { atSite, formatTable } from './output.ts';
import { recordIdArgument } from './record-id-argument.ts';
import { terminalText } from './terminal-text.ts';

const entryId = (text: string): number => recordIdArgument(text, "the entry's");

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
    .option('--json', 'print JSON instead of text')
    .addHelpText('after', '\nExample:\n  $ vms watchlist add --name "Rohan Verma" --phone 9811111111 --reason "Threatened the reception staff; escort only."')
    .action(
      run.action(async (options: { name: string; phone?: string; aadhaarLast4?: string; reason: string; json?: boolean }) => {
        // Loaded here: validation brings zod, which `--help` does not need.
        const [{ parseInput }, { watchlistEntrySchema }] = await Promise.all([
          import('#kernel/validation/parse-input.ts'),
          import('#contract/validation/watchlist.ts'),
        ]);
        const input = parseInput(watchlistEntrySchema, { name: options.name, phone: options.phone, aadhaarLast4: options.aadhaarLast4, reason: options.reason });
        await run.withRuntime(async ({ container }) => {
          const entry = await container.get(AddWatchlistEntry).execute({ kind: 'cli', actor: cliActor() }, input);
          if (options.json) run.json(watchlistEntryView(entry));
          else run.out(`${MESSAGES.watchlist.added} Entry ${entry.id}: ${terminalText(entry.name)}\n`);
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
          else run.out(formatTable(atSite(rows, ['createdAt'], container.get(CONFIG).timeZone), ['id', 'name', 'phone', 'aadhaarLast4', 'status', 'addedBy', 'createdAt', 'reason']));
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
