import type { Route } from 'playwright-core';

/**
 * Lets go of requests a journey held back (to see the page change before a read comes back). A held read the
 * page has since given up (a later live update refetched and cancelled it) is already handled: there is
 * nothing to release then. Any other failure is the journey's.
 */
export const releaseHeldRoutes = async (held: readonly Route[]): Promise<void> => {
  for (const route of held) {
    await route.continue().catch((error: unknown) => {
      if (!String(error).includes('already handled')) throw error;
    });
  }
};
