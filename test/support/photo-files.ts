import sharp from 'sharp';

/** A real JPEG of one grey, as the attack photo was: large in pixels, small in bytes. */
export const greyJpeg = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 128, g: 128, b: 128 } } })
    .jpeg({ quality: 90 })
    .toBuffer();

/** A real JPEG of noise, which compresses badly: over 48 KB from about 200×200, so it needs a thumbnail. */
export const noisyJpeg = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 128, g: 128, b: 128 }, noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 80 })
    .toBuffer();

/**
 * A decompression bomb: a small, real 64×64 JPEG whose frame header (SOF) is edited to claim
 * `width`×`height`. A decoder that trusts the header sets aside memory and time for all those pixels.
 */
export const jpegClaiming = async (width: number, height: number): Promise<Buffer> => {
  const bytes = Buffer.from(await greyJpeg(64, 64));
  // Markers after the start of image (FF D8): FF, its kind, a 16-bit length that counts itself.
  for (let at = 2; at + 9 < bytes.length; at += 2 + bytes.readUInt16BE(at + 2)) {
    const kind = bytes[at + 1]!;
    // SOF0–SOF3: length (2), precision (1), height (2), width (2).
    if (kind >= 0xc0 && kind <= 0xc3) {
      bytes.writeUInt16BE(height, at + 5);
      bytes.writeUInt16BE(width, at + 7);
      return bytes;
    }
  }
  throw new Error('no frame header found');
};

/** A JPEG's size as its header states it. */
export const jpegSize = async (bytes: Uint8Array): Promise<[number, number]> => {
  const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
  return [width, height];
};
