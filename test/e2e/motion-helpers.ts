import type { Locator } from 'playwright-core';

/**
 * The longest transition, in seconds, that the browser applies to an open MUI dialog: its own element
 * and the ones around it up to the modal's root (the backdrop and the container fade, the paper). A
 * computed style, not a running animation, so the answer does not depend on how soon it is asked.
 */
export const dialogTransitionSeconds = (dialog: Locator): Promise<number> =>
  dialog.evaluate((element) => {
    const seconds = (duration: string) => Math.max(...duration.split(',').map((part) => Number.parseFloat(part) * (part.trim().endsWith('ms') ? 0.001 : 1)));
    let longest = 0;
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      longest = Math.max(longest, seconds(getComputedStyle(node).transitionDuration));
      const backdrop = node.querySelector(':scope > .MuiBackdrop-root');
      if (backdrop) longest = Math.max(longest, seconds(getComputedStyle(backdrop).transitionDuration));
    }
    return longest;
  });
