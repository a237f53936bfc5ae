import { userInfo } from 'node:os';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { cliWorld } from '../../support/cli-world.ts';
import { liveSiteToday } from '../../support/live-site.ts';
import { runCliInProcess } from '../../support/run-cli.ts';
import { sqlClient } from '../../support/test-database.ts';
import { insertVisits } from '../../support/visit-fixtures.ts';

/** `vms watchlist clear <visitId> --reason`: the same ClearVisitFlag as security's button, as cli:<user>, audited. */
describe('vms watchlist clear', () => {
  const world = cliWorld('vms-cli-watchlist-clear-');
  const { vms, query } = world;
  const cliLabel = `cli:${userInfo().username}`;

  /** A visit of today with an open flag for one entry (as the screening leaves it). */
  const flaggedVisit = async (name: string, phone: string): Promise<number> => {
    const sql = await sqlClient(world.database.url);
    try {
      const [id] = await insertVisits(sql, [{ name, phone, hostEmail: 'host@example.com', date: liveSiteToday() }]);
      const { rows } = await sql.query<{ id: number }>(
        "insert into watchlist_entry (name, name_normalised, phone, reason, added_by_label, created_at) values ($1, lower($1), $2, 'Barred after a fight at the gate.', 'cli:test', now()) returning id",
        [name, phone],
      );
      await sql.query("insert into visit_flag (visit_id, entry_id, match_kind, raised_on, raised_at) values ($1, $2, 'phone', 'arrival', now())", [id, rows[0]!.id]);
      return id!;
    } finally {
      await sql.end();
    }
  };
  const openFlags = async (id: number) => (await query<{ n: number }>('select count(*)::int as n from visit_flag where visit_id = $1 and cleared_at is null', [id]))[0]!.n;

  beforeAll(async () => {
    for (const args of [
      ['users', 'add', '--role', 'admin', '--email', 'chief', '--name', 'Chief Admin'],
      ['users', 'add', '--role', 'manager', '--email', 'host', '--name', 'Priya Sharma', '--manager', 'chief@example.com'],
    ]) {
      expect((await runCliInProcess(args, world.env)).code).toBe(0);
    }
  });

  it('should clear a visit\'s open flags with the reason, as the CLI in the audit log, once', async () => {
    const id = await flaggedVisit('Vikram Rao', '9811100001');
    const reason = 'Checked ID at the gate; escorted by the host.';
    const cleared = await vms('watchlist', 'clear', String(id), '--reason', reason);
    expect(cleared).toMatchObject({ code: 0, stdout: `${MESSAGES.watchlist.flagCleared} Visit ${id}: 1 flag cleared.\n`, stderr: '' });
    expect(await query('select cleared_by_id, cleared_by_label, clear_reason from visit_flag where visit_id = $1', [id])).toEqual([
      { cleared_by_id: null, cleared_by_label: cliLabel, clear_reason: reason },
    ]);
    const audit = await query<{ actor_type: string; actor_label: string; action: string; details: Record<string, unknown> }>(
      "select actor_type, actor_label, action, details from audit_log where subject_type = 'visit' and subject_id = $1",
      [String(id)],
    );
    expect(audit).toEqual([{ actor_type: 'cli', actor_label: cliLabel, action: 'visit.flag_cleared', details: { reason, entryIds: [expect.any(Number)] } }]);
    // A visit with no open flag any more: refused with the product's message, exit 1.
    expect(await vms('watchlist', 'clear', String(id), '--reason', reason)).toMatchObject({ code: 1, stdout: '', stderr: `vms: ${MESSAGES.watchlist.visitNotFlagged}\n` });
  });

  it('should answer JSON when asked', async () => {
    const id = await flaggedVisit('Sameer Gupta', '9811100002');
    const json = await vms('watchlist', 'clear', String(id), '--reason', 'Seen by the security supervisor.', '--json');
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({ visitId: id, cleared: 1 });
  });

  it('should refuse a short or missing reason and a bad id, and clear nothing', async () => {
    const id = await flaggedVisit('Nisha Kapoor', '9811100003');
    expect(await vms('watchlist', 'clear', String(id), '--reason', 'ok')).toMatchObject({ code: 1, stdout: '', stderr: `vms: ${MESSAGES.watchlist.clearReasonTooShort}\n` });
    const noReason = await vms('watchlist', 'clear', String(id));
    expect(noReason.code).toBe(2);
    expect(noReason.stderr).toContain("required option '--reason <text>' not specified");
    const badId = await vms('watchlist', 'clear', 'abc', '--reason', 'Seen by the security supervisor.');
    expect(badId.code).toBe(2);
    expect(badId.stderr).toContain('the visit\'s id is a number, not "abc"');
    expect(await vms('watchlist', 'clear', '999999', '--reason', 'Seen by the security supervisor.')).toMatchObject({ code: 1, stderr: `vms: ${MESSAGES.watchlist.visitNotFlagged}\n` });
    expect(await openFlags(id)).toBe(1);
  });
});
