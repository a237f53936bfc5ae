import { defineConfig } from 'vitest/config';
import { pathAliases } from './scripts/path-aliases.mjs';

/** #contract/… and #kernel/… (tsconfig.base.json's paths), in every project: a project does not inherit the root's resolve. */
const resolve = { alias: pathAliases() };

/** The component tests' DOM and limits (the 'web' and 'web-mocked' projects). */
const componentTests = {
  environment: 'happy-dom' as const,
  environmentOptions: {
    happyDOM: {
      url: 'http://vms.test',
      // A page under test loads no file of its own (a stylesheet, a script): its calls are the
      // test's to answer, and nothing listens on the document's origin.
      settings: { disableJavaScriptFileLoading: true, disableCSSFileLoading: true, disableIframePageLoading: true, handleDisabledFileLoadingAsSuccess: true },
    },
  },
  setupFiles: ['test/component/setup.ts'],
  // A limit to catch a hang: the first render of a page imports MUI, which on two busy cores took
  // several seconds, and a test of the idle sign-out ran out of 30 s in CI on cores loaded to 12.
  testTimeout: 60_000,
};

/**
 * Four tiers (architecture.md): unit tests of rules with no I/O; component tests of the SPA's screens
 * in a DOM of their own (happy-dom); integration tests through the real HTTP app, CLI and mail on a
 * real PostgreSQL (one server per run, a migrated template, a fresh database per file); and browser
 * journeys in Chromium against the real server (one Chromium per run).
 */
export default defineConfig({
  test: {
    // Two files at a time. Vitest's default is one worker fewer than the cores, which on this
    // two-core machine ran the whole suite one file after another, while most of a file's time is
    // spent waiting on PostgreSQL, a server process or Chromium.
    maxWorkers: 2,
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
          // One module graph per worker, as for the integration tests: rules and use cases with
          // in-memory ports hold no state between files, and importing each file's modules afresh
          // was most of this tier's time (220 s against 49 s on one loaded machine, 28-11-2026).
          // A test that stubs a global restores it (vi.unstubAllGlobals in its afterEach).
          isolate: false,
        },
      },
      {
        resolve,
        test: {
          // The screens' own logic (form rules and messages, table states, notices, filters) rendered
          // with @testing-library/react, the server's answers given by each test (test/component/render-page.tsx).
          // What needs a browser stays in the journeys.
          name: 'web',
          include: ['test/component/**/*.test.tsx'],
          exclude: ['test/component/**/*.mocked.test.tsx'],
          // One module graph per worker, as for the unit tests: importing MUI and the pages afresh for each
          // file was about half of this tier's CPU (90 s against 49 s alone, 28-11-2026). A file that
          // replaces a module (vi.mock) would share the replacement, so it is named *.mocked.test.tsx and
          // runs in 'web-mocked', with a module graph of its own.
          isolate: false,
          ...componentTests,
        },
      },
      {
        resolve,
        test: { name: 'web-mocked', include: ['test/component/**/*.mocked.test.tsx'], ...componentTests },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          // One module graph per worker rather than per file: each file starting the whole app's
          // modules again (the ORM, the container, every route) was a third of these files' CPU
          // (docs/performance.md, "Test suite"). Every file still makes its own app, database and
          // data, so none depends on another having run.
          isolate: false,
          globalSetup: ['test/support/global-database.ts', 'test/support/global-site-zone.ts'],
          // A limit to catch a hang, not a timing: with the journeys and the checks beside them on two
          // cores, tests that alone take 3-5 s (130 hostile requests, a CLI import, a replica's start)
          // took 25-30 s on the slower machine of 27-11-2026, and one ran out of the former 30 s.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          // As for the integration tests. The files whose data is their own share one server per run,
          // started by the first of them in this worker (journey-server.ts, ADR 33: the module graph kept
          // from file to file is what keeps it); the others start their own. Each connects to the run's
          // one Chromium (global-browser.ts) unless it needs switches of its own (the kiosk's camera picture).
          isolate: false,
          globalSetup: ['test/support/global-database.ts', 'test/support/global-site-zone.ts', 'test/support/global-browser.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // A limit for `expect.poll` (a camera stopped as its page goes, a button enabled once its code
          // arrives), not a timing: vitest's default of 1 s ran out in CI on two loaded cores (28-11-2026).
          expect: { poll: { timeout: 20_000 } },
          // One file at a time. Two at a time ran faster (6 min 58 s against 8 min 11 s) but kept both
          // cores saturated to the end, and four of six CI runs each failed a different test on
          // timing (docs/performance.md, "Test suite").
          fileParallelism: false,
        },
      },
    ],
  },
});
