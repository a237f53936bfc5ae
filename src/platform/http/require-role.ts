import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { DomainError } from '../../shared/domain-error.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { hasRole, type Role } from '../../shared/roles.ts';
import type { Principal, SessionAuthenticator } from '../ports/session-authenticator.ts';
import type { AppEnv } from './app-env.ts';

export const SESSION_COOKIE = 'vms_session';

/**
 * The route table of product-spec.md section 6, enforced on the server: a call needs a live session
 * (401 otherwise) whose role is one of `roles` (403 otherwise). The principal is then on the context.
 */
export const requireRole =
  (authenticator: SessionAuthenticator, roles: readonly Role[]): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const principal = await authenticator.authenticate(getCookie(c, SESSION_COOKIE), true);
    if (!hasRole(principal.role, roles)) throw new DomainError('forbidden', MESSAGES.http.forbidden);
    c.set('principal', principal);
    await next();
  };

/** The caller of a route behind requireRole. */
export const principalOf = (c: Context<AppEnv>): Principal => {
  const principal = c.get('principal');
  if (!principal) throw new Error('principalOf used on a route without requireRole');
  return principal;
};
