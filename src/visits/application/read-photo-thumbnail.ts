import type { FileStorage } from '../../platform/ports/file-storage.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { needsThumbnail, THUMBNAIL_SIDE, thumbnailKeyOf, withinPhotoLimits, type VisitorPhoto } from '../domain/visitor-photo.ts';
import type { JpegInspector, PhotoThumbnailer, VisitorPhotoRepository } from './ports.ts';
import type { ReadVisitorPhotos } from './read-visitor-photos.ts';

/**
 * `GET /photos/{filename}?size=thumbnail`: a visitor's photo small enough for a list, to those who may
 * see the photo itself (the desk, admins and the visitor's host: ReadVisitorPhotos decides). The
 * thumbnail was made when the photo was stored (PhotoIntake) and is sent as stored: nothing is decoded
 * here. A photo stored before thumbnails were gets its thumbnail the first time it is asked for, made
 * off the event loop and stored, as a new photo's is (ADR 23).
 */
export class ReadPhotoThumbnail {
  constructor(
    private readonly photos: ReadVisitorPhotos,
    private readonly records: VisitorPhotoRepository,
    private readonly storage: FileStorage,
    private readonly inspector: JpegInspector,
    private readonly thumbnailer: PhotoThumbnailer,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(principal: Principal, filename: string): Promise<Uint8Array> {
    const photo = await this.photos.record(principal, filename);
    return photo.thumbnailKey ? this.photos.stored(photo.thumbnailKey) : this.storeThumbnailOf(photo);
  }

  /**
   * An older photo's thumbnail, made and kept. The same rules as at intake decide, except that a photo
   * over today's limits (stored when they were wider) is its own thumbnail rather than decoded. Two
   * replicas asked at once both make it; the first to record it stores it, the other only answers it.
   */
  private async storeThumbnailOf(photo: VisitorPhoto): Promise<Uint8Array> {
    const original = await this.photos.stored(photo.storageKey);
    const size = await this.inspector.inspect(original);
    const shrink = size !== null && withinPhotoLimits(size) && needsThumbnail(original.byteLength, size);
    const thumbnail = shrink ? await this.thumbnailer.thumbnail(original, THUMBNAIL_SIDE) : null;
    const thumbnailKey = thumbnail ? thumbnailKeyOf(photo.storageKey) : photo.storageKey;
    await this.unitOfWork.run(async () => {
      // The record first: its row lock orders racing requests, and a photo deleted meanwhile leaves no file behind.
      if ((await this.records.setThumbnailKey(photo.id, thumbnailKey)) && thumbnail) await this.storage.put(thumbnailKey, thumbnail);
    });
    return thumbnail ?? original;
  }
}
