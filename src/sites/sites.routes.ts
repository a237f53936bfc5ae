import type { Container } from 'inversify';
import { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import { SessionAuthenticator } from '../platform/ports/session-authenticator.ts';
import { siteRoutes } from './adapters/http/site-routes.ts';
import { entranceRoutes } from './adapters/http/entrance-routes.ts';
import { ManageEntrances } from './application/manage-entrances.ts';
import { AddSite } from './application/add-site.ts';
import { ListSites } from './application/list-sites.ts';
import { UpdateSite } from './application/update-site.ts';
import { SiteStaff } from './application/site-staff.ts';
import { ChangeHomeSite } from './application/change-home-site.ts';
import { SiteDirectory } from './application/site-directory.ts';
import { SitePreference } from './application/site-preference.ts';

/** The sites' HTTP routes wired to their use cases: composition. */
export const sitesHttp = (container: Container) => [
  siteRoutes({
    envelope: container.get(NodeEnvelope),
    authenticator: container.get(SessionAuthenticator),
    list: container.get(ListSites),
    add: container.get(AddSite),
    update: container.get(UpdateSite),
    staff: container.get(SiteStaff),
    homeSite: container.get(ChangeHomeSite),
    places: container.get(SiteDirectory),
    preference: container.get(SitePreference),
  }),
  entranceRoutes({ envelope: container.get(NodeEnvelope), authenticator: container.get(SessionAuthenticator), entrances: container.get(ManageEntrances) }),
];
