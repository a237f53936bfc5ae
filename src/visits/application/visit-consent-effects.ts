import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { DomainEvents } from '../../platform/ports/domain-events.ts';
import type { FileStorage } from '../../platform/ports/file-storage.ts';
import { VisitConsentEffects, type WithdrawalEffects } from '../../privacy/application/ports.ts';
import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import type { VisitorPassRepository, VisitorPhotoRepository } from './ports.ts';
import { siteDayOf } from './site-clock.ts';
import { toVisitRecord } from './visit-record.ts';

/**
 * What a visitor's withdrawal does to their visit (docs/product/privacy.md PRIV-WITHDRAW-02), inside
 * privacy's transaction: a visit that has not begun is cancelled (the host and the visitor are told as
 * for a host's cancellation), and the photos kept for badge reuse are erased with their files.
 */
export class VisitConsentWithdrawal extends VisitConsentEffects {
  constructor(
    private readonly passes: VisitorPassRepository,
    private readonly photos: VisitorPhotoRepository,
    private readonly storage: FileStorage,
    private readonly directory: EmployeeDirectory,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly sites: SiteDirectory,
  ) {
    super();
  }

  async afterWithdrawal(visitId: number, at: Date, erasePhotos: boolean): Promise<WithdrawalEffects> {
    const pass = await this.passes.findByIdForUpdate(visitId);
    if (!pass || pass.anonymisedAt) return { cancelled: false, photosErased: 0 };
    // "Has not begun" on the visit's own site's clock (issue 30).
    const cancelled = pass.cancelOnWithdrawal(at, (await siteDayOf(this.sites, pass, this.clock.now())).today);
    if (cancelled) {
      const hosts = await this.directory.byIds([pass.hostId]);
      await this.events.record({ type: 'visit.cancelled', visit: toVisitRecord(pass, hosts.get(pass.hostId)), at });
    }
    let photosErased = 0;
    if (erasePhotos) {
      const photos = await this.photos.allFor([pass.id]);
      this.photos.remove(photos);
      // The files go in the same transaction as their records (FileStorage's contract), never before.
      await this.storage.delete(photos.flatMap((photo) => photo.fileKeys()));
      photosErased = photos.length;
    }
    return { cancelled, photosErased };
  }
}
