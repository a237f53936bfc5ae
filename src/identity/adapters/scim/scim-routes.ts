import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { SCIM_BASE_PATH, SCIM_SCOPE } from '#contract/api-token-scopes.ts';
import { recordIdOf } from '#contract/record-id.ts';
import { DomainError, isDomainError } from '#kernel/domain-error.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import { bearerTokenOf } from '../../../platform/http/api-operation.ts';
import { httpStatusOf } from '../../../platform/http/error-handler.ts';
import { readJsonObject } from '../../../platform/http/read-body.ts';
import type { RateLimiter } from '../../../platform/ports/rate-limiter.ts';
import type { ApiCall, TokenAuthenticator, TokenPrincipal } from '../../../platform/ports/token-authenticator.ts';
import type { ChangeProvisionedEmployee } from '../../application/change-provisioned-employee.ts';
import type { DeprovisionEmployee } from '../../application/deprovision-employee.ts';
import type { ProvisionEmployee } from '../../application/provision-employee.ts';
import type { ReadProvisionedEmployees } from '../../application/read-provisioned-employees.ts';
import { scimError, scimJson } from './scim-errors.ts';
import { parseScimFilter } from './scim-filter.ts';
import { patchChanges } from './scim-patch.ts';
import { listResponse, SCIM_DEFAULT_COUNT, scimSchemas, serviceProviderConfig, userResourceType } from './scim-schemas.ts';
import { changesFromAttributes, flattenAttributes, userResource } from './scim-user.ts';

export interface ScimRouteDeps {
  readonly tokens: TokenAuthenticator;
  readonly limiter: RateLimiter;
  /** Calls per provisioning token per minute. */
  readonly perMinute: number;
  /** Audits each call with the token's name (the api-tokens module's RecordApiCall). */
  readonly recordCall: (caller: TokenPrincipal, call: ApiCall) => Promise<void>;
  readonly provision: ProvisionEmployee;
  readonly change: ChangeProvisionedEmployee;
  readonly deprovision: DeprovisionEmployee;
  readonly read: ReadProvisionedEmployees;
  /** VMS_PUBLIC_URL: resources' `location`s. */
  readonly publicUrl: string;
}

type Handler = (c: Context<AppEnv>, caller: TokenPrincipal) => Promise<{ body: unknown; status: ContentfulStatusCode } | { status: 204 }>;

const USERS = `${SCIM_BASE_PATH}/Users`;

/** A path's user id: one we could have given, else nobody's (404). */
const userIdOf = (c: Context<AppEnv>): number => {
  const id = recordIdOf(c.req.param('id') ?? '');
  if (id === undefined) throw new DomainError('scim.user_not_found');
  return id;
};

/** `startIndex` and `count` as RFC 7644 section 3.4.2.4 reads them: below 1 is 1, below 0 is 0, unreadable is the default. */
const pageOf = (c: Context<AppEnv>): { startIndex: number; count: number } => {
  const number = (name: string, fallback: number): number => {
    const text = c.req.query(name);
    return text !== undefined && /^-?\d{1,9}$/.test(text.trim()) ? Number(text) : fallback;
  };
  return { startIndex: Math.max(number('startIndex', 1), 1), count: Math.max(number('count', SCIM_DEFAULT_COUNT), 0) };
};

/**
 * SCIM 2.0 provisioning (issue 32, ADR 41) at `/scim/v2`: Users (create, read, list with a filter and
 * paging, replace, patch, delete) and the discovery documents. Only the protocol lives here: each
 * call is translated into one of identity's provisioning use cases and its answer into a resource.
 * A bearer token with the `scim` scope (`vms scim token create`), audited per call with its name like
 * any token call, limited per token; no other token is accepted and a provisioning token opens nothing
 * else. Every answer, refusals included, is `application/scim+json` in SCIM's own format.
 */
