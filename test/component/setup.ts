import { cleanup, configure } from '@testing-library/react';
import type * as React from 'react';
import { afterEach, vi } from 'vitest';

// How long `findBy…` waits for the page to show something: a limit to catch a hang, not a timing. A
// page's code that arrives on demand (Submit's checks, the date picker) is imported as the test runs,
// which took several seconds on two busy cores.
configure({ asyncUtilTimeout: 20_000 });

// A component test has no server: render-page.tsx stubs fetch per test with the test's answers. What
// calls after a test (the live stream lingers a few seconds after its page closed, then reconnects)
// meets this refusal, not the network: the DOM's address (vms.test) is not a host, and each such call
// printed a DNS error into the run's output. `vi.unstubAllGlobals()` below restores this one.
globalThis.fetch = () => Promise.reject(new TypeError('component tests make no network calls'));

/**
 * The code a page loads on demand (`React.lazy`: the dashboard's cards, the signing step) while its test
 * runs. A test that ended as soon as the page's heading showed left such an import running; when the
 * file's environment was torn down under it, the worker kept the failed module, and a later file's
 * page that imports it could not render (EnvironmentTeardownError, then "Unable to find" the heading).
 * Each test now ends only once what it started loading has loaded.
 */
const loading = vi.hoisted(() => new Set<Promise<unknown>>());
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof React>();
  const lazy: typeof react.lazy = (load) =>
    react.lazy(() => {
      const started = load();
      loading.add(started);
      started.then(
        () => loading.delete(started),
        () => loading.delete(started),
      );
      return started;
    });
  return { ...react, lazy, default: { ...react, lazy } };
});

// Each test renders into an empty document (render-page.tsx stubs fetch per test).
afterEach(async () => {
  await Promise.allSettled([...loading]);
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
