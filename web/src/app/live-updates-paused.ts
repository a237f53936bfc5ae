import { createElement, useSyncExternalStore } from 'react';

/**
 * Whether this sign-in's live updates are paused (app/live-updates.ts says so through `onPaused`),
 * and the marker that shows it. Kept apart from live-updates.ts, which is loaded on demand: the
 * marker is on every signed-in page, the stream's code only once it is opened. Two elements, made
 * without JSX so that the SPA's unit tests (plain .ts) render it too.
 */
let paused = false;
const watchers = new Set<() => void>();

export const setLiveUpdatesPaused = (value: boolean): void => {
  if (paused === value) return;
  paused = value;
  for (const watcher of [...watchers]) watcher();
};

const snapshot = () => paused;
const subscribe = (watcher: () => void) => {
  watchers.add(watcher);
  return () => void watchers.delete(watcher);
};

export const LIVE_UPDATES_PAUSED_TEXT = 'Live updates paused';

/**
 * A quiet line in a corner while changes made elsewhere are not heard (the page refreshes itself
 * every 30 s meanwhile). The status region is always there, empty while nothing is paused, so that a
 * screen reader announces the pause when it begins, politely, without taking the focus.
 */
export const LiveUpdatesPaused = () => {
  const isPaused = useSyncExternalStore(subscribe, snapshot, snapshot);
  return createElement(
    'div',
    { role: 'status', className: 'vd-live-paused' },
    isPaused ? createElement('span', { className: 'vd-live-paused__text' }, LIVE_UPDATES_PAUSED_TEXT) : null,
  );
};
