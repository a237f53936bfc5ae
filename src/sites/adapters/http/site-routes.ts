import type { Hono } from 'hono';
import type { HomeSiteAnswer, SiteChangeAnswer, SiteListAnswer, SitePickAnswer, SitePlacesAnswer, SiteStaffAnswer } from '#contract/api/site-answers.ts';
import { canChangeHomeSite, canChangeSiteSettings, canManageSites, canStartKiosk, canUseDesk, canWorkWithVisitors, seesInsightsAtSite, worksAtSite } from '#contract/capabilities.ts';
import { kioskSiteOf } from '#contract/kiosk-site.ts';
import { MESSAGES } from '#contract/messages.ts';
import { recordIdOf } from '#contract/record-id.ts';
import { SITE_INPUT_CODES, SITE_PICK_CODES, SITE_STAFF_INPUT_CODES, siteChangesSchema, sitePickSchema, siteSchema, siteStaffInputSchema } from '#contract/validation/site.ts';
import { parseInput } from '#kernel/validation/parse-input.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import { openPayload, readJsonObject } from '../../../platform/http/read-body.ts';
import { principalOf, requireCapability } from '../../../platform/http/require-role.ts';
import type { SessionAuthenticator } from '../../../platform/ports/session-authenticator.ts';
import type { AddSite } from '../../application/add-site.ts';
import type { ListSites } from '../../application/list-sites.ts';
import { siteView } from '../../application/site-view.ts';
import type { UpdateSite } from '../../application/update-site.ts';
import type { SiteStaff } from '../../application/site-staff.ts';
import type { ChangeHomeSite } from '../../application/change-home-site.ts';
import type { SiteDirectory } from '../../application/site-directory.ts';
import type { SitePreference } from '../../application/site-preference.ts';

export interface SiteRouteDeps {
  readonly envelope: NodeEnvelope;
  readonly authenticator: SessionAuthenticator;
  readonly list: ListSites;
  readonly add: AddSite;
  readonly update: UpdateSite;
  readonly staff: SiteStaff;
  readonly homeSite: ChangeHomeSite;
  readonly places: SiteDirectory;
  readonly preference: SitePreference;
}

/** A site id in the path: digits only, or "does not exist" (nothing is looked up). */
const idOf = (text: string): number => {
  const id = recordIdOf(text);
  if (id === undefined) throw new DomainError('site.not_found');
  return id;
};

/**
 * Sites for admins (issue 30): inputs in the payload envelope as every admin form's; each refusal of
 * a value answers that field's code (SITE_INPUT_CODES) and changes nothing.
 */
