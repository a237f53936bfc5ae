import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { clientAddressFrom, type ProxyTrust } from './proxy-trust.ts';

/**
 * The caller's address, for per-address limits and the audit log: the socket's peer, or behind
 * trusted proxies (VMS_TRUST_PROXY) the right-most X-Forwarded-For hop that is not one of them.
 */
export const clientAddress = (c: Context, trust: ProxyTrust): string => {
  let peer: string;
  try {
    peer = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made in-process (app.request in tests) have no socket.
    peer = 'local';
  }
  return clientAddressFrom(c.req.header('X-Forwarded-For'), peer, trust);
};
