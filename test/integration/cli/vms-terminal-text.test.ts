import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runVms } from '../../../cli/program.ts';
import { MESSAGES } from '#contract/messages.ts';
import { cliWorld } from '../../support/cli-world.ts';
import { liveSiteToday } from '../../support/live-site.ts';
import { sqlClient } from '../../support/test-database.ts';
import { insertVisits } from '../../support/visit-fixtures.ts';

/**
 * Terminal escapes (issue 27, item 5): text stored before the forms refused control characters (or
 * written by other means, here SQL) reaches the terminal as visible escapes, never raw: a kiosk name
 * that would set the window's title and colour, a watchlist reason that would clear the screen, a
 * direction override that would show text backwards. `--json` carries the exact values.
 */
const KIOSK_NAME = 'Lobby\u001b]0;owned\u0007\u001b[31m red\r\nsecond\u202eevil';
const KIOSK_SHOWN = String.raw`Lobby\x1b]0;owned\x07\x1b[31m red\r\nsecond\u202eevil`;
const REASON = 'Shouted\u001b[2J\u001b[H cleared\r over\nnext line \u202edesrever\u0085 end';
const REASON_SHOWN = String.raw`Shouted\x1b[2J\x1b[H cleared\r over\nnext line \u202edesrever\x85 end`;
/** Anything but a line end that steers a terminal: C0, DEL, C1, the direction overrides and isolates. */
// eslint-disable-next-line no-control-regex -- these are exactly what must not be printed.
const RAW = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\r(?!\n)/;

describe('vms prints stored control characters as escapes', () => {
  const world = cliWorld('vms-cli-terminal-');
  const { vms, query } = world;

  const addKiosk = async (name: string): Promise<number> =>
    (await query<{ id: number }>("insert into kiosk_device (name, token_hash, started_by_label, created_at) values ($1, md5($1) || md5($1), 'guard@example.com', now()) returning id", [name]))[0]!.id;
  const addEntry = async (name: string, reason: string): Promise<number> =>
    (
      await query<{ id: number }>(
        "insert into watchlist_entry (name, name_normalised, reason, added_by_label, created_at) values ($1, lower($1), $2, 'guard@example.com', now()) returning id",
        [name, reason],
      )
    )[0]!.id;

  it('should show a stored kiosk name escaped in the list and when revoked, exact in JSON', async () => {
    const id = await addKiosk(KIOSK_NAME);
    const table = await vms('kiosk', 'list');
    expect(table.code).toBe(0);
    expect(table.stdout).toContain(`${id}   ${KIOSK_SHOWN}  active`);
    expect(table.stdout).not.toMatch(RAW);
    const json = await vms('kiosk', 'list', '--json');
    expect(json.stdout).not.toMatch(RAW);
    expect((JSON.parse(json.stdout) as { name: string }[]).map((kiosk) => kiosk.name)).toEqual([KIOSK_NAME]);
    const revoked = await vms('kiosk', 'revoke', String(id));
    expect(revoked).toMatchObject({ code: 0, stdout: `${MESSAGES.kiosk.revoked} Kiosk ${id}: ${KIOSK_SHOWN}\n`, stderr: '' });
  });

  it('should show a stored watchlist reason escaped in the list, exact in JSON', async () => {
    await addEntry('Rohan Verma', REASON);
    const table = await vms('watchlist', 'list');
    expect(table.code).toBe(0);
    expect(table.stdout.trimEnd().split('\n')[1]!.endsWith(`  ${REASON_SHOWN}`)).toBe(true);
    expect(table.stdout).not.toMatch(RAW);
    const json = await vms('watchlist', 'list', '--json');
    expect(json.stdout).not.toMatch(RAW);
    expect((JSON.parse(json.stdout) as { reason: string }[]).map((entry) => entry.reason)).toEqual([REASON]);
  });

  it('should refuse a reason or note with a control character, exit 1 and store nothing; a line feed is kept', async () => {
    const before = (await query<{ n: number }>('select count(*)::int n from watchlist_entry'))[0]!.n;
    for (const character of ['\u001b[2J', '\r', '\t', '\u202e', '\u009b']) {
      const text = `Threatened the staff ${character} at the gate.`;
      expect(await vms('watchlist', 'add', '--name', 'Rohan Verma', '--reason', text)).toMatchObject({ code: 1, stdout: '', stderr: `vms: ${MESSAGES.watchlist.reasonInvalid}\n` });
      expect(await vms('watchlist', 'resolve', '1', '--note', text)).toMatchObject({ code: 1, stdout: '', stderr: `vms: ${MESSAGES.watchlist.noteInvalid}\n` });
      expect(await vms('watchlist', 'clear', '1', '--reason', text)).toMatchObject({ code: 1, stdout: '', stderr: `vms: ${MESSAGES.watchlist.clearReasonInvalid}\n` });
    }
    expect((await query<{ n: number }>('select count(*)::int n from watchlist_entry'))[0]!.n).toBe(before);
    const added = await vms('watchlist', 'add', '--name', 'Meera Pillai', '--reason', 'Former contractor.\nAccess revoked by HR.', '--json');
    expect(added.code).toBe(0);
    expect(JSON.parse(added.stdout)).toMatchObject({ reason: 'Former contractor.\nAccess revoked by HR.' });
  });

  it('should escape an export shown on a terminal, and write the exact bytes to a pipe', async () => {
    const today = liveSiteToday();
    const sql = await sqlClient(world.database.url);
    await sql.query(
      `insert into employee (emp_id, name, email, phone, designation_id, status, created_at)
       values ('T1', 'Tara Host', 'tara@example.com', null, (select id from designation where name = 'Employee'), 'Approved', now())`,
    );
    await insertVisits(sql, [{ hostEmail: 'tara@example.com', name: KIOSK_NAME, date: today }]);
    await sql.end();
    const exported = async (tty: boolean, format: string) => {
      const stdout = Object.assign(new PassThrough(), { isTTY: tty });
      const chunks: Buffer[] = [];
      stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
      const code = await runVms(['visitors', 'export', '--from', today, '--to', today, '--format', format], { stdout, stderr: new PassThrough(), env: world.env });
      await new Promise<void>((done) => setImmediate(done));
      return { code, text: Buffer.concat(chunks).toString('utf8') };
    };
    const shown = await exported(true, 'csv');
    expect(shown.code).toBe(0);
    // Lines stay lines (a CRLF inside a quoted field too: it moves the cursor as a line end does); the rest is escaped.
    expect(shown.text).toContain(`"${String.raw`Lobby\x1b]0;owned\x07\x1b[31m red`}\r\n${String.raw`second\u202eevil`}"`);
    expect(shown.text).not.toMatch(RAW);
    const shownJson = await exported(true, 'ndjson');
    expect(shownJson.text).not.toMatch(RAW);
    expect((JSON.parse(shownJson.text) as { name: string }).name).toBe(KIOSK_NAME);
    const piped = await exported(false, 'csv');
    expect(piped.text).toContain(`"${KIOSK_NAME}"`);
  });
});
