import { addDays, siteToday, startOfSiteDay } from '#contract/visit-time.ts';
import type { RetentionKind } from '#contract/validation/site.ts';

const DAY_MS = 86_400_000;

/**
 * Where a site's retention cuts each kind tonight (ADR 50), on its own clock: visits of days before
 * `personalData` lose their data, those before `photos` their photos (the earlier of the two days
 * counts: the data's erasure takes the photos); log rows recorded before the start of the site's day
 * its log days ago go.
 */
export const siteCutoffs = (retention: Readonly<Record<RetentionKind, number>>, timeZone: string, now: Date) => {
  const today = siteToday(timeZone, now);
  return {
    personalData: addDays(today, -retention.personalDataDays),
    photos: addDays(today, -Math.min(retention.photoDays, retention.personalDataDays)),
    auditLog: startOfSiteDay(addDays(today, -retention.auditLogDays), timeZone),
    processingLog: startOfSiteDay(addDays(today, -retention.processingLogDays), timeZone),
  };
};

/**
 * The logs that belong to no site (the admin trail, mails, webhook messages) are kept as long as the
 * site that keeps its logs longest asks, counted in whole days back from now: no site's rule is cut short.
 */
export const installationLogDays = (sites: readonly Readonly<Pick<Record<RetentionKind, number>, 'auditLogDays' | 'processingLogDays'>>[]) => ({
  auditLogDays: Math.max(...sites.map((site) => site.auditLogDays)),
  processingLogDays: Math.max(...sites.map((site) => site.processingLogDays)),
});

export const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);
