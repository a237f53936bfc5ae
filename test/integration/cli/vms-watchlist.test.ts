import { userInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { formatSiteDateTime } from '#contract/site-calendar.ts';
import { siteToday } from '#contract/visit-time.ts';
import { cliWorld } from '../../support/cli-world.ts';
import { liveSiteZone } from '../../support/live-site.ts';
import { sqlClient } from '../../support/test-database.ts';
import { insertVisits } from '../../support/visit-fixtures.ts';

const REASON = 'Threatened the reception staff on 3 November; escort only.';

/** The real `vms watchlist` in-process against a database of its own. */
describe('vms watchlist', () => {
  const { vms, query } = cliWorld('vms-cli-watchlist-');
  const cliLabel = `cli:${userInfo().username}`;
  const count = async () => (await query<{ n: number }>('select count(*)::int n from watchlist_entry'))[0]!.n;

  it('should add entries, as the CLI in the audit log', async () => {
    const added = await vms('watchlist', 'add', '--name', 'Rohan Verma', '--phone', '9811111111', '--aadhaar-last4', '4821', '--reason', REASON);
    expect(added).toMatchObject({ code: 0, stderr: '' });
    const [entry] = await query<{ id: number; name: string; name_normalised: string; phone: string; id_kind: string; id_last4: string; reason: string; added_by_id: number | null; added_by_label: string }>(
      'select id, name, name_normalised, phone, id_kind, id_last4, reason, added_by_id, added_by_label from watchlist_entry',
    );
    expect(entry).toEqual({ id: entry!.id, name: 'Rohan Verma', name_normalised: 'rohan verma', phone: '9811111111', id_kind: 'aadhaar', id_last4: '4821', reason: REASON, added_by_id: null, added_by_label: cliLabel });
    expect(added.stdout).toBe(`${MESSAGES.watchlist.added} Entry ${entry!.id}: Rohan Verma\n`);
    const audit = await query<{ actor_type: string; actor_label: string; action: string; details: Record<string, unknown> }>(
      "select actor_type, actor_label, action, details from audit_log where subject_type = 'watchlist_entry' and subject_id = $1",
      [String(entry!.id)],
    );
    expect(audit).toEqual([{ actor_type: 'cli', actor_label: cliLabel, action: 'watchlist.added', details: { name: 'Rohan Verma', phone: '9811111111', idKind: 'aadhaar', idLast4: '4821', reason: REASON, siteIds: [] } }]);

    const json = await vms('watchlist', 'add', '--name', 'Meera Pillai', '--reason', 'Former contractor; access revoked by HR.', '--json');
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ name: 'Meera Pillai', phone: null, aadhaarLast4: null, status: 'active', addedBy: cliLabel });
  });

  it('should refuse bad input with the form\'s message, exit 1 and add nothing', async () => {
    const before = await count();
    expect(await vms('watchlist', 'add', '--name', 'Ab', '--reason', REASON)).toMatchObject({ code: 1, stdout: '', stderr: `vms: ${MESSAGES.registration.nameTooShort}\n` });
    expect(await vms('watchlist', 'add', '--name', 'Rohan Verma', '--phone', '123', '--reason', REASON)).toMatchObject({ code: 1, stderr: `vms: ${MESSAGES.watchlist.phoneInvalid}\n` });
    expect(await vms('watchlist', 'add', '--name', 'Rohan Verma', '--aadhaar-last4', '12a4', '--reason', REASON)).toMatchObject({
      code: 1,
      stderr: `vms: ${MESSAGES.watchlist.aadhaarLast4Invalid}\n`,
    });
    expect(await vms('watchlist', 'add', '--name', 'Rohan Verma', '--reason', 'rude')).toMatchObject({ code: 1, stderr: `vms: ${MESSAGES.watchlist.reasonTooShort}\n` });
    const noReason = await vms('watchlist', 'add', '--name', 'Rohan Verma');
    expect(noReason.code).toBe(2);
    expect(noReason.stderr).toContain("required option '--reason <text>' not specified");
    expect(await count()).toBe(before);
  });

  it('should list active entries as a table and every entry as JSON', async () => {
    const table = await vms('watchlist', 'list');
    expect(table.code).toBe(0);
    const lines = table.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^ID\s+NAME\s+PHONE\s+AADHAAR LAST4\s+STATUS\s+SITES\s+ADDED BY\s+CREATED AT\s+REASON$/);
    expect(lines.slice(1).map((line) => line.split(/\s{2,}/)[1])).toEqual(['Meera Pillai', 'Rohan Verma']);
    // When each was added, at the site (the run's live site) as the web shows it, not in UTC.
    const added = JSON.parse((await vms('watchlist', 'list', '--json')).stdout) as { createdAt: string }[];
    expect(lines.slice(1).map((line) => /\s(\d{2}-\d{2}-\d{4} \d{2}:\d{2} [AP]M)\s/.exec(line)?.[1])).toEqual(
      added.map((e) => formatSiteDateTime(new Date(e.createdAt), liveSiteZone())),
    );
    expect(table.stdout).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(table.stdout).toContain(REASON);
    const all = JSON.parse((await vms('watchlist', 'list', '--status', 'all', '--json')).stdout) as { name: string; status: string }[];
    expect(all.map((e) => [e.name, e.status])).toEqual([
      ['Meera Pillai', 'active'],
      ['Rohan Verma', 'active'],
    ]);
    expect((await vms('watchlist', 'list', '--status', 'resolved')).stdout).toBe('(none)\n');
    const bad = await vms('watchlist', 'list', '--status', 'open');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("argument 'open' is invalid");
  });

  it('should resolve an entry with a note, audited, once', async () => {
    const [rohan] = await query<{ id: number }>("select id from watchlist_entry where name = 'Rohan Verma'");
    const id = String(rohan!.id);
    expect(await vms('watchlist', 'resolve', id, '--note', 'ok')).toMatchObject({ code: 1, stderr: `vms: ${MESSAGES.watchlist.noteTooShort}\n` });

    const resolved = await vms('watchlist', 'resolve', id, '--note', 'Cleared by facilities after the review.');
    expect(resolved).toMatchObject({ code: 0, stdout: `${MESSAGES.watchlist.resolved} Entry ${id}: Rohan Verma\n`, stderr: '' });
    const [row] = await query<{ resolved_at: Date | null; resolved_by_label: string; resolution_note: string }>(
      'select resolved_at, resolved_by_label, resolution_note from watchlist_entry where id = $1',
      [rohan!.id],
    );
    expect(row!.resolved_at).toBeInstanceOf(Date);
    expect(row).toMatchObject({ resolved_by_label: cliLabel, resolution_note: 'Cleared by facilities after the review.' });
    const audit = await query<{ action: string; actor_type: string; details: Record<string, unknown> }>(
      "select action, actor_type, details from audit_log where subject_type = 'watchlist_entry' and subject_id = $1 order by id",
      [id],
    );
    expect(audit.map((a) => a.action)).toEqual(['watchlist.added', 'watchlist.resolved']);
    expect(audit[1]).toEqual({ action: 'watchlist.resolved', actor_type: 'cli', details: { note: 'Cleared by facilities after the review.' } });

    expect(await vms('watchlist', 'resolve', id, '--note', 'Resolving it a second time.')).toMatchObject({ code: 1, stderr: `vms: ${MESSAGES.watchlist.alreadyResolved}\n` });
    expect(await vms('watchlist', 'resolve', '999999', '--note', 'No such entry to resolve.')).toMatchObject({ code: 1, stderr: `vms: ${MESSAGES.watchlist.notFound}\n` });
    expect(await vms('watchlist', 'resolve', 'abc', '--note', 'No such entry to resolve.')).toMatchObject({ code: 2, stderr: 'vms: the entry\'s id is a number, not "abc"\n' });

    const resolvedList = JSON.parse((await vms('watchlist', 'list', '--status', 'resolved', '--json')).stdout) as { name: string; resolvedBy: string; resolutionNote: string }[];
    expect(resolvedList).toMatchObject([{ name: 'Rohan Verma', resolvedBy: cliLabel, resolutionNote: 'Cleared by facilities after the review.' }]);
    expect((JSON.parse((await vms('watchlist', 'list', '--json')).stdout) as { name: string }[]).map((e) => e.name)).toEqual(['Meera Pillai']);
  });

  it('should show an example in the help of each command', async () => {
    for (const command of ['add', 'list', 'resolve']) {
      const help = await vms('watchlist', command, '--help');
      expect(help.code).toBe(0);
      expect(help.stdout).toContain('$ vms watchlist ' + command);
    }
  });
});

