import { canUseDesk, canWorkDeskFor } from '#contract/capabilities.ts';
import { DomainError } from '#kernel/domain-error.ts';
import { MESSAGES } from '#contract/messages.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { FileStorage } from '../../platform/ports/file-storage.ts';
import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { newPhotoFilename, storageKeyOf } from '../domain/visitor-photo.ts';
import { storeAcceptedPhoto, type PhotoIntake } from './photo-intake.ts';
import type { VisitorPassRepository, VisitorPhotoRepository } from './ports.ts';

/**
 * `POST /upload`: the desk's webcam photo of a visitor (docs/product/visits.md VIS-PHOTO-02): only a real JPEG
 * (decoded, not trusted by name) of at most 1 MiB and 12 megapixels (PhotoIntake), kept in the file
 * storage (PostgreSQL: every replica serves it) under a name the server makes, with its thumbnail,
 * its record and an audit entry in one transaction.
 */
export class TakeVisitorPhoto {
  constructor(
    private readonly passes: VisitorPassRepository,
    private readonly photos: VisitorPhotoRepository,
    private readonly storage: FileStorage,
    private readonly intake: PhotoIntake,
    private readonly crypto: ServerCrypto,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** Stores the photo and answers its filename. */
  async execute(principal: Principal, visitorPassId: number, bytes: Uint8Array): Promise<{ filename: string }> {
    const photo = await this.intake.accept(bytes);
    const now = this.clock.now();
    const filename = newPhotoFilename(now, visitorPassId, this.crypto.randomToken(12));
    const storageKey = storageKeyOf(filename)!;
    return this.unitOfWork.run(async () => {
      const pass = await this.passes.findById(visitorPassId);
      if (!pass || pass.anonymisedAt) throw new DomainError('visit.not_found', { message: MESSAGES.photo.dataError });
      // The desk photographs the visitors of its own sites (issue 30, ADR 42).
      if (canUseDesk(principal) && !canWorkDeskFor(principal, pass)) throw new DomainError('visit.other_site');
      // A visit called off has nobody to photograph (a desk that had the page open when the host cancelled).
      if (pass.isCancelled()) throw new DomainError('visit.cancelled');
      if (pass.isDeclined()) throw new DomainError('walkin.already_declined');
      // In the same transaction as the photo's record: both are kept, or neither.
      await storeAcceptedPhoto(this.storage, this.photos, photo, { visitorPassId, storageKey, takenById: principal.employeeId, createdAt: now });
      this.audit.record({
        actor: { type: 'employee', id: principal.employeeId, label: principal.email },
        action: 'visit.photo_taken',
        subjectType: 'visit',
        subjectId: visitorPassId,
        details: { filename, bytes: bytes.byteLength },
      });
      await this.unitOfWork.flush();
      return { filename };
    });
  }
}
