import { loadSharp } from './sharp-on-demand.ts';
import type { PhotoSize } from '../domain/visitor-photo.ts';
import { JpegInspector } from '../application/ports.ts';

/**
 * Reads a JPEG's size with sharp's `metadata()`, which parses the markers up to the frame header
 * (SOF) and decodes no pixel: a header that claims 20000×20000 is read as cheaply as any other. A
 * file that does not start as a JPEG (a PNG with a .jpg name, a script) is refused before sharp sees it.
 */
export class SharpJpegInspector extends JpegInspector {
  async inspect(bytes: Uint8Array): Promise<PhotoSize | null> {
    // Start of image, then a marker: every JPEG begins FF D8 FF.
    if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
    const sharp = await loadSharp();
    try {
      // No pixel limit here: sharp would refuse a header over its default (268 megapixels) as an error,
      // and the caller must learn the size to refuse it as too many pixels.
      const { format, width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
      return format === 'jpeg' && width > 0 && height > 0 ? { width, height } : null;
    } catch {
      return null;
    }
  }
}
