import { useEffect, useRef } from 'react';

const TOUCHES = ['pointerdown', 'keydown', 'touchstart', 'input', 'wheel'] as const;

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
    const touched = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => onIdleRef.current(), limitMs);
    };
    for (const event of TOUCHES) window.addEventListener(event, touched, { capture: true, passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const event of TOUCHES) window.removeEventListener(event, touched, { capture: true });
    };
  }, [limitMs]);
};
