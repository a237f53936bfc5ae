import type { Container } from 'inversify';
import { SessionAuthenticator } from '../platform/ports/session-authenticator.ts';
import { CONFIG } from '../platform/tokens.ts';
import { NodeEnvelope } from '../shared/envelope/node-envelope.ts';
import { kioskDeviceRoutes } from './adapters/http/kiosk-device-routes.ts';
import { KIOSK_COOKIE, requireKiosk } from './adapters/http/require-kiosk.ts';
import { AuthenticateKiosk } from './application/authenticate-kiosk.ts';
import { ListKiosks } from './application/list-kiosks.ts';
import { RevokeKiosk } from './application/revoke-kiosk.ts';
import { StartKiosk } from './application/start-kiosk.ts';

/** A tablet carrying the kiosk cookie is sent to the kiosk's page from every other page of the SPA. */
export const kioskDeviceHome = { cookie: KIOSK_COOKIE, path: '/kiosk' } as const;

/** The kiosk's HTTP routes wired to their use cases: composition. */
export const kioskHttp = (container: Container) => {
  const config = container.get(CONFIG);
  const envelope = container.get(NodeEnvelope);
  // The kiosk's own routes (walk-ins too) sit behind this one guard.
  const kiosk = requireKiosk(container.get(AuthenticateKiosk));
  return [
    kioskDeviceRoutes({
      envelope,
      authenticator: container.get(SessionAuthenticator),
      kiosk,
      secureCookies: config.publicUrl.startsWith('https://'),
      start: container.get(StartKiosk),
      list: container.get(ListKiosks),
      revoke: container.get(RevokeKiosk),
    }),
  ];
};
