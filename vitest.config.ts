import { defineConfig } from 'vitest/config';
import { pathAliases } from './scripts/path-aliases.mjs';

/** #contract/… and #kernel/… (tsconfig.base.json's paths), in every project: a project does not inherit the root's resolve. */
const resolve = { alias: pathAliases() };

/**
 * Three tiers (architecture.md): unit tests of rules with no I/O; integration tests through the
 * real HTTP app, CLI and mail on a real PostgreSQL (one server per run, a migrated template, a
 * fresh database per file); and browser journeys in Chromium against the real server.
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
        },
      },
      {
        resolve,
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
          // As for the integration tests: each file starts its own server and browser.
          isolate: false,
          globalSetup: ['test/support/global-database.ts', 'test/support/global-site-zone.ts', 'test/support/global-browser.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // One file at a time. Two at a time ran faster (6 min 58 s against 8 min 11 s) but kept both
          // cores saturated to the end, and four of six CI runs each failed a different test on
          // timing (docs/performance.md, "Test suite").
          fileParallelism: false,
        },
      },
    ],
  },
});
