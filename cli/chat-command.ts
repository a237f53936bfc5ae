import { Command } from 'commander';
import { MESSAGES } from '#contract/messages.ts';
import { CONFIG } from '../src/platform/tokens.ts';
import { CHAT_KINDS, type ChatKind } from '../src/webhooks/application/chat-messages.ts';
import { ConnectChat } from '../src/webhooks/application/connect-chat.ts';
import { cliActor, UsageError, type CliRun } from './cli-context.ts';
import { atSite, formatTable } from './output.ts';
import { recordIdArgument } from './record-id-argument.ts';

const caller = () => ({ kind: 'cli' as const, actor: cliActor() });

/** `vms chat`: Slack and Teams incoming webhooks that tell hosts of their visitors (issue 32); audited as `cli:<user>`. */
export const chatCommand = (run: CliRun): Command => {
  const chat = new Command('chat').description("Slack and Teams for hosts: connect a chat's incoming webhook for a site's hosts or one host");

  chat
    .command('connect')
    .description('connect an incoming webhook: hosts hear of arrivals, walk-ins waiting (approve/decline) and cancellations')
    .requiredOption('--kind <kind>', `the chat: ${CHAT_KINDS.join(' or ')}`)
    .requiredOption('--url <url>', "the chat's incoming-webhook URL (kept sealed; never listed)")
    .option('--site <id>', "every host of this site (vms sites list)")
    .option('--host <email>', 'this one host')
    .addHelpText('after', '\nExamples:\n  $ vms chat connect --kind slack --url https://hooks.slack.com/services/T…/B…/… --site 1\n  $ vms chat connect --kind teams --url https://…logic.azure.com/workflows/… --host anita.rao@example.com')
    .action(
      run.action(async (options: { kind: string; url: string; site?: string; host?: string }) => {
        if (!(CHAT_KINDS as readonly string[]).includes(options.kind)) throw new UsageError(`--kind must be ${CHAT_KINDS.join(' or ')}`);
        if ((options.site === undefined) === (options.host === undefined)) throw new UsageError('give either --site or --host');
        const siteId = options.site === undefined ? null : recordIdArgument(options.site, "the site's");
        await run.withRuntime(async ({ container }) => {
          const made = await container.get(ConnectChat).connect(caller(), { kind: options.kind as ChatKind, url: options.url, siteId, hostEmail: options.host ?? null });
          run.out(`${MESSAGES.webhooks.chatConnected} Chat ${made.id}: ${made.kind}, ${made.siteId === null ? `host ${made.hostEmail ?? ''}` : `site ${made.siteId}`}\n`);
        });
      }),
    );

  chat
    .command('list')
    .description('list the connections (never their URLs)')
    .option('--json', 'print JSON instead of a table')
    .action(
      run.action(async (options: { json?: boolean }) => {
        await run.withRuntime(async ({ container }) => {
          const rows = await container.get(ConnectChat).list(caller());
          if (options.json) run.json(rows);
          else run.out(formatTable(atSite(rows, ['createdAt'], container.get(CONFIG).timeZone), ['id', 'kind', 'siteId', 'hostEmail', 'createdBy', 'createdAt']));
        });
      }),
    );

  chat
    .command('remove')
    .description('remove a connection')
    .argument('<id>', "the connection's id (vms chat list)")
    .action(
      run.action(async (id: string) => {
        const connectionId = recordIdArgument(id, "the connection's");
        await run.withRuntime(async ({ container }) => {
          await container.get(ConnectChat).remove(caller(), connectionId);
          run.out(`${MESSAGES.webhooks.chatRemoved}\n`);
        });
      }),
    );

  return chat;
};
