import { Command, Option } from 'commander';
import { CORRECTABLE_FIELDS, PRIVACY_REQUEST_STATUSES, type PrivacyRequestStatus } from '#contract/privacy-rights.ts';
import { AnswerPrivacyRequests } from '../src/privacy/application/answer-privacy-requests.ts';
import { CONFIG } from '../src/platform/tokens.ts';
import { cliActor, type CliRun } from './cli-context.ts';
import { atSite, formatTable } from './output.ts';

/**
 * `vms privacy requests`: the visitors' requests about their data (issue 31, ADR 52), soonest due
 * first, with their due dates and outcomes; read-only (answering is the admin screen's, /PrivacyRequests).
 */
export const privacyRequestsCommand = (run: CliRun): Command =>
  new Command('requests')
    .description("the visitors' requests about their data (access, correction, erasure, grievance): due dates, status and outcome")
    .addOption(new Option('--status <status>', 'only requests with this status').choices([...PRIVACY_REQUEST_STATUSES]))
    .option('--json', 'print JSON instead of a table')
    .addHelpText('after', '\nExamples:\n  $ vms privacy requests --status open\n  $ vms privacy requests --json')
    .action(
      run.action(async (options: { status?: PrivacyRequestStatus; json?: boolean }) => {
        await run.withRuntime(async ({ container }) => {
          const rows = await container.get(AnswerPrivacyRequests).list({ kind: 'cli', actor: cliActor() }, options.status ?? null);
          if (options.json) run.json(rows);
          else {
            const shown = rows.map((row) => ({
              id: row.id,
              kind: row.kind,
              status: row.overdue ? 'OVERDUE' : row.status,
              madeAt: row.madeAt,
              dueAt: row.dueAt,
              visit: row.correction?.visitId ?? row.visitId,
              asked: row.correction ? `${CORRECTABLE_FIELDS[row.correction.field]}: ${row.correction.value}` : row.text ? (row.text.length > 50 ? `${row.text.slice(0, 49)}…` : row.text) : row.keptVisitIds.length > 0 ? `kept: ${row.keptVisitIds.join(', ')}` : '',
              handledBy: row.handledBy ?? '',
            }));
            run.out(formatTable(atSite(shown, ['madeAt', 'dueAt'], container.get(CONFIG).timeZone), ['id', 'kind', 'status', 'madeAt', 'dueAt', 'visit', 'asked', 'handledBy']));
          }
        });
      }),
    );
