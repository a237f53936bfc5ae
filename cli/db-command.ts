import { Command } from 'commander';
import { UsageError, type CliRun } from './cli-context.ts';

export const dbCommand = (run: CliRun): Command => {
  const db = new Command('db').description('database schema: migrations');

  db.command('migrate')
    .description('apply every pending migration (the server also does this when it starts)')
    .addHelpText('after', '\nExample:\n  $ DATABASE_URL=postgres://vms@db/vms vms db migrate')
    .action(
      run.action(async () => {
        await run.withRuntime(
          async ({ database }) => {
            const { migrateToLatest } = await import('../src/platform/database/migrate.ts');
            const notes: string[] = [];
            const applied = await migrateToLatest(database.orm, database.directUrl, (note) => notes.push(note));
            run.out(applied.length ? `Applied ${applied.length}: ${applied.join(', ')}\n` : 'Database is up to date.\n');
            for (const note of notes) run.out(`${note}\n`);
          },
          { migrate: false },
        );
      }),
    );

  db.command('status')
    .description('list the migrations not yet applied')
    .addHelpText('after', '\nExample:\n  $ vms db status')
    .action(
      run.action(async () => {
        await run.withRuntime(
          async ({ database }) => {
            const { pendingMigrations } = await import('../src/platform/database/migrate.ts');
            const pending = await pendingMigrations(database.orm);
            run.out(pending.length ? `Pending: ${pending.join(', ')}\n` : 'Database is up to date.\n');
          },
          { migrate: false },
        );
      }),
    );

  db.command('create-migration')
    .description('for developers: write a migration for the difference between the entities and the database')
    .requiredOption('--name <name>', 'a short snake_case name, e.g. visit_search')
    .addHelpText('after', '\nExample:\n  $ vms db create-migration --name visit_search\n\nThen add its name to migrations/names.ts and its class to migrations/index.ts.')
    .action(
      run.action(async (options: { name: string }) => {
        // The name becomes part of a class name.
        if (!/^[a-z][a-z0-9_]*$/.test(options.name)) throw new UsageError('--name must be snake_case letters, digits and underscores');
        await run.withRuntime(async ({ database }) => {
          const { migratorOf } = await import('../src/platform/database/migrate.ts');
          const result = await (await migratorOf(database.orm)).create('migrations', false, false, options.name);
          run.out(result.fileName ? `Wrote migrations/${result.fileName}\n` : 'No changes: the schema matches the entities.\n');
          // The entities may name a table no migration made yet: no first site (ADR 36) before it is.
        }, { firstSite: false });
      }),
    );

  return db;
};
