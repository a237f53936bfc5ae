import type { SiteView } from '#contract/api/site-answers.ts';

/** A site as `GET /api/sites` answers it, with a new site's settings unless `more` changes them. */
export const siteView = (id: number, name: string, more: Partial<SiteView> = {}): SiteView => ({
  id,
  name,
  address: 'Tower A, Hinjewadi, Pune',
  timeZone: 'Asia/Kolkata',
  email: null,
  personalDataDays: 180,
  photoDays: 180,
  auditLogDays: 365,
  processingLogDays: 365,
  resignDays: 0,
  closeStaleVisits: false,
  kioskRequiresPin: false,
  createdAt: '2026-11-20T04:30:00.000Z',
  updatedAt: '2026-11-20T04:30:00.000Z',
  ...more,
});
