import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { apiTokenSchema } from '#contract/validation/api-token.ts';
import { API_TOKEN_CALLS_PER_MINUTE } from '../../../src/api-tokens/api-tokens.routes.ts';
import { CreateApiToken } from '../../../src/api-tokens/application/create-api-token.ts';
import { ListApiTokens } from '../../../src/api-tokens/application/list-api-tokens.ts';
import { createApiToken, tokenCall, tokenSecret } from '../../support/api-token-flows.ts';
import { DAY, MINUTE } from '../../support/fake-clock.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import type { TestClient } from '../../support/test-client.ts';
import { queryRows, sqlClient } from '../../support/test-database.ts';
import { insertVisits } from '../../support/visit-fixtures.ts';
import { passPayload } from '../../support/visit-flows.ts';

type Refusal = { errmessage?: string; code?: string };

describe('API tokens: scopes, the capabilities of whom a token acts for, revocation, expiry, the audit and the stored hash', () => {
  let t: TestApp;
  let admin: TestClient;
  let employee: TestClient;

  beforeAll(async () => {
    t = await startTestApp();
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'emp', 'employee', { manager: 'admin', password: 'Emp@12345' });
    admin = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
    employee = await signedIn(t, { email: email('emp'), password: 'Emp@12345' });
  });
  afterAll(() => t.close());

  const query = <Row extends Record<string, unknown>>(text: string, values: unknown[] = []) => queryRows<Row>(t.database.url, text, values);
  const today = '2026-11-20';
  /** A visit of today, submitted and approved, hosted by the admin: one for each test that needs one. */
  const approvedVisitToday = async (): Promise<number> => {
    const sql = await sqlClient(t.database.url);
    try {
      const [id] = await insertVisits(sql, [{ hostEmail: email('admin'), name: 'Meera Iyer', date: today, time: '11:00' }]);
      return id!;
    } finally {
      await sql.end();
    }
  };

  it('should answer a call within the token\'s scopes and refuse one beyond them with token.scope_missing, changing nothing', async () => {
    const { token } = await tokenSecret(t, admin, { name: 'Reader', scopes: ['visits:read'] });
    const listed = await tokenCall<{ visits: unknown[]; total: number }>(t, token, 'GET', '/api/v1/visits?view=history');
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ total: expect.any(Number), totalCapped: false });

    const before = await query('select count(*)::int as n from visitor_pass');
    const refused = await tokenCall<Refusal>(t, token, 'POST', '/api/v1/visits', passPayload());
    expect(refused).toMatchObject({ status: 403, body: { code: 'token.scope_missing', errmessage: 'This token lacks the visits:write scope.' } });
    expect(await query('select count(*)::int as n from visitor_pass')).toEqual(before);
  });

  it('should refuse what the employee the token acts for may not do, with the same code a session gets', async () => {
    // IT staff make a token for an employee (no desk role) with the check-in scope: the scope allows it, the capability does not.
    const { token } = await t.inContext(() =>
      t.get(CreateApiToken).execute({ kind: 'cli', actor: { type: 'cli', label: 'cli:test' } }, apiTokenSchema.parse({ name: 'Employee desk', scopes: ['checkins:write', 'visits:read'] }), email('emp')),
    );
    const id = await approvedVisitToday();
    expect(await tokenCall<Refusal>(t, token, 'POST', `/api/v1/visits/${id}/check-in`)).toMatchObject({ status: 403, body: { code: 'http.forbidden' } });
    // The same employee's session is refused the desk's check-in the same way.
    expect(await employee.post<Refusal>('/visitorTimeIn', { encryptedId: String(id) })).toMatchObject({ status: 403, body: { code: 'http.forbidden' } });
    expect(await query('select check_in from visitor_pass where id = $1', [id])).toEqual([{ check_in: null }]);
    // And a visit the employee does not host is theirs to read no more through a token than through the app: the same answer.
    const bySession = await employee.get<Refusal>(`/fetchVisitorDetails/${encodeURIComponent(t.envelope.encrypt(String(id)))}`);
    expect(bySession).toMatchObject({ status: 404, body: { code: 'visit.not_found' } });
    expect(await tokenCall<Refusal>(t, token, 'GET', `/api/v1/visits/${id}`)).toMatchObject({ status: bySession.status, body: bySession.body });
  });

  it('should let a token with the scope check a visitor in for an admin, and audit it under the token\'s name', async () => {
    const { token, id: tokenId } = await tokenSecret(t, admin, { name: 'Badge printer', scopes: ['checkins:write'] });
    const visitId = await approvedVisitToday();
    const checkedIn = await tokenCall<{ message: string; visit: { id: number; visit_state: string; check_in: string } }>(t, token, 'POST', `/api/v1/visits/${visitId}/check-in`);
    expect(checkedIn.status).toBe(200);
    expect(checkedIn.body).toMatchObject({ message: MESSAGES.time.inRecorded, visit: { id: visitId, check_in: t.clock.now().toISOString() } });

    const adminId = (await query<{ id: number }>('select id from employee where email = $1', [email('admin')]))[0]!.id;
    expect(await query("select actor_type, actor_id, actor_label from audit_log where subject_type = 'visit' and subject_id = $1 and action = 'visit.checked_in'", [String(visitId)])).toEqual([
      { actor_type: 'token', actor_id: adminId, actor_label: 'token:Badge printer' },
    ]);
    expect(await query("select actor_label, action, details from audit_log where subject_type = 'api_token' and subject_id = $1 and action = 'api.called'", [String(tokenId)])).toEqual([
      {
        actor_label: 'token:Badge printer',
        action: 'api.called',
        details: { operationId: 'checkIn', method: 'POST', path: '/api/v1/visits/{id}/check-in', status: 200 },
      },
    ]);
    // Who checked the visitor in is the employee the token acts for, as for the desk's own check-in.
    expect(await query('select check_in_by_id from visitor_pass where id = $1', [visitId])).toEqual([{ check_in_by_id: adminId }]);
  });

  it("should list visits' events in order after a point, to those who see every visit, with the events:read scope", async () => {
    const { token } = await tokenSecret(t, admin, { name: 'Events', scopes: ['events:read', 'checkins:write'] });
    const start = await tokenCall<{ next: number }>(t, token, 'GET', '/api/v1/events?limit=500');
    const from = start.body.next;
    const visitId = await approvedVisitToday();
    await tokenCall(t, token, 'POST', `/api/v1/visits/${visitId}/check-in`);
    await tokenCall(t, token, 'POST', `/api/v1/visits/${visitId}/check-out`);
    const first = await tokenCall<{ events: { id: number; type: string; visitId: number; at: string }[]; next: number }>(t, token, 'GET', `/api/v1/events?after=${from}&limit=1`);
    expect(first.status).toBe(200);
    expect(first.body.events).toEqual([{ id: first.body.next, type: 'visit.checked_in', visitId, at: t.clock.now().toISOString() }]);
    const second = await tokenCall<{ events: { type: string; visitId: number }[]; next: number }>(t, token, 'GET', `/api/v1/events?after=${first.body.next}`);
    expect(second.body.events.filter((event) => event.visitId === visitId).map((event) => event.type)).toEqual(['visit.checked_out']);
    // Nothing more: `next` stays where it was.
    const none = await tokenCall<{ events: unknown[]; next: number }>(t, token, 'GET', `/api/v1/events?after=${second.body.next}`);
    expect(none.body).toEqual({ events: [], next: second.body.next });

    const { token: reader } = await tokenSecret(t, admin, { name: 'No events', scopes: ['visits:read'] });
    expect(await tokenCall<Refusal>(t, reader, 'GET', '/api/v1/events')).toMatchObject({ status: 403, body: { code: 'token.scope_missing' } });
    // An employee sees only their own visits: every visit's events are not theirs.
    const { token: hosts } = await t.inContext(() =>
      t.get(CreateApiToken).execute({ kind: 'cli', actor: { type: 'cli', label: 'cli:test' } }, apiTokenSchema.parse({ name: 'Host events', scopes: ['events:read'] }), email('emp')),
    );
    expect(await tokenCall<Refusal>(t, hosts, 'GET', '/api/v1/events')).toMatchObject({ status: 403, body: { code: 'http.forbidden' } });
  });

  it('should audit refused calls too, with their status', async () => {
    const { token, id } = await tokenSecret(t, admin, { name: 'Refused reader', scopes: ['visits:read'] });
    await tokenCall(t, token, 'POST', '/api/v1/visits/1/cancel');
    expect(await query("select actor_label, details from audit_log where subject_type = 'api_token' and subject_id = $1 and action = 'api.called'", [String(id)])).toEqual([
      { actor_label: 'token:Refused reader', details: { operationId: 'cancelVisit', method: 'POST', path: '/api/v1/visits/{id}/cancel', status: 403 } },
    ]);
  });

  it('should refuse a missing, unknown or malformed token with token.invalid', async () => {
    for (const token of [undefined, 'vdk_unknown0000000000000000000000000000000000', 'not-a-token', `vdk_${'a'.repeat(300)}`]) {
      expect(await tokenCall<Refusal>(t, token, 'GET', '/api/v1/visits')).toMatchObject({ status: 401, body: { code: 'token.invalid', errmessage: MESSAGES.apiTokens.invalid } });
    }
    expect(await tokenCall<Refusal>(t, undefined, 'GET', '/api/v1/visits', undefined, { Authorization: 'Basic dXNlcjpwYXNz' })).toMatchObject({ status: 401, body: { code: 'token.invalid' } });
  });

  it('should refuse a revoked token from its next call, and say so when it is revoked again', async () => {
    const { token, id } = await tokenSecret(t, admin, { name: 'Revoked soon', scopes: ['visits:read'] });
    expect((await tokenCall(t, token, 'GET', '/api/v1/visits')).status).toBe(200);
    const revoked = await admin.post<{ message: string; apiToken: { status: string } }>(`/api/api-tokens/${id}/revoke`);
    expect(revoked).toMatchObject({ status: 200, body: { message: MESSAGES.apiTokens.revoked, apiToken: { status: 'revoked' } } });
    expect(await tokenCall<Refusal>(t, token, 'GET', '/api/v1/visits')).toMatchObject({ status: 401, body: { code: 'token.invalid' } });
    expect(await admin.post<Refusal>(`/api/api-tokens/${id}/revoke`)).toMatchObject({ status: 409, body: { code: 'token.already_revoked' } });
    expect(await admin.post<Refusal>('/api/api-tokens/999999/revoke')).toMatchObject({ status: 404, body: { code: 'token.not_found' } });
    expect(await query("select actor_label from audit_log where subject_type = 'api_token' and subject_id = $1 and action = 'api_token.revoked'", [String(id)])).toEqual([
      { actor_label: email('admin') },
    ]);
  });

  it('should let a token work through its last day and refuse it the day after', async () => {
    const { token } = await tokenSecret(t, admin, { name: 'One day', scopes: ['visits:read'], expiresOn: today });
    expect((await tokenCall(t, token, 'GET', '/api/v1/visits')).status).toBe(200);
    const start = t.clock.now();
    try {
      t.clock.advance(DAY);
      expect(await tokenCall<Refusal>(t, token, 'GET', '/api/v1/visits')).toMatchObject({ status: 401, body: { code: 'token.invalid' } });
      // Through the CLI's use case: a day on, the admin's session is over too.
      const listed = await t.inContext(() => t.get(ListApiTokens).execute({ kind: 'cli', actor: { type: 'cli', label: 'cli:test' } }));
      expect(listed.find((listedToken) => listedToken.name === 'One day')?.status).toBe('expired');
    } finally {
      t.clock.set(start);
    }
  });

  it('should store only a keyed hash: no column of the row holds the token or any long part of it', async () => {
    const { token, id } = await tokenSecret(t, admin, { name: 'Hash only', scopes: ['visits:read'] });
    const [row] = await query<{ row: Record<string, unknown> }>('select to_jsonb(api_token) as row from api_token where id = $1', [id]);
    const text = JSON.stringify(row!.row);
    const secret = token.slice('vdk_'.length);
    for (let start = 0; start + 8 <= secret.length; start += 4) expect(text).not.toContain(secret.slice(start, start + 8));
    expect(row!.row['token_hash']).toMatch(/^[0-9a-f]{64}$/);
    // Nor does any answer after the one that made it, nor the log.
    expect(JSON.stringify((await admin.get('/api/api-tokens')).body)).not.toContain(secret);
    expect(JSON.stringify(t.logs)).not.toContain(secret);
  });

  it('should record the last use at most once a minute', async () => {
    const { token, id } = await tokenSecret(t, admin, { name: 'Last used', scopes: ['visits:read'] });
    const lastUsed = async () => (await query<{ last_used_at: Date | null }>('select last_used_at from api_token where id = $1', [id]))[0]!.last_used_at;
    expect(await lastUsed()).toBeNull();
    const first = t.clock.now();
    await tokenCall(t, token, 'GET', '/api/v1/visits');
    expect(await lastUsed()).toEqual(first);
    t.clock.advance(30_000);
    await tokenCall(t, token, 'GET', '/api/v1/visits');
    expect(await lastUsed()).toEqual(first);
    // A minute after the recorded use, to the millisecond, is written.
    t.clock.advance(MINUTE - 30_000);
    await tokenCall(t, token, 'GET', '/api/v1/visits');
    expect(await lastUsed()).toEqual(t.clock.now());
  });

  it('should refuse a token call that a browser on another site sends, as any call that changes something', async () => {
    const { token } = await tokenSecret(t, admin, { name: 'Cross site', scopes: ['visits:write'] });
    const refused = await tokenCall<Refusal>(t, token, 'POST', '/api/v1/visits', passPayload(), { Origin: 'https://evil.test' });
    expect(refused).toMatchObject({ status: 403, body: { code: 'request.cross_site' } });
  });

  it("should refuse bad values on the admin screen by each field's code, and leave token management to admins' sessions", async () => {
    expect(await createApiToken(t, admin, { name: '', scopes: ['visits:read'] })).toMatchObject({ status: 400, body: { code: 'token.name_invalid' } });
    expect(await createApiToken(t, admin, { name: 'Bad scope', scopes: ['visits:delete'] })).toMatchObject({ status: 400, body: { code: 'token.scopes_invalid' } });
    expect(await createApiToken(t, admin, { name: 'No scope', scopes: [] })).toMatchObject({ status: 400, body: { code: 'token.scopes_invalid' } });
    expect(await createApiToken(t, admin, { name: 'Past', scopes: ['visits:read'], expiresOn: '2026-11-19' })).toMatchObject({ status: 400, body: { code: 'token.expiry_invalid' } });
    await tokenSecret(t, admin, { name: 'Twice', scopes: ['visits:read'] });
    expect(await createApiToken(t, admin, { name: 'twice', scopes: ['visits:read'] })).toMatchObject({ status: 409, body: { code: 'token.name_taken' } });
    expect(await createApiToken(t, employee, { name: 'Mine', scopes: ['visits:read'] })).toMatchObject({ status: 403, body: { code: 'http.forbidden' } });
    expect(await employee.get<Refusal>('/api/api-tokens')).toMatchObject({ status: 403, body: { code: 'http.forbidden' } });
    // A token is no session: it cannot reach the screen's calls, so it cannot make more tokens.
    const { token } = await tokenSecret(t, admin, { name: 'No admin', scopes: ['visits:write'] });
    expect((await tokenCall<Refusal>(t, token, 'GET', '/api/api-tokens')).status).toBe(401);
  });

  it('should refuse hostile and bad input on the token API with a 4xx and its code, never a 500, writing nothing', async () => {
    const { token } = await tokenSecret(t, admin, { name: 'Hostile', scopes: ['visits:read', 'visits:write', 'checkins:write'] });
    const raw = async (method: string, path: string, body: string, type = 'application/json') => {
      const response = await t.request(path, { method, headers: { Authorization: `Bearer ${token}`, 'Content-Type': type }, body });
      return { status: response.status, body: (await response.json()) as Refusal };
    };
    const before = await query('select count(*)::int as n from visitor_pass');
    expect(await raw('POST', '/api/v1/visits', `${'['.repeat(500)}${']'.repeat(500)}`)).toMatchObject({ status: 400, body: { code: 'input.too_deep' } });
    expect(await raw('POST', '/api/v1/visits', '[]')).toMatchObject({ status: 400, body: { code: 'input.unreadable' } });
    expect(await raw('POST', '/api/v1/visits', '{"name":')).toMatchObject({ status: 400, body: { code: 'input.unreadable' } });
    expect(await raw('POST', '/api/v1/visits', 'name=x', 'text/plain')).toMatchObject({ status: 415, body: { code: 'request.unsupported_type' } });
    const badPass = await tokenCall<Refusal & { field?: string }>(t, token, 'POST', '/api/v1/visits', passPayload({ phoneNumber: '12' }));
    expect(badPass).toMatchObject({ status: 400, body: { code: 'input.invalid', field: 'phoneNumber' } });
    for (const id of ['2147483648', '99999999999999999999', 'abc', '0', '-1']) {
      expect(await tokenCall<Refusal>(t, token, 'GET', `/api/v1/visits/${id}`)).toMatchObject({ status: 400, body: { code: 'input.invalid' } });
      expect(await tokenCall<Refusal>(t, token, 'POST', `/api/v1/visits/${id}/check-in`)).toMatchObject({ status: 400, body: { code: 'input.invalid' } });
    }
    expect(await tokenCall<Refusal>(t, token, 'GET', '/api/v1/visits?pageSize=1000')).toMatchObject({ status: 400, body: { code: 'input.invalid' } });
    expect(await tokenCall<Refusal>(t, token, 'GET', '/api/v1/visits?view=history&filter=nonsense')).toMatchObject({ status: 400, body: { code: 'input.invalid' } });
    expect(await query('select count(*)::int as n from visitor_pass')).toEqual(before);
    expect(t.logs.filter((line) => line['msg'] === 'unexpected error')).toEqual([]);
  });

  it('should hold each token to its calls a minute, whatever the address, with 429 and Retry-After', async () => {
    const { token } = await tokenSecret(t, admin, { name: 'Busy', scopes: ['visits:read'] });
    const { token: other } = await tokenSecret(t, admin, { name: 'Quiet', scopes: ['visits:read'] });
    for (let call = 0; call < API_TOKEN_CALLS_PER_MINUTE; call += 1) {
      // From many addresses: the allowance is the token's, not an address's.
      const answer = await tokenCall(t, token, 'GET', '/api/v1/visits/2147483647', undefined, { 'X-Forwarded-For': `10.9.${call % 250}.1` });
      expect(answer.status).toBe(404);
    }
    const refused = await tokenCall<Refusal>(t, token, 'GET', '/api/v1/visits');
    expect(refused).toMatchObject({ status: 429, body: { code: 'http.too_many_requests' } });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await tokenCall(t, other, 'GET', '/api/v1/visits')).status).toBe(200);
  });

  it('should refuse a token whose employee is disabled', async () => {
    await addAccount(t, 'leaver', 'security', { manager: 'admin', password: 'Leave@123' });
    const { token } = await t.inContext(() =>
      t.get(CreateApiToken).execute({ kind: 'cli', actor: { type: 'cli', label: 'cli:test' } }, apiTokenSchema.parse({ name: 'Leaver', scopes: ['visits:read'] }), email('leaver')),
    );
    expect((await tokenCall(t, token, 'GET', '/api/v1/visits')).status).toBe(200);
    await query('update employee set disabled_at = now() where email = $1', [email('leaver')]);
    expect(await tokenCall<Refusal>(t, token, 'GET', '/api/v1/visits')).toMatchObject({ status: 401, body: { code: 'token.invalid' } });
  });
});
