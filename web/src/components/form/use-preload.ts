import { useEffect } from 'react';

/**
 * Fetches code the page needs only when the user acts (a form's checks, the identity calls) as soon as
 * the page renders, so that it has arrived by the time it is needed without being part of what the page
 * loads before it is usable (bench/bundle-budget.ts). A failure is left to the call that needs the code.
 */
export const usePreload = (...loads: readonly (() => Promise<unknown>)[]): void => {
  useEffect(() => {
    for (const load of loads) load().catch(() => undefined);
    // Once per page: the loaders are module-level functions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
};
