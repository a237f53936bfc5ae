import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { DomainError } from '../../shared/domain-error.ts';
import { MESSAGES } from '../../shared/messages.ts';
import type { Logger } from '../logging/logger.ts';
import type { AppEnv } from './app-env.ts';
import { errorBody, errorHandler } from './error-handler.ts';
import { requestLogger } from './request-logger.ts';
import { registerSpa, type SpaRuntimeConfig } from './spa.ts';

export const BODY_LIMIT_BYTES = 2 * 1024 * 1024;

export interface HttpAppOptions {
  readonly logger: Logger;
  /** Adds each module's routes; called in order, before the SPA fallback. */
  readonly routes: readonly ((app: Hono<AppEnv>) => void)[];
  /** Wraps each request, e.g. in a request-scoped EntityManager. */
  readonly requestScope: (work: () => Promise<void>) => Promise<void>;
  readonly healthCheck: () => Promise<boolean>;
  readonly webDir: string;
  readonly spa: SpaRuntimeConfig;
  /** Sets the Secure flag on cookies and HSTS. */
  readonly secureCookies: boolean;
}

export const createHttpApp = (options: HttpAppOptions): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler);

  app.use(requestId());
  app.use(requestLogger(options.logger));
  app.use(
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
  );
  app.use(
    bodyLimit({
      maxSize: BODY_LIMIT_BYTES,
      onError: () => {
        throw new DomainError('payload_too_large', MESSAGES.http.payloadTooLarge);
      },
    }),
  );
  app.use(compress());
  app.use((_c, next) => options.requestScope(next));

  app.get('/healthz', async (c) => {
    const healthy = await options.healthCheck().catch(() => false);
    c.header('Cache-Control', 'no-store');
    return healthy ? c.json({ status: 'ok' }) : c.json({ status: 'unavailable' }, 503);
  });

  for (const register of options.routes) register(app);

  app.all('/api/*', (c) => errorBody(c, 404, MESSAGES.http.notFound));
  registerSpa(app, options.webDir, options.spa);
  app.notFound((c) => errorBody(c, 404, MESSAGES.http.notFound));
  return app;
};