export const scimRoutes = (deps: ScimRouteDeps) => (app: Hono<AppEnv>) => {
  const base = deps.publicUrl;

  /** A call of the Users endpoint: the token, its allowance, its scope, then the handler; audited once the token is known. */
  const route = (operationId: string, path: string, handler: Handler) => async (c: Context<AppEnv>) => {
    let caller: TokenPrincipal;
    try {
      caller = await deps.tokens.authenticate(bearerTokenOf(c.req.header('Authorization')));
    } catch (error) {
      return scimError(c, error);
    }
    c.set('principal', caller);
    let status = 500;
    try {
      const decision = await deps.limiter.hit(`scim-token:${caller.token.id}`, deps.perMinute, 60_000);
      if (!decision.allowed) {
        throw new DomainError('http.too_many_requests', { values: { seconds: decision.retryAfterSeconds }, details: { retryAfterSeconds: decision.retryAfterSeconds } });
      }
      if (!caller.scopes.includes(SCIM_SCOPE)) throw new DomainError('token.scope_missing', { values: { scope: SCIM_SCOPE } });
      const answer = await handler(c, caller);
      status = answer.status;
      if (answer.status === 204) {
        c.header('Cache-Control', 'no-store');
        return c.body(null, 204);
      }
      return scimJson(c, 'body' in answer ? answer.body : null, answer.status);
    } catch (error) {
      status = isDomainError(error) ? httpStatusOf(error.code) : 500;
      return scimError(c, error);
    } finally {
      await deps.recordCall(caller, { operationId, method: c.req.method, path, status });
    }
  };

  app.get(
    USERS,
    route('scimListUsers', USERS, async (c, caller) => {
      const criteria = parseScimFilter(c.req.query('filter'));
      const { startIndex, count } = pageOf(c);
      const { total, employees } = await deps.read.page(caller, criteria, startIndex, count);
      return { body: listResponse(employees.map((employee) => userResource(employee, base)), total, startIndex), status: 200 };
    }),
  );

  app.post(
    USERS,
    route('scimCreateUser', USERS, async (c, caller) => {
      const changes = changesFromAttributes(flattenAttributes(await readJsonObject(c)));
      if (changes.email === undefined) throw new DomainError('scim.invalid_value', { values: { detail: 'userName is required' } });
      const employee = await deps.provision.execute(caller, { ...changes, email: changes.email });
      const resource = userResource(employee, base);
      c.header('Location', resource.meta.location);
      return { body: resource, status: 201 };
    }),
  );

  app.get(
    `${USERS}/:id`,
    route('scimGetUser', `${USERS}/{id}`, async (c, caller) => ({ body: userResource(await deps.read.one(caller, userIdOf(c)), base), status: 200 })),
  );

  app.put(
    `${USERS}/:id`,
    route('scimReplaceUser', `${USERS}/{id}`, async (c, caller) => {
      const id = userIdOf(c);
      const changes = changesFromAttributes(flattenAttributes(await readJsonObject(c)));
      return { body: userResource(await deps.change.execute(caller, id, changes), base), status: 200 };
    }),
  );

  app.patch(
    `${USERS}/:id`,
    route('scimPatchUser', `${USERS}/{id}`, async (c, caller) => {
      const id = userIdOf(c);
      const changes = patchChanges(await readJsonObject(c));
      return { body: userResource(await deps.change.execute(caller, id, changes), base), status: 200 };
    }),
  );

  app.delete(
    `${USERS}/:id`,
    route('scimDeleteUser', `${USERS}/{id}`, async (c, caller) => {
      await deps.deprovision.execute(caller, userIdOf(c));
      return { status: 204 };
    }),
  );

  // Discovery (RFC 7644 section 4): the same for everyone, nothing secret, so no token is asked for.
  app.get(`${SCIM_BASE_PATH}/ServiceProviderConfig`, (c) => scimJson(c, serviceProviderConfig(base), 200));
  app.get(`${SCIM_BASE_PATH}/ResourceTypes`, (c) => scimJson(c, listResponse([userResourceType(base)], 1, 1), 200));
  app.get(`${SCIM_BASE_PATH}/ResourceTypes/User`, (c) => scimJson(c, userResourceType(base), 200));
  app.get(`${SCIM_BASE_PATH}/Schemas`, (c) => {
    const schemas = scimSchemas(base);
    return scimJson(c, listResponse(schemas, schemas.length, 1), 200);
  });
  app.get(`${SCIM_BASE_PATH}/Schemas/:id`, (c) => {
    const schema = scimSchemas(base).find((candidate) => candidate.id === c.req.param('id'));
    return schema ? scimJson(c, schema, 200) : scimError(c, new DomainError('http.not_found'));
  });
  // Groups are not provisioned (ADR 41): designations come from the user's roles.
  app.all(`${SCIM_BASE_PATH}/*`, (c) => scimError(c, new DomainError('http.not_found')));
};
