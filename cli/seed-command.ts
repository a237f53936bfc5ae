import { createHash } from 'node:crypto';
import { Command } from 'commander';
import { EnsureDesignations } from '../src/identity/application/ensure-designations.ts';
import { EmployeeRepository } from '../src/identity/application/ports.ts';
import { EmployeeDirectory, type EmployeeSummary } from '../src/identity/application/employee-directory.ts';
import { CONFIG } from '../src/platform/tokens.ts';
import { SeedDemoVisits } from '../src/visits/application/seed-demo-visits.ts';
import { parseCount } from './arguments.ts';
import { canHostVisitors } from '#contract/capabilities.ts';
import type { Role } from '#contract/roles.ts';
import { CliFailure, cliActor, type CliRun } from './cli-context.ts';
import { formatTable } from './output.ts';
import { CLI_MESSAGES } from './cli-messages.ts';

/** The demo company's people. Known passwords, for trying the product; never for production. */
export const DEMO_PEOPLE: readonly { prefix: string; name: string; role: Role; empId: string; phone: string; manager: string | null; password: string }[] = [
  { prefix: 'admin', name: 'Anita Rao', role: 'admin', empId: 'ADM01', phone: '9800000001', manager: null, password: 'Admin@1234' },
  { prefix: 'manager', name: 'Rahul Mehta', role: 'manager', empId: 'MGR01', phone: '9800000002', manager: 'admin', password: 'Manager@1234' },
  { prefix: 'employee', name: 'Priya Sharma', role: 'employee', empId: 'EMP01', phone: '9800000003', manager: 'manager', password: 'Employee@1234' },
  { prefix: 'security', name: 'Vikram Singh', role: 'security', empId: 'SEC01', phone: '9800000004', manager: 'admin', password: 'Security@1234' },
  { prefix: 'kavya.iyer', name: 'Kavya Iyer', role: 'manager', empId: 'MGR02', phone: '9800000005', manager: 'admin', password: 'Demo@12345' },
  { prefix: 'arun.nair', name: 'Arun Nair', role: 'employee', empId: 'EMP02', phone: '9800000006', manager: 'manager', password: 'Demo@12345' },
  { prefix: 'sneha.reddy', name: 'Sneha Reddy', role: 'employee', empId: 'EMP03', phone: '9800000007', manager: 'kavya.iyer', password: 'Demo@12345' },
  { prefix: 'farhan.shaikh', name: 'Farhan Shaikh', role: 'employee', empId: 'EMP04', phone: '9800000008', manager: 'kavya.iyer', password: 'Demo@12345' },
  { prefix: 'meera.joshi', name: 'Meera Joshi', role: 'security', empId: 'SEC02', phone: '9800000009', manager: 'admin', password: 'Demo@12345' },
];

/** What the SPA would send for this password. */
const digest = (password: string) => createHash('sha256').update(password, 'utf8').digest('hex');

export const seedCommand = (run: CliRun): Command =>
  new Command('seed')
    .description('make sure the four designations exist; with --demo, add a demo company: people and visits in every state')
    .option('--demo', 'also add the demo people (their passwords are printed once, when they are created) and their visits')
    .option('--visits <count>', 'with --demo: how many demo visits, over the last 30 days, today and the next week', '240')
    .addHelpText('after', '\nExamples:\n  $ vms seed\n  $ vms seed --demo\n  $ vms seed --demo --visits 2000')
    .action(
      run.action(async (options: { demo?: boolean; visits: string }) => {
        const visits = parseCount(options.visits, '--visits', { min: 0, max: 100_000 });
        // Before anything starts: the demo's published passwords must never reach a production database.
        if (options.demo) {
          const { loadConfig } = await import('../src/platform/config/config.ts');
          if (loadConfig(run.io.env).env === 'production') throw new CliFailure(CLI_MESSAGES.demoInProduction);
        }
        await run.withRuntime(async ({ container }) => {
          const actor = cliActor();
          const { added } = await container.get(EnsureDesignations).execute(actor);
          run.out(added.length ? `Designations added: ${added.join(', ')}\n` : 'Designations: all four present.\n');
          if (!options.demo) return;

          // Loaded here: account validation brings zod, which `--help` does not need.
          const { AddEmployee } = await import('../src/identity/application/add-employee.ts');
          const domain = container.get(CONFIG).companyDomain;
          const employees = container.get(EmployeeRepository);
          const addEmployee = container.get(AddEmployee);
          const rows = [];
          for (const person of DEMO_PEOPLE) {
            const email = `${person.prefix}@${domain}`;
            if (await employees.findByEmail(email)) {
              rows.push({ email, role: person.role, password: '(already present, unchanged)' });
              continue;
            }
            await addEmployee.execute({
              account: {
                email,
                name: person.name,
                role: person.role,
                empId: person.empId,
                phone: person.phone,
                ...(person.manager ? { managerEmail: `${person.manager}@${domain}` } : {}),
              },
              passwordDigest: digest(person.password),
              actor,
            });
            rows.push({ email, role: person.role, password: person.password });
          }
          run.out(`\nDemo people:\n${formatTable(rows)}`);

          const directory = container.get(EmployeeDirectory);
          const people = await Promise.all(DEMO_PEOPLE.map((person) => directory.byEmail(`${person.prefix}@${domain}`)));
          const hosts = people.filter((person, i) => person && canHostVisitors(DEMO_PEOPLE[i]!)) as EmployeeSummary[];
          const seeded = await container.get(SeedDemoVisits).execute({ count: visits, hosts, creator: people[3]!, actor });
          run.out(
            seeded.alreadySeeded
              ? '\nDemo visits: already present, unchanged.\n'
              : `\nDemo visits: ${seeded.created} added (the last 30 days, today and the next week, in every state).\n`,
          );
        });
      }),
    );
