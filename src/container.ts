import { Container } from 'inversify';
import { privacyModule } from './privacy/privacy.module.ts';
import { documentsModule } from './documents/documents.module.ts';
import { apiTokensModule } from './api-tokens/api-tokens.module.ts';
import { breachesModule } from './breaches/breaches.module.ts';
import { identityModule, type IdentitySettings } from './identity/identity.module.ts';
import { kioskModule } from './kiosk/kiosk.module.ts';
import { liveModule } from './live/live.module.ts';
import { metricsModule } from './metrics.module.ts';
import { notificationsModule } from './notifications/notifications.module.ts';
import { platformModule, type PlatformParts } from './platform/platform.module.ts';
import { sitesModule } from './sites/sites.module.ts';
import { evacuationModule } from './evacuation/evacuation.module.ts';
import { visitsModule } from './visits/visits.module.ts';
import { watchlistModule } from './watchlist/watchlist.module.ts';
import { webhooksModule } from './webhooks/webhooks.module.ts';

/** The composition root: every port bound to its adapter, once, for the server, the CLI and tests alike. */
export const buildContainer = (parts: PlatformParts, identity: IdentitySettings = {}): Container => {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(platformModule(parts), identityModule(identity), visitsModule, liveModule, watchlistModule, kioskModule, sitesModule, evacuationModule, apiTokensModule, webhooksModule, privacyModule, documentsModule, breachesModule, notificationsModule, metricsModule);
  return container;
};
