import type { KeyboardEvent } from 'react';

/** Where a key takes the focus in a row of `count` controls, from the one at `index`. */
export type ArrowKeyMove = (index: number, count: number) => number;

const MOVES: Readonly<Record<string, ArrowKeyMove>> = {
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowRight: (index, count) => (index + 1) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The move of a horizontal group with one tab stop (tabs, a toggle group): the arrow keys move and
 * wrap, Home and End go to the ends; undefined for any other key, or with a modifier held (the
 * browser's and the reader's own shortcuts).
 */
export const arrowKeyMove = (event: KeyboardEvent): ArrowKeyMove | undefined =>
  event.altKey || event.shiftKey || event.ctrlKey || event.metaKey ? undefined : MOVES[event.key];
