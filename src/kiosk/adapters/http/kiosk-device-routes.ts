import type { Hono, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { KioskDeviceChangeAnswer, KioskDeviceListAnswer, KioskSelfAnswer } from '#contract/api/kiosk-answers.ts';
import { canManageKiosks, canStartKiosk } from '#contract/capabilities.ts';
import { DomainError } from '#kernel/domain-error.ts';
import { recordIdOf } from '#contract/record-id.ts';
import type { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import { MESSAGES } from '#contract/messages.ts';
import { kioskDeviceSchema } from '#contract/validation/kiosk.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import { openPayload, readJsonObject } from '../../../platform/http/read-body.ts';
import { principalOf, requireCapability, SESSION_COOKIE } from '../../../platform/http/require-role.ts';
import type { SessionAuthenticator } from '../../../platform/ports/session-authenticator.ts';
import { kioskDeviceView } from '../../application/kiosk-device-view.ts';
import type { ListKiosks } from '../../application/list-kiosks.ts';
import type { ReadKioskSelf } from '../../application/read-kiosk-self.ts';
import type { RevokeKiosk } from '../../application/revoke-kiosk.ts';
import type { StartKiosk } from '../../application/start-kiosk.ts';
import { KIOSK_COOKIE, KIOSK_COOKIE_MAX_AGE_SECONDS, kioskOf } from './require-kiosk.ts';

export interface KioskDeviceRouteDeps {
  readonly envelope: NodeEnvelope;
  readonly authenticator: SessionAuthenticator;
  /** requireKiosk: the kiosk's own routes. */
  readonly kiosk: MiddlewareHandler<AppEnv>;
  readonly secureCookies: boolean;
  readonly start: StartKiosk;
  readonly list: ListKiosks;
  readonly revoke: RevokeKiosk;
  readonly self: ReadKioskSelf;
}

/** A device id in the path: digits only, or "does not exist" (nothing is looked up). */
const idOf = (text: string): number => {
  const id = recordIdOf(text);
  if (id === undefined) throw new DomainError('kiosk.not_found');
  return id;
};

/** Kiosk devices (docs/adr/0014-reception-kiosk.md): starting one, the kiosk asking who it is, admins listing and revoking them. */
export const kioskDeviceRoutes = (deps: KioskDeviceRouteDeps) => (app: Hono<AppEnv>) => {
  const admin = requireCapability(deps.authenticator, canManageKiosks);

  app.post('/api/kiosk/devices', requireCapability(deps.authenticator, canStartKiosk), async (c) => {
    const input = openPayload(deps.envelope, (await readJsonObject(c))['encryptedData'], kioskDeviceSchema, { entranceId: 'entrance.invalid' });
    const { device, token } = await deps.start.execute(principalOf(c), getCookie(c, SESSION_COOKIE), input);
    // The caller's session ended with the start: the tablet keeps only the kiosk's cookie.
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    setCookie(c, KIOSK_COOKIE, token, {
      httpOnly: true,
      sameSite: 'Strict',
      secure: deps.secureCookies,
      path: '/',
      maxAge: KIOSK_COOKIE_MAX_AGE_SECONDS,
    });
    // Its starter is the caller, signed in a moment ago.
    return c.json({ message: MESSAGES.kiosk.started, device: kioskDeviceView(device, true) } satisfies KioskDeviceChangeAnswer, 201);
  });

  app.get('/api/kiosk/devices', admin, async (c) => {
    const devices = await deps.list.execute({ kind: 'principal', principal: principalOf(c) });
    c.header('Cache-Control', 'no-store');
    return c.json({ devices: devices.map(({ device, starterActive }) => kioskDeviceView(device, starterActive)) } satisfies KioskDeviceListAnswer);
  });

  app.post('/api/kiosk/devices/:id/revoke', admin, async (c) => {
    const device = await deps.revoke.execute({ kind: 'principal', principal: principalOf(c) }, idOf(c.req.param('id')));
    // Revoked: that is its status, whatever its starter's standing.
    return c.json({ message: MESSAGES.kiosk.revoked, device: kioskDeviceView(device, true) } satisfies KioskDeviceChangeAnswer);
  });

  app.get('/api/kiosk/me', deps.kiosk, async (c) => {
    const self = await deps.self.execute(kioskOf(c));
    c.header('Cache-Control', 'no-store');
    return c.json(self satisfies KioskSelfAnswer);
  });
};
