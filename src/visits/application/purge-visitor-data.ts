import { addDays, siteToday } from '#contract/visit-time.ts';
import type { Actor, AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { FileStorage } from '../../platform/ports/file-storage.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { SiteDirectory, SitePlace } from '../../sites/application/site-directory.ts';
import { anonymiseVisits } from './anonymise-visits.ts';
import type { VisitorPassRepository, VisitorPhotoRepository } from './ports.ts';

/** One site's part: its visits of days before `before` (its own date less the period) were purged. */
export interface SitePurge {
  readonly siteId: number;
  readonly site: string;
  /** Visits of days before this ISO date (at the site) are past the retention period. */
  readonly before: string;
  readonly visits: number;
  readonly photos: number;
}

export interface PurgeResult {
  /** The latest of the sites' cut-offs: no visit of this ISO date or later was touched anywhere. */
  readonly before: string;
  readonly visits: number;
  readonly photos: number;
  readonly dryRun: boolean;
  /** Each site's cut-off and counts (issue 30: each site's days end at its own midnight). */
  readonly sites: readonly SitePurge[];
}

const BATCH = 500;

/**
 * Retention (`vms visitors purge`, and the server every night with each site's personal data's days,
 * ADR 50): the personal data of visits older than the period is removed (name, phone, e-mail, address, Aadhaar, photos);
 * what reports count stays. Batches of 500 visits, each in its own transaction with its audit entry
 * and its photos' files, thumbnails included (deleted with their records, or kept with them if the batch rolls back).
 */
export class PurgeVisitorData {
  constructor(
    private readonly passes: VisitorPassRepository,
    private readonly photos: VisitorPhotoRepository,
    private readonly storage: FileStorage,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly sites: SiteDirectory,
  ) {}

  /** The first day still kept at a site: its visits of earlier days are purged. */
  cutoff(site: Pick<SitePlace, 'timeZone'>, olderThanDays: number): string {
    return addDays(siteToday(site.timeZone, this.clock.now()), -olderThanDays);
  }

  /**
   * Every site's visits older than `olderThanDays` of that site's own days, or only `site`'s (the
   * nightly job runs each site with its own period after its own midnight).
   */
  async execute(olderThanDays: number, actor: Actor, options: { dryRun: boolean; site?: SitePlace }): Promise<PurgeResult> {
    const sites = options.site ? [options.site] : await this.sites.all();
    const parts: SitePurge[] = [];
    for (const site of sites) parts.push(await this.purgeSite(site, olderThanDays, actor, options.dryRun));
    const sum = (key: 'visits' | 'photos') => parts.reduce((total, part) => total + part[key], 0);
    const before = parts.map((part) => part.before).reduce((a, b) => (b > a ? b : a), '');
    return { before, visits: sum('visits'), photos: sum('photos'), dryRun: options.dryRun, sites: parts };
  }

  /**
   * Anonymises these visits (those not anonymised yet) in one transaction: their personal data goes,
   * their photos' records and files with it; one audit entry (`visits.purged`) names how many, with
   * `reason`'s details (the retention's site and cut-off, or whatever the caller erases for). Answers
   * the ids it anonymised (not those anonymised before) and how many photos went. Retention calls it
   * a batch at a time; an erasure on request calls it with the visitor's visits.
   */
  async anonymise(ids: readonly number[], actor: Actor, reason: Readonly<Record<string, unknown>> = {}): Promise<{ visits: number[]; photos: number }> {
    if (ids.length === 0) return { visits: [], photos: 0 };
    return this.unitOfWork.run(async () => {
      const done = await anonymiseVisits({ passes: this.passes, photos: this.photos, storage: this.storage }, ids, this.clock.now());
      this.audit.record({
        actor,
        action: 'visits.purged',
        subjectType: 'system',
        details: { ...reason, visits: done.visits.length, photos: done.photos, firstId: ids[0], lastId: ids.at(-1) },
      });
      return done;
    });
  }

  /**
   * A site's photos of visits of days before its own date less `olderThanDays` (ADR 50: photos may be
   * kept less than the data), visits not anonymised yet (an anonymised visit has none): the records and
   * their files, a batch at a time, each batch in its own transaction with its audit entry.
   */
  async deletePhotos(site: SitePlace, olderThanDays: number, actor: Actor): Promise<{ readonly before: string; readonly photos: number }> {
    const before = this.cutoff(site, olderThanDays);
    let photos = 0;
    for (;;) {
      const deleted = await this.unitOfWork.run(async () => {
        const batch = await this.photos.pageAtSiteBefore(site.id, before, BATCH);
        if (batch.length === 0) return 0;
        this.photos.remove(batch);
        await this.storage.delete(batch.flatMap((photo) => photo.fileKeys()));
        this.audit.record({ actor, action: 'visits.photos_purged', subjectType: 'system', details: { siteId: site.id, before, photos: batch.length } });
        return batch.length;
      });
      this.passes.release();
      photos += deleted;
      if (deleted < BATCH) break;
    }
    return { before, photos };
  }

  private async purgeSite(site: SitePlace, olderThanDays: number, actor: Actor, dryRun: boolean): Promise<SitePurge> {
    const before = this.cutoff(site, olderThanDays);
    const options = { dryRun };
    let visits = 0;
    let photos = 0;
    for (let afterId = 0; ; ) {
      const batch = await this.passes.pageNotAnonymisedBefore(site.id, before, afterId, BATCH);
      if (batch.length === 0) break;
      afterId = batch.at(-1)!.id;
      const ids = batch.map((pass) => pass.id);
      if (options.dryRun) {
        visits += batch.length;
        photos += (await this.photos.allFor(ids)).length;
        this.passes.release();
        continue;
      }
      const done = await this.anonymise(ids, actor, { siteId: site.id, before });
      visits += done.visits.length;
      photos += done.photos;
      this.passes.release();
    }
    return { siteId: site.id, site: site.name, before, visits, photos };
  }
}
