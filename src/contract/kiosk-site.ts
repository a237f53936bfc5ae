import { worksAtSite, type Actor } from './capabilities.ts';

/**
 * The site a kiosk started by this actor stands at (issue 30): their home site when they work there,
 * else the first of their sites they work at (ADR 42); null when there is none. One rule for the
 * start itself (src/kiosk StartKiosk) and for the start form's choice of entrance, which offers that
 * site's entrances (`kioskSiteId` of `GET /api/site-places`).
 */
export const kioskSiteOf = (actor: Actor, homeSiteId: number | null): number | null =>
  homeSiteId !== null && worksAtSite(actor, homeSiteId) ? homeSiteId : ((actor.siteIds ?? []).find((id) => worksAtSite(actor, id)) ?? homeSiteId);
