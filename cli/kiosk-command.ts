import { Command } from 'commander';
import { kioskDeviceView } from '../src/kiosk/application/kiosk-device-view.ts';
import { ListKiosks } from '../src/kiosk/application/list-kiosks.ts';
import { RevokeKiosk } from '../src/kiosk/application/revoke-kiosk.ts';
import { CONFIG } from '../src/platform/tokens.ts';
import { KIOSK_STATUS_LABELS } from '#contract/kiosk-status.ts';
import { MESSAGES } from '#contract/messages.ts';
import { cliActor, type CliRun } from './cli-context.ts';
import { atSite, formatTable } from './output.ts';
import { recordIdArgument } from './record-id-argument.ts';
import { terminalText } from './terminal-text.ts';

const deviceId = (text: string): number => recordIdArgument(text, "the kiosk's");

/** `vms kiosk`: the reception kiosks (issue 13); IT staff act as `cli:<user>`, audited. A kiosk is started on the tablet itself (/kiosk). */
export const kioskCommand = (run: CliRun): Command => {
  const kiosk = new Command('kiosk').description('reception kiosks: list them, revoke one (a kiosk is started on the tablet, at /kiosk)');

  kiosk
    .command('list')
    .description('list every kiosk, active, revoked or stopped (its starter disabled), newest first')
    .option('--json', 'print JSON instead of a table')
    .addHelpText('after', '\nExamples:\n  $ vms kiosk list\n  $ vms kiosk list --json')
    .action(
      run.action(async (options: { json?: boolean }) => {
        await run.withRuntime(async ({ container }) => {
          const rows = (await container.get(ListKiosks).execute({ kind: 'cli', actor: cliActor() })).map(({ device, starterActive }) => kioskDeviceView(device, starterActive));
          if (options.json) run.json(rows);
          else {
            // The status in words: "stopped: starter disabled" says why a kiosk no longer works.
            const shown = rows.map((row) => ({ ...row, status: KIOSK_STATUS_LABELS[row.status] }));
            run.out(formatTable(atSite(shown, ['createdAt', 'lastSeenAt', 'revokedAt'], container.get(CONFIG).timeZone), ['id', 'name', 'status', 'startedBy', 'createdAt', 'lastSeenAt', 'revokedAt', 'revokedBy']));
          }
        });
      }),
    );

  kiosk
    .command('revoke')
    .description('sign a kiosk out for good: its next call is refused and the tablet is released')
    .argument('<id>', "the kiosk's id (vms kiosk list)")
    .option('--json', 'print JSON instead of text')
    .addHelpText('after', '\nExample:\n  $ vms kiosk revoke 3')
    .action(
      run.action(async (id: string, options: { json?: boolean }) => {
        const kioskId = deviceId(id);
        await run.withRuntime(async ({ container }) => {
          const device = await container.get(RevokeKiosk).execute({ kind: 'cli', actor: cliActor() }, kioskId);
          if (options.json) run.json(kioskDeviceView(device, true));
          else run.out(`${MESSAGES.kiosk.revoked} Kiosk ${device.id}: ${terminalText(device.name)}\n`);
        });
      }),
    );

  return kiosk;
};
