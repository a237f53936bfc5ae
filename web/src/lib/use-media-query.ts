import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the media query matches now, following changes: MUI's useMediaQuery with `noSsr`, for
 * components that do not load MUI (the landing page).
 */
export const useMediaQuery = (query: string): boolean => {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
};
