import { DomainError } from '#kernel/domain-error.ts';
import type { FileStorage } from '../../platform/ports/file-storage.ts';
import { MAX_PHOTO_BYTES, needsThumbnail, THUMBNAIL_SIDE, thumbnailKeyOf, VisitorPhoto, withinPhotoLimits } from '../domain/visitor-photo.ts';
import type { JpegInspector, PhotoThumbnailer, VisitorPhotoRepository } from './ports.ts';

/** A photo that passed every rule, with its thumbnail when it needs one (null: it is its own). */
export interface AcceptedPhoto {
  readonly bytes: Uint8Array;
  readonly thumbnail: Uint8Array | null;
}

/**
 * Every photo that is stored (the desk's upload, a kiosk walk-in's) comes in through here, cheapest
 * check first (issue 27): something, at most 1 MiB, a JPEG whose header states at most
 * `MAX_PHOTO_PIXELS` (and `MAX_PHOTO_SIDE`), all before a pixel is decoded; then the one decode, off
 * the event loop, which both proves it a real JPEG and makes its thumbnail, so that the thumbnail is
 * made once, here, and never when a list asks for it.
 */
export class PhotoIntake {
  constructor(
    private readonly inspector: JpegInspector,
    private readonly thumbnailer: PhotoThumbnailer,
  ) {}

  /** The photo and its thumbnail, or the refusal (`photo.missing`, `photo.too_large`, `photo.not_jpeg`, `photo.too_many_pixels`). */
  async accept(bytes: Uint8Array): Promise<AcceptedPhoto> {
    if (bytes.byteLength === 0) throw new DomainError('photo.missing');
    if (bytes.byteLength > MAX_PHOTO_BYTES) throw new DomainError('photo.too_large');
    const size = await this.inspector.inspect(bytes);
    if (!size) throw new DomainError('photo.not_jpeg');
    if (!withinPhotoLimits(size)) throw new DomainError('photo.too_many_pixels');
    // Decoded even when the photo is its own thumbnail: only a JPEG that decodes whole is stored.
    const thumbnail = await this.thumbnailer.thumbnail(bytes, THUMBNAIL_SIDE);
    if (!thumbnail) throw new DomainError('photo.not_jpeg');
    return { bytes, thumbnail: needsThumbnail(bytes.byteLength, size) ? thumbnail : null };
  }
}

/**
 * Stores an accepted photo under `storageKey` with its thumbnail beside it, and adds its record: inside
 * the caller's unit of work, so that the files and the record are kept together, or none of them.
 */
export const storeAcceptedPhoto = async (
  storage: FileStorage,
  photos: VisitorPhotoRepository,
  photo: AcceptedPhoto,
  record: { readonly visitorPassId: number; readonly storageKey: string; readonly takenById: number | null; readonly createdAt: Date },
): Promise<void> => {
  await storage.put(record.storageKey, photo.bytes);
  const thumbnailKey = photo.thumbnail ? thumbnailKeyOf(record.storageKey) : record.storageKey;
  if (photo.thumbnail) await storage.put(thumbnailKey, photo.thumbnail);
  photos.add(new VisitorPhoto({ ...record, sizeBytes: photo.bytes.byteLength, thumbnailKey }));
};
