import type { SiteView } from '#contract/api/site-answers.ts';
import type { Site } from '../domain/site.ts';

/** A site as the admin API and `vms sites` show it. */
export const siteView = (site: Site): SiteView => ({
  id: site.id,
  name: site.name,
  address: site.address,
  timeZone: site.timeZone,
  email: site.email,
  personalDataDays: site.personalDataDays,
  photoDays: site.photoDays,
  auditLogDays: site.auditLogDays,
  processingLogDays: site.processingLogDays,
  resignDays: site.resignDays,
  closeStaleVisits: site.closeStaleVisits,
  kioskRequiresPin: site.kioskRequiresPin,
  createdAt: site.createdAt.toISOString(),
  updatedAt: site.updatedAt.toISOString(),
});
