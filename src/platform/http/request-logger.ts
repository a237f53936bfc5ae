import type { Context } from 'hono';
import type { Logger } from '../logging/logger.ts';
import type { AppEnv } from './app-env.ts';

/**
 * One line per request: method, path, status and time. The query string and bodies are never
 * logged (they carry link tokens, OTPs and passwords, even if enveloped). Called by the request
 * frame once the answer is known.
 */
export const logRequest = (logger: Logger, c: Context<AppEnv>, startedMs: number): void => {
  // Static files would drown the useful lines.
  const level = c.req.path.startsWith('/assets/') || c.req.path.startsWith('/media/') ? 'debug' : 'info';
  if (!logger.isLevelEnabled(level)) return;
  const line = { requestId: c.get('requestId'), method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - startedMs) };
  logger[level](line, 'request');
};
