import { z } from 'zod';
import { ROLES } from '../roles.ts';

/** A site as admins and `vms sites` see it (issue 30): where it is, its clock, its contact and its own settings. */
export const siteViewSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  address: z.string().nullable(),
  timeZone: z.string(),
  email: z.string().nullable(),
  /** What the site keeps, and for how many days (ADR 50). */
  personalDataDays: z.number().int().positive(),
  photoDays: z.number().int().positive(),
  auditLogDays: z.number().int().positive(),
  processingLogDays: z.number().int().positive(),
  resignDays: z.number().int().nonnegative(),
  closeStaleVisits: z.boolean(),
  kioskRequiresPin: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type SiteView = z.infer<typeof siteViewSchema>;

/** `GET /api/sites`: every site, by name. */
export const siteListAnswerSchema = z.object({ sites: z.array(siteViewSchema) });
export type SiteListAnswer = z.infer<typeof siteListAnswerSchema>;

/** A site as those who make passes and work the desk see it (issue 30): where it is and its clock. */
export const sitePlaceSchema = z.object({ id: z.number().int().positive(), name: z.string(), timeZone: z.string(), address: z.string().nullable() });
export type SitePlaceView = z.infer<typeof sitePlaceSchema>;

/** An entrance in use at a site (issue 30), as the desk's and the kiosk's pickers offer it. */
export const entrancePlaceSchema = z.object({ id: z.number().int().positive(), siteId: z.number().int().positive(), name: z.string() });
export type EntrancePlaceView = z.infer<typeof entrancePlaceSchema>;

/**
 * `GET /api/site-places`: every site, by name, and the caller's home site (the pass form's first
 * choice); the sites whose desk the caller works (ADR 42: an admin's every site, a security user's or
 * site admin's own, a host's none) and the one their desk opens at; the sites their insights may be
 * of; the site the caller last picked
 * on a dashboard, the desk or the insights (issue 30, remembered on the server), null for none or
 * "all my sites".
 */
export const sitePlacesAnswerSchema = z.object({
  sites: z.array(sitePlaceSchema),
  homeSiteId: z.number().int().positive(),
  deskSiteIds: z.array(z.number().int().positive()),
  deskSiteId: z.number().int().positive().nullable(),
  /** The sites the caller's insights may be of (an admin's and a manager's every site, a site admin's own, anyone else's none). */
  figureSiteIds: z.array(z.number().int().positive()),
  pickedSiteId: z.number().int().positive().nullable(),
  /** The entrances in use at the desk's sites (issue 30); none (or absent) at a site without entrances. */
  entrances: z.array(entrancePlaceSchema).optional(),
  /** The site a kiosk the caller starts stands at (issue 30, src/contract/kiosk-site.ts); null (or absent) for those who start none. */
  kioskSiteId: z.number().int().positive().nullable().optional(),
});
export type SitePlacesAnswer = z.infer<typeof sitePlacesAnswerSchema>;

/** `PUT /api/site-preference`: the site now remembered for the caller (null: all their sites). */
export const sitePickAnswerSchema = z.object({ pickedSiteId: z.number().int().positive().nullable() });
export type SitePickAnswer = z.infer<typeof sitePickAnswerSchema>;

/** Someone assigned to a site (issue 30, ADR 42): who, and their role (security or site admin). */
export const siteStaffMemberSchema = z.object({ employeeId: z.number().int().positive(), name: z.string(), email: z.string(), role: z.enum(ROLES).nullable() });
export type SiteStaffMemberView = z.infer<typeof siteStaffMemberSchema>;

/** `GET /api/sites/{id}/staff`, and `POST`/`DELETE` with the product's words: everyone assigned to the site, by name. */
export const siteStaffAnswerSchema = z.object({ message: z.string().optional(), staff: z.array(siteStaffMemberSchema) });
export type SiteStaffAnswer = z.infer<typeof siteStaffAnswerSchema>;

/** `POST /api/sites/{id}/home-site` (ADR 59): the product's words, and whose home site the site now is. */
export const homeSiteAnswerSchema = z.object({
  message: z.string(),
  employee: z.object({ email: z.string(), name: z.string() }),
  siteId: z.number().int().positive(),
  fromSiteId: z.number().int().positive(),
  changed: z.boolean(),
});
export type HomeSiteAnswer = z.infer<typeof homeSiteAnswerSchema>;

/** `POST /api/sites` (201) and `PATCH /api/sites/{id}`: the product's words and the site as it now is. */
export const siteChangeAnswerSchema = z.object({ message: z.string(), site: siteViewSchema });
export type SiteChangeAnswer = z.infer<typeof siteChangeAnswerSchema>;

/** An entrance as its site's managers see it (issue 30): retired ones stay, so that past visits keep its name. */
export const entranceViewSchema = z.object({
  id: z.number().int().positive(),
  siteId: z.number().int().positive(),
  name: z.string(),
  retiredAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type EntranceView = z.infer<typeof entranceViewSchema>;

/** `GET /api/sites/{id}/entrances`: the site's entrances, in use first, each by name. */
export const entranceListAnswerSchema = z.object({ entrances: z.array(entranceViewSchema) });
export type EntranceListAnswer = z.infer<typeof entranceListAnswerSchema>;

/** `POST /api/sites/{id}/entrances` (201), `PATCH /api/entrances/{id}`, `POST /api/entrances/{id}/retire`: the product's words and the entrance now. */
export const entranceChangeAnswerSchema = z.object({ message: z.string(), entrance: entranceViewSchema });
export type EntranceChangeAnswer = z.infer<typeof entranceChangeAnswerSchema>;
