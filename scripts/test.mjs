#!/usr/bin/env node
/**
 * `npm test`: the static checks, the page-weight check and the three test tiers, in lanes that run
 * side by side, each lane's steps one after another:
 *
 *   checks     typecheck, then lint (eslint and dependency-cruiser)
 *   journeys   the web build and its page-weight budget, then the browser journeys but the late ones
 *   tests      the unit, component (web) and integration tests, then the late journeys
 *
 * Why late journeys: the journeys, one file at a time, were the critical path (1,061 s of a 19-minute
 * CI run) and ran alone for the last third of it, on half a core, while the tests lane's two files at
 * a time had finished. A few journey files (LATE_JOURNEYS) now run in the tests lane once its own
 * files are done, beside the rest of the journeys: two journey files at a time only in the part of the
 * run where nothing else runs, never three heavy things at once (docs/performance.md, "Test suite").
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
 * The journey files the tests lane runs after its own when every lane runs, about a fifth of the
 * journeys' time (chosen by their times in CI: the two lanes should end together). A name listed
 * here that no longer exists is left out; every other journey runs in the journeys lane, so a new
 * file is never missed, and `--lane journeys` alone runs them all.
 */
const LATE_JOURNEYS = ['live-desk.test.ts', 'insights.test.ts', 'dashboards.test.ts'];
const late = only === null ? LATE_JOURNEYS.filter((name) => readdirSync(join(root, 'test', 'e2e')).includes(name)).map((name) => `test/e2e/${name}`) : [];

/** @type {Record<string, string[][]>} */
const LANES = {
  checks: [
    ['npm', 'run', '--silent', 'typecheck'],
    ['npm', 'run', '--silent', 'lint'],
  ],
  journeys: [
    ['npm', 'run', '--silent', 'check:bundle'],
    ['npx', 'vitest', 'run', '--project', 'e2e', ...late.flatMap((file) => ['--exclude', file])],
  ],
  tests: [
    ['npx', 'vitest', 'run', '--project', 'unit', '--project', 'web', '--project', 'integration'],
    // The journeys lane made the web build long before (its first step).
    ...(late.length > 0 ? [['npx', 'vitest', 'run', '--project', 'e2e', ...late]] : []),
  ],
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
