import { Command } from 'commander';
import { MailOutboxAdmin, type FailedMail, type OutboxCounts, type OutboxStatus } from '../src/platform/ports/mail-outbox-admin.ts';
import { MAIL_CHANNEL } from '../src/platform/ports/outbox.ts';
import { CONFIG } from '../src/platform/tokens.ts';
import { formatSiteDateTime } from '#contract/site-calendar.ts';
import { UsageError, cliActor, type CliRun } from './cli-context.ts';
import { formatTable } from './output.ts';
import { terminalText } from './terminal-text.ts';

const parseMailIds = (values: readonly string[]): string[] =>
  values.map((value) => {
    if (!/^\d{1,18}$/.test(value.trim())) throw new UsageError(`"${value}" is not a mail id (a number, as in \`vms mail status\`)`);
    return String(BigInt(value.trim()));
  });

/** Whether the outbox holds messages of a channel other than mail (ADR 29); only then does the text name channels. */
const otherChannels = (status: OutboxStatus): boolean =>
  Object.keys(status.byChannel).some((channel) => channel !== MAIL_CHANNEL) || status.failedMails.some((mail) => mail.channel !== MAIL_CHANNEL);

const channelRow = (channel: string, counts: OutboxCounts) => ({
  channel,
  queued: counts.queued,
  retrying: counts.retrying,
  sending: counts.sending,
  sent24h: counts.sentLast24h,
  failed: counts.failed,
});

const failedRow = (mail: FailedMail, timeZone: string, withChannel: boolean) => ({
  id: mail.id,
  ...(withChannel ? { channel: mail.channel } : {}),
  recipients: mail.recipients.join(', '),
  subject: mail.subject,
  attempts: mail.attempts,
  lastError: mail.lastError ?? '',
  // With the day: a mail fails only after a day of retries, so a time alone would name the wrong day.
  created: formatSiteDateTime(mail.createdAt, timeZone),
  failed: formatSiteDateTime(mail.failedAt, timeZone),
});

export const mailCommand = (run: CliRun): Command => {
  const mail = new Command('mail').description('the mail outbox: what waits, what failed, and sending failed mail again');

  mail
    .command('status')
    .description('counts of queued, sending, recently sent and failed mail, and the failed mails')
    .option('--json', 'print JSON instead of text')
    .addHelpText('after', '\nExamples:\n  $ vms mail status\n  $ vms mail status --json')
    .action(
      run.action(async (options: { json?: boolean }) => {
        await run.withRuntime(async ({ container }) => {
          const status = await container.get(MailOutboxAdmin).status();
          if (options.json) {
            run.json(status);
            return;
          }
          const timeZone = container.get(CONFIG).timeZone;
          run.out(
            [
              `Queued   ${status.queued}${status.retrying ? ` (${status.retrying} waiting to be retried)` : ''}`,
              `Sending  ${status.sending}`,
              `Sent     ${status.sentLast24h} in the last 24 hours`,
              `Failed   ${status.failed}`,
              '',
            ].join('\n'),
          );
          const channels = otherChannels(status);
          if (channels) {
            run.out('\nBy channel:\n');
            run.out(formatTable(Object.entries(status.byChannel).map(([channel, counts]) => channelRow(channel, counts))));
          }
          if (status.failedMails.length > 0) {
            run.out('\nFailed mail (send again with `vms mail retry <id>` or `vms mail retry --all-failed`):\n');
            run.out(formatTable(status.failedMails.map((m) => failedRow(m, timeZone, channels))));
          }
        });
      }),
    );

  mail
    .command('retry')
    .description('put failed mail back in the queue, due now, for another full round of retries (24 hours); all or nothing')
    .argument('[ids...]', 'mail ids (as `vms mail status` shows them)')
    .option('--all-failed', 'retry every failed mail')
    .option('--json', 'print JSON instead of text')
    .addHelpText('after', '\nExamples:\n  $ vms mail retry 1042 1043\n  $ vms mail retry --all-failed')
    .action(
      run.action(async (ids: string[], options: { allFailed?: boolean; json?: boolean }) => {
        if (options.allFailed && ids.length > 0) throw new UsageError('give mail ids or --all-failed, not both');
        if (!options.allFailed && ids.length === 0) throw new UsageError('give the ids of the mails to retry, or --all-failed');
        const wanted = parseMailIds(ids);
        await run.withRuntime(async ({ container }) => {
          const retried = await container.get(MailOutboxAdmin).retry(options.allFailed ? 'all-failed' : { ids: wanted }, cliActor());
          if (options.json) run.json({ retried });
          else
            run.out(
              retried.length
                ? `Queued again ${retried.length}: ${retried.map((m) => `${m.id} (${terminalText(m.subject)} to ${terminalText(m.recipients.join(', '))})`).join('; ')}\nA running server sends them within a few seconds.\n`
                : 'No failed mail.\n',
            );
        });
      }),
    );

  return mail;
};
