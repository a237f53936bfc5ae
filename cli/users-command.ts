import { Command, Option } from 'commander';
import { DisableEmployee } from '../src/identity/application/disable-employee.ts';
import { ApproveEmployees } from '../src/identity/application/approve-employee.ts';
import { IssueSetupCode } from '../src/identity/application/issue-setup-code.ts';
import { ListEmployees } from '../src/identity/application/list-employees.ts';
import { RejectRegistration } from '../src/identity/application/reject-registration.ts';
import { EmployeeRepository } from '../src/identity/application/ports.ts';
import type { Employee } from '../src/identity/domain/employee.ts';
import { CONFIG } from '../src/platform/tokens.ts';
import { mayBeAddedWithoutManager } from '#contract/capabilities.ts';
import { DomainError } from '#kernel/domain-error.ts';
import { fill, MESSAGES } from '#contract/messages.ts';
import { CLI_MESSAGES } from './cli-messages.ts';
import { ROLES, type Role } from '#contract/roles.ts';
import { toAddress } from './arguments.ts';
import { CliFailure, UsageError, cliActor, type CliRun } from './cli-context.ts';
import { formatTable } from './output.ts';
import { siteKeyOf } from './sites-command.ts';
import { terminalText } from './terminal-text.ts';
import { ChangeHomeSite } from '../src/sites/application/change-home-site.ts';

const row = (employee: Employee) => ({
  email: employee.email,
  name: employee.name,
  empId: employee.empId,
  role: employee.role() ?? employee.designation.name,
  status: employee.isDisabled() ? 'Disabled' : employee.isFirstLogin() ? 'First Login' : employee.status,
  manager: employee.manager?.email ?? null,
  createdAt: employee.createdAt.toISOString(),
});

/**
 * The registration form's "Please select your manager." / "Please select a valid manager." speak of a
 * picker the command line does not have: here the --manager address was typed, so the refusal names it.
 */
const namingManager = (managerEmail: string | undefined) => (error: unknown): never => {
  if (managerEmail && error instanceof DomainError) {
    if (error.code === 'registration.manager_required') throw new CliFailure(fill(CLI_MESSAGES.managerNotFound, { email: managerEmail }));
    if (error.code === 'registration.manager_invalid') throw new CliFailure(fill(CLI_MESSAGES.managerNotEligible, { email: managerEmail }));
  }
  throw error;
};

