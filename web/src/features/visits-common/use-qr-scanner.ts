import { useEffect, useRef, type RefObject } from 'react';
import { decodeSize, readPassFrame } from './qr-frame.ts';

/** How often a video frame is read for a QR code. */
const SCAN_INTERVAL_MS = 200;
/** A code that was just handed over is not handed over again for this long (it stays in front of the camera). */
const SAME_CODE_PAUSE_MS = 4000;

export interface QrScannerHandlers {
  /** A visitor pass's code was read; scanning stops until `active` turns on again. */
  readonly onPass: (code: string) => void;
  /** A QR code that is not a visitor pass was read (scanning goes on). */
  readonly onOtherCode?: () => void;
}

/**
 * Reads the video's picture every SCAN_INTERVAL_MS while `active`, for a visitor pass's QR code (the
 * desk's scanner and the reception kiosk). The same code is not handed over twice within
 * SAME_CODE_PAUSE_MS, so a pass held in front of the camera is looked up once.
 */
export const useQrScanner = (videoRef: RefObject<HTMLVideoElement | null>, active: boolean, handlers: QrScannerHandlers): { readonly forget: () => void } => {
  const lastCode = useRef<{ code: string; at: number } | null>(null);
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  }, [handlers]);

  useEffect(() => {
    if (!active) return;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    // A timer, not a requestAnimationFrame loop: the loop woke the page for every frame the screen drew
    // (60 times a second, all day long on a kiosk's start screen) to read one frame in twelve. A hidden
    // page reads nothing (its timers are slowed anyway).
    let timer = 0;
    const tick = () => {
      timer = window.setTimeout(tick, SCAN_INTERVAL_MS);
      const video = videoRef.current;
      if (document.hidden || !context || !video || video.readyState < 2) return;
      const { width, height } = decodeSize(video.videoWidth, video.videoHeight);
      if (width === 0) return;
      if (canvas.width !== width) canvas.width = width;
      if (canvas.height !== height) canvas.height = height;
      context.drawImage(video, 0, 0, width, height);
      const result = readPassFrame(context.getImageData(0, 0, width, height));
      if (result?.kind === 'pass') {
        const now = performance.now();
        const seen = lastCode.current;
        if (seen && seen.code === result.code && now - seen.at < SAME_CODE_PAUSE_MS) return;
        lastCode.current = { code: result.code, at: now };
        window.clearTimeout(timer);
        handlersRef.current.onPass(result.code);
      } else if (result?.kind === 'other') {
        handlersRef.current.onOtherCode?.();
      }
    };
    timer = window.setTimeout(tick, SCAN_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [active, videoRef]);

  return {
    forget: () => {
      lastCode.current = null;
    },
  };
};
