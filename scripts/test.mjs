#!/usr/bin/env node
/**
 * `npm test`: the static checks, the page-weight check and the three test tiers, in lanes that run
 * side by side, each lane's steps one after another:
 *
 *   checks     typecheck, then lint (eslint and dependency-cruiser), then a few journeys
 *   journeys   the web build and its page-weight budget, then the other browser journeys
 *              (in a full run the unit and component tests first: see fastTiersInJourneys)
 *   tests      the unit, component (web) and integration tests, then a few journeys
 *              (in a full run the integration tests alone: the others are in the journeys lane)
 *
 * Why journeys in every lane: the journeys, one file at a time, were the critical path (1,061 s of a
 * 19-minute CI run) and ran alone for its last third on half a core, while the machine as a whole was
 * busy half the time (CPU 1,134 s over 1,142 s of wall on two cores). Each lane now takes journey
 * files once its own steps are done (JOURNEYS_AFTER), so the journeys run one, two or three files at a
 * time as the lanes free up (docs/performance.md, "Test suite").
 *
 * (unit and integration two files at a time, journeys one at a time; integration and journeys without
 * a module graph per file: vitest.config.ts and docs/performance.md, "Test suite").
 *
 * Why lanes: the checks ran before any test and the journeys need the web build first, so on a
 * two-core machine the suite was queues end to end while much of each step waits on PostgreSQL, a
 * server or Chromium.
 * Every step still runs in full and the result is the same: the run fails if any step fails.
 *
 * Each lane's output is printed whole when its step ends (a line marks each start), so logs read
 * lane by lane rather than interleaved. `npm test -- --lane tests` runs one lane.
 *
 * `npm test -- --changed [<git ref>]`: a developer's run, the tests of what they touched and nothing
 * else: vitest's `--changed` over every project (the files changed since the ref, HEAD by default, and
 * the test files that import them, through the module graph). A journey reaches the SPA through the
 * browser, not through imports, so a changed screen brings in its component tests (`web` project), not
 * its journeys: run those by name (`npx vitest run --project e2e <file>`).
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

const changedAt = process.argv.indexOf('--changed');
const laneAt = process.argv.indexOf('--lane');
/** One lane by name (`--lane tests`), every lane, or none but the changed tests' (`--changed`). */
const only = changedAt !== -1 ? 'changed' : laneAt !== -1 ? (process.argv[laneAt + 1] ?? '') : null;

/**
 * When every lane runs, the journeys are shared out: the checks lane and the tests lane each take a
 * few journey files once their own steps are done, and the journeys lane runs the rest. The lists are
 * chosen by the files' CPU so that the three lanes end together: the checks lane is free after
 * about a quarter of the run, the tests lane after about two thirds. A name listed here that no longer
 * exists is left out; every other journey runs in the journeys lane, so a new file is never missed,
 * and `--lane journeys` alone runs them all. (Chosen by each step's time in CI runs of 29-11-2026. At
 * 9672407 the tests lane ended at 558 s and the checks lane at 475 s: in the tests lane the component
 * tests were 320 s of its 1,048 s of file time on two workers, the integration tests 728 s; the journeys
 * 737 s in all, one file at a time per lane. The component tests moved to the journeys lane
 * (fastTiersInJourneys) and the tests lane, with the integration tests alone, took journeys again. At
 * 5f034f3 the lanes ended at 501 s (checks), 528 s (tests) and 604 s (journeys: the unit and component
 * tests took 318 s there, beside two lanes, not the 190 s their share of the tests lane had been), so
 * about 66 s of the journeys lane's files moved: two to the checks lane, one to the tests lane. At
 * 834e062, with the component tests' style cache, they ended at 545 s (checks), 516 s (tests) and
 * 460 s (journeys): two files of the checks lane and one of the tests lane, about 50 s, went back.)
 */
