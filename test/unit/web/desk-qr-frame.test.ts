import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { decodeFrame, decodeSize, passCodeFromQr, passCodeFromTyped, readPassFrame, type Frame } from '../../../web/src/features/visits-common/qr-frame.ts';

/** A QR code drawn the way a phone shows the approval mail's: black on white, a quiet zone, `scale` pixels a module. */
const qrFrame = (text: string, options: { scale?: number; quiet?: number; width?: number; height?: number; invert?: boolean } = {}): Frame => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = options.scale ?? 4;
  const quiet = options.quiet ?? 4;
  const side = (modules.size + quiet * 2) * scale;
  const width = options.width ?? side;
  const height = options.height ?? side;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const mx = Math.floor((x - left) / scale) - quiet;
      const my = Math.floor((y - top) / scale) - quiet;
      const dark = mx >= 0 && my >= 0 && mx < modules.size && my < modules.size && modules.get(my, mx) === 1;
      const value = dark !== (options.invert ?? false) ? 0 : 255;
      const i = (y * width + x) * 4;
      data[i] = value;
      data[i + 1] = value;
      data[i + 2] = value;
    }
  }
  return { data, width, height };
};

describe('the desk scanner\'s frame decoding', () => {
  it('should read the pass code out of the approval mail\'s QR code', () => {
    expect(readPassFrame(qrFrame('VMS:ABCD2345'))).toEqual({ kind: 'pass', code: 'ABCD2345' });
  });

  it('should read a small code in the middle of a larger camera frame', () => {
    expect(readPassFrame(qrFrame('VMS:QRCODE23', { scale: 3, width: 640, height: 480 }))).toEqual({ kind: 'pass', code: 'QRCODE23' });
  });

  it('should read a code shown light on dark (a phone in dark mode)', () => {
    expect(readPassFrame(qrFrame('VMS:ABCD2345', { invert: true }))).toEqual({ kind: 'pass', code: 'ABCD2345' });
  });

  it('should tell another QR code from a visitor pass', () => {
    expect(readPassFrame(qrFrame('https://example.com/menu'))).toEqual({ kind: 'other', text: 'https://example.com/menu' });
    expect(readPassFrame(qrFrame('VMS:short'))).toEqual({ kind: 'other', text: 'VMS:short' });
  });

  it('should find nothing in a frame without a code, and not fail on an empty one', () => {
    const blank: Frame = { data: new Uint8ClampedArray(320 * 240 * 4).fill(128), width: 320, height: 240 };
    expect(readPassFrame(blank)).toBeNull();
    expect(decodeFrame({ data: new Uint8ClampedArray(0), width: 0, height: 0 })).toBeNull();
    expect(decodeFrame({ data: new Uint8ClampedArray(16), width: 100, height: 100 })).toBeNull();
  });

  it('should accept only `VMS:` and eight letters and digits from a QR code', () => {
    expect(passCodeFromQr('VMS:ABCD2345')).toBe('ABCD2345');
    expect(passCodeFromQr(' vms:abcd2345 ')).toBe('ABCD2345');
    expect(passCodeFromQr('ABCD2345')).toBeNull();
    expect(passCodeFromQr('VMS:ABCD-2345')).toBeNull();
    expect(passCodeFromQr('VMS:ABCD23456')).toBeNull();
  });

  it('should read a typed code however the desk types it', () => {
    for (const typed of ['ABCD2345', 'abcd2345', ' ABCD-2345 ', 'abcd 2345', 'VMS:ABCD2345', 'vms:abcd-2345']) expect(passCodeFromTyped(typed), typed).toBe('ABCD2345');
    for (const typed of ['', 'ABC', 'ABCD23456', 'ABCD_2345', 'ABCD234!']) expect(passCodeFromTyped(typed), typed).toBeNull();
  });

  it('should decode a downscaled copy of a large video frame, never a larger one', () => {
    expect(decodeSize(1280, 720)).toEqual({ width: 640, height: 360 });
    expect(decodeSize(640, 480)).toEqual({ width: 640, height: 480 });
    expect(decodeSize(320, 240)).toEqual({ width: 320, height: 240 });
    expect(decodeSize(0, 0)).toEqual({ width: 0, height: 0 });
  });
});
