import { Command } from 'commander';
import { recordIdOf } from '#contract/record-id.ts';
import { MESSAGES } from '#contract/messages.ts';
import { retentionDaysOf } from '#contract/validation/site-typing.ts';
import type { SiteView } from '#contract/api/site-answers.ts';
import { AddSite } from '../src/sites/application/add-site.ts';
import { ListSites } from '../src/sites/application/list-sites.ts';
import { siteView } from '../src/sites/application/site-view.ts';
import { UpdateSite, type SiteKey } from '../src/sites/application/update-site.ts';
import { SiteStaff, type SiteStaffChange } from '../src/sites/application/site-staff.ts';
import { ManageEntrances } from '../src/sites/application/manage-entrances.ts';
import { entranceView } from '../src/sites/application/entrance-view.ts';
import { cliActor, type CliRun } from './cli-context.ts';
import { siteDocumentsCommand } from './site-documents-command.ts';
import { atSite, formatTable } from './output.ts';
import { terminalText } from './terminal-text.ts';

/** What `vms sites add` and `update` take; the same names as the API's fields, so one schema checks both. */
interface SiteOptions {
  name?: string;
  address?: string;
  timezone?: string;
  email?: string;
  personalDataDays?: string;
  photoDays?: string;
  auditLogDays?: string;
  processingLogDays?: string;
  resignDays?: string;
  closeStale?: boolean;
  kioskPin?: boolean;
  json?: boolean;
}


/** The options as the API's fields: the ones not given stay absent. */
const fieldsOf = (options: SiteOptions): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries({
      name: options.name,
      address: options.address,
      timeZone: options.timezone,
      email: options.email,
      personalDataDays: options.personalDataDays === undefined ? undefined : retentionDaysOf(options.personalDataDays),
      photoDays: options.photoDays === undefined ? undefined : retentionDaysOf(options.photoDays),
      auditLogDays: options.auditLogDays === undefined ? undefined : retentionDaysOf(options.auditLogDays),
      processingLogDays: options.processingLogDays === undefined ? undefined : retentionDaysOf(options.processingLogDays),
      closeStaleVisits: options.closeStale,
      kioskRequiresPin: options.kioskPin,
    }).filter(([, value]) => value !== undefined),
  );

/** A site on one line for people: its id, name and clock. */
const oneLine = (site: SiteView): string => `Site ${site.id}: ${terminalText(site.name)} (${terminalText(site.timeZone)})`;

/** A site named on the command line: its id, else its name whatever its case. */
export const siteKeyOf = (which: string): SiteKey => {
  const id = recordIdOf(which.trim());
  return id === undefined ? { name: which } : { id };
};

/** What `assign` and `unassign` take. */
interface StaffOptions {
  email: string;
  site: string;
  json?: boolean;
}

/** The options `add` and `update` share; `add` requires three of them. */
const withSettings = (command: Command, required: boolean): Command => {
  const option = (flags: string, description: string) => (required ? command.requiredOption(flags, description) : command.option(flags, description));
  option('--name <name>', 'what people call the site (1–100 characters, unique whatever its case)');
  option('--timezone <zone>', 'its IANA time zone, such as Asia/Kolkata or Europe/London');
  option('--address <address>', 'its postal address (at most 300 characters): the location of the calendar invitations');
  return command
    .option('--email <address>', 'a contact e-mail address for the site ("" for none)')
    .option('--personal-data-days <days>', "how many days a visitor's personal data is kept after the visit (1–36500; 180 for a new site)")
    .option('--photo-days <days>', "how many days a visitor's photos are kept after the visit, at most as long as the data (1–36500; 180 for a new site)")
    .option('--audit-log-days <days>', "how many days the audit log's entries are kept (365–36500: logs a year at least; 365 for a new site)")
    .option('--processing-log-days <days>', 'how many days consent records, mails and webhook messages are kept (365–36500; 365 for a new site)')
    .option('--resign-days <days>', 'after how many days a returning visitor signs its documents again (0–3650; 0: only when a version changes)')
    .option('--close-stale', 'close the visits still open from before today each night')
    .option('--no-close-stale', 'leave them open (a new site does)')
    .option('--kiosk-pin', "its kiosks ask for the pass's PIN after a phone number")
    .option('--no-kiosk-pin', 'they do not (a new site does not)')
    .option('--json', 'print JSON instead of text');
};

