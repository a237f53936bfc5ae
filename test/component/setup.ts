import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// How long `findBy…` waits for the page to show something: a limit to catch a hang, not a timing. A
// page's code that arrives on demand (Submit's checks, the date picker) is imported as the test runs,
// which took several seconds on two busy cores.
configure({ asyncUtilTimeout: 20_000 });

// Each test renders into an empty document with the real fetch back (render-page.tsx stubs it per test).
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
