import { cleanup, configure } from '@testing-library/react';
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

// Each test renders into an empty document (render-page.tsx stubs fetch per test).
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
