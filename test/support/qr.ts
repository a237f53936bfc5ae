import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';

// jsqr is CommonJS with a default export: under NodeNext typing it arrives as the module object.
const jsQR = (jsQRModule as unknown as { default?: typeof jsQRModule.default }).default ?? (jsQRModule as unknown as typeof jsQRModule.default);

/** Reads the QR code in a PNG picture, as the desk's scanner would. */
export const decodeQrPng = (png: Buffer): string | null => {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
};
