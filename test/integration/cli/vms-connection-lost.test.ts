import { describe, expect, it } from 'vitest';
import { cliWorld } from '../../support/cli-world.ts';
import { liveSiteToday } from '../../support/live-site.ts';
import { sqlClient } from '../../support/test-database.ts';
import { insertVisits } from '../../support/visit-fixtures.ts';

/**
 * The database goes away while a command runs (a restart, a failover, `pg_terminate_backend`): one
 * line that names the database and says nothing was half-saved, exit 1, never a stack or the statement.
 */
describe('vms when the database connection is lost mid-command', () => {
  const world = cliWorld('vms-lost-');
  const { vms } = world;

  it("should say so in one line when PostgreSQL ends the command's session, and leave the visit as it was", async () => {
    expect((await vms('users', 'add', '--role', 'admin', '--email', 'anita.rao', '--name', 'Anita Rao')).code).toBe(0);
    const sql = await sqlClient(world.env['DATABASE_URL']!);
    try {
      const [id] = await insertVisits(sql, [{ hostEmail: 'anita.rao@example.com', name: 'Arjun Mehta', date: liveSiteToday(), approved: false }]);
      // Hold the visit's row, so the approval waits on it at a known point; then end its session.
      await sql.query('begin');
      await sql.query('select id from visitor_pass where id = $1 for update', [id]);
      const approving = vms('visitors', 'approve', String(id));
      const waiting = await Promise.race([waitForBackendWaitingOnLock(sql), approving.then((r) => { throw new Error(JSON.stringify(r)); })]);
      await sql.query('select pg_terminate_backend($1)', [waiting]);
      const result = await approving;
      await sql.query('rollback');

      const host = new URL(world.env['DATABASE_URL']!).host;
      expect(result).toEqual({
        code: 1,
        stdout: '',
        stderr: `vms: lost the connection to the database at ${host} (the server ended the session); what the command had not finished was not saved\n`,
      });
      const [visit] = (await sql.query<{ approve_status: string }>('select approve_status from visitor_pass where id = $1', [id])).rows;
      expect(visit).toEqual({ approve_status: 'Pending' });
      const audited = await sql.query("select 1 from audit_log where action = 'visit.approved'");
      expect(audited.rowCount).toBe(0);
    } finally {
      await sql.end();
    }
  });
});

/** The pid of this database's one other session that waits for a row lock (the command's). */
const waitForBackendWaitingOnLock = async (sql: Awaited<ReturnType<typeof sqlClient>>): Promise<number> => {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    // pg_stat_activity is read once per transaction, and this one is open: read it afresh each time.
    await sql.query('select pg_stat_clear_snapshot()');
    const { rows } = await sql.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'",
    );
    if (rows[0]) return rows[0].pid;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the command never waited for the visit row');
};
