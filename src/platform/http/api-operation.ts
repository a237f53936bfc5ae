import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { ApiScope } from '#contract/api-token-scopes.ts';
import type { Actor as CapabilityActor } from '#contract/capabilities.ts';
import type { ErrorCode } from '#contract/error-codes.ts';
import { DomainError, isDomainError } from '#kernel/domain-error.ts';
import { parseInput } from '#kernel/validation/parse-input.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import type { ApiCall, TokenAuthenticator, TokenPrincipal } from '../ports/token-authenticator.ts';
import type { AppEnv } from './app-env.ts';
import { httpStatusOf } from './error-handler.ts';
import { readJsonObject } from './read-body.ts';

/**
 * One call of the token API (issue 32, docs/adr/0038-api-tokens-and-openapi.md): what the route
 * takes and answers, as the shared zod schemas say, and who may call it. The route is registered from
 * this description (`apiRoutes`) and the OpenAPI document is generated from it (`openApiDocument`), so
 * neither can say something the other does not.
 */
export interface ApiOperation<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Answer extends z.ZodType = z.ZodType,
> {
  readonly operationId: string;
  readonly method: 'get' | 'post';
  /** The OpenAPI form, `/api/v1/visits/{id}`. */
  readonly path: string;
  readonly tag: string;
  readonly summary: string;
  readonly description: string;
  readonly scope: ApiScope;
  /** The capability (src/contract/capabilities.ts) the employee the token acts for needs, as a session's route does. */
  readonly capability: (actor: CapabilityActor) => boolean;
  readonly params?: Params;
  readonly query?: Query;
  /** A thunk: some forms' rules depend on the day (a pass's date), so the schema is made per call. */
  readonly body?: () => Body;
  /**
   * The body's schema for one call, where its rules depend on who calls and what they send (a pass's
   * date is checked on the clock of the site it is for); `body` is then the shape the document shows.
   */
  readonly bodyFor?: (caller: TokenPrincipal, raw: Record<string, unknown>) => Promise<Body>;
  readonly status: 200 | 201;
  readonly answer: Answer;
  /** The refusals the call's own use case may answer (besides those of every call: token.*, rate limits, input). */
  readonly errors: readonly ErrorCode[];
}

/** What a handler is given: the caller and the request's values, each already checked by its schema. */
export interface ApiInput<Params extends z.ZodType, Query extends z.ZodType, Body extends z.ZodType> {
  readonly params: z.output<Params>;
  readonly query: z.output<Query>;
  readonly body: z.output<Body>;
}

/** An operation with the function that answers it: one use case's call and a view, nothing more. */
export interface ApiEndpoint<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Answer extends z.ZodType = z.ZodType,
> {
  readonly operation: ApiOperation<Params, Query, Body, Answer>;
  readonly handle: (caller: TokenPrincipal, input: ApiInput<Params, Query, Body>) => Promise<z.input<Answer>>;
}

/** Pairs an operation with its handler, keeping the schemas' types for the handler. */
export const apiEndpoint = <Params extends z.ZodType, Query extends z.ZodType, Body extends z.ZodType, Answer extends z.ZodType>(
  operation: ApiOperation<Params, Query, Body, Answer>,
  handle: ApiEndpoint<Params, Query, Body, Answer>['handle'],
): ApiEndpoint => ({ operation, handle }) as unknown as ApiEndpoint;

export interface ApiRouteDeps {
  readonly tokens: TokenAuthenticator;
  readonly limiter: RateLimiter;
  /** Calls per token per minute, over every operation: a token is one client, wherever it calls from. */
  readonly perMinute: number;
  /** Records the call in the audit log with the token's name (the api-tokens module's RecordApiCall). */
  readonly recordCall: (caller: TokenPrincipal, call: ApiCall) => Promise<void>;
}

const BEARER = /^Bearer ([\x21-\x7e]+)$/;

/** The token of `Authorization: Bearer <token>`, or undefined for anything else. */
export const bearerTokenOf = (header: string | undefined): string | undefined => (header === undefined ? undefined : BEARER.exec(header.trim())?.[1]);

/** The Hono form of an OpenAPI path: `{id}` becomes `:id`. */
export const honoPathOf = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

const parseBody = async (operation: ApiOperation, caller: TokenPrincipal, raw: Record<string, unknown>): Promise<unknown> =>
  parseInput(operation.bodyFor ? await operation.bodyFor(caller, raw) : operation.body!(), raw);

const statusOfError = (error: unknown): number => (isDomainError(error) ? httpStatusOf(error.code) : 500);

/**
 * Registers each endpoint: the bearer token (401 `token.invalid`), the token's allowance (429),
 * its scope (403 `token.scope_missing`), then the capability of the employee it acts for (403
 * `http.forbidden`, as for a session), the request's values through the operation's schemas (400),
 * and the handler. Every call after the token is known is audited, refusals too. Plain JSON in and
 * out: a token call is a program's, not the SPA's, so the payload envelope is not used.
 */
export const apiRoutes = (deps: ApiRouteDeps, endpoints: readonly ApiEndpoint[]) => (app: Hono<AppEnv>) => {
  for (const { operation, handle } of endpoints) {
    app.on(operation.method.toUpperCase(), honoPathOf(operation.path), async (c: Context<AppEnv>) => {
      const caller = await deps.tokens.authenticate(bearerTokenOf(c.req.header('Authorization')));
      c.set('principal', caller);
      let status = 500;
      try {
        const decision = await deps.limiter.hit(`api-token:${caller.token.id}`, deps.perMinute, 60_000);
        if (!decision.allowed) {
          throw new DomainError('http.too_many_requests', {
            values: { seconds: decision.retryAfterSeconds },
            details: { retryAfterSeconds: decision.retryAfterSeconds },
          });
        }
        if (!caller.scopes.includes(operation.scope)) throw new DomainError('token.scope_missing', { values: { scope: operation.scope } });
        if (!operation.capability(caller)) throw new DomainError('http.forbidden');
        const input = {
          params: operation.params ? parseInput(operation.params, c.req.param()) : {},
          query: operation.query ? parseInput(operation.query, c.req.query()) : {},
          body: operation.body ? await parseBody(operation, caller, await readJsonObject(c)) : {},
        };
        const answer = await handle(caller, input);
        status = operation.status;
        c.header('Cache-Control', 'no-store');
        return c.json(answer, operation.status);
      } catch (error) {
        status = statusOfError(error);
        throw error;
      } finally {
        await deps.recordCall(caller, { operationId: operation.operationId, method: operation.method.toUpperCase(), path: operation.path, status });
      }
    });
  }
};
