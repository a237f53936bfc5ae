import { z } from 'zod';
import { ROLES } from '../roles.ts';

/** A site as admins and `vms sites` see it (issue 30): where it is, its clock, its contact and its own settings. */
export const siteViewSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  address: z.string().nullable(),
  timeZone: z.string(),
  email: z.string().nullable(),
  retentionDays: z.number().int().positive(),
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

/**
 * `GET /api/site-places`: every site, by name, and the caller's home site (the pass form's first
 * choice); the sites whose desk the caller works (ADR 42: an admin's every site, a security user's or
 * site admin's own, a host's none) and the one their desk opens at.
 */
export const sitePlacesAnswerSchema = z.object({
  sites: z.array(sitePlaceSchema),
  homeSiteId: z.number().int().positive(),
  deskSiteIds: z.array(z.number().int().positive()),
  deskSiteId: z.number().int().positive().nullable(),
});
export type SitePlacesAnswer = z.infer<typeof sitePlacesAnswerSchema>;

/** Someone assigned to a site (issue 30, ADR 42): who, and their role (security or site admin). */
export const siteStaffMemberSchema = z.object({ employeeId: z.number().int().positive(), name: z.string(), email: z.string(), role: z.enum(ROLES).nullable() });
export type SiteStaffMemberView = z.infer<typeof siteStaffMemberSchema>;

/** `GET /api/sites/{id}/staff`, and `POST`/`DELETE` with the product's words: everyone assigned to the site, by name. */
export const siteStaffAnswerSchema = z.object({ message: z.string().optional(), staff: z.array(siteStaffMemberSchema) });
export type SiteStaffAnswer = z.infer<typeof siteStaffAnswerSchema>;

/** `POST /api/sites` (201) and `PATCH /api/sites/{id}`: the product's words and the site as it now is. */
export const siteChangeAnswerSchema = z.object({ message: z.string(), site: siteViewSchema });
export type SiteChangeAnswer = z.infer<typeof siteChangeAnswerSchema>;
