import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { DomainError } from '#kernel/domain-error.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import type { AuthenticateKiosk } from '../../application/authenticate-kiosk.ts';
import type { KioskPrincipal } from '../../application/kiosk-principal.ts';

/** The kiosk's device cookie (docs/adr/0014-reception-kiosk.md); never a user session. */
export const KIOSK_COOKIE = 'vms_kiosk';
/** A kiosk stays signed in for 180 days, or until an admin revokes it. */
export const KIOSK_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

declare module '../../../platform/http/app-env.ts' {
  interface AppVariables {
    /** Set by requireKiosk on the kiosk's routes. */
    kiosk: KioskPrincipal | undefined;
  }
}

/**
 * The kiosk's routes only: the `vms_kiosk` cookie names a live kiosk device (its principal is then on
 * the context), or the call is refused with `kiosk.required` (401) and the cookie cleared, so a
 * revoked tablet is released. The kiosk cookie opens no other route: they ask for a user session.
 */
export const requireKiosk =
  (authenticate: AuthenticateKiosk): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    let kiosk: KioskPrincipal;
    try {
      kiosk = await authenticate.execute(getCookie(c, KIOSK_COOKIE));
    } catch (error) {
      if (error instanceof DomainError && error.code === 'kiosk.required') deleteCookie(c, KIOSK_COOKIE, { path: '/' });
      throw error;
    }
    c.set('kiosk', kiosk);
    await next();
  };

/** The kiosk calling a route behind requireKiosk. */
export const kioskOf = (c: Context<AppEnv>): KioskPrincipal => {
  const kiosk = c.get('kiosk');
  if (!kiosk) throw new Error('kioskOf used on a route without requireKiosk');
  return kiosk;
};
