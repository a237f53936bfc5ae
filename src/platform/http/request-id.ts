import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const WELL_FORMED = /^[\w\-=]{1,255}$/;

/**
 * The id a request's log lines and answer carry: the one a load balancer or proxy in front already
 * gave it (so that a request can be followed across both logs), when it is short and plain enough to
 * be safe in a log line and a header; otherwise a new one. The rule Hono's request-id middleware has.
 */
export const requestIdOf = (incoming: string | undefined): string => (incoming !== undefined && WELL_FORMED.test(incoming) ? incoming : randomUUID());
