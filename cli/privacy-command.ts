import { Command } from 'commander';
import type { BreachDetail } from '#contract/api/breach-answers.ts';
import { BOARD_REPORT_HOURS } from '#contract/breach-clock.ts';
import { ReadBreaches } from '../src/breaches/application/read-breaches.ts';
import { CONFIG } from '../src/platform/tokens.ts';
import { cliActor, type CliRun } from './cli-context.ts';
import { privacyReportCommand } from './privacy-report-command.ts';
import { privacyRequestsCommand } from './privacy-requests-command.ts';
import { atSite, formatTable } from './output.ts';
import { recordIdArgument } from './record-id-argument.ts';
import { terminalText } from './terminal-text.ts';

/** One breach as text: the record, its clock, the people affected, the notices and the Board's report. */
const detailText = (detail: BreachDetail, timeZone: string): string => {
  const { breach, affected, report } = detail;
  const [shown] = atSite([breach], ['occurredFrom', 'occurredTo', 'awareAt', 'noticesSentAt', 'reportSubmittedAt'], timeZone);
  const lines = [
    `Breach ${breach.id}: ${terminalText(breach.summary)}`,
    `Window: ${shown!.occurredFrom} to ${shown!.occurredTo}; aware since ${shown!.awareAt}`,
    `Board report (due ${BOARD_REPORT_HOURS} h after awareness): ${breach.clock.state === 'overdue' ? 'OVERDUE, ' : ''}${breach.clock.text}`,
    `Sites: ${breach.sites === null ? 'all' : breach.sites.map((site) => terminalText(site.name)).join(', ')}; data: ${breach.dataKinds.join(', ')}`,
    `Impact: ${terminalText(breach.impact)}`,
    `Measures: ${terminalText(breach.measures)}`,
    `Contact: ${terminalText(breach.contactName)} <${terminalText(breach.contactEmail)}>`,
    `People affected: ${affected.visitors} visitors, ${affected.employees} employees (${affected.withoutEmail} without an e-mail on record)`,
    `Notices: ${breach.noticesSentAt ? `${breach.noticesSent} queued ${shown!.noticesSentAt}` : 'not sent'}`,
    `Board report: ${report.submittedAt ? `submitted ${shown!.reportSubmittedAt} by ${terminalText(report.submittedBy ?? '')}` : report.saved ? 'saved, not submitted' : 'draft'}`,
    '',
  ];
  return `${lines.join('\n')}\n${formatTable(affected.people.map((person) => ({ ...person, sites: person.sites.join(', ') })), ['kind', 'name', 'email', 'phone', 'visits', 'sites'])}`;
};

/**
 * `vms privacy`: the DPDP duties IT staff read from the terminal (issue 31). `breaches`: the breach
 * register, read-only (recording, notices and the Board's report are the admin screen's, /Breaches).
 * Stored text is shown with its control characters as escapes, as every command's.
 */
export const privacyCommand = (run: CliRun): Command => {
  const privacy = new Command('privacy').description('personal data protection (DPDP): the breach register, the retention report, the visitors\' requests');
  const breaches = new Command('breaches').description('the breach register: breaches, their 72-hour clocks and the people they affect');

  breaches
    .command('list')
    .description('list every breach, newest awareness first, with the time left to report it to the Board (or how late)')
    .option('--json', 'print JSON instead of a table')
    .addHelpText('after', '\nExamples:\n  $ vms privacy breaches list\n  $ vms privacy breaches list --json')
    .action(
      run.action(async (options: { json?: boolean }) => {
        await run.withRuntime(async ({ container }) => {
          const rows = await container.get(ReadBreaches).list({ kind: 'cli', actor: cliActor() });
          if (options.json) run.json(rows);
          else {
            const shown = rows.map((row) => ({
              id: row.id,
              summary: row.summary.length > 60 ? `${row.summary.slice(0, 59)}…` : row.summary,
              awareAt: row.awareAt,
              boardReport: row.clock.state === 'overdue' ? `OVERDUE ${row.clock.text}` : row.clock.text,
              notices: row.noticesSentAt ? String(row.noticesSent) : 'not sent',
              sites: row.sites === null ? 'all' : row.sites.map((site) => site.name).join(', '),
            }));
            run.out(formatTable(atSite(shown, ['awareAt'], container.get(CONFIG).timeZone), ['id', 'summary', 'awareAt', 'boardReport', 'notices', 'sites']));
          }
        });
      }),
    );

  breaches
    .command('show')
    .description('show one breach: its record, clock, the people affected (contact as held, never an ID number), notices and report')
    .argument('<id>', "the breach's id (vms privacy breaches list)")
    .option('--json', 'print JSON instead of text')
    .addHelpText('after', '\nExample:\n  $ vms privacy breaches show 2')
    .action(
      run.action(async (id: string, options: { json?: boolean }) => {
        const breachId = recordIdArgument(id, "the breach's");
        await run.withRuntime(async ({ container }) => {
          const detail = await container.get(ReadBreaches).detail({ kind: 'cli', actor: cliActor() }, breachId);
          if (options.json) run.json(detail);
          else run.out(detailText(detail, container.get(CONFIG).timeZone));
        });
      }),
    );

  privacy.addCommand(breaches);
  privacy.addCommand(privacyReportCommand(run));
  privacy.addCommand(privacyRequestsCommand(run));
  return privacy;
};
