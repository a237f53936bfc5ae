import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { DomainError } from '#kernel/domain-error.ts';
import type { Actor } from '#contract/capabilities.ts';
import type { Principal, SessionAuthenticator } from '../ports/session-authenticator.ts';
import type { AppEnv } from './app-env.ts';

export const SESSION_COOKIE = 'vms_session';

/**
 * The route table of docs/product/roles-and-screens.md NAV-01 and ROLE-02, enforced on the server: a call needs a live session
 * (401 otherwise) whose principal has the capability (`src/contract/capabilities.ts`; 403 otherwise).
 * The principal is then on the context.
 */
export const requireCapability =
  (authenticator: SessionAuthenticator, capability: (actor: Actor) => boolean): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const principal = await authenticator.authenticate(getCookie(c, SESSION_COOKIE), true);
    if (!capability(principal)) throw new DomainError('http.forbidden');
    c.set('principal', principal);
    await next();
  };

/** The caller of a route behind requireCapability. */
export const principalOf = (c: Context<AppEnv>): Principal => {
  const principal = c.get('principal');
  if (!principal) throw new Error('principalOf used on a route without requireCapability');
  return principal;
};
