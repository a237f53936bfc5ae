import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ChunkLoadError } from '../components/chunk-load-error.tsx';
import { trackChunk } from './chunk-loading.ts';

/** How long a page's code may take to arrive (docs/product/roles-and-screens.md SCREEN-01: script chunk loading time-out). */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {
  override readonly name = 'ChunkTimeoutError';
}

/** Rejects when `promise` has not settled within `ms`. */
export const withTimeout = <T,>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(`Page code did not load within ${ms / 1000} s`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

/** A page's lazy component, and a way to start fetching its code before React asks for it. */
export interface LazyPage extends LazyExoticComponent<ComponentType> {
  /** Starts loading the page's code (once; the component then renders from the same load). */
  readonly preload: () => void;
}

/**
 * A page loaded as its own chunk. A chunk that fails or takes longer than CHUNK_TIMEOUT_MS renders the
 * "could not be loaded" page with a Reload button instead (a stale deploy or a dropped connection).
 * `preload` lets the entry fetch the opened route's chunk at once (main.tsx), while the shell starts and
 * the session is asked for, rather than after them: the load is started once and shared with React.
 */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>): LazyPage => {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () =>
    (loading ??= trackChunk(withTimeout(load(), CHUNK_TIMEOUT_MS)).catch((error: unknown) => {
      console.error('A page failed to load:', error);
      return { default: ChunkLoadError };
    }));
  return Object.assign(lazy(start), {
    preload: () => {
      void start();
    },
  });
};
