import { useEffect, useState } from 'react';

/** Whole seconds from `now` until `until` (rounded up), never below 0. */
export const secondsLeft = (until: number, now: number): number => Math.max(0, Math.ceil((until - now) / 1000));

/** "1:05", "0:09". */
export const formatSeconds = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * A live count of the seconds left until `until` (epoch ms), ticking while there are any; 0 for null.
 * `span` is the whole wait in seconds: right after a new `until` the clock may be a tick old, and the
 * count never shows more than the span.
 */
export const useSecondsLeft = (until: number | null, span: number): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return undefined;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.min(span, secondsLeft(until, now));
};
