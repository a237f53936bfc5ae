import { DomainError } from '../../shared/domain-error.ts';
import { canSeeVisit } from '../../shared/capabilities.ts';
import { MESSAGES } from '../../shared/messages.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { FileStorage } from '../../platform/ports/file-storage.ts';
import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { VisitorPhoto } from '../domain/visitor-photo.ts';
import type { JpegInspector, VisitorPassRepository, VisitorPhotoRepository } from './ports.ts';

export const MAX_PHOTO_BYTES = 1024 * 1024;

/** `2026-42-Ab3dEf9hIj0k.jpg`: year, visit id and a random part, all the server's own. */
const FILENAME = /^(\d{4})-(\d{1,10})-([A-Za-z0-9_-]{16})\.jpg$/;
export const storageKeyOf = (filename: string): string | null => {
  const match = FILENAME.exec(filename);
  return match ? `photos/${match[1]}/${filename}` : null;
};

/**
 * The desk's webcam photos (decisions.md section 5): only real JPEGs (decoded, not trusted by name)
 * of at most 1 MiB, kept in the file storage (PostgreSQL: every replica serves them) under a name the
 * server makes, and shown only to the desk, admins and the visitor's host.
 */
export class VisitorPhotos {
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

  /** `POST /upload`: stores the photo and answers its filename. */
  async upload(principal: Principal, visitorPassId: number, bytes: Uint8Array): Promise<{ filename: string }> {
    if (bytes.byteLength === 0) throw new DomainError('photo.missing');
    if (bytes.byteLength > MAX_PHOTO_BYTES) throw new DomainError('photo.too_large');
    if (!this.jpeg.inspect(bytes)) throw new DomainError('photo.not_jpeg');
    const now = this.clock.now();
    const filename = `${now.getUTCFullYear()}-${visitorPassId}-${this.crypto.randomToken(12).slice(0, 16)}.jpg`;
    const storageKey = storageKeyOf(filename)!;
    return this.unitOfWork.run(async () => {
      const pass = await this.passes.findById(visitorPassId);
      if (!pass || pass.anonymisedAt) throw new DomainError('visit.not_found', { message: MESSAGES.photo.dataError });
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

  /** `GET /api/latest-photo`: the newest photo's filename, or "Photo not available…". */
  async latest(principal: Principal, visitorPassId: number): Promise<{ filename: string }> {
    const pass = await this.passes.findById(visitorPassId);
    if (!pass || !canSeeVisit(principal, pass)) throw new DomainError('photo.not_available');
    const photo = await this.photos.latestFor(visitorPassId);
    if (!photo) throw new DomainError('photo.not_available');
    return { filename: photo.storageKey.split('/').pop()! };
  }

  /** `GET /photos/{filename}`: the JPEG, to the desk, admins and the visitor's host only. */
  async file(principal: Principal, filename: string): Promise<Buffer> {
    const storageKey = storageKeyOf(filename);
    const photo = storageKey ? await this.photos.findByStorageKey(storageKey) : null;
    const pass = photo ? await this.passes.findById(photo.visitorPassId) : null;
    if (!photo || !pass || !canSeeVisit(principal, pass)) throw new DomainError('photo.not_available');
    const bytes = await this.storage.get(photo.storageKey);
    if (!bytes) throw new DomainError('photo.not_available');
    return bytes;
  }
}
