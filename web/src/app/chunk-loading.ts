import { useSyncExternalStore } from 'react';

/** How many page chunks are on their way; the layout shows a progress bar while any is. */
let pending = 0;
const listeners = new Set<() => void>();

// Loads start while React renders; tell the subscribers afterwards, never during that render.
const emit = () => queueMicrotask(() => listeners.forEach((listener) => listener()));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Counts `load` as pending until it settles; returns it unchanged. */
export const trackChunk = <T>(load: Promise<T>): Promise<T> => {
  pending += 1;
  emit();
  const done = () => {
    pending -= 1;
    emit();
  };
  load.then(done, done);
  return load;
};

/** True while a page's code is loading (the old page stays on screen during a navigation). */
export const useChunkLoading = (): boolean => useSyncExternalStore(subscribe, () => pending > 0, () => false);
