/** The largest photo the desk may store (docs/product/visits.md VIS-PHOTO-02). */
export const MAX_PHOTO_BYTES = 1024 * 1024;

/**
 * The most pixels a stored photo may have (issue 27), read from its JPEG header before anything is
 * decoded: 12 megapixels, a 4000×3000 camera frame. The product's own captures are 320×240; a file
 * of 1 MiB can claim far more (a picture of one colour compresses to almost nothing), and decoding
 * it is what costs.
 */
export const MAX_PHOTO_PIXELS = 12_000_000;
/** The longest side a stored photo may have: 12 megapixels' 4:3 frame, so a strip a few pixels high cannot pass as small. */
export const MAX_PHOTO_SIDE = 4000;

/** A picture's size in pixels. */
export interface PhotoSize {
  readonly width: number;
  readonly height: number;
}

/** Whether a picture of this size may be stored (both of the limits above). */
export const withinPhotoLimits = (size: PhotoSize): boolean =>
  size.width > 0 && size.height > 0 && size.width <= MAX_PHOTO_SIDE && size.height <= MAX_PHOTO_SIDE && size.width * size.height <= MAX_PHOTO_PIXELS;

/** The side of a thumbnail, in pixels: twice the largest avatar the screens draw (64), for sharp screens. */
export const THUMBNAIL_SIDE = 160;

/** Below this many bytes a photo is its own thumbnail: the desk's 320×240 captures are about 20 KB. */
const SMALL_ENOUGH_BYTES = 48 * 1024;

/**
 * Whether a photo needs a smaller copy for lists: not one that is already small in bytes, nor one at
 * most twice the thumbnail's side (shrinking it saves little); those are sent as they are.
 */
export const needsThumbnail = (sizeBytes: number, size: PhotoSize): boolean => sizeBytes > SMALL_ENOUGH_BYTES && Math.max(size.width, size.height) > 2 * THUMBNAIL_SIDE;

/** `2026-42-Ab3dEf9hIj0k.jpg`: year, visit id and a random part, all the server's own. */
const FILENAME = /^(\d{4})-(\d{1,10})-([A-Za-z0-9_-]{16})\.jpg$/;

/** A new photo's filename: the year it was taken, its visit and 16 random characters the caller draws. */
export const newPhotoFilename = (takenAt: Date, visitorPassId: number, random: string): string => `${takenAt.getUTCFullYear()}-${visitorPassId}-${random.slice(0, 16)}.jpg`;

/** Where a photo's file is kept, from its public filename; null for any name the server did not make. */
export const storageKeyOf = (filename: string): string | null => {
  const match = FILENAME.exec(filename);
  return match ? `photos/${match[1]}/${filename}` : null;
};

/** Where a photo's thumbnail is kept, beside the photo's own key (`photos/2026/x.jpg` → `thumbnails/2026/x.jpg`). */
export const thumbnailKeyOf = (storageKey: string): string => storageKey.replace(/^photos\//, 'thumbnails/');

/** A photo the desk took of a visitor; the file lives in the file storage under `storageKey`. */
export class VisitorPhoto {
  id!: number;
  visitorPassId: number;
  /** A name the server made; never anything the client sent. */
  storageKey: string;
  sizeBytes: number;
  /**
   * Where its thumbnail is kept, made once when the photo was stored: `storageKey` itself when the
   * photo is small enough to be its own; null for a photo stored before thumbnails were (made and
   * stored the first time it is asked for).
   */
  thumbnailKey: string | null;
  takenById: number | null;
  createdAt: Date;

  constructor(props: { visitorPassId: number; storageKey: string; sizeBytes: number; thumbnailKey: string | null; takenById: number | null; createdAt: Date }) {
    this.visitorPassId = props.visitorPassId;
    this.storageKey = props.storageKey;
    this.sizeBytes = props.sizeBytes;
    this.thumbnailKey = props.thumbnailKey;
    this.takenById = props.takenById;
    this.createdAt = props.createdAt;
  }

  /** Every stored file of this photo: the photo, and its thumbnail when that is a file of its own. */
  fileKeys(): string[] {
    return this.thumbnailKey && this.thumbnailKey !== this.storageKey ? [this.storageKey, this.thumbnailKey] : [this.storageKey];
  }
}
