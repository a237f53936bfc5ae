import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { PhotoThumbnailer } from './ports.ts';
import type { ReadVisitorPhotos } from './read-visitor-photos.ts';

/** The side of a thumbnail, in pixels: twice the largest avatar the screens draw (64), for sharp screens. */
export const THUMBNAIL_SIDE = 160;

/**
 * `GET /photos/{filename}?size=thumbnail`: a visitor's photo small enough for a list, to those who may
 * see the photo itself (the desk, admins and the visitor's host: ReadVisitorPhotos decides).
 */
export class ReadPhotoThumbnail {
  constructor(
    private readonly photos: ReadVisitorPhotos,
    private readonly thumbnails: PhotoThumbnailer,
  ) {}

  async execute(principal: Principal, filename: string): Promise<Uint8Array> {
    const bytes = await this.photos.file(principal, filename);
    return this.thumbnails.thumbnail(bytes, THUMBNAIL_SIDE) ?? bytes;
  }
}
