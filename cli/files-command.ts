import { join } from 'node:path';
import { Command } from 'commander';
import { LocalFilesImporter, type LocalFilesImport } from '../src/platform/ports/local-files-importer.ts';
import { EXIT, type CliRun } from './cli-context.ts';


const summary = (result: LocalFilesImport, dir: string): string => {
  if (result.found === 0) return `No files under ${dir}: nothing to import.\n`;
  const lines = result.dryRun
    ? [
        `Found ${result.found} files under ${dir}.`,
        `Would import ${result.imported}; ${result.alreadyStored} already in the database (their local copies would be removed).`,
      ]
    : [
        `Found ${result.found} files under ${dir}.`,
        `Imported ${result.imported}; ${result.alreadyStored} were already in the database; removed ${result.removed} local files.`,
      ];
  if (result.differing) lines.push(`${result.differing} differ from the file stored under the same name: kept locally.`);
  if (result.skipped) lines.push(`${result.skipped} are not files the server made (left in place).`);
  if (result.failed) lines.push(`${result.failed} could not be imported (left in place).`);
  for (const problem of result.problems) lines.push(`  ${problem.path}: ${problem.reason}`);
  return `${lines.join('\n')}\n`;
};

export const filesCommand = (run: CliRun): Command => {
  const files = new Command('files').description('stored files (visitor photos): kept in the database, so every server process serves them');

  files
    .command('import')
    .description(
      'move the files of the old local storage (<VMS_DATA_DIR>/files) into the database; each local file is removed once its row has committed. Safe to run again (the server also does this when it starts).',
    )
    .option('--dry-run', 'only count what would be imported; change nothing')
    .option('--json', 'print JSON instead of text')
    .addHelpText('after', '\nExamples:\n  $ vms files import --dry-run\n  $ VMS_DATA_DIR=/var/lib/vms vms files import')
    .action(
      run.action(async (options: { dryRun?: boolean; json?: boolean }) => {
        await run.withRuntime(async ({ config, container }) => {
          const dir = join(config.dataDir, 'files');
          const result = await container.get(LocalFilesImporter).importFrom(dir, { dryRun: Boolean(options.dryRun) });
          if (options.json) run.json(result);
          else run.out(summary(result, dir));
          // Something left behind that should have moved: the operator has to look.
          if (result.differing + result.failed > 0) {
            run.err(`vms: ${result.differing + result.failed} files were not imported\n`);
            run.exitCode = EXIT.failed;
          }
        });
      }),
    );

  return files;
};
