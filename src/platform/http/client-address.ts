import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's address: the socket's peer, or behind a trusted reverse proxy (VMS_TRUST_PROXY) the
 * left-most X-Forwarded-For entry. Never the header when no proxy is trusted: any client can forge it.
 */
export const clientAddress = (c: Context, trustProxy: boolean): string => {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made in-process (app.request in tests) have no socket.
    return 'local';
  }
};