/** `vms watchlist add` is the same AddWatchlistEntry as security's form: it flags the visits already expected too. */
describe('vms watchlist add, with visits already expected', () => {
  const world = cliWorld('vms-cli-watchlist-expected-');
  const { vms, query } = world;

  it('should flag today\'s matching visit at \'entry\', audited as the watchlist, and not a past one', async () => {
    expect(await vms('users', 'add', '--role', 'admin', '--email', 'chief', '--name', 'Chief Admin')).toMatchObject({ code: 0 });
    const sql = await sqlClient(world.database.url);
    const now = new Date();
    const [today, past] = await insertVisits(sql, [
      { name: 'Farid Khan', phone: '9877700001', hostEmail: 'chief@example.com', date: siteToday(liveSiteZone(), now) },
      { name: 'Farid Khan', phone: '9877700001', hostEmail: 'chief@example.com', date: siteToday(liveSiteZone(), new Date(now.getTime() - 2 * 24 * 3600 * 1000)) },
    ]).finally(() => sql.end());

    expect(await vms('watchlist', 'add', '--name', 'Farid Khan', '--phone', '9877700001', '--reason', REASON)).toMatchObject({ code: 0, stderr: '' });
    const [entry] = await query<{ id: number }>("select id from watchlist_entry where name = 'Farid Khan'");
    // The visit of two days ago is not expected any more: only today's is flagged.
    expect(await query('select visit_id, entry_id, match_kind, raised_on from visit_flag where visit_id = any($1::int[]) order by visit_id', [[today, past]])).toEqual([
      { visit_id: today, entry_id: entry!.id, match_kind: 'name_and_phone', raised_on: 'entry' },
    ]);
    expect(await query("select actor_label, details from audit_log where action = 'visit.flagged' and subject_id = $1", [String(today)])).toEqual([
      { actor_label: 'system:watchlist', details: { on: 'entry', matches: [{ entryId: entry!.id, kind: 'name_and_phone' }] } },
    ]);
  });
});
