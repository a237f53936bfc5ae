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
    // The logger itself, not a child per request: lines name their request id (a child per request
    // was a measurable share of a session check's cost).
    c.set('logger', logger);
    const started = performance.now();
    await next();
    // Static files would drown the useful lines.
    const level = c.req.path.startsWith('/assets/') || c.req.path.startsWith('/media/') ? 'debug' : 'info';
    if (!logger.isLevelEnabled(level)) return;
    const line = { requestId: c.get('requestId'), method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) };
    logger[level](line, 'request');
  };
