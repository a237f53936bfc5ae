import { describe, expect, it } from 'vitest';
import { apiTokenSchema } from '#contract/validation/api-token.ts';
import { DomainError } from '#kernel/domain-error.ts';
import { AuthenticateApiToken } from '../../../src/api-tokens/application/authenticate-api-token.ts';
import { CreateApiToken } from '../../../src/api-tokens/application/create-api-token.ts';
import { ListApiTokens } from '../../../src/api-tokens/application/list-api-tokens.ts';
import { ApiTokenRepository } from '../../../src/api-tokens/application/ports.ts';
import { RecordApiCall } from '../../../src/api-tokens/application/record-api-call.ts';
import { RevokeApiToken } from '../../../src/api-tokens/application/revoke-api-token.ts';
import type { ApiToken } from '../../../src/api-tokens/domain/api-token.ts';
import { EmployeeDirectory } from '../../../src/identity/application/employee-directory.ts';
import type { Actor } from '../../../src/platform/ports/audit-log.ts';
import { DAY, FakeClock, MINUTE } from '../../support/fake-clock.ts';
import { FakeServerCrypto, InMemoryEmployees, InMemoryUnitOfWork, RecordingAuditLog, employee, principalOf, savepointOf, type TakesPartInTransactions } from '../identity/in-memory-identity.ts';
import { refusalCodeOf as codeOf } from '../../support/refusal.ts';

/** Tokens in memory: names unique whatever their case, as the table's index keeps them; each touch counted. */
class InMemoryApiTokens extends ApiTokenRepository implements TakesPartInTransactions {
  readonly rows: ApiToken[] = [];
  touches = 0;
  savepoint(): () => void {
    return savepointOf(this.rows);
  }
  add(token: ApiToken): Promise<void> {
    if (this.rows.some((row) => row.name.toLowerCase() === token.name.toLowerCase())) throw new DomainError('token.name_taken');
    token.id = this.rows.length + 1;
    this.rows.push(token);
    return Promise.resolve();
  }
  list(): Promise<ApiToken[]> {
    return Promise.resolve([...this.rows].reverse());
  }
  lockById(id: number): Promise<ApiToken | null> {
    return Promise.resolve(this.rows.find((row) => row.id === id) ?? null);
  }
  findByHash(tokenHash: string): Promise<ApiToken | null> {
    return Promise.resolve(this.rows.find((row) => row.tokenHash === tokenHash) ?? null);
  }
  touch(id: number, at: Date, olderThan: Date): Promise<void> {
    const row = this.rows.find((token) => token.id === id);
    if (row && (row.lastUsedAt === null || row.lastUsedAt <= olderThan)) {
      row.lastUsedAt = at;
      this.touches += 1;
    }
    return Promise.resolve();
  }
  save(): Promise<void> {
    return Promise.resolve();
  }
}

const CLI: Actor = { type: 'cli', label: 'cli:it' };
const ZONE = 'Asia/Kolkata';

const setUp = () => {
  const admin = employee('admin@example.com', { role: 'Admin' });
  const guard = employee('guard@example.com', { role: 'Security' });
  const host = employee('host@example.com', { role: 'Employee' });
  const employees = new InMemoryEmployees(admin, guard, host);
  const directory = new EmployeeDirectory(employees);
  const tokens = new InMemoryApiTokens();
  const audit = new RecordingAuditLog();
  const clock = new FakeClock('2026-11-20T04:30:00.000Z');
  const crypto = new FakeServerCrypto();
  const unitOfWork = new InMemoryUnitOfWork(tokens, audit);
  return {
    admin,
    guard,
    host,
    tokens,
    audit,
    clock,
    create: new CreateApiToken(tokens, directory, crypto, audit, clock, unitOfWork, ZONE),
    list: new ListApiTokens(tokens, clock, ZONE),
    revoke: new RevokeApiToken(tokens, audit, clock, unitOfWork, ZONE),
    authenticate: new AuthenticateApiToken(tokens, directory, crypto, clock, ZONE),
    record: new RecordApiCall(audit, unitOfWork),
  };
};

const input = (fields: Record<string, unknown>) => apiTokenSchema.parse(fields);

