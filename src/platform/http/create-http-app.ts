import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { secureHeaders } from 'hono/secure-headers';
import { DomainError } from '#kernel/domain-error.ts';
import type { Logger } from '../logging/logger.ts';
import type { AppEnv } from './app-env.ts';
import { errorBody, errorHandler } from './error-handler.ts';
import { incomingOf, isJsonBody, readJsonText, type BodyTooLargeCode } from './node-json-body.ts';
import { requestFrame, type RequestFrameOptions, type RequestScope } from './request-frame.ts';
import { allowedOriginsOf } from './same-origin-check.ts';
import { registerSpa, type DeviceHome, type SpaRuntimeConfig } from './spa.ts';

export const BODY_LIMIT_BYTES = 2 * 1024 * 1024;
/**
 * A route whose body may be larger than BODY_LIMIT_BYTES, and what a body over its own limit is
 * refused with. Only where one field alone makes the body large (a kiosk walk-in's photo, enveloped):
 * every other route keeps the general limit.
 */
export interface RouteBodyLimit {
  readonly method: 'POST' | 'PUT';
  readonly path: string;
  readonly maxBytes: number;
  readonly tooLarge: BodyTooLargeCode;
}

/** A route that takes a file, sent as `multipart/form-data`. */
export interface FileRoute {
  readonly method: 'POST' | 'PUT';
  readonly path: string;
}

/** Every method but GET and HEAD: those a request body may come with. */
const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

export interface HttpAppOptions {
  readonly logger: Logger;
  /** Adds each module's routes; called in order, before the SPA fallback. */
  readonly routes: readonly ((app: Hono<AppEnv>) => void)[];
  readonly requestScope: RequestScope;
  readonly healthCheck: () => Promise<boolean>;
  /**
   * What `/readyz` reports besides the database: each part's state by name (e.g. `liveUpdates`);
   * a part that is `down` makes the process not ready.
   */
  readonly readiness?: Readonly<Record<string, () => string>>;
  readonly webDir: string;
  readonly spa: SpaRuntimeConfig;
  /** Devices bound to one page of the SPA (a reception kiosk): sent there from every other page. */
  readonly deviceHomes?: readonly DeviceHome[];
  /** Routes with a body limit of their own (RouteBodyLimit). */
  readonly bodyLimits?: readonly RouteBodyLimit[];
  /** The routes that take a file as `multipart/form-data`; every other body must be JSON (body-type-check.ts). */
  readonly fileRoutes?: readonly FileRoute[];
  /** VMS_PUBLIC_URL: its origin is the one a browser's request that changes something may come from (same-origin-check.ts). */
  readonly publicUrl: string;
  /** Sets the Secure flag on cookies and HSTS. */
  readonly secureCookies: boolean;
  /** True once the process is shutting down: health answers 503 and connections are not kept alive. */
  readonly isDraining?: () => boolean;
  /** Counts each answered request for /metrics (the request frame's last steps). */
  readonly recordRequest?: RequestFrameOptions['recordRequest'];
}

/**
 * The headers Hono's secureHeaders sets, worked out once by the library itself (its middleware run on
 * a request of its own) rather than restated here: none of them depends on the request.
 */
const fixedSecurityHeaders = (middleware: MiddlewareHandler): (() => Promise<readonly (readonly [string, string])[]>) => {
  let headers: Promise<readonly (readonly [string, string])[]> | undefined;
  return () =>
    (headers ??= (async () => {
      const probe = new Hono().use(middleware).get('/', (c) => c.body(null, 204));
      return [...(await probe.request('/')).headers].filter(([name]) => name !== 'content-type');
    })());
};