/** `vms sites`: the offices of the installation and their own settings (issue 30); IT staff act as `cli:<user>`, audited. */
export const sitesCommand = (run: CliRun): Command => {
  const sites = new Command('sites').description("the installation's sites: add, list and change them and their settings");

  withSettings(sites.command('add').description('add a site'), true)
    .addHelpText('after', '\nExample:\n  $ vms sites add --name London --timezone Europe/London --address "1 Example Street, London" --email reception.london@example.com')
    .action(
      run.action(async (options: SiteOptions) => {
        // Loaded here: validation brings zod, which `--help` does not need.
        const [{ parseInput }, { siteSchema, SITE_INPUT_CODES }] = await Promise.all([import('#kernel/validation/parse-input.ts'), import('#contract/validation/site.ts')]);
        const input = parseInput(siteSchema, fieldsOf(options), SITE_INPUT_CODES);
        await run.withRuntime(async ({ container }) => {
          const site = siteView(await container.get(AddSite).execute({ kind: 'cli', actor: cliActor() }, input));
          if (options.json) run.json(site);
          else run.out(`${MESSAGES.sites.added} ${oneLine(site)}\n`);
        });
      }),
    );

  sites
    .command('list')
    .description('list the sites, by name')
    .option('--json', 'print JSON instead of a table')
    .addHelpText('after', '\nExamples:\n  $ vms sites list\n  $ vms sites list --json')
    .action(
      run.action(async (options: { json?: boolean }) => {
        await run.withRuntime(async ({ container }) => {
          const rows = (await container.get(ListSites).execute({ kind: 'cli', actor: cliActor() })).map(siteView);
          if (options.json) run.json(rows);
          // Each site's times at that site.
          else run.out(formatTable(rows.flatMap((row) => atSite([row], ['updatedAt'], row.timeZone)), ['id', 'name', 'timeZone', 'address', 'email', 'personalDataDays', 'photoDays', 'auditLogDays', 'processingLogDays', 'closeStaleVisits', 'kioskRequiresPin', 'updatedAt']));
        });
      }),
    );

  withSettings(sites.command('update').description('change some of a site\'s settings; the others stay').argument('<site>', "the site's id or name (vms sites list)"), false)
    .addHelpText('after', '\nExamples:\n  $ vms sites update 1 --name Pune\n  $ vms sites update London --personal-data-days 90 --photo-days 30 --kiosk-pin\n  $ vms sites update London --audit-log-days 730')
    .action(
      run.action(async (which: string, options: SiteOptions) => {
        const [{ parseInput }, { siteChangesSchema, SITE_INPUT_CODES }] = await Promise.all([import('#kernel/validation/parse-input.ts'), import('#contract/validation/site.ts')]);
        const changes = parseInput(siteChangesSchema, fieldsOf(options), SITE_INPUT_CODES);
        const key = siteKeyOf(which);
        await run.withRuntime(async ({ container }) => {
          const site = siteView(await container.get(UpdateSite).execute({ kind: 'cli', actor: cliActor() }, key, changes));
          if (options.json) run.json(site);
          else run.out(`${MESSAGES.sites.updated} ${oneLine(site)}\n`);
        });
      }),
    );

  // Who works at which site (ADR 42): security users and site admins, each at the sites they are assigned to (their home site when none).
  const staffChange = (verb: 'assign' | 'unassign', description: string, example: string) =>
    sites
      .command(verb)
      .description(description)
      .requiredOption('--email <address>', "the employee's e-mail address (a security user or a site admin)")
      .requiredOption('--site <site>', "the site's id or name (vms sites list)")
      .option('--json', 'print JSON instead of text')
      .addHelpText('after', `\nExample:\n  $ ${example}`)
      .action(
        run.action(async (options: StaffOptions) => {
          const [{ parseInput }, { siteStaffInputSchema, SITE_STAFF_INPUT_CODES }] = await Promise.all([import('#kernel/validation/parse-input.ts'), import('#contract/validation/site.ts')]);
          const { email } = parseInput(siteStaffInputSchema, { email: options.email }, SITE_STAFF_INPUT_CODES);
          await run.withRuntime(async ({ container }) => {
            const staff = container.get(SiteStaff);
            const caller = { kind: 'cli', actor: cliActor() } as const;
            const change: SiteStaffChange = await (verb === 'assign' ? staff.assign(caller, siteKeyOf(options.site), email) : staff.unassign(caller, siteKeyOf(options.site), email));
            const message =
              verb === 'assign'
                ? change.changed ? MESSAGES.sites.staffAssigned : MESSAGES.sites.staffAlreadyAssigned
                : change.changed ? MESSAGES.sites.staffUnassigned : MESSAGES.sites.staffNotAssigned;
            if (options.json) run.json({ message, site: change.site.id, staff: change.staff });
            else run.out(`${message} ${terminalText(email)} at site ${change.site.id}: ${terminalText(change.site.name)}\n`);
          });
        }),
      );
  staffChange('assign', 'let a security user or a site admin work at a site (its desk, and for a site admin its kiosks and watchlist entries)', 'vms sites assign --email guard@example.com --site London');
  staffChange('unassign', 'take a security user or a site admin off a site', 'vms sites unassign --email guard@example.com --site London');

  sites
    .command('staff')
    .description('list who is assigned to a site, by name')
    .argument('<site>', "the site's id or name (vms sites list)")
    .option('--json', 'print JSON instead of a table')
    .addHelpText('after', '\nExample:\n  $ vms sites staff London')
    .action(
      run.action(async (which: string, options: { json?: boolean }) => {
        await run.withRuntime(async ({ container }) => {
          const { staff } = await container.get(SiteStaff).list({ kind: 'cli', actor: cliActor() }, siteKeyOf(which));
          if (options.json) run.json(staff);
          else run.out(formatTable(staff, ['employeeId', 'name', 'email', 'role']));
        });
      }),
    );

  sites.addCommand(entrancesCommand(run));
  // The site's documents visitors sign (issue 31, ADR 54).
  sites.addCommand(siteDocumentsCommand(run));

  return sites;
};

