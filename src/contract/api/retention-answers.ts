import { z } from 'zod';

const days = z.number().int().positive();

/** What each run erased, kind by kind (ADR 50): counts only. */
export const retentionCountsSchema = z.object({
  visitsAnonymised: z.number().int().nonnegative(),
  photosDeleted: z.number().int().nonnegative(),
  auditEntries: z.number().int().nonnegative(),
  consentRecords: z.number().int().nonnegative(),
  mails: z.number().int().nonnegative(),
  webhookMessages: z.number().int().nonnegative(),
  webhookAttempts: z.number().int().nonnegative(),
});
export type RetentionCountsView = z.infer<typeof retentionCountsSchema>;

/** One nightly run: a site's (after its midnight) or the installation's (`siteId` null: the logs of no site). */
export const retentionRunSchema = retentionCountsSchema.extend({
  siteId: z.number().int().positive().nullable(),
  site: z.string().nullable(),
  period: z.string(),
  ranAt: z.iso.datetime(),
  settings: z.partialRecord(z.enum(['personalDataDays', 'photoDays', 'auditLogDays', 'processingLogDays']), days),
  cutoffs: z.partialRecord(z.enum(['personalData', 'photos', 'auditLog', 'processingLog']), z.string()),
});
export type RetentionRunView = z.infer<typeof retentionRunSchema>;

/**
 * `vms privacy report --json`: each site's retention now, its runs since the date asked for (or ever)
 * and what they erased in total; the installation's runs likewise; then every run, newest first.
 */
export const retentionReportSchema = z.object({
  since: z.iso.datetime().nullable(),
  sites: z.array(
    z.object({
      siteId: z.number().int().positive(),
      site: z.string(),
      retention: z.object({ personalDataDays: days, photoDays: days, auditLogDays: days, processingLogDays: days }),
      runs: z.number().int().nonnegative(),
      lastRunAt: z.iso.datetime().nullable(),
      erased: retentionCountsSchema,
    }),
  ),
  installation: z.object({ runs: z.number().int().nonnegative(), lastRunAt: z.iso.datetime().nullable(), erased: retentionCountsSchema }).nullable(),
  runs: z.array(retentionRunSchema),
});
export type RetentionReport = z.infer<typeof retentionReportSchema>;