export const createHttpApp = (options: HttpAppOptions): Hono<AppEnv> => {
  // RegExpRouter, not the SmartRouter default: one regular expression per method rather than a walk
  // of the tree per request, and a route it cannot match (a parameter beside a fixed segment at the
  // same place) fails here, at start-up and in every test, rather than slowing every request.
  const app = new Hono<AppEnv>({ router: new RegExpRouter() });
  app.onError(errorHandler);

  app.use(
    requestFrame({
      logger: options.logger,
      requestScope: options.requestScope,
      isDraining: options.isDraining,
      recordRequest: options.recordRequest,
      allowedOrigins: allowedOriginsOf(options.publicUrl),
      fileRoutes: new Set((options.fileRoutes ?? []).map((route) => `${route.method} ${route.path}`)),
      securityHeaders: fixedSecurityHeaders(
        secureHeaders({
          contentSecurityPolicy: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            // Emotion (MUI) injects its styles at run time.
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:'],
            mediaSrc: ["'self'", 'blob:'],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'"],
            objectSrc: ["'none'"],
            frameAncestors: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
          },
          // The desk's webcam is the only device the app uses.
          permissionsPolicy: { camera: ['self'], microphone: false, geolocation: false },
          strictTransportSecurity: options.secureCookies ? 'max-age=15552000; includeSubDomains' : false,
          referrerPolicy: 'no-referrer',
        }),
      ),
    }),
  );
  const limiter = (maxSize: number, tooLarge: BodyTooLargeCode) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new DomainError(tooLarge);
      },
    });
  const general = { maxBytes: BODY_LIMIT_BYTES, tooLarge: 'http.payload_too_large' as const, limitBody: limiter(BODY_LIMIT_BYTES, 'http.payload_too_large') };
  const ownLimits = new Map((options.bodyLimits ?? []).map((own) => [`${own.method} ${own.path}`, { ...own, limitBody: limiter(own.maxBytes, own.tooLarge) }]));
  // Only the methods that may carry a body: GET and HEAD do not pass through it at all (asking a GET
  // for its body makes @hono/node-server build a whole web Request, with an AbortSignal, for nothing).
  // A JSON body under @hono/node-server is read from Node's request, within the same limit, and kept
  // for readJsonObject (node-json-body.ts); other bodies, and every body in process, as before.
  app.on(BODY_METHODS, '*', async (c, next) => {
    const { maxBytes, tooLarge, limitBody } = (ownLimits.size > 0 && ownLimits.get(`${c.req.method} ${c.req.path}`)) || general;
    const incoming = incomingOf(c.env);
    if (!incoming || !isJsonBody(incoming)) return limitBody(c, next);
    c.set('jsonText', await readJsonText(incoming, maxBytes, tooLarge));
    return next();
  });

  app.get('/healthz', async (c) => {
    // A draining replica reports itself unhealthy first, so the load balancer stops sending it work.
    const healthy = !options.isDraining?.() && (await options.healthCheck().catch(() => false));
    c.header('Cache-Control', 'no-store');
    return healthy ? c.json({ status: 'ok' }) : c.json({ status: 'unavailable' }, 503);
  });

  // Readiness, not liveness: what this process cannot do at the moment, part by part, for monitoring
  // and for orchestrators that route by readiness. /healthz keeps its meaning (the load balancer's
  // check): a replica whose live updates are down still answers every call.
  app.get('/readyz', async (c) => {
    const draining = options.isDraining?.() ?? false;
    // Each part as it is when the request arrives; the database's answer comes last.
    const others = Object.entries(options.readiness ?? {}).map(([name, state]) => [name, state()] as const);
    const parts: Record<string, string> = { database: (await options.healthCheck().catch(() => false)) ? 'up' : 'down', ...Object.fromEntries(others) };
    const ready = !draining && !Object.values(parts).includes('down');
    c.header('Cache-Control', 'no-store');
    return c.json({ status: ready ? 'ready' : 'not_ready', ...(draining ? { draining } : {}), ...parts }, ready ? 200 : 503);
  });

  for (const register of options.routes) register(app);

  app.all('/api/*', (c) => errorBody(c, 'http.not_found'));
  registerSpa(app, options.webDir, options.spa, options.deviceHomes);
  app.notFound((c) => errorBody(c, 'http.not_found'));
  return app;
};
