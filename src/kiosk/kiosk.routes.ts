import type { Container } from 'inversify';
import { RateLimiter } from '../platform/ports/rate-limiter.ts';
import { SessionAuthenticator } from '../platform/ports/session-authenticator.ts';
import { CONFIG } from '../platform/tokens.ts';
import { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import { kioskDeviceRoutes } from './adapters/http/kiosk-device-routes.ts';
import { kioskVisitRoutes } from './adapters/http/kiosk-visit-routes.ts';
import { CheckInAtKiosk } from './application/check-in-at-kiosk.ts';
import { KioskDocuments } from './application/kiosk-documents.ts';
import { kioskDocumentRoutes } from './adapters/http/kiosk-document-routes.ts';
import { CheckOutAtKiosk } from './application/check-out-at-kiosk.ts';
import { LookUpAppointment } from './application/look-up-appointment.ts';
import { LookUpDeparture } from './application/look-up-departure.ts';
import { SearchKioskHosts } from './application/search-kiosk-hosts.ts';
import { KIOSK_COOKIE, requireKiosk } from './adapters/http/require-kiosk.ts';
import { AuthenticateKiosk } from './application/authenticate-kiosk.ts';
import { ListKiosks } from './application/list-kiosks.ts';
import { ReadKioskSelf } from './application/read-kiosk-self.ts';
import { RevokeKiosk } from './application/revoke-kiosk.ts';
import { StartKiosk } from './application/start-kiosk.ts';
import { walkInBodyLimit, walkInRoutes } from './adapters/http/walk-in-routes.ts';
import { CreateWalkInAtKiosk } from './application/create-walk-in-at-kiosk.ts';
import { ReadWalkInAtKiosk } from './application/read-walk-in-at-kiosk.ts';

/** A tablet carrying the kiosk cookie is sent to the kiosk's page from every other page of the SPA. */
export const kioskDeviceHome = { cookie: KIOSK_COOKIE, path: '/kiosk' } as const;

/** The kiosk's routes with a body limit of their own: a walk-in carries its photo. */
export const kioskBodyLimits = [walkInBodyLimit] as const;

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
      self: container.get(ReadKioskSelf),
    }),
    kioskVisitRoutes({
      envelope,
      kiosk,
      limiter: container.get(RateLimiter),
      lookUpAppointment: container.get(LookUpAppointment),
      lookUpDeparture: container.get(LookUpDeparture),
      checkIn: container.get(CheckInAtKiosk),
      checkOut: container.get(CheckOutAtKiosk),
      searchHosts: container.get(SearchKioskHosts),
    }),
    kioskDocumentRoutes({ envelope, kiosk, limiter: container.get(RateLimiter), documents: container.get(KioskDocuments) }),
    walkInRoutes({ envelope, kiosk, limiter: container.get(RateLimiter), create: container.get(CreateWalkInAtKiosk), read: container.get(ReadWalkInAtKiosk) }),
  ];
};
