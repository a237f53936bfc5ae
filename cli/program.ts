import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command, CommanderError } from 'commander';
import { projectRoot } from '../src/platform/project-root.ts';
import { CliRun, EXIT, type CliIo } from './cli-context.ts';
import { dbCommand } from './db-command.ts';
import { filesCommand } from './files-command.ts';
import { kioskCommand } from './kiosk-command.ts';
import { mailCommand } from './mail-command.ts';
import { privacyCommand } from './privacy-command.ts';
import { reportCommand } from './report-command.ts';
import { seedCommand } from './seed-command.ts';
import { sitesCommand } from './sites-command.ts';
import { scimCommand } from './scim-command.ts';
import { tokensCommand } from './tokens-command.ts';
import { webhooksCommand } from './webhooks-command.ts';
import { chatCommand } from './chat-command.ts';
import { usersCommand } from './users-command.ts';
import { visitorsCommand } from './visitors-command.ts';
import { watchlistCommand } from './watchlist-command.ts';

const { version } = JSON.parse(readFileSync(join(projectRoot(), 'package.json'), 'utf8')) as { version: string };

/** Commander's own messages that are not mistakes. */
const FINE = new Set(['commander.helpDisplayed', 'commander.version', 'commander.help']);

/**
 * One run of `vms` with these arguments (without `node` and the script), writing to `io`: the exit
 * code it ends with (0 done, 1 refused or failed, 2 bad usage). cli/main.ts runs it for the process;
 * tests run it in-process (test/support/run-cli.ts). A fresh program each time, as Commander keeps
 * the options it parsed.
 */
export const runVms = async (args: readonly string[], io: CliIo): Promise<number> => {
  const run = new CliRun(io);
  const output = {
    writeOut: (text: string) => io.stdout.write(text),
    writeErr: (text: string) => io.stderr.write(text),
  };
  const program = new Command('vms')
    .description('Visitor Desk for IT staff: the database, seeding, users, visitors, exports and reports.\nSettings come from the same environment variables as the server (DATABASE_URL, VMS_DATA_DIR, …).')
    .version(version)
    .showHelpAfterError('(add --help for usage)')
    .configureOutput(output)
    .exitOverride();

  for (const command of [dbCommand, seedCommand, usersCommand, visitorsCommand, reportCommand, mailCommand, filesCommand, watchlistCommand, kioskCommand, sitesCommand, tokensCommand, scimCommand, webhooksCommand, chatCommand, privacyCommand]) {
    program.addCommand(command(run));
  }

  // Every subcommand reports bad usage the same way (exit 2) and writes where the run writes.
  const inherit = (command: Command): void => {
    for (const sub of command.commands) {
      sub.exitOverride().showHelpAfterError('(add --help for usage)').configureOutput(output);
      inherit(sub);
    }
  };
  inherit(program);

  try {
    await program.parseAsync([...args], { from: 'user' });
  } catch (error) {
    // Commander's own errors: help and version are fine, anything else is bad usage.
    if (!(error instanceof CommanderError)) throw error;
    return FINE.has(error.code) ? EXIT.ok : EXIT.usage;
  }
  return run.exitCode;
};
