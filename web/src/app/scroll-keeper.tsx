import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where react-router's ScrollRestoration kept the positions; the same key, so a reload finds them. */
const STORAGE_KEY = 'react-router-scroll-positions';

const readSaved = (): Record<string, number> => {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return saved !== null && typeof saved === 'object' ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
};

/** The window's scroll position on each history entry, by location key. */
const positions: Record<string, number> = typeof window === 'undefined' ? {} : readSaved();

/** The entry on screen: the scroll listener keeps its position (the page shown is set in a layout effect, before any scroll event of the new page). */
let shown: { readonly key: string; readonly pathname: string } | null = null;
const keepPosition = () => {
  if (shown !== null) positions[shown.key] = window.scrollY;
};

/**
 * What react-router's data-router `<ScrollRestoration>` did, for the declarative router: a new page
 * starts at the top (or at the element its #hash names); back and forward (and a reload) return to
 * where that entry was left. A replace that keeps the path and changes only the query (the desk's
 * list filters, which asked for `preventScrollReset`) keeps the scroll where it is.
 */
export const ScrollKeeper = () => {
  const location = useLocation();
  const action = useNavigationType();

  useEffect(() => {
    const { scrollRestoration } = window.history;
    window.history.scrollRestoration = 'manual';
    const save = () => {
      keepPosition();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or unavailable: positions are kept for this page's life only.
      }
    };
    window.addEventListener('scroll', keepPosition, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', keepPosition);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = scrollRestoration;
    };
  }, []);

  useLayoutEffect(() => {
    const previous = shown;
    shown = { key: location.key, pathname: location.pathname };
    if (previous?.key === location.key) return;
    const saved = positions[location.key];
    if ((action === 'POP' || previous === null) && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (action === 'REPLACE' && previous?.pathname === location.pathname) return;
    window.scrollTo(0, 0);
  }, [action, location.hash, location.key, location.pathname]);

  return null;
};
