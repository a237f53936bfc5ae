import { userInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { apiTokenViewSchema } from '#contract/api/api-token-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { cliWorld } from '../../support/cli-world.ts';

/** The real `vms tokens` in-process against a database of its own. */
describe('vms tokens', () => {
  const { vms, query } = cliWorld('vms-cli-tokens-', { VMS_COMPANY_DOMAIN: 'example.com' });
  const cliLabel = `cli:${userInfo().username}`;
  const guard = async (): Promise<void> => {
    if ((await query('select 1 from employee where email = $1', ['guard1@example.com'])).length > 0) return;
    expect((await vms('users', 'add', '--role', 'admin', '--email', 'anita.rao', '--name', 'Anita Rao')).code).toBe(0);
    expect((await vms('users', 'add', '--role', 'security', '--email', 'guard1', '--name', 'Vikram Singh', '--manager', 'anita.rao')).code).toBe(0);
  };

  it('should make a token for an employee, print it once, keep only its hash, and audit it as the CLI', async () => {
    await guard();
    const made = await vms('tokens', 'create', '--name', 'Badge printer', '--scopes', 'visits:read,checkins:write', '--for', 'guard1@example.com', '--expires', '2099-12-31');
    expect(made).toMatchObject({ code: 0, stderr: '' });
    const [first, secret, ...rest] = made.stdout.split('\n');
    expect(rest).toEqual(['']);
    expect(secret).toMatch(/^vdk_[A-Za-z0-9_-]{43}$/);
    expect(first).toMatch(new RegExp(`^${MESSAGES.apiTokens.created.replace(/[.]/g, '\\.')} Token \\d+: Badge printer \\(visits:read, checkins:write\\), acting for guard1@example\\.com$`));

    const [row] = await query<{ id: number; row: Record<string, unknown> }>("select id, to_jsonb(api_token) as row from api_token where name = 'Badge printer'");
    expect(JSON.stringify(row!.row)).not.toContain(secret!.slice(4, 20));
    expect(row!.row).toMatchObject({ scopes: ['visits:read', 'checkins:write'], acts_for: 'guard1@example.com', created_by: cliLabel, expires_on: '2099-12-31' });
    expect(await query("select actor_type, actor_label, action from audit_log where subject_type = 'api_token' and subject_id = $1", [String(row!.id)])).toEqual([
      { actor_type: 'cli', actor_label: cliLabel, action: 'api_token.created' },
    ]);

    const json = await vms('tokens', 'create', '--name', 'Reports', '--scopes', 'visits:read', '--for', 'anita.rao@example.com', '--json');
    expect(json.code).toBe(0);
    const parsed = JSON.parse(json.stdout) as { token: string; apiToken: unknown };
    expect(parsed.token).toMatch(/^vdk_/);
    expect(apiTokenViewSchema.parse(parsed.apiToken)).toMatchObject({ name: 'Reports', status: 'active', expiresOn: null, lastUsedAt: null });
  });

  it('should list tokens as a table and as JSON, never with a token or a hash, and revoke one', async () => {
    await guard();
    await vms('tokens', 'create', '--name', 'To revoke', '--scopes', 'visits:write', '--for', 'anita.rao@example.com');
    const listed = await vms('tokens', 'list', '--json');
    expect(listed).toMatchObject({ code: 0, stderr: '' });
    const tokens = apiTokenViewSchema.array().parse(JSON.parse(listed.stdout));
    const toRevoke = tokens.find((token) => token.name === 'To revoke')!;
    expect(toRevoke).toMatchObject({ status: 'active', scopes: ['visits:write'], createdBy: cliLabel });
    const [{ token_hash: hash } = { token_hash: '' }] = await query<{ token_hash: string }>('select token_hash from api_token where id = $1', [toRevoke.id]);
    expect(listed.stdout).not.toContain(hash);

    const table = await vms('tokens', 'list');
    const lines = table.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^ID\s+NAME\s+STATUS\s+SCOPES\s+ACTS FOR\s+EXPIRES ON\s+LAST USED AT\s+CREATED BY\s+CREATED AT\s+REVOKED AT$/);
    expect(lines.find((line) => line.startsWith(`${toRevoke.id} `))).toMatch(/To revoke\s+active\s+visits:write\s+anita\.rao@example\.com/);

    const revoked = await vms('tokens', 'revoke', String(toRevoke.id));
    expect(revoked).toMatchObject({ code: 0, stdout: `${MESSAGES.apiTokens.revoked} Token ${toRevoke.id}: To revoke (visits:write), acting for anita.rao@example.com\n` });
    expect(await vms('tokens', 'revoke', String(toRevoke.id))).toMatchObject({ code: 1, stderr: `vms: ${MESSAGES.apiTokens.alreadyRevoked}\n` });
    const after = apiTokenViewSchema.array().parse(JSON.parse((await vms('tokens', 'list', '--json')).stdout));
    expect(after.find((token) => token.id === toRevoke.id)).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) });
  });

  it("should refuse bad values with the rule's message, exit 1 and make nothing; a missing option or a bad id is bad usage", async () => {
    await guard();
    const before = await query('select id from api_token order by id');
    const base = ['tokens', 'create', '--name', 'Bad', '--for', 'anita.rao@example.com'];
    expect(await vms(...base, '--scopes', 'visits:delete')).toMatchObject({ code: 1, stdout: '', stderr: `vms: ${MESSAGES.apiTokens.scopesInvalid}\n` });
    expect(await vms(...base, '--scopes', 'visits:read', '--expires', '2020-01-01')).toMatchObject({ code: 1, stderr: `vms: ${MESSAGES.apiTokens.expiryInvalid}\n` });
    expect(await vms(...base, '--scopes', 'visits:read', '--expires', 'soon')).toMatchObject({ code: 1, stderr: `vms: ${MESSAGES.apiTokens.expiryInvalid}\n` });
    expect(await vms('tokens', 'create', '--name', 'Bad', '--scopes', 'visits:read', '--for', 'nobody@example.com')).toMatchObject({
      code: 1,
      stderr: `vms: ${MESSAGES.apiTokens.ownerInvalid.replace('{email}', 'nobody@example.com')}\n`,
    });
    const noFor = await vms('tokens', 'create', '--name', 'Bad', '--scopes', 'visits:read');
    expect(noFor.code).toBe(2);
    expect(noFor.stderr).toContain("required option '--for <email>' not specified");
    expect((await vms('tokens', 'revoke', 'three')).code).toBe(2);
    expect(await vms('tokens', 'revoke', '999999')).toMatchObject({ code: 1, stderr: `vms: ${MESSAGES.apiTokens.notFound}\n` });
    expect(await query('select id from api_token order by id')).toEqual(before);
  });
});
