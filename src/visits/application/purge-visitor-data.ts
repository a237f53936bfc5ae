import { addDays, siteToday } from '#contract/visit-time.ts';
import type { Actor, AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { FileStorage } from '../../platform/ports/file-storage.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { VisitorPassRepository, VisitorPhotoRepository } from './ports.ts';

export interface PurgeResult {
  /** Visits on or before this ISO date are past the retention period. */
  readonly before: string;
  readonly visits: number;
  readonly photos: number;
  readonly dryRun: boolean;
}

const BATCH = 500;

/**
 * Retention (`vms visitors purge`, and the server every night with VMS_RETENTION_DAYS): the personal
 * data of visits older than the period is removed (name, phone, e-mail, address, Aadhaar, photos);
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
    private readonly timeZone: string,
  ) {}

  /** The first day still kept: visits of earlier days are purged. */
  cutoff(olderThanDays: number): string {
    return addDays(siteToday(this.timeZone, this.clock.now()), -olderThanDays);
  }

  async execute(olderThanDays: number, actor: Actor, options: { dryRun: boolean }): Promise<PurgeResult> {
    const before = this.cutoff(olderThanDays);
    let visits = 0;
    let photos = 0;
    for (let afterId = 0; ; ) {
      const batch = await this.passes.pageNotAnonymisedBefore(before, afterId, BATCH);
      if (batch.length === 0) break;
      afterId = batch.at(-1)!.id;
      const ids = batch.map((pass) => pass.id);
      if (options.dryRun) {
        visits += batch.length;
        photos += (await this.photos.allFor(ids)).length;
        this.passes.release();
        continue;
      }
      await this.unitOfWork.run(async () => {
        const now = this.clock.now();
        const stale = (await this.passes.findManyForUpdate(ids)).filter((pass) => pass.anonymisedAt === null);
        for (const pass of stale) pass.anonymise(now);
        const batchPhotos = await this.photos.allFor(stale.map((pass) => pass.id));
        this.photos.remove(batchPhotos);
        // The files go in the same transaction as their records (FileStorage's contract), never before.
        await this.storage.delete(batchPhotos.flatMap((photo) => photo.fileKeys()));
        this.audit.record({
          actor,
          action: 'visits.purged',
          subjectType: 'system',
          details: { before, visits: stale.length, photos: batchPhotos.length, firstId: ids[0], lastId: afterId },
        });
        visits += stale.length;
        photos += batchPhotos.length;
      });
      this.passes.release();
    }
    return { before, visits, photos, dryRun: options.dryRun };
  }
}
