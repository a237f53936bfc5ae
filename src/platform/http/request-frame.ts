import type { ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { DomainError } from '#kernel/domain-error.ts';
import type { Logger } from '../logging/logger.ts';
import type { AppEnv } from './app-env.ts';
import { announcesBody, bodyTypeRefusal } from './body-type-check.ts';
import { errorHandler } from './error-handler.ts';
import { incomingOf } from './node-json-body.ts';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id.ts';
import { logRequest } from './request-logger.ts';
import { crossSiteRefusal, mayChangeState } from './same-origin-check.ts';
import { unreadableUrlCode } from './unreadable-url.ts';

/** Wraps the rest of a request, e.g. in a request-scoped EntityManager. */
export type RequestScope = (work: () => Promise<unknown>) => Promise<unknown>;

export interface RequestFrameOptions {
  readonly logger: Logger;
  readonly requestScope: RequestScope;
  /** The security headers, the same for every answer. */
  readonly securityHeaders: () => Promise<readonly (readonly [string, string])[]>;
  /** True once the process is shutting down: answers then end their connection. */
  readonly isDraining?: (() => boolean) | undefined;
  /** Counts the answered request for /metrics (src/platform/metrics): one observation, nothing more. */
  readonly recordRequest?: ((c: Context<AppEnv>, elapsedMs: number) => void) | undefined;
  /** The origins a browser's request that changes something may come from (same-origin-check.ts). */
  readonly allowedOrigins: ReadonlySet<string>;
  /** The routes that take a file as `multipart/form-data`, as `METHOD /path`. */
  readonly fileRoutes: ReadonlySet<string>;
}

const ACCEPTS_COMPRESSION = /\b(?:gzip|deflate)\b/i;

/**
 * What every request goes through before its route, in this order: its id, its security headers,
 * the refusal of a URL PostgreSQL could not store, for a request that may change something the
 * refusal of one sent by a page of another site and of a body that is neither JSON nor a route's file
 * (issue 27), its scope (the request's EntityManager), and the compression of its answer for a client
 * that takes one; then, once answered, a draining replica's `Connection: close`, the request's metrics
 * and its log line.
 *
 * One middleware, not one each (ADR 0016): every Hono middleware is a layer of promises in its
 * compose, and on Node 20, whose async hooks MikroORM's own `AsyncLocalStorage`s keep on, each
 * promise pays a hook. Merged (and on RegExpRouter), Hono took 4.0 % of a session check's busy CPU
 * instead of 7.9 % (docs/performance-history.md). Each step is a plain function in a file of its own.
 */
export const requestFrame = (options: RequestFrameOptions): MiddlewareHandler<AppEnv> => {
  const compressor = compress();
  // Kept once known, so that a request does not wait on a settled promise (a promise hook each).
  let known: readonly (readonly [string, string])[] | undefined;
  return async (c, next) => {
    const started = performance.now();
    const id = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', id);
    c.set('logger', options.logger);
    const headers = known ?? (known = await options.securityHeaders());
    // Under @hono/node-server, on Node's own response: set there, they cost next to nothing; set on
    // the web Response after the route (what secureHeaders does), they were a quarter of a session
    // check's CPU (docs/performance-history.md). In process (app.request), on the Response, after the route.
    // The request id too: through `c.header` it made Hono build a web `Headers` for every answer, which
    // @hono/node-server then copied back into Node's headers (docs/performance.md, "CPU per request").
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (outgoing) {
      outgoing.setHeader(REQUEST_ID_HEADER, id);
      for (const [name, value] of headers) outgoing.setHeader(name, value);
    } else c.header(REQUEST_ID_HEADER, id);
    try {
      const refusal = unreadableUrlCode(c.req.url);
      if (refusal) throw new DomainError(refusal);
      const method = c.req.method;
      if (mayChangeState(method)) {
        const crossSite = crossSiteRefusal({ method, origin: c.req.header('Origin'), fetchSite: c.req.header('Sec-Fetch-Site') }, options.allowedOrigins);
        if (crossSite) throw new DomainError(crossSite);
        // Under @hono/node-server from Node's headers: asking for the web Request's body would build one.
        const incoming = incomingOf(c.env);
        const present = incoming ? announcesBody(incoming.headers) : c.req.raw.body !== null;
        const unsupported = bodyTypeRefusal({ contentType: c.req.header('Content-Type'), present, takesFile: options.fileRoutes.has(`${method} ${c.req.path}`) });
        if (unsupported) throw new DomainError(unsupported);
      }
      // Only for clients that take a compressed answer: Hono's compress reads every response's
      // headers, which turns @hono/node-server's light response into a full web Response.
      const respond = ACCEPTS_COMPRESSION.test(c.req.header('Accept-Encoding') ?? '') ? () => compressor(c, next) : next;
      await options.requestScope(respond);
    } catch (error) {
      // What the route throws is answered inside `next`; this is what the frame's own steps throw.
      c.res = await errorHandler(error as Error, c);
    }
    if (!outgoing) for (const [name, value] of headers) c.res.headers.set(name, value);
    // While draining, every answer ends its connection, so the client's next request goes to another replica.
    if (options.isDraining?.()) c.header('Connection', 'close');
    const elapsedMs = performance.now() - started;
    options.recordRequest?.(c, elapsedMs);
    logRequest(options.logger, c, elapsedMs);
  };
};
