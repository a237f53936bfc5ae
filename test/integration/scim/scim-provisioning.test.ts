import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateApiToken } from '../../../src/api-tokens/application/create-api-token.ts';
import { tokenCall, tokenSecret } from '../../support/api-token-flows.ts';
import { addAccount, email, signedIn } from '../../support/identity-flows.ts';
import { startKiosk } from '../../support/kiosk-flows.ts';
import { runCliInProcess } from '../../support/run-cli.ts';
import { startTestApp, TEST_SERVER_SECRET, type TestApp } from '../../support/test-app.ts';
import type { TestClient } from '../../support/test-client.ts';
import { queryRows } from '../../support/test-database.ts';

const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

interface ScimUser {
  id: string;
  userName: string;
  externalId?: string;
  displayName: string;
  active: boolean;
  roles: { value: string }[];
  [ENTERPRISE]: { employeeNumber: string; manager?: { value: string } };
  meta: { location: string };
}
interface ScimList {
  schemas: string[];
  totalResults: number;
  startIndex: number;
  itemsPerPage: number;
  Resources: ScimUser[];
}
interface ScimError {
  schemas: string[];
  status: string;
  scimType?: string;
  detail: string;
  code: string;
}

interface Answer<T> {
  status: number;
  body: T;
  type: string | null;
}

