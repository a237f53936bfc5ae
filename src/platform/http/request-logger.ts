import type { Context } from 'hono';
import type { Logger } from '../logging/logger.ts';
import type { AppEnv } from './app-env.ts';

/**
 * A load balancer's health checks and a scraper's visits, every few seconds on every replica (about
 * 43,000 lines a day per replica behind Caddy's 2 s checks): logged at debug while they say all is
 * well. A failing one (a 503 while draining or without the database, a 401 at /metrics) stays at info.
 */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * One line per request: method, path, status and time. The query string and bodies are never
 * logged (they carry link tokens, OTPs and passwords, even if enveloped). Called by the request
 * frame once the answer is known.
 */
export const logRequest = (logger: Logger, c: Context<AppEnv>, elapsedMs: number): void => {
  const { path } = c.req;
  const status = c.res.status;
  // Static files would drown the useful lines; so would the probes.
  const quiet = path.startsWith('/assets/') || path.startsWith('/media/') || (status < 400 && PROBES.has(path));
  const level = quiet ? 'debug' : 'info';
  if (!logger.isLevelEnabled(level)) return;
  const line = { requestId: c.get('requestId'), method: c.req.method, path, status, ms: Math.round(elapsedMs) };
  logger[level](line, 'request');
};
