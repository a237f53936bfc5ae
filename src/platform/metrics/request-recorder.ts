import type { Context } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../http/app-env.ts';
import type { Metrics } from './metrics.ts';

/**
 * The request frame's metrics step: one observation labelled with the pattern of the route that
 * answered (`/api/visits/:id`, never the id itself: ids would make a series each), `*` when no route
 * did. After the routes, Hono's route index is the handler that answered.
 */
export const requestRecorder =
  (metrics: Metrics) =>
  (c: Context<AppEnv>, elapsedMs: number): void =>
    metrics.observeRequest(c.req.method, routePath(c), c.res.status, elapsedMs / 1000);
