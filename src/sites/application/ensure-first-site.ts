import { SITE_LOG_RETENTION_DAYS, type RetentionKind } from '#contract/validation/site.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { SiteSettings } from '../domain/site.ts';
import type { SiteRepository } from './ports.ts';

/** The first site's name until an admin renames it (`vms sites update 1 --name …`): the settings have no name for the place. */
export const FIRST_SITE_NAME = 'Main site';

/** The installation-wide settings a first site is made from (VMS_TIMEZONE, VMS_SITE_ADDRESS, …). */
export type InstallationSettings = Omit<SiteSettings, 'name' | 'email'>;

/**
 * The first site's retention from VMS_RETENTION_DAYS (ADR 50): its visitors' data and photos keep those
 * days, as the one installation-wide retention did; its logs the year's floor. Only the starting values:
 * from then on the site's own are changed (`vms sites update`, /Sites).
 */
export const firstSiteRetention = (retentionDays: number): Pick<SiteSettings, RetentionKind> => ({
  personalDataDays: retentionDays,
  photoDays: retentionDays,
  auditLogDays: SITE_LOG_RETENTION_DAYS.byDefault,
  processingLogDays: SITE_LOG_RETENTION_DAYS.byDefault,
});

/**
 * At every start of the server or a command (docs/adr/0036-sites-as-data.md): an installation
 * without a site, one made before issue 30 or a new one, becomes one site built from its settings.
 * The settings live in the environment, which a migration cannot read, so the migration makes a
 * placeholder first site that visits and employees can belong to (ADR 40), and this fills it
 * (`fillAwaiting`), or, in a database with no site at all, adds it (`addIfNone`). Each is one
 * statement that changes nothing when the first site already has its settings: replicas starting at
 * once make one site between them, and a second start changes nothing (the settings are read into the
 * site once; from then on the site's own values are the ones to change).
 */
export class EnsureFirstSite {
  constructor(
    private readonly sites: SiteRepository,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** The new site's id, or null when the installation already had a site. */
  execute(installation: InstallationSettings): Promise<number | null> {
    return this.unitOfWork.run(async () => {
      const settings: SiteSettings = { ...installation, name: FIRST_SITE_NAME, email: null };
      const id = (await this.sites.fillAwaiting(settings, this.clock.now())) ?? (await this.sites.addIfNone(settings, this.clock.now()));
      if (id !== null) {
        this.audit.record({ actor: { type: 'system', label: 'system:first-site' }, action: 'site.added', subjectType: 'site', subjectId: id, details: { ...settings } });
      }
      return id;
    });
  }
}
