import { DomainError } from '../../shared/domain-error.ts';
import { MESSAGES } from '../../shared/messages.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { FileStorage } from '../../platform/ports/file-storage.ts';
import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { MAX_PHOTO_BYTES, newPhotoFilename, storageKeyOf, VisitorPhoto } from '../domain/visitor-photo.ts';
import type { JpegInspector, VisitorPassRepository, VisitorPhotoRepository } from './ports.ts';

/** A photo's bytes as every stored photo must be: something, at most 1 MiB, and a real JPEG (decoded, not trusted by name). */
export const refuseUnlessJpeg = (bytes: Uint8Array, jpeg: JpegInspector): void => {
  if (bytes.byteLength === 0) throw new DomainError('photo.missing');
  if (bytes.byteLength > MAX_PHOTO_BYTES) throw new DomainError('photo.too_large');
  if (!jpeg.inspect(bytes)) throw new DomainError('photo.not_jpeg');
};

/**
 * `POST /upload`: the desk's webcam photo of a visitor (decisions.md section 5): only a real JPEG
 * (decoded, not trusted by name) of at most 1 MiB, kept in the file storage (PostgreSQL: every
 * replica serves it) under a name the server makes, with its record and an audit entry in one
 * transaction.
 */
export class TakeVisitorPhoto {
  constructor(
    private readonly passes: VisitorPassRepository,
    private readonly photos: VisitorPhotoRepository,
    private readonly storage: FileStorage,
    private readonly jpeg: JpegInspector,
    private readonly crypto: ServerCrypto,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** Stores the photo and answers its filename. */
  async execute(principal: Principal, visitorPassId: number, bytes: Uint8Array): Promise<{ filename: string }> {
    refuseUnlessJpeg(bytes, this.jpeg);
    const now = this.clock.now();
    const filename = newPhotoFilename(now, visitorPassId, this.crypto.randomToken(12));
    const storageKey = storageKeyOf(filename)!;
    return this.unitOfWork.run(async () => {
      const pass = await this.passes.findById(visitorPassId);
      if (!pass || pass.anonymisedAt) throw new DomainError('visit.not_found', { message: MESSAGES.photo.dataError });
      // A visit called off has nobody to photograph (a desk that had the page open when the host cancelled).
      if (pass.isCancelled()) throw new DomainError('visit.cancelled');
      if (pass.isDeclined()) throw new DomainError('walkin.already_declined');
      // In the same transaction as the photo's record: both are kept, or neither.
      await this.storage.put(storageKey, bytes);
      this.photos.add(new VisitorPhoto({ visitorPassId, storageKey, sizeBytes: bytes.byteLength, takenById: principal.employeeId, createdAt: now }));
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
