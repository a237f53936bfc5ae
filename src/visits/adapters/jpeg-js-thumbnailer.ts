import jpeg from 'jpeg-js';
import { PhotoThumbnailer } from '../application/ports.ts';

/** Below this many bytes a photo is sent as it is: the desk's 320×240 captures are about 20 KB. */
const SMALL_ENOUGH_BYTES = 48 * 1024;

/**
 * Thumbnails with jpeg-js, made when asked (nothing is stored twice): a photo that is already small,
 * in bytes or in pixels, is left alone; a large one is decoded, averaged down box by box to at most
 * `maxSide` pixels a side and encoded again. The browser keeps the answer (photo names never change).
 */
export class JpegJsThumbnailer extends PhotoThumbnailer {
  thumbnail(bytes: Uint8Array, maxSide: number): Uint8Array | null {
    if (bytes.length <= SMALL_ENOUGH_BYTES) return null;
    const image = jpeg.decode(bytes, { useTArray: true, maxResolutionInMP: 24, maxMemoryUsageInMB: 256 });
    const scale = Math.max(image.width, image.height) / maxSide;
    if (scale <= 2) return null;
    const width = Math.max(1, Math.round(image.width / scale));
    const height = Math.max(1, Math.round(image.height / scale));
    const out = new Uint8Array(width * height * 4);
    for (let y = 0; y < height; y += 1) {
      const top = Math.floor((y * image.height) / height);
      const bottom = Math.max(top + 1, Math.floor(((y + 1) * image.height) / height));
      for (let x = 0; x < width; x += 1) {
        const left = Math.floor((x * image.width) / width);
        const right = Math.max(left + 1, Math.floor(((x + 1) * image.width) / width));
        let r = 0;
        let g = 0;
        let b = 0;
        for (let sy = top; sy < bottom; sy += 1) {
          let at = (sy * image.width + left) * 4;
          for (let sx = left; sx < right; sx += 1, at += 4) {
            r += image.data[at]!;
            g += image.data[at + 1]!;
            b += image.data[at + 2]!;
          }
        }
        const count = (bottom - top) * (right - left);
        const to = (y * width + x) * 4;
        out[to] = Math.round(r / count);
        out[to + 1] = Math.round(g / count);
        out[to + 2] = Math.round(b / count);
        out[to + 3] = 255;
      }
    }
    return jpeg.encode({ data: out, width, height }, 80).data;
  }
}
