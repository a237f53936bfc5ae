import type { Actor } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { SiteDirectory, SiteNightly } from '../../sites/application/site-directory.ts';
import type { PurgeVisitorData } from '../../visits/application/purge-visitor-data.ts';
import { daysBefore, installationLogDays, siteCutoffs } from '../domain/retention-cutoffs.ts';
import { RetentionRun, type RetentionCounts, type RetentionRunFacts } from '../domain/retention-run.ts';
import type { RetentionLogs, RetentionRuns } from './retention-ports.ts';

const RETENTION: Actor = { type: 'system', label: 'system:retention' };
const NONE: RetentionCounts = { visitsAnonymised: 0, photosDeleted: 0, auditEntries: 0, consentRecords: 0, mails: 0, webhookMessages: 0, webhookAttempts: 0 };

/**
 * The nightly retention (issue 31, docs/adr/0050-retention-by-site-and-kind.md), as the jobs run it
 * once per claimed period: a site's part after its own midnight erases each kind by the site's own
 * days (the data and photos of its visits, its visits' audit entries, its consent records); the
 * installation's part prunes the logs of no site by the longest days any site keeps them. Each run
 * leaves a `retention_run` record of what it erased (counts only), which `vms privacy report` reads.
 */
export class RunRetention {
  constructor(
    private readonly purge: PurgeVisitorData,
    private readonly logs: RetentionLogs,
    private readonly runs: RetentionRuns,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async site(site: SiteNightly, period: string): Promise<RetentionCounts> {
    const { retention } = site;
    const cut = siteCutoffs(retention, site.timeZone, this.clock.now());
    const data = await this.purge.execute(retention.personalDataDays, RETENTION, { dryRun: false, site });
    const photos = await this.purge.deletePhotos(site, retention.photoDays, RETENTION);
    const counts: RetentionCounts = {
      ...NONE,
      visitsAnonymised: data.visits,
      photosDeleted: data.photos + photos.photos,
      auditEntries: await this.logs.pruneVisitAudit(site.id, cut.auditLog),
      consentRecords: await this.logs.pruneConsentRecords(site.id, cut.processingLog),
    };
    const cutoffs = { personalData: cut.personalData, photos: cut.photos, auditLog: cut.auditLog.toISOString(), processingLog: cut.processingLog.toISOString() };
    await this.record({ siteId: site.id, period, settings: { ...retention }, cutoffs, counts });
    return counts;
  }

  async installation(period: string): Promise<RetentionCounts> {
    const settings = installationLogDays((await this.sites.nightly()).map((site) => site.retention));
    const now = this.clock.now();
    const auditLog = daysBefore(now, settings.auditLogDays);
    const processingLog = daysBefore(now, settings.processingLogDays);
    const webhooks = await this.logs.pruneWebhooks(processingLog);
    const counts: RetentionCounts = {
      ...NONE,
      auditEntries: await this.logs.pruneInstallationAudit(auditLog),
      mails: await this.logs.pruneMails(processingLog),
      webhookMessages: webhooks.messages,
      webhookAttempts: webhooks.attempts,
    };
    await this.record({ siteId: null, period, settings, cutoffs: { auditLog: auditLog.toISOString(), processingLog: processingLog.toISOString() }, counts });
    return counts;
  }

  private record(run: Omit<RetentionRunFacts, 'ranAt'>): Promise<void> {
    return this.unitOfWork.run(() => this.runs.add(new RetentionRun({ ...run, ranAt: this.clock.now() })));
  }
}
