import { createHash, timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { errorBody } from '../http/error-handler.ts';
import type { Metrics } from './metrics.ts';

/** Equal-length digests, so the comparison takes the same time whatever the caller sent. */
const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

const BEARER = /^Bearer +(\S+)\s*$/i;

/**
 * `GET /metrics` for a scraper that sends `Authorization: Bearer <VMS_METRICS_TOKEN>` (ADR 20); any
 * other caller gets 401. Registered only when the token is set: without it the path is as unknown as
 * any other.
 */
export const metricsRoute =
  (metrics: Metrics, token: string) =>
  (app: Hono<AppEnv>): void => {
    const expected = digest(token);
    app.get('/metrics', async (c) => {
      const given = BEARER.exec(c.req.header('Authorization') ?? '')?.[1];
      if (given === undefined || !timingSafeEqual(digest(given), expected)) {
        c.header('WWW-Authenticate', 'Bearer realm="metrics"');
        return errorBody(c, 'auth.required');
      }
      c.header('Cache-Control', 'no-store');
      return c.body(await metrics.render(), 200, { 'Content-Type': metrics.contentType });
    });
  };