export const siteRoutes = (deps: SiteRouteDeps) => (app: Hono<AppEnv>) => {
  const { envelope } = deps;
  const admin = requireCapability(deps.authenticator, canManageSites);
  // The Sites screen's list and a site's settings: admins, and site admins for their own sites (issue 30).
  const settings = requireCapability(deps.authenticator, (actor) => canChangeSiteSettings(actor));

  app.get('/api/sites', settings, async (c) => {
    const sites = await deps.list.execute({ kind: 'principal', principal: principalOf(c) });
    c.header('Cache-Control', 'no-store');
    return c.json({ sites: sites.map(siteView) } satisfies SiteListAnswer);
  });

  // Everyone who makes passes: the pass form offers the sites when there is more than one (issue 30).
  // The desk's picker offers only the sites whose desk the caller works (ADR 42), opening at the home site when it is one of them.
  app.get('/api/site-places', requireCapability(deps.authenticator, canWorkWithVisitors), async (c) => {
    const principal = principalOf(c);
    const [sites, pickedSiteId] = await Promise.all([deps.places.all(), deps.preference.picked(principal)]);
    const homeSiteId = principal.homeSiteId;
    const deskSiteIds = canUseDesk(principal) ? sites.filter((site) => worksAtSite(principal, site.id)).map((site) => site.id) : [];
    const deskSiteId = deskSiteIds.includes(homeSiteId) ? homeSiteId : (deskSiteIds[0] ?? null);
    // The entrances in use at the desk's sites (issue 30): the desk's picker of where the guard stands.
    const entrances = sites.filter((site) => deskSiteIds.includes(site.id)).flatMap((site) => site.entrances.filter((entrance) => !entrance.retired).map(({ id, name }) => ({ id, siteId: site.id, name })));
    const figureSiteIds = sites.filter((site) => seesInsightsAtSite(principal, site.id)).map((site) => site.id);
    // Where a kiosk this caller starts would stand (issue 30): the start form offers that site's entrances.
    const kioskSiteId = canStartKiosk(principal) ? kioskSiteOf(principal, homeSiteId) : null;
    c.header('Cache-Control', 'no-store');
    return c.json({ sites: sites.map(({ id, name, timeZone, address }) => ({ id, name, timeZone, address })), homeSiteId, deskSiteIds, deskSiteId, figureSiteIds, pickedSiteId, entrances, kioskSiteId } satisfies SitePlacesAnswer);
  });

  // The site picked on a dashboard, the desk or the insights, remembered for the user (issue 30, ADR 51): `{ siteId }`, null for all their sites.
  app.put('/api/site-preference', requireCapability(deps.authenticator, canWorkWithVisitors), async (c) => {
    const { siteId } = parseInput(sitePickSchema, await readJsonObject(c), SITE_PICK_CODES);
    const pickedSiteId = await deps.preference.pick(principalOf(c), siteId);
    return c.json({ pickedSiteId } satisfies SitePickAnswer);
  });

  // Who works at a site (issue 30, ADR 42): admins list, assign and take off security users and site admins.
  app.get('/api/sites/:id/staff', admin, async (c) => {
    const { staff } = await deps.staff.list({ kind: 'principal', principal: principalOf(c) }, { id: idOf(c.req.param('id')) });
    c.header('Cache-Control', 'no-store');
    return c.json({ staff } satisfies SiteStaffAnswer);
  });

  app.post('/api/sites/:id/staff', admin, async (c) => {
    const id = idOf(c.req.param('id'));
    const { email } = openPayload(envelope, (await readJsonObject(c))['encryptedData'], siteStaffInputSchema, SITE_STAFF_INPUT_CODES);
    const { changed, staff } = await deps.staff.assign({ kind: 'principal', principal: principalOf(c) }, { id }, email);
    return c.json({ message: changed ? MESSAGES.sites.staffAssigned : MESSAGES.sites.staffAlreadyAssigned, staff } satisfies SiteStaffAnswer);
  });

  app.post('/api/sites/:id/staff/remove', admin, async (c) => {
    const id = idOf(c.req.param('id'));
    const { email } = openPayload(envelope, (await readJsonObject(c))['encryptedData'], siteStaffInputSchema, SITE_STAFF_INPUT_CODES);
    const { changed, staff } = await deps.staff.unassign({ kind: 'principal', principal: principalOf(c) }, { id }, email);
    return c.json({ message: changed ? MESSAGES.sites.staffUnassigned : MESSAGES.sites.staffNotAssigned, staff } satisfies SiteStaffAnswer);
  });

  // An employee's home site (ADR 59): `{ email }` in the envelope makes this site theirs; admins, and site admins between their own sites.
  app.post('/api/sites/:id/home-site', requireCapability(deps.authenticator, (actor) => canChangeHomeSite(actor)), async (c) => {
    const id = idOf(c.req.param('id'));
    const { email } = openPayload(envelope, (await readJsonObject(c))['encryptedData'], siteStaffInputSchema, SITE_STAFF_INPUT_CODES);
    const { employee, site, fromSiteId, changed } = await deps.homeSite.execute({ kind: 'principal', principal: principalOf(c) }, { id }, email);
    return c.json({
      message: changed ? MESSAGES.sites.homeSiteChanged : MESSAGES.sites.homeSiteUnchanged,
      employee: { email: employee.email, name: employee.name },
      siteId: site.id,
      fromSiteId,
      changed,
    } satisfies HomeSiteAnswer);
  });

  app.post('/api/sites', admin, async (c) => {
    const input = openPayload(envelope, (await readJsonObject(c))['encryptedData'], siteSchema, SITE_INPUT_CODES);
    const site = await deps.add.execute({ kind: 'principal', principal: principalOf(c) }, input);
    return c.json({ message: MESSAGES.sites.added, site: siteView(site) } satisfies SiteChangeAnswer, 201);
  });

  app.patch('/api/sites/:id', settings, async (c) => {
    const id = idOf(c.req.param('id'));
    const changes = openPayload(envelope, (await readJsonObject(c))['encryptedData'], siteChangesSchema, SITE_INPUT_CODES);
    const site = await deps.update.execute({ kind: 'principal', principal: principalOf(c) }, { id }, changes);
    return c.json({ message: MESSAGES.sites.updated, site: siteView(site) } satisfies SiteChangeAnswer);
  });
};
