import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command, CommanderError } from 'commander';
import { projectRoot } from '../src/platform/project-root.ts';
import { EXIT } from './cli-context.ts';
import { dbCommand } from './db-command.ts';
import { filesCommand } from './files-command.ts';
import { mailCommand } from './mail-command.ts';
import { seedCommand } from './seed-command.ts';
import { reportCommand } from './report-command.ts';
import { usersCommand } from './users-command.ts';
import { visitorsCommand } from './visitors-command.ts';

const { version } = JSON.parse(readFileSync(join(projectRoot(), 'package.json'), 'utf8')) as { version: string };

const program = new Command('vms')
  .description('Visitor Desk for IT staff: the database, seeding, users, visitors, exports and reports.\nSettings come from the same environment variables as the server (DATABASE_URL, VMS_DATA_DIR, …).')
  .version(version)
  .showHelpAfterError('(add --help for usage)')
  .exitOverride();

program.addCommand(dbCommand());
program.addCommand(seedCommand());
program.addCommand(usersCommand());
program.addCommand(visitorsCommand());
program.addCommand(reportCommand());
program.addCommand(mailCommand());
program.addCommand(filesCommand());

// Every subcommand reports bad usage the same way (exit 2), not only the top level.
const inherit = (command: Command): void => {
  for (const sub of command.commands) {
    sub.exitOverride().showHelpAfterError('(add --help for usage)');
    inherit(sub);
  }
};
inherit(program);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  // Commander's own errors: help and version are fine, anything else is bad usage.
  if (error instanceof CommanderError) {
    process.exitCode = ['commander.helpDisplayed', 'commander.version', 'commander.help'].includes(error.code) ? EXIT.ok : EXIT.usage;
  } else {
    throw error;
  }
}
// Exit explicitly, with the code the command set, even if something still holds the event loop.
process.exit(process.exitCode ?? EXIT.ok);
