import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logging/logger.ts';
import type { AppEnv } from './app-env.ts';

/**
 * One line per request: method, path, status and time. The query string and bodies are never
 * logged (they carry link tokens, OTPs and passwords, even if enveloped).
 */
export const requestLogger =
  (logger: Logger): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const log = logger.child({ requestId: c.get('requestId') });
    c.set('logger', log);
    const started = performance.now();
    await next();
    const line = { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) };
    // Static files would drown the useful lines.
    if (c.req.path.startsWith('/assets/') || c.req.path.startsWith('/media/')) log.debug(line, 'request');
    else log.info(line, 'request');
  };
