import { useEffect, useRef, useState } from 'react';
import { secondsLeft } from './kiosk-model.ts';

const TOUCHES = ['pointerdown', 'keydown', 'touchstart', 'input', 'wheel'] as const;

/** Calls `touched` on every touch, key or typed character anywhere on the page; returns the release. */
const onTouch = (touched: () => void): (() => void) => {
  for (const event of TOUCHES) window.addEventListener(event, touched, { capture: true, passive: true });
  return () => {
    for (const event of TOUCHES) window.removeEventListener(event, touched, { capture: true });
  };
};

/**
 * Calls `onIdle` once nobody has touched the screen for `limitMs` (null: never). Every touch, key or
 * typed character starts the wait again; a new limit (the next screen) starts it too.
 */
export const useIdleReset = (limitMs: number | null, onIdle: () => void): void => {
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  }, [onIdle]);

  useEffect(() => {
    if (limitMs === null) return undefined;
    let timer = window.setTimeout(() => onIdleRef.current(), limitMs);
    const release = onTouch(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => onIdleRef.current(), limitMs);
    });
    return () => {
      window.clearTimeout(timer);
      release();
    };
  }, [limitMs]);
};

/**
 * The whole seconds left of a wait of `limitMs` that a touch starts again, as useIdleReset counts it:
 * what an outcome screen shows ("Back to the start in 8 seconds"). Display only: the kiosk's idle
 * reset is what goes back.
 */
export const useSecondsLeft = (limitMs: number): number => {
  const [left, setLeft] = useState(() => secondsLeft(limitMs));
  useEffect(() => {
    let deadline = Date.now() + limitMs;
    const show = () => setLeft(secondsLeft(deadline - Date.now()));
    const timer = window.setInterval(show, 250);
    const release = onTouch(() => {
      deadline = Date.now() + limitMs;
      show();
    });
    return () => {
      window.clearInterval(timer);
      release();
    };
  }, [limitMs]);
  return left;
};
