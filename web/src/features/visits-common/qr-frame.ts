import jsQRModule from 'jsqr';
import { passCodeFromQr } from '#contract/pass-code.ts';

export { PASS_QR_PREFIX, passCodeFromQr, passCodeFromTyped } from '#contract/pass-code.ts';

/**
 * The desk's QR check-in, without the camera: reading a pass code out of one video frame. Pure
 * functions, so that they are tested on pictures drawn in Node. Only the scanner loads this (jsqr).
 */

/** The pixels of one frame: RGBA, four bytes per pixel (an `ImageData` has this shape). */
export interface Frame {
  readonly data: Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
}

type Decode = (data: Uint8ClampedArray, width: number, height: number, options?: { inversionAttempts?: 'dontInvert' | 'onlyInvert' | 'attemptBoth' | 'invertFirst' }) => { data: string } | null;

// jsqr is CommonJS with a `default` export: bundlers hand over the function, Node the module object.
const jsQR: Decode = ((jsQRModule as unknown as { default?: Decode }).default ?? jsQRModule) as unknown as Decode;

/** The text of the first QR code in the frame, or null when there is none (or the frame is not a picture). */
export const decodeFrame = (frame: Frame): string | null => {
  if (frame.width <= 0 || frame.height <= 0 || frame.data.length < frame.width * frame.height * 4) return null;
  // Always name the option: jsqr keeps the last one given as its default for later calls.
  return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
};

export type FrameResult = { readonly kind: 'pass'; readonly code: string } | { readonly kind: 'other'; readonly text: string } | null;

/** One frame: a visitor pass's code, another QR code (to say so), or nothing readable. */
export const readPassFrame = (frame: Frame): FrameResult => {
  const text = decodeFrame(frame);
  if (text === null) return null;
  const code = passCodeFromQr(text);
  return code ? { kind: 'pass', code } : { kind: 'other', text };
};

/** The size to draw a video frame at for decoding: the whole picture, at most `max` pixels wide. */
export const decodeSize = (videoWidth: number, videoHeight: number, max = 640): { width: number; height: number } => {
  if (videoWidth <= 0 || videoHeight <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, max / videoWidth);
  return { width: Math.round(videoWidth * scale), height: Math.round(videoHeight * scale) };
};
