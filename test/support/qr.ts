import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';

// jsqr is CommonJS with a default export: under NodeNext typing it arrives as the module object.
const jsQR = (jsQRModule as unknown as { default?: typeof jsQRModule.default }).default ?? (jsQRModule as unknown as typeof jsQRModule.default);

/** Reads the QR code in a PNG picture, as the desk's scanner would. */
export const decodeQrPng = (png: Buffer): string | null => {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
};

/**
 * A camera picture for Chromium's file-backed fake camera (`--use-file-for-fake-video-capture`): one
 * 640×480 Y4M frame, grey, with the QR code of a pass held up in the middle (none for null).
 */
export const qrCameraFrame = (text: string | null): Buffer => {
  const width = 640;
  const height = 480;
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`);
  const luma = Buffer.alloc(width * height, 150);
  if (text === null) return Buffer.concat([header, luma, chroma]);
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = 8;
  const side = (modules.size + 8) * scale;
  const left = (width - side) / 2;
  const top = (height - side) / 2;
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const mx = Math.floor(x / scale) - 4;
      const my = Math.floor(y / scale) - 4;
      const dark = mx >= 0 && my >= 0 && mx < modules.size && my < modules.size && modules.get(my, mx) === 1;
      luma[(top + y) * width + left + x] = dark ? 16 : 235;
    }
  }
  return Buffer.concat([header, luma, chroma]);
};
