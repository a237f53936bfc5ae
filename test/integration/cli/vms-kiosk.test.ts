import { userInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { kioskDeviceViewSchema } from '#contract/api/kiosk-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { cliWorld } from '../../support/cli-world.ts';

/** The real `vms kiosk` in-process against a database of its own (kiosks are started on a tablet, so they are made here in SQL). */
describe('vms kiosk', () => {
  const { vms, query } = cliWorld('vms-cli-kiosk-', { VMS_TIMEZONE: 'Asia/Kolkata' });
  const cliLabel = `cli:${userInfo().username}`;
  const addKiosk = async (name: string, createdAt: string): Promise<number> =>
    (
      await query<{ id: number }>(
        "insert into kiosk_device (name, token_hash, started_by_label, created_at) values ($1, md5($1) || md5($1), 'guard@example.com', $2) returning id",
        [name, createdAt],
      )
    )[0]!.id;

  it('should list every kiosk, newest first, as a table and as JSON', async () => {
    expect(await vms('kiosk', 'list')).toMatchObject({ code: 0, stdout: '(none)\n', stderr: '' });
    const lobby = await addKiosk('Reception, Building A', '2026-11-20T09:00:00Z');
    const gate = await addKiosk('Gate 2', '2026-11-21T09:00:00Z');
    await query("update kiosk_device set last_seen_at = '2026-11-21T18:45:00Z' where id = $1", [gate]);
    const table = await vms('kiosk', 'list');
    expect(table.code).toBe(0);
    const lines = table.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^ID\s+NAME\s+STATUS\s+STARTED BY\s+CREATED AT\s+LAST SEEN AT\s+REVOKED AT\s+REVOKED BY$/);
    // Times for people at the site (Asia/Kolkata, UTC+5:30) as the web shows them, not in UTC.
    expect(lines.slice(1).map((line) => line.split(/\s{2,}/))).toEqual([
      [String(gate), 'Gate 2', 'active', 'guard@example.com', '21-11-2026 02:30 PM', '22-11-2026 12:15 AM'],
      [String(lobby), 'Reception, Building A', 'active', 'guard@example.com', '20-11-2026 02:30 PM'],
    ]);
    const json = (JSON.parse((await vms('kiosk', 'list', '--json')).stdout) as unknown[]).map((row) => kioskDeviceViewSchema.parse(row));
    expect(json.map((k) => [k.id, k.name, k.status, k.createdAt])).toEqual([
      [gate, 'Gate 2', 'active', '2026-11-21T09:00:00.000Z'],
      [lobby, 'Reception, Building A', 'active', '2026-11-20T09:00:00.000Z'],
    ]);
    // The token's hash is no business of the list.
    expect(table.stdout).not.toContain('token');
  });

  it('should revoke a kiosk once, as the CLI in the audit log', async () => {
    const id = await addKiosk('Old tablet', '2026-11-19T09:00:00Z');
    const revoked = await vms('kiosk', 'revoke', String(id));
    expect(revoked).toMatchObject({ code: 0, stdout: `${MESSAGES.kiosk.revoked} Kiosk ${id}: Old tablet\n`, stderr: '' });
    const [row] = await query<{ revoked_at: Date | null; revoked_by_id: number | null; revoked_by_label: string }>('select revoked_at, revoked_by_id, revoked_by_label from kiosk_device where id = $1', [id]);
    expect(row!.revoked_at).toBeInstanceOf(Date);
    expect(row).toMatchObject({ revoked_by_id: null, revoked_by_label: cliLabel });
    const audit = await query("select actor_type, actor_label, action, details from audit_log where subject_type = 'kiosk_device' and subject_id = $1", [String(id)]);
    expect(audit).toEqual([{ actor_type: 'cli', actor_label: cliLabel, action: 'kiosk.revoked', details: { name: 'Old tablet' } }]);

    expect(await vms('kiosk', 'revoke', String(id))).toMatchObject({ code: 1, stdout: '', stderr: `vms: ${MESSAGES.kiosk.alreadyRevoked}\n` });
    const json = JSON.parse((await vms('kiosk', 'list', '--json')).stdout) as { id: number; status: string; revokedBy: string | null }[];
    expect(json.find((k) => k.id === id)).toMatchObject({ status: 'revoked', revokedBy: cliLabel });
  });

  it('should refuse an unknown or malformed id', async () => {
    expect(await vms('kiosk', 'revoke', '999999')).toMatchObject({ code: 1, stdout: '', stderr: `vms: ${MESSAGES.kiosk.notFound}\n` });
    const bad = await vms('kiosk', 'revoke', 'tablet');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('the kiosk\'s id is a number, not "tablet"');
    const missing = await vms('kiosk', 'revoke');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("missing required argument 'id'");
  });
});
