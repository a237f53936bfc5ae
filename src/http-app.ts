import { join } from 'node:path';
import { privacyHttp } from './privacy/privacy.routes.ts';
import { documentsBodyLimits, documentsHttp } from './documents/documents.routes.ts';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Container } from 'inversify';
import { apiTokensHttp, tokenApiHttp, tokenCallRecorder } from './api-tokens/api-tokens.routes.ts';
import { breachesHttp } from './breaches/breaches.routes.ts';
import { SSO_PATHS } from './identity/adapters/http/sso-routes.ts';
import { identityHttp, scimHttp } from './identity/identity.routes.ts';
import { kioskBodyLimits, kioskDeviceHome, kioskHttp } from './kiosk/kiosk.routes.ts';
import { ChangeFeed } from './live/application/ports.ts';
import { liveHttp } from './live/live.routes.ts';
import { runInEntityManagerScope } from './platform/database/entity-manager-scope.ts';
import { createHttpApp } from './platform/http/create-http-app.ts';
import { Metrics } from './platform/metrics/metrics.ts';
import { metricsRoute } from './platform/metrics/metrics-route.ts';
import { requestRecorder } from './platform/metrics/request-recorder.ts';
import { projectRoot } from './platform/project-root.ts';
import { sitesHttp } from './sites/sites.routes.ts';
import { evacuationHttp } from './evacuation/evacuation.routes.ts';
import { CONFIG, LOGGER } from './platform/tokens.ts';
import { visitsApiEndpoints, visitsFileRoutes, visitsHttp } from './visits/visits.routes.ts';
import { watchlistHttp } from './watchlist/watchlist.routes.ts';
import { webhooksHttp } from './webhooks/webhooks.routes.ts';

/** The whole HTTP surface: every module's routes on the platform's app, each request in its own EntityManager. */
export const buildHttpApp = (container: Container, webDir = join(projectRoot(), 'web', 'dist'), isDraining?: () => boolean) => {
  const config = container.get(CONFIG);
  const orm = container.get(MikroORM);
  const metrics = container.get(Metrics);
  const changeFeed = container.get(ChangeFeed);
  return createHttpApp({
    logger: container.get(LOGGER),
    routes: [
      ...identityHttp(container),
      ...visitsHttp(container),
      ...liveHttp(container),
      ...watchlistHttp(container),
      ...kioskHttp(container),
      ...sitesHttp(container),
      ...evacuationHttp(container),
      ...privacyHttp(container),
      ...documentsHttp(container),
      ...apiTokensHttp(container),
      ...webhooksHttp(container),
      ...breachesHttp(container),
      // The token API (issue 32): each module's endpoints, one bearer check, one OpenAPI document.
      ...tokenApiHttp(container, [...visitsApiEndpoints(container)]),
      // SCIM provisioning (issue 32, ADR 41): a token of its own scope, audited as every token call.
      ...scimHttp(container, tokenCallRecorder(container)),
      // Without VMS_METRICS_TOKEN there is no /metrics: it answers as any unknown path does.
      ...(config.metricsToken ? [metricsRoute(metrics, config.metricsToken)] : []),
    ],
    // Counted only where something can read the counts.
    ...(config.metricsToken ? { recordRequest: requestRecorder(metrics) } : {}),
    requestScope: (work) => runInEntityManagerScope(orm.em, work),
    healthCheck: async () => {
      await orm.em.fork().getConnection().execute('select 1');
      return true;
    },
    readiness: { liveUpdates: () => changeFeed.health().state },
    webDir,
    deviceHomes: [kioskDeviceHome],
    bodyLimits: [...kioskBodyLimits, ...documentsBodyLimits],
    fileRoutes: [...visitsFileRoutes],
    publicUrl: config.publicUrl,
    spa: {
      companyDomain: config.companyDomain,
      payloadPhrase: config.payloadPhrase,
      corporateUrl: config.corporateUrl,
      timeZone: config.timeZone,
      sso: config.oidc ? { name: config.oidc.displayName, loginPath: SSO_PATHS.login } : null,
      passwordForm: config.passwordForm,
    },
    secureCookies: config.publicUrl.startsWith('https://'),
    ...(isDraining ? { isDraining } : {}),
  });
};