describe('API token use cases', () => {
  it("should make a token for the admin on the screen and for the named employee from the CLI, keeping only the secret's keyed hash", async () => {
    const { create, tokens, admin, guard, audit } = setUp();
    const mine = await create.execute({ kind: 'principal', principal: principalOf(admin) }, input({ name: 'Mine', scopes: ['visits:read'] }));
    expect(mine.apiToken).toMatchObject({ actsFor: 'admin@example.com', createdBy: 'admin@example.com', status: 'active' });
    const theirs = await create.execute({ kind: 'cli', actor: CLI }, input({ name: 'Printer', scopes: ['checkins:write'] }), 'GUARD@example.com');
    expect(theirs.apiToken).toMatchObject({ actsFor: 'guard@example.com', createdBy: 'cli:it' });
    expect(theirs.token).toMatch(/^vdk_/);
    expect(tokens.rows.map((row) => row.tokenHash)).toEqual([`api-token:${mine.token}`, `api-token:${theirs.token}`]);
    expect(tokens.rows[1]!.employeeId).toBe(guard.id);
    expect(audit.actions()).toEqual(['api_token.created', 'api_token.created']);
  });

  it('should refuse a caller who is no admin, a token acting as a caller, a past last day and an employee who cannot act', async () => {
    const { create, guard, admin, host, tokens } = setUp();
    expect(await codeOf(() => create.execute({ kind: 'principal', principal: principalOf(guard) }, input({ name: 'X', scopes: ['visits:read'] })))).toBe('http.forbidden');
    const viaToken = { ...principalOf(admin), token: { id: 1, name: 'T' } };
    expect(await codeOf(() => create.execute({ kind: 'principal', principal: viaToken }, input({ name: 'X', scopes: ['visits:read'] })))).toBe('http.forbidden');
    expect(await codeOf(() => create.execute({ kind: 'cli', actor: CLI }, input({ name: 'X', scopes: ['visits:read'], expiresOn: '2026-11-19' }), 'admin@example.com'))).toBe('token.expiry_invalid');
    expect(await codeOf(() => create.execute({ kind: 'cli', actor: CLI }, input({ name: 'X', scopes: ['visits:read'] }), 'nobody@example.com'))).toBe('token.owner_invalid');
    host.disable(new Date('2026-11-19T00:00:00Z'));
    expect(await codeOf(() => create.execute({ kind: 'cli', actor: CLI }, input({ name: 'X', scopes: ['visits:read'] }), 'host@example.com'))).toBe('token.owner_invalid');
    expect(tokens.rows).toEqual([]);
  });

  it("should authenticate a token as its employee's principal with its scopes, and refuse it once revoked, past its day or its employee disabled", async () => {
    const { create, revoke, authenticate, clock, guard } = setUp();
    const { token, apiToken } = await create.execute({ kind: 'cli', actor: CLI }, input({ name: 'Printer', scopes: ['checkins:write'], expiresOn: '2026-11-21' }), 'guard@example.com');
    expect(await authenticate.authenticate(token)).toMatchObject({ employeeId: guard.id, role: 'security', scopes: ['checkins:write'], token: { id: apiToken.id, name: 'Printer' } });
    expect(await codeOf(() => authenticate.authenticate(`${token}x`))).toBe('token.invalid');
    expect(await codeOf(() => authenticate.authenticate(undefined))).toBe('token.invalid');

    clock.advance(DAY);
    expect((await authenticate.authenticate(token)).employeeId).toBe(guard.id);
    clock.advance(DAY);
    expect(await codeOf(() => authenticate.authenticate(token))).toBe('token.invalid');

    const second = await create.execute({ kind: 'cli', actor: CLI }, input({ name: 'Second', scopes: ['visits:read'] }), 'guard@example.com');
    guard.disable(clock.now());
    expect(await codeOf(() => authenticate.authenticate(second.token))).toBe('token.invalid');

    const third = await create.execute({ kind: 'cli', actor: CLI }, input({ name: 'Third', scopes: ['visits:read'] }), 'admin@example.com');
    await revoke.execute({ kind: 'cli', actor: CLI }, third.apiToken.id);
    expect(await codeOf(() => authenticate.authenticate(third.token))).toBe('token.invalid');
    expect(await codeOf(() => revoke.execute({ kind: 'cli', actor: CLI }, third.apiToken.id))).toBe('token.already_revoked');
    expect(await codeOf(() => revoke.execute({ kind: 'cli', actor: CLI }, 99))).toBe('token.not_found');
  });

  it('should write the last use at most once a minute', async () => {
    const { create, authenticate, clock, tokens } = setUp();
    const { token } = await create.execute({ kind: 'cli', actor: CLI }, input({ name: 'Busy', scopes: ['visits:read'] }), 'admin@example.com');
    for (let call = 0; call < 5; call += 1) await authenticate.authenticate(token);
    expect(tokens.touches).toBe(1);
    clock.advance(MINUTE);
    await authenticate.authenticate(token);
    expect(tokens.touches).toBe(2);
    expect(tokens.rows[0]!.lastUsedAt).toEqual(clock.now());
  });

  it("should audit a call under the token's name, with the employee it acts for", async () => {
    const { create, authenticate, record, audit, admin } = setUp();
    const { token, apiToken } = await create.execute({ kind: 'cli', actor: CLI }, input({ name: 'Sync', scopes: ['visits:read'] }), 'admin@example.com');
    await record.execute(await authenticate.authenticate(token), { operationId: 'listVisits', method: 'GET', path: '/api/v1/visits', status: 200 });
    expect(audit.entries.at(-1)).toEqual({
      actor: { type: 'token', id: admin.id, label: 'token:Sync' },
      action: 'api.called',
      subjectType: 'api_token',
      subjectId: apiToken.id,
      details: { operationId: 'listVisits', method: 'GET', path: '/api/v1/visits', status: 200 },
    });
  });

  it('should list tokens newest first with their status on the installation\'s day', async () => {
    const { create, revoke, list, clock } = setUp();
    await create.execute({ kind: 'cli', actor: CLI }, input({ name: 'Old', scopes: ['visits:read'], expiresOn: '2026-11-20' }), 'admin@example.com');
    const gone = await create.execute({ kind: 'cli', actor: CLI }, input({ name: 'Gone', scopes: ['visits:read'] }), 'admin@example.com');
    await create.execute({ kind: 'cli', actor: CLI }, input({ name: 'New', scopes: ['visits:write'] }), 'admin@example.com');
    await revoke.execute({ kind: 'cli', actor: CLI }, gone.apiToken.id);
    // 18:30 UTC on the 20th is already the 21st in Kolkata: Old's last day is over.
    clock.set('2026-11-20T18:30:00.000Z');
    expect((await list.execute({ kind: 'cli', actor: CLI })).map(({ name, status }) => [name, status])).toEqual([
      ['New', 'active'],
      ['Gone', 'revoked'],
      ['Old', 'expired'],
    ]);
  });
});
