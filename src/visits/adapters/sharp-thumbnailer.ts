import { loadSharp } from './sharp-on-demand.ts';
import { MAX_PHOTO_PIXELS } from '../domain/visitor-photo.ts';
import { PhotoThumbnailer } from '../application/ports.ts';

/**
 * Thumbnails with sharp (libvips): the decode and the resize run on libuv's thread pool, never on the
 * event loop, and a JPEG is decoded at 1/2, 1/4 or 1/8 of its size where the thumbnail allows, so a
 * 3400×3400 photo costs milliseconds of another thread instead of seconds of the only one that
 * answers requests (docs/performance.md, "Photos"). `limitInputPixels` refuses any picture of more than
 * MAX_PHOTO_PIXELS before it is decoded, whatever was checked before; `failOn: 'warning'` (sharp's
 * default, spelled out) refuses a truncated or damaged file. The copy carries no metadata (sharp drops
 * it): no camera, place or time travels into a list.
 */
export class SharpThumbnailer extends PhotoThumbnailer {
  async thumbnail(jpeg: Uint8Array, maxSide: number): Promise<Uint8Array | null> {
    const sharp = await loadSharp();
    try {
      const image = sharp(jpeg, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'warning' });
      return await image.resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer();
    } catch {
      return null;
    }
  }
}
