import { z } from 'zod';

/** A site as admins and `vms sites` see it (issue 30): where it is, its clock, its contact and its own settings. */
export const siteViewSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  address: z.string().nullable(),
  timeZone: z.string(),
  email: z.string().nullable(),
  retentionDays: z.number().int().positive(),
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

/** `GET /api/site-places`: every site, by name, and the caller's home site (the pass form's and the desk's first choice). */
export const sitePlacesAnswerSchema = z.object({ sites: z.array(sitePlaceSchema), homeSiteId: z.number().int().positive() });
export type SitePlacesAnswer = z.infer<typeof sitePlacesAnswerSchema>;

/** `POST /api/sites` (201) and `PATCH /api/sites/{id}`: the product's words and the site as it now is. */
export const siteChangeAnswerSchema = z.object({ message: z.string(), site: siteViewSchema });
export type SiteChangeAnswer = z.infer<typeof siteChangeAnswerSchema>;