export const usersCommand = (run: CliRun): Command => {
  const users = new Command('users').description('employees: list, approve and add accounts');

  users
    .command('list')
    .description('list employees')
    .addOption(new Option('--status <status>', 'only this status').choices(['pending', 'approved']))
    .option('--manager <email>', 'only the reports of this manager')
    .option('--json', 'print JSON instead of a table')
    .addHelpText('after', '\nExamples:\n  $ vms users list --status pending\n  $ vms users list --manager priya@example.com --json')
    .action(
      run.action(async (options: { status?: 'pending' | 'approved'; manager?: string; json?: boolean }) => {
        await run.withRuntime(async ({ container }) => {
          const domain = container.get(CONFIG).companyDomain;
          let managerId: number | undefined;
          if (options.manager) {
            const manager = await container.get(EmployeeRepository).findByEmail(toAddress(options.manager, domain));
            if (!manager) throw new DomainError('employee.unknown', { values: { email: toAddress(options.manager, domain) } });
            managerId = manager.id;
          }
          const list = await container.get(ListEmployees).all({
            ...(options.status ? { status: options.status === 'pending' ? 'Approval Pending' : 'Approved' } : {}),
            ...(managerId !== undefined ? { managerId } : {}),
          });
          const rows = list.map(row);
          if (options.json) run.json(rows);
          else run.out(formatTable(rows, ['email', 'name', 'empId', 'role', 'status', 'manager']));
        });
      }),
    );

  users
    .command('approve')
    .description('approve pending registrations, all in one transaction (all or nothing); each person is mailed to set a password')
    .argument('[emails...]', 'the addresses (or e-mail prefixes) to approve')
    .option('--all-pending', 'approve every pending registration')
    .option('--manager <email>', 'with --all-pending: only the reports of this manager')
    .option('--json', 'print JSON instead of text')
    .addHelpText('after', '\nExamples:\n  $ vms users approve neha.kulkarni rahul@example.com\n  $ vms users approve --all-pending --manager priya@example.com')
    .action(
      run.action(async (emails: string[], options: { allPending?: boolean; manager?: string; json?: boolean }) => {
        if (options.allPending && emails.length > 0) throw new UsageError('give addresses or --all-pending, not both');
        if (!options.allPending && emails.length === 0) throw new UsageError('give the addresses to approve, or --all-pending');
        if (options.manager && !options.allPending) throw new UsageError('--manager goes with --all-pending');
        await run.withRuntime(async ({ container }) => {
          const domain = container.get(CONFIG).companyDomain;
          let wanted = emails.map((email) => toAddress(email, domain));
          if (options.allPending) {
            let managerId: number | undefined;
            if (options.manager) {
              const manager = await container.get(EmployeeRepository).findByEmail(toAddress(options.manager, domain));
              if (!manager) throw new DomainError('employee.unknown', { values: { email: toAddress(options.manager, domain) } });
              managerId = manager.id;
            }
            const pending = await container.get(ListEmployees).all({ status: 'Approval Pending', ...(managerId !== undefined ? { managerId } : {}) });
            wanted = pending.map((employee) => employee.email);
          }
          const approved = wanted.length ? await container.get(ApproveEmployees).execute(wanted, { kind: 'cli', actor: cliActor() }) : [];
          if (options.json) run.json({ approved: approved.map((employee) => employee.email) });
          else run.out(approved.length ? `Approved ${approved.length}: ${approved.map((e) => e.email).join(', ')}\n` : 'Nothing to approve.\n');
        });
      }),
    );

  users
    .command('reject')
    .description('reject a pending registration with a reason; the person is mailed the reason and may register again')
    .argument('<email>', 'the address (or e-mail prefix) of the registration')
    .requiredOption('--reason <text>', 'why (10–500 characters); it is mailed to the person')
    .option('--json', 'print JSON instead of text')
    .addHelpText('after', '\nExample:\n  $ vms users reject rahul --reason "Please pick Priya Sharma as your reporting manager and register again."')
    .action(
      run.action(async (email: string, options: { reason: string; json?: boolean }) => {
        // The reason is checked by the use case, with the form's schema and words.
        await run.withRuntime(async ({ container }) => {
          const address = toAddress(email, container.get(CONFIG).companyDomain);
          const rejected = await container.get(RejectRegistration).execute(address, options.reason, { kind: 'cli', actor: cliActor() });
          if (options.json) run.json({ rejected: rejected.email });
          else run.out(`Rejected the registration of ${rejected.email}; they were mailed the reason.\n`);
        });
      }),
    );

  users
    .command('add')
    .description('add an approved account and print a one-time link to set its password (how the first admin is made)')
    .addOption(new Option('--role <role>', 'the designation').choices([...ROLES]).makeOptionMandatory())
    .requiredOption('--email <email>', 'the company address (or its prefix)')
    .requiredOption('--name <name>', 'the full name')
    .option('--emp-id <id>', 'the employee id (5–6 letters, digits, _ or -); made up when not given')
    .option('--phone <phone>', 'a 10-digit phone number')
    .option('--manager <email>', 'the reporting manager (required except for an admin)')
    .option('--json', 'print JSON instead of text')
    .addHelpText('after', '\nExamples:\n  $ vms users add --role admin --email anita.rao --name "Anita Rao"\n  $ vms users add --role security --email guard1 --name "Vikram Singh" --manager anita.rao')
    .action(
      run.action(async (options: { role: Role; email: string; name: string; empId?: string; phone?: string; manager?: string; json?: boolean }) => {
        // Known from the command line alone, so bad usage (exit 2), not the web form's "Please select your manager.".
        if (!options.manager && !mayBeAddedWithoutManager(options.role)) throw new UsageError(fill(CLI_MESSAGES.managerRequired, { role: options.role }));
        await run.withRuntime(async ({ container }) => {
          // Loaded here: account validation brings zod, which `--help` does not need.
          const { AddEmployee } = await import('../src/identity/application/add-employee.ts');
          const domain = container.get(CONFIG).companyDomain;
          const email = toAddress(options.email, domain);
          const managerEmail = options.manager ? toAddress(options.manager, domain) : undefined;
          const employee = await container.get(AddEmployee).execute({
            account: {
              email,
              name: options.name,
              role: options.role,
              ...(options.empId ? { empId: options.empId } : {}),
              ...(options.phone ? { phone: options.phone } : {}),
              ...(managerEmail ? { managerEmail } : {}),
            },
            actor: cliActor(),
          }).catch(namingManager(managerEmail));
          const setup = await container.get(IssueSetupCode).execute(email);
          if (options.json) {
            run.json({ ...row(employee), setupLink: setup.link, setupCode: setup.code, setupExpiresAt: setup.expiresAt.toISOString() });
            return;
          }
          run.out(
            `Added ${employee.email} (${options.role}, employee id ${employee.empId}).\n\n` +
              `Open this link within 24 hours to set the password (it works once):\n  ${setup.link}\n`,
          );
        });
      }),
    );

  users
    .command('disable')
    .description('stop accounts from signing in; their sessions end at once')
    .argument('<emails...>', 'the addresses (or e-mail prefixes)')
    .option('--json', 'print JSON instead of text')
    .addHelpText('after', '\nExamples:\n  $ vms users disable rahul.mehta\n  $ vms users disable a@example.com b@example.com --json')
    .action(
      run.action(async (emails: string[], options: { json?: boolean }) => {
        await run.withRuntime(async ({ container }) => {
          const domain = container.get(CONFIG).companyDomain;
          const disable = container.get(DisableEmployee);
          const results = [];
          for (const email of emails) results.push(await disable.execute(toAddress(email, domain), cliActor()));
          if (options.json) run.json(results);
          else
            for (const result of results)
              run.out(
                result.alreadyDisabled ? `${result.email} was already disabled.\n` : `Disabled ${result.email} (${result.endedSessions} session(s) ended).\n`,
              );
        });
      }),
    );

  // An employee's home site after registration (ADR 59): IT staff move anyone, as admins do on the Sites screen.
  users
    .command('set-home-site')
    .description("change an employee's home site: where their passes are for unless they pick another site")
    .requiredOption('--email <address>', "the employee's address (or e-mail prefix)")
    .requiredOption('--site <site>', "the site's id or name (vms sites list)")
    .option('--json', 'print JSON instead of text')
    .addHelpText('after', '\nExample:\n  $ vms users set-home-site --email rahul.mehta --site London')
    .action(
      run.action(async (options: { email: string; site: string; json?: boolean }) => {
        await run.withRuntime(async ({ container }) => {
          const address = toAddress(options.email, container.get(CONFIG).companyDomain);
          const change = await container.get(ChangeHomeSite).execute({ kind: 'cli', actor: cliActor() }, siteKeyOf(options.site), address);
          const message = change.changed ? MESSAGES.sites.homeSiteChanged : MESSAGES.sites.homeSiteUnchanged;
          if (options.json) run.json({ message, email: change.employee.email, siteId: change.site.id, fromSiteId: change.fromSiteId, changed: change.changed });
          else run.out(`${message} ${terminalText(change.employee.email)}: site ${change.site.id}, ${terminalText(change.site.name)}\n`);
        });
      }),
    );

  return users;
};