/** An entrance named on the command line: its id (`vms sites entrances list`). */
const entranceIdOf = (which: string): number => {
  const id = recordIdOf(which.trim());
  // Not an id: it names nothing, as the API answers for such a path.
  return id ?? 0;
};

/**
 * `vms sites entrances` (issue 30, docs/adr/0053): a site's entrances, where its desk and kiosks
 * work: added, listed, renamed and retired by IT staff (as `cli:<user>`, audited), as admins do on
 * the Sites screen. A retired entrance stays, so that past visits keep its name.
 */
const entrancesCommand = (run: CliRun): Command => {
  const entrances = new Command('entrances').description("a site's entrances (\"Main gate\", \"Tower B lobby\"): add, list, rename and retire them");
  const caller = () => ({ kind: 'cli', actor: cliActor() }) as const;
  const loadName = async (name: string | undefined) => {
    const [{ parseInput }, { entranceNameSchema, ENTRANCE_INPUT_CODES }] = await Promise.all([import('#kernel/validation/parse-input.ts'), import('#contract/validation/entrance.ts')]);
    return parseInput(entranceNameSchema, { name }, ENTRANCE_INPUT_CODES).name;
  };
  const oneEntrance = (entrance: { id: number; name: string; siteId: number }) => `Entrance ${entrance.id}: ${terminalText(entrance.name)} (site ${entrance.siteId})`;

  entrances
    .command('add')
    .description('add an entrance to a site')
    .requiredOption('--site <site>', "the site's id or name (vms sites list)")
    .requiredOption('--name <name>', 'what people call it (1–60 characters, unique at its site whatever its case)')
    .option('--json', 'print JSON instead of text')
    .addHelpText('after', '\nExample:\n  $ vms sites entrances add --site Pune --name "Main gate"')
    .action(
      run.action(async (options: { site: string; name: string; json?: boolean }) => {
        const name = await loadName(options.name);
        await run.withRuntime(async ({ container }) => {
          const entrance = entranceView(await container.get(ManageEntrances).add(caller(), siteKeyOf(options.site), name));
          if (options.json) run.json(entrance);
          else run.out(`${MESSAGES.entrances.added} ${oneEntrance(entrance)}\n`);
        });
      }),
    );

  entrances
    .command('list')
    .description("list the entrances of a site, or of every site, in use first")
    .option('--site <site>', "only this site's (its id or name)")
    .option('--json', 'print JSON instead of a table')
    .addHelpText('after', '\nExamples:\n  $ vms sites entrances list\n  $ vms sites entrances list --site Pune --json')
    .action(
      run.action(async (options: { site?: string; json?: boolean }) => {
        await run.withRuntime(async ({ container }) => {
          const rows = (await container.get(ManageEntrances).list(caller(), options.site === undefined ? undefined : siteKeyOf(options.site))).map(entranceView);
          if (options.json) run.json(rows);
          else run.out(formatTable(rows.map((row) => ({ ...row, retired: row.retiredAt === null ? 'no' : 'yes' })), ['id', 'siteId', 'name', 'retired', 'updatedAt']));
        });
      }),
    );

  entrances
    .command('rename')
    .description('give an entrance a new name')
    .argument('<entrance>', "the entrance's id (vms sites entrances list)")
    .requiredOption('--name <name>', 'its new name')
    .option('--json', 'print JSON instead of text')
    .addHelpText('after', '\nExample:\n  $ vms sites entrances rename 3 --name "Tower B lobby"')
    .action(
      run.action(async (which: string, options: { name: string; json?: boolean }) => {
        const name = await loadName(options.name);
        await run.withRuntime(async ({ container }) => {
          const { entrance } = await container.get(ManageEntrances).rename(caller(), entranceIdOf(which), name);
          const view = entranceView(entrance);
          if (options.json) run.json(view);
          else run.out(`${MESSAGES.entrances.renamed} ${oneEntrance(view)}\n`);
        });
      }),
    );

  entrances
    .command('retire')
    .description('retire an entrance: no new check-in or check-out there; past visits keep its name')
    .argument('<entrance>', "the entrance's id (vms sites entrances list)")
    .option('--json', 'print JSON instead of text')
    .addHelpText('after', '\nExample:\n  $ vms sites entrances retire 3')
    .action(
      run.action(async (which: string, options: { json?: boolean }) => {
        await run.withRuntime(async ({ container }) => {
          const { entrance, changed } = await container.get(ManageEntrances).retire(caller(), entranceIdOf(which));
          const view = entranceView(entrance);
          if (options.json) run.json(view);
          else run.out(`${changed ? MESSAGES.entrances.retiredNow : MESSAGES.entrances.alreadyRetired} ${oneEntrance(view)}\n`);
        });
      }),
    );

  return entrances;
};