const JOURNEYS_AFTER = {
  checks: [
    'kiosk-journeys.test.ts',
    'live-desk.test.ts',
    'visitor-journey.test.ts',
    'watchlist-journey.test.ts',
    'detail-view-and-lists.test.ts',
    'reject-registration.test.ts',
    'kiosk-pin-journey.test.ts',
  ],
  tests: ['desk-journeys.test.ts', 'insights.test.ts', 'forms-and-access.test.ts', 'landing.test.ts'],
};
const journeyFiles = readdirSync(join(root, 'test', 'e2e'));
/** @param {readonly string[]} names */
const existing = (names) => (only === null ? names.filter((name) => journeyFiles.includes(name)).map((name) => `test/e2e/${name}`) : []);
const afterChecks = existing(JOURNEYS_AFTER.checks);
const afterTests = existing(JOURNEYS_AFTER.tests);
/** @param {readonly string[]} files */
const journeysOf = (files) => (files.length > 0 ? [['npx', 'vitest', 'run', '--project', 'e2e', ...files]] : []);

/**
 * The unit and component tiers, likewise, run in the journeys lane when every lane runs, in one vitest
 * run there: the tests lane, with every tier but the journeys, was the last to end (on 29-11-2026 at
 * 4fe81b3 636 s against 558 and 538 s; the unit tier moved then, and at 9672407 it still ended at
 * 558 s against 475 and 490 s). `--lane tests` alone still runs all three tiers.
 */
const fastTiersInJourneys = only === null;
const FAST_TIERS = ['--project', 'unit', '--project', 'web', '--project', 'web-mocked'];

/** @type {Record<string, string[][]>} */
const LANES = {
  checks: [
    ['npm', 'run', '--silent', 'typecheck'],
    ['npm', 'run', '--silent', 'lint'],
    // The journeys lane made the web build long before (its first step).
    ...journeysOf(afterChecks),
  ],
  journeys: [
    ['npm', 'run', '--silent', 'check:bundle'],
    ...(fastTiersInJourneys ? [['npx', 'vitest', 'run', ...FAST_TIERS]] : []),
    ['npx', 'vitest', 'run', '--project', 'e2e', ...[...afterChecks, ...afterTests].flatMap((file) => ['--exclude', file])],
  ],
  tests: [['npx', 'vitest', 'run', ...(fastTiersInJourneys ? [] : FAST_TIERS), '--project', 'integration'], ...journeysOf(afterTests)],
};

if (changedAt !== -1) {
  const ref = process.argv[changedAt + 1];
  LANES.changed = [['npx', 'vitest', 'run', ref && !ref.startsWith('-') ? `--changed=${ref}` : '--changed', '--passWithNoTests']];
}

const wanted = only === null ? Object.keys(LANES) : [only];
for (const name of wanted) {
  if (!name || !(name in LANES)) {
    process.stderr.write(`test: unknown lane ${name ?? ''} (lanes: ${Object.keys(LANES).join(', ')})\n`);
    process.exit(2);
  }
}

const started = performance.now();
const seconds = (from) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

/** Runs one step, keeping its output, and resolves with its exit code. */
const step = (lane, command) =>
  new Promise((done) => {
    const from = performance.now();
    const label = `[${lane}] ${command.join(' ')}`;
    process.stdout.write(`${label}: started\n`);
    const child = spawn(command[0], command.slice(1), { cwd: root, env: { ...process.env, FORCE_COLOR: process.env['FORCE_COLOR'] ?? '0' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const status = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
      process.stdout.write(`\n===== ${label}: ${status} in ${seconds(from)} =====\n${Buffer.concat(output).toString()}\n`);
      done(code ?? 1);
    });
  });

/** A lane stops at its first failing step (a failed build has no journeys to run). */
const lane = async (name) => {
  for (const command of LANES[name]) {
    if ((await step(name, command)) !== 0) return { name, ok: false };
  }
  return { name, ok: true };
};

const results = await Promise.all(wanted.map(lane));
const failed = results.filter((result) => !result.ok).map((result) => result.name);
process.stdout.write(`\nnpm test: ${failed.length ? `FAILED in ${failed.join(', ')}` : 'every lane passed'} (${seconds(started)})\n`);
process.exit(failed.length ? 1 : 0);
