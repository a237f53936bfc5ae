import jpeg from 'jpeg-js';
import { JpegInspector } from '../application/ports.ts';

/**
 * Decodes the bytes with jpeg-js: only a file that really decodes as a JPEG passes (a PNG with a .jpg
 * name, a script or a truncated file does not). The limits refuse decompression bombs.
 */
export class JpegJsInspector extends JpegInspector {
  inspect(bytes: Uint8Array): { width: number; height: number } | null {
    // Start of image, then a marker: every JPEG begins FF D8 FF.
    if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
    try {
      const image = jpeg.decode(bytes, { useTArray: true, maxResolutionInMP: 24, maxMemoryUsageInMB: 256 });
      return image.width > 0 && image.height > 0 ? { width: image.width, height: image.height } : null;
    } catch {
      return null;
    }
  }
}