/** SCIM provisioning (issue 32, docs/adr/0041-scim-provisioning.md), called as Entra ID and Okta call it. */
describe('SCIM provisioning: the request sequences of Entra ID and Okta, refusals in RFC 7644 form, and deactivation', () => {
  let t: TestApp;
  let admin: TestClient;
  /** The provisioning token, made by `vms scim token create`. */
  let scimToken: string;

  /** `vms` on the same database and secret as the server, as IT staff run it. */
  const vms = (...args: string[]) => runCliInProcess(args, { DATABASE_URL: t.database.url, VMS_DATA_DIR: t.dataDir, VMS_SERVER_SECRET: TEST_SERVER_SECRET, VMS_TIMEZONE: 'Asia/Kolkata' });
  const query = <Row extends Record<string, unknown>>(text: string, values: unknown[] = []) => queryRows<Row>(t.database.url, text, values);

  /** A provider's call: `application/scim+json` both ways, the bearer token, no cookie. */
  const scim = async <T>(method: string, path: string, body?: unknown, token: string = scimToken): Promise<Answer<T>> => {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'User-Agent': 'Microsoft.Identity.Provisioning' };
    if (body !== undefined) headers['Content-Type'] = 'application/scim+json';
    const response = await t.request(`/scim/v2${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as T, type: response.headers.get('content-type') };
  };
  const byUserName = (userName: string) => scim<ScimList>('GET', `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}`);

  beforeAll(async () => {
    t = await startTestApp();
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'boss', 'manager', { manager: 'admin', password: 'Boss@1234' });
    admin = await signedIn(t, { email: email('admin'), password: 'Admin@123' });
    const made = await vms('scim', 'token', 'create', '--name', 'Entra ID', '--for', email('admin'), '--json');
    expect(made.code, made.stderr).toBe(0);
    const printed = JSON.parse(made.stdout) as { token: string; baseUrl: string; apiToken: { scopes: string[] } };
    expect(printed.baseUrl).toMatch(/\/scim\/v2$/);
    expect(printed.apiToken.scopes).toEqual(['scim']);
    scimToken = printed.token;
  });
  afterAll(() => t.close());

  it("should follow Entra ID's validator sequence: create, get by filter, patch attributes, patch active False, filter a user that does not exist", async () => {
    const created = await scim<ScimUser>('POST', '/Users', {
      schemas: [USER, ENTERPRISE],
      externalId: 'entra-0001',
      userName: email('asha.rao'),
      active: true,
      displayName: 'Asha Rao',
      name: { givenName: 'Asha', familyName: 'Rao', formatted: 'Asha Rao' },
      emails: [{ primary: true, type: 'work', value: email('asha.rao') }],
      title: 'Engineer',
      [ENTERPRISE]: { employeeNumber: 'EN1001', department: 'R&D' },
    });
    expect(created.status).toBe(201);
    expect(created.type).toMatch(/^application\/scim\+json/);
    expect(created.body).toMatchObject({ userName: email('asha.rao'), externalId: 'entra-0001', displayName: 'Asha Rao', active: true, roles: [{ value: 'Employee' }], [ENTERPRISE]: { employeeNumber: 'EN1001' } });
    const id = created.body.id;
    // Approved by the directory, with no password: they sign in with single sign-on.
    expect(await query('select status, password_hash, disabled_at, emp_id from employee where id = $1', [Number(id)])).toEqual([
      { status: 'Approved', password_hash: null, disabled_at: null, emp_id: 'EN1001' },
    ]);

    const found = await byUserName(email('asha.rao'));
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'], totalResults: 1, startIndex: 1, itemsPerPage: 1 });
    expect(found.body.Resources.map((user) => user.id)).toEqual([id]);
    // Entra ID may match on externalId instead.
    const byExternal = await scim<ScimList>('GET', `/Users?filter=${encodeURIComponent('externalId eq "entra-0001"')}`);
    expect(byExternal.body.Resources.map((user) => user.id)).toEqual([id]);

    const bossId = (await query<{ id: number }>('select id from employee where email = $1', [email('boss')]))[0]!.id;
    const patched = await scim<ScimUser>('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'Replace', path: 'displayName', value: 'Asha R. Rao' },
        { op: 'Replace', path: 'name.givenName', value: 'Asha R.' },
        { op: 'Replace', path: 'emails[type eq "work"].value', value: email('asha.rao') },
        { op: 'Replace', path: `${ENTERPRISE}:employeeNumber`, value: 'EN1002' },
        { op: 'Add', path: `${ENTERPRISE}:manager`, value: String(bossId) },
      ],
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ displayName: 'Asha R. Rao', active: true, [ENTERPRISE]: { employeeNumber: 'EN1002', manager: { value: String(bossId) } } });
    expect(await query('select name, emp_id, manager_id from employee where id = $1', [Number(id)])).toEqual([{ name: 'Asha R. Rao', emp_id: 'EN1002', manager_id: bossId }]);

    const inactive = await scim<ScimUser>('PATCH', `/Users/${id}`, { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'active', value: 'False' }] });
    expect(inactive.status).toBe(200);
    expect(inactive.body.active).toBe(false);
    expect((await query<{ disabled: boolean }>('select disabled_at is not null as disabled from employee where id = $1', [Number(id)]))[0]).toEqual({ disabled: true });

    const nobody = await byUserName(email('no.such.person'));
    expect(nobody).toMatchObject({ status: 200, body: { totalResults: 0, itemsPerPage: 0, Resources: [] } });
  });

  it("should follow Okta's sequence: filter, create, get, put, patch active false", async () => {
    expect((await byUserName(email('ravi.kumar'))).body.totalResults).toBe(0);
    const created = await scim<ScimUser>('POST', '/Users', {
      schemas: [USER],
      userName: email('ravi.kumar'),
      name: { givenName: 'Ravi', familyName: 'Kumar' },
      emails: [{ primary: true, value: email('ravi.kumar'), type: 'work' }],
      displayName: 'Ravi Kumar',
      locale: 'en-US',
      externalId: '00u1okta',
      groups: [],
      password: 'ignored-Secret1!',
      active: true,
      roles: [{ value: 'security', primary: true }],
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body.roles).toEqual([{ value: 'Security', primary: true }]);

    const read = await scim<ScimUser>('GET', `/Users/${id}`);
    expect(read).toMatchObject({ status: 200, body: { id, userName: email('ravi.kumar'), displayName: 'Ravi Kumar', active: true } });

    const replaced = await scim<ScimUser>('PUT', `/Users/${id}`, {
      schemas: [USER],
      id,
      userName: email('ravi.kumar'),
      name: { givenName: 'Ravi', familyName: 'Shankar Kumar' },
      emails: [{ primary: true, value: email('ravi.kumar'), type: 'work' }],
      externalId: '00u1okta',
      active: true,
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ displayName: 'Ravi Shankar Kumar', active: true, roles: [{ value: 'Security' }] });

    const deactivated = await scim<ScimUser>('PATCH', `/Users/${id}`, { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: false } }] });
    expect(deactivated).toMatchObject({ status: 200, body: { active: false } });
    // Okta reactivates the same way.
    const reactivated = await scim<ScimUser>('PATCH', `/Users/${id}`, { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: true } }] });
    expect(reactivated.body.active).toBe(true);
    expect(await query('select disabled_at from employee where id = $1', [Number(id)])).toEqual([{ disabled_at: null }]);
  });

  it('should page the users with startIndex and count', async () => {
    const all = await scim<ScimList>('GET', '/Users?count=200');
    const total = all.body.totalResults;
    expect(total).toBeGreaterThanOrEqual(2);
    const second = await scim<ScimList>('GET', '/Users?startIndex=2&count=1');
    expect(second.body).toMatchObject({ totalResults: total, startIndex: 2, itemsPerPage: 1 });
    expect(second.body.Resources.map((user) => user.id)).toEqual([all.body.Resources[1]!.id]);
    expect((await scim<ScimList>('GET', '/Users?count=0')).body).toMatchObject({ totalResults: total, itemsPerPage: 0, Resources: [] });
  });

  it('should refuse a userName, employee id or externalId another user has with a 409 of scimType uniqueness, changing nothing', async () => {
    const first = await scim<ScimUser>('POST', '/Users', { schemas: [USER], userName: email('meera.n'), externalId: 'ext-meera', displayName: 'Meera N', [ENTERPRISE]: { employeeNumber: 'MN2001' } });
    expect(first.status).toBe(201);
    const count = () => query('select count(*)::int as n from employee');
    const before = await count();
    const again = await scim<ScimError>('POST', '/Users', { schemas: [USER], userName: email('MEERA.N'), displayName: 'Meera Again' });
    expect(again).toMatchObject({ status: 409, body: { schemas: [ERROR], status: '409', scimType: 'uniqueness', code: 'registration.email_taken' } });
    expect(again.type).toMatch(/^application\/scim\+json/);
    const sameEmpId = await scim<ScimError>('POST', '/Users', { schemas: [USER], userName: email('other.one'), [ENTERPRISE]: { employeeNumber: 'mn2001' } });
    expect(sameEmpId).toMatchObject({ status: 409, body: { status: '409', scimType: 'uniqueness', code: 'registration.employee_id_taken' } });
    const sameExternal = await scim<ScimError>('POST', '/Users', { schemas: [USER], userName: email('other.two'), externalId: 'ext-meera' });
    expect(sameExternal).toMatchObject({ status: 409, body: { status: '409', scimType: 'uniqueness', code: 'scim.external_id_taken' } });
    expect(await count()).toEqual(before);
    // A change to another user's address is refused the same way.
    const renamed = await scim<ScimError>('PATCH', `/Users/${first.body.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'userName', value: email('boss') }] });
    expect(renamed).toMatchObject({ status: 409, body: { scimType: 'uniqueness' } });
    expect(await query('select email from employee where id = $1', [Number(first.body.id)])).toEqual([{ email: email('meera.n') }]);
  });

  it('should refuse a filter it cannot read, or values it cannot take, in SCIM form', async () => {
    for (const filter of ['userName co "a"', 'title eq "Engineer"', 'userName eq', 'userName eq "a" or userName eq "b"', '(userName eq "a")']) {
      const refused = await scim<ScimError>('GET', `/Users?filter=${encodeURIComponent(filter)}`);
      expect(refused, filter).toMatchObject({ status: 400, body: { schemas: [ERROR], status: '400', scimType: 'invalidFilter', code: 'scim.invalid_filter' } });
    }
    const outside = await scim<ScimError>('POST', '/Users', { schemas: [USER], userName: 'someone@elsewhere.org' });
    expect(outside).toMatchObject({ status: 400, body: { scimType: 'invalidValue', code: 'scim.invalid_value' } });
    const badActive = await scim<ScimError>('POST', '/Users', { schemas: [USER], userName: email('bad.active'), active: 'maybe' });
    expect(badActive).toMatchObject({ status: 400, body: { scimType: 'invalidValue' } });
    const badRole = await scim<ScimError>('POST', '/Users', { schemas: [USER], userName: email('bad.role'), roles: [{ value: 'Overlord' }] });
    expect(badRole).toMatchObject({ status: 400, body: { scimType: 'invalidValue' } });
    expect(await query('select email from employee where email like $1', ['bad.%'])).toEqual([]);
    const badOp = await scim<ScimError>('PATCH', '/Users/1', { schemas: [PATCH_OP], Operations: [{ op: 'Jump', path: 'active', value: false }] });
    expect(badOp).toMatchObject({ status: 400, body: { scimType: 'invalidSyntax' } });
    expect(await scim<ScimError>('GET', '/Users/999999')).toMatchObject({ status: 404, body: { status: '404', code: 'scim.user_not_found' } });
    for (const id of ['0', '-1', '2147483648', 'abc']) expect((await scim<ScimError>('GET', `/Users/${id}`)).body, id).toMatchObject({ status: '404', code: 'scim.user_not_found' });
    // Bodies that are no resource: a list, a string, JSON nested beyond any form, text that is no JSON.
    for (const raw of ['[]', '"x"', `${'['.repeat(4000)}${']'.repeat(4000)}`, '{"userName":']) {
      const response = await t.request('/scim/v2/Users', { method: 'POST', headers: { Authorization: `Bearer ${scimToken}`, 'Content-Type': 'application/scim+json' }, body: raw });
      expect(response.status, raw.slice(0, 20)).toBe(400);
      expect(await response.json()).toMatchObject({ schemas: [ERROR], status: '400', scimType: 'invalidSyntax' });
    }
  });

  it('should refuse a wrong token, an API token, and a revoked provisioning token; and a provisioning token opens nothing else', async () => {
    const wrong = await scim<ScimError>('GET', '/Users', undefined, 'vdk_not-a-token');
    expect(wrong).toMatchObject({ status: 401, body: { schemas: [ERROR], status: '401', code: 'token.invalid' } });
    const { token: apiToken } = await tokenSecret(t, admin, { name: 'Reader for SCIM test', scopes: ['visits:read'] });
    expect(await scim<ScimError>('GET', '/Users', undefined, apiToken)).toMatchObject({ status: 403, body: { status: '403', code: 'token.scope_missing' } });
    expect(await tokenCall(t, scimToken, 'GET', '/api/v1/visits?view=history')).toMatchObject({ status: 403, body: { code: 'token.scope_missing' } });

    const made = await vms('scim', 'token', 'create', '--name', 'Okta', '--for', email('admin'), '--json');
    const { token, apiToken: record } = JSON.parse(made.stdout) as { token: string; apiToken: { id: number } };
    expect((await scim<ScimList>('GET', '/Users?count=1', undefined, token)).status).toBe(200);
    expect((await vms('tokens', 'revoke', String(record.id))).code).toBe(0);
    expect(await scim<ScimError>('GET', '/Users?count=1', undefined, token)).toMatchObject({ status: 401, body: { code: 'token.invalid' } });

    // A provisioning token acts for an admin only.
    const forManager = await vms('scim', 'token', 'create', '--name', 'Not an admin', '--for', email('boss'));
    expect(forManager.code).toBe(1);
    expect(forManager.stderr).toContain('A provisioning token must act for an approved, enabled admin.');
    // And each call is audited under the token's name.
    const audited = await query<{ n: number }>("select count(*)::int as n from audit_log where action = 'api.called' and actor_label = 'token:Entra ID' and details->>'operationId' = 'scimListUsers'");
    expect(audited[0]!.n).toBeGreaterThan(0);
    // The scim scope is held alone.
    await expect(
      t.inContext(() => t.get(CreateApiToken).execute({ kind: 'cli', actor: { type: 'cli', label: 'cli:test' } }, { name: 'Mixed', scopes: ['scim', 'visits:read'], expiresOn: null }, email('admin'))),
    ).rejects.toMatchObject({ code: 'token.scopes_invalid' });
  });

  it("should end a signed-in employee's session and stop the kiosk they started when provisioning deactivates them", async () => {
    await addAccount(t, 'guard', 'security', { manager: 'admin', password: 'Guard@123' });
    // The kiosk first: starting one signs its browser in, and a later sign-in (one session per user) is the guard's live session.
    const { tablet } = await startKiosk(t, { email: email('guard'), password: 'Guard@123' }, 'Lobby, started by guard');
    const guard = await signedIn(t, { email: email('guard'), password: 'Guard@123' });
    expect((await guard.get('/api/dashboard-counts')).status).toBe(200);
    expect((await tablet.get('/api/kiosk/me')).status).toBe(200);

    const [user] = (await byUserName(email('guard'))).body.Resources;
    const deactivated = await scim<ScimUser>('PATCH', `/Users/${user!.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'active', value: 'False' }] });
    expect(deactivated.status).toBe(200);

    const next = await guard.get<{ code?: string }>('/api/dashboard-counts');
    expect(next.status).toBe(401);
    expect(await query('select count(*)::int as n from user_session where employee_id = $1', [Number(user!.id)])).toEqual([{ n: 0 }]);
    expect(await tablet.get('/api/kiosk/me')).toMatchObject({ status: 401, body: { code: 'kiosk.required' } });
    expect(await query("select details from audit_log where action = 'employee.disabled' and subject_id = $1", [email('guard')])).toEqual([{ details: { endedSessions: 1, via: 'scim' } }]);
  });

  it('should delete a user as a disabled employee provisioning no longer answers, and restore them when created again', async () => {
    const created = await scim<ScimUser>('POST', '/Users', { schemas: [USER], userName: email('leaver'), displayName: 'Lee Ver' });
    const id = created.body.id;
    const deleted = await scim('DELETE', `/Users/${id}`);
    expect(deleted.status).toBe(204);
    expect(await scim<ScimError>('GET', `/Users/${id}`)).toMatchObject({ status: 404, body: { code: 'scim.user_not_found' } });
    expect((await byUserName(email('leaver'))).body.totalResults).toBe(0);
    expect(await scim<ScimError>('DELETE', `/Users/${id}`)).toMatchObject({ status: 404 });
    // The row stays (visits name their host), disabled.
    expect((await query<{ disabled: boolean }>('select disabled_at is not null as disabled from employee where id = $1', [Number(id)]))[0]).toEqual({ disabled: true });

    const back = await scim<ScimUser>('POST', '/Users', { schemas: [USER], userName: email('leaver'), displayName: 'Lee Ver', active: true });
    expect(back).toMatchObject({ status: 201, body: { id, active: true } });
  });

  it('should answer the discovery documents Entra ID and Okta read', async () => {
    const config = await scim<{ patch: { supported: boolean }; filter: { supported: boolean; maxResults: number }; bulk: { supported: boolean } }>('GET', '/ServiceProviderConfig');
    expect(config).toMatchObject({ status: 200, body: { patch: { supported: true }, filter: { supported: true, maxResults: 200 }, bulk: { supported: false } } });
    const types = await scim<ScimList & { Resources: { id: string; schema: string }[] }>('GET', '/ResourceTypes');
    expect(types.body.Resources).toEqual([expect.objectContaining({ id: 'User', schema: USER })]);
    const schemas = await scim<{ Resources: { id: string }[] }>('GET', '/Schemas');
    expect(schemas.body.Resources.map((schema) => schema.id)).toEqual([USER, ENTERPRISE]);
    expect(await scim<ScimError>('GET', '/Groups')).toMatchObject({ status: 404, body: { schemas: [ERROR], status: '404' } });
  });
});
