import { Command } from 'commander';
import type { WebhookEndpointView } from '#contract/api/webhook-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { WEBHOOK_EVENTS } from '#contract/webhook-payload.ts';
import { CONFIG } from '../src/platform/tokens.ts';
import { AddWebhook } from '../src/webhooks/application/add-webhook.ts';
import { ChangeWebhook } from '../src/webhooks/application/change-webhook.ts';
import { ListWebhooks } from '../src/webhooks/application/list-webhooks.ts';
import { ReplayWebhook } from '../src/webhooks/application/replay-webhook.ts';
import { SetPrecheckRule } from '../src/webhooks/application/set-precheck-rule.ts';
import { cliActor, type CliRun } from './cli-context.ts';
import { atSite, formatTable } from './output.ts';
import { recordIdArgument } from './record-id-argument.ts';
import { terminalText } from './terminal-text.ts';

interface AddOptions {
  url: string;
  events?: string;
  precheck?: boolean;
  json?: boolean;
}

/** An endpoint on one line for people. */
const oneLine = (endpoint: WebhookEndpointView): string =>
  `Endpoint ${endpoint.id}: ${terminalText(endpoint.url)} (${[...endpoint.events, ...(endpoint.precheck ? ['pre-check'] : [])].join(', ')}), ${endpoint.status}`;

const caller = () => ({ kind: 'cli' as const, actor: cliActor() });

/** `vms webhooks`: endpoints other systems receive events at (issue 32); IT staff act as `cli:<user>`, audited. */
export const webhooksCommand = (run: CliRun): Command => {
  const webhooks = new Command('webhooks').description('webhook endpoints: register, list, pause, resume, replay and remove them');

  webhooks
    .command('add')
    .description('register an endpoint; its signing secret (whsec_…) is printed this once and never again')
    .requiredOption('--url <url>', 'where the events are posted (https:// in production)')
    .option('--events <events>', `the events it hears, comma-separated: ${WEBHOOK_EVENTS.join(', ')}`)
    .option('--precheck', 'ask it before a check-in or a walk-in completes (it answers {"allow": true|false, "reason"?} within 3 s)')
    .option('--json', 'print JSON (the secret and the endpoint) instead of text')
    .addHelpText('after', '\nExample:\n  $ vms webhooks add --url https://siem.example.com/hooks/vms --events visit.checked_in,flag.raised')
    .action(
      run.action(async (options: AddOptions) => {
        // Loaded here: validation brings zod, which `--help` does not need.
        const [{ parseInput }, { webhookEndpointSchema, WEBHOOK_INPUT_CODES }] = await Promise.all([import('#kernel/validation/parse-input.ts'), import('#contract/validation/webhook.ts')]);
        const input = parseInput(
          webhookEndpointSchema,
          { url: options.url, events: (options.events ?? '').split(',').map((event) => event.trim()).filter(Boolean), precheck: options.precheck ?? false },
          WEBHOOK_INPUT_CODES,
        );
        await run.withRuntime(async ({ container }) => {
          const { secret, endpoint } = await container.get(AddWebhook).execute(caller(), input);
          if (options.json) run.json({ secret, endpoint });
          else run.out(`${MESSAGES.webhooks.added} ${oneLine(endpoint)}\n${secret}\n`);
        });
      }),
    );

  webhooks
    .command('list')
    .description('list every endpoint with its status (never its secret)')
    .option('--json', 'print JSON instead of a table')
    .action(
      run.action(async (options: { json?: boolean }) => {
        await run.withRuntime(async ({ container }) => {
          const rows = await container.get(ListWebhooks).endpointsOf(caller());
          if (options.json) run.json(rows);
          else {
            const shown = rows.map((row) => ({ ...row, events: row.events.join(','), precheck: row.precheck ? 'yes' : 'no' }));
            run.out(formatTable(atSite(shown, ['createdAt', 'failingSince'], container.get(CONFIG).timeZone), ['id', 'url', 'status', 'pausedReason', 'events', 'precheck', 'failingSince', 'createdBy', 'createdAt']));
          }
        });
      }),
    );

  webhooks
    .command('deliveries')
    .description("an endpoint's delivery log, newest first: each attempt's outcome, response code and duration")
    .argument('<id>', "the endpoint's id (vms webhooks list)")
    .option('--json', 'print JSON instead of a table')
    .action(
      run.action(async (id: string, options: { json?: boolean }) => {
        const endpointId = recordIdArgument(id, "the endpoint's");
        await run.withRuntime(async ({ container }) => {
          const rows = await container.get(ListWebhooks).attemptsOf(caller(), endpointId);
          if (options.json) run.json(rows);
          else run.out(formatTable(atSite(rows, ['at'], container.get(CONFIG).timeZone), ['at', 'messageId', 'eventType', 'outcome', 'responseStatus', 'durationMs', 'error']));
        });
      }),
    );

  for (const [change, description, done] of [
    ['pause', 'pause an endpoint: nothing is sent to it until it is resumed', MESSAGES.webhooks.paused],
    ['resume', 'resume a paused endpoint (its day of failures counts afresh)', MESSAGES.webhooks.resumed],
    ['remove', 'remove an endpoint and its delivery log', MESSAGES.webhooks.removed],
  ] as const) {
    webhooks
      .command(change)
      .description(description)
      .argument('<id>', "the endpoint's id (vms webhooks list)")
      .action(
        run.action(async (id: string) => {
          const endpointId = recordIdArgument(id, "the endpoint's");
          await run.withRuntime(async ({ container }) => {
            const endpoint = await container.get(ChangeWebhook).execute(caller(), endpointId, change);
            run.out(endpoint ? `${done} ${oneLine(endpoint)}\n` : `${done}\n`);
          });
        }),
      );
  }

  webhooks
    .command('replay')
    .description('queue a message again as it was first sent, with the same webhook-id')
    .argument('<id>', "the endpoint's id")
    .argument('<message-id>', 'the msg_… id from vms webhooks deliveries')
    .action(
      run.action(async (id: string, messageId: string) => {
        const endpointId = recordIdArgument(id, "the endpoint's");
        await run.withRuntime(async ({ container }) => {
          await container.get(ReplayWebhook).execute(caller(), endpointId, messageId);
          run.out(`${MESSAGES.webhooks.replayed} ${terminalText(messageId)}\n`);
        });
      }),
    );

  webhooks
    .command('precheck-rule')
    .description("what a site does when its pre-check endpoints do not answer in 3 s: allow (the default) or deny")
    .requiredOption('--site <id>', "the site's id (vms sites list)")
    .requiredOption('--on-timeout <rule>', 'allow or deny')
    .action(
      run.action(async (options: { site: string; onTimeout: string }) => {
        const siteId = recordIdArgument(options.site, "the site's");
        const [{ parseInput }, { precheckRuleSchema, PRECHECK_RULE_CODES }] = await Promise.all([import('#kernel/validation/parse-input.ts'), import('#contract/validation/webhook.ts')]);
        const input = parseInput(precheckRuleSchema, { siteId, onTimeout: options.onTimeout }, PRECHECK_RULE_CODES);
        await run.withRuntime(async ({ container }) => {
          const rule = await container.get(SetPrecheckRule).execute(caller(), input.siteId, input.onTimeout);
          run.out(`${MESSAGES.webhooks.ruleSaved} ${terminalText(rule.siteName)}: ${rule.onTimeout} on timeout\n`);
        });
      }),
    );

  return webhooks;
};
