import { DomainError } from '#kernel/domain-error.ts';
import { canSeeVisit } from '#contract/capabilities.ts';
import type { FileStorage } from '../../platform/ports/file-storage.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import { storageKeyOf, type VisitorPhoto } from '../domain/visitor-photo.ts';
import type { VisitorPassRepository, VisitorPhotoRepository } from './ports.ts';

/** Visitors' photos for those who may see them: the desk, admins and the visitor's host only. */
export class ReadVisitorPhotos {
  constructor(
    private readonly passes: VisitorPassRepository,
    private readonly photos: VisitorPhotoRepository,
    private readonly storage: FileStorage,
  ) {}

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
    return this.stored((await this.record(principal, filename)).storageKey);
  }

  /** The record of the photo named `filename`, for those who may see it; "Photo not available…" for anyone else. */
  async record(principal: Principal, filename: string): Promise<VisitorPhoto> {
    const storageKey = storageKeyOf(filename);
    const photo = storageKey ? await this.photos.findByStorageKey(storageKey) : null;
    const pass = photo ? await this.passes.findById(photo.visitorPassId) : null;
    if (!photo || !pass || !canSeeVisit(principal, pass)) throw new DomainError('photo.not_available');
    return photo;
  }

  /** A stored file of a photo (the photo or its thumbnail); "Photo not available…" when it is gone. */
  async stored(key: string): Promise<Buffer> {
    const bytes = await this.storage.get(key);
    if (!bytes) throw new DomainError('photo.not_available');
    return bytes;
  }
}
