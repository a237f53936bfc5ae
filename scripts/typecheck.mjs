#!/usr/bin/env node
/**
 * `npm run typecheck`: the three TypeScript programs (server, CLI and their tests; the journeys; the
 * SPA with its unit and component tests), each checked with TypeScript 7, the compiler written in Go
 * (`typescript-native`, an alias of typescript@7.0.2 in package.json).
 *
 * Why the SPA's own web/tsconfig.json is not among them: test/component/tsconfig.json has its settings
 * (it extends it and changes nothing) and all its files, so checking both checked the SPA twice; a
 * change to web/tsconfig.json reaches the tests' program through `extends`.
 *
 * Why two TypeScripts: TypeScript 7 checks the same programs with the same errors in about a third of
 * the CPU of 5.9 (docs/performance.md, "Test suite"), but it has no JavaScript API yet, and
 * typescript-eslint parses through that API, so `typescript` 5.9 stays for the linter (and editors).
 * Both bins are called `tsc`; which one `node_modules/.bin/tsc` names depends on install order, so
 * this script runs TypeScript 7 by its path, never through `.bin`.
 *
 * Why `--singleThreaded`: TypeScript 7 checks a program with four checkers at once by default, and
 * each checker resolves the same global and library types again for its share of the files. On two
 * cores that bought no time and cost CPU: the three programs, back to back on a quiet machine
 * (29-11-2026), 22.7–24.4 s of wall either way, 44–47 s of CPU by default against 27.5–28.5 s single
 * threaded (`--checkers 1` alone: 29.9–31.5 s). The suite runs its lanes side by side on both cores
 * (scripts/test.mjs), so the CPU is what the run pays (docs/performance.md, "Test suite").
 *
 * Every program is checked even when an earlier one fails, so one run shows every error.
 * `node scripts/typecheck.mjs <tsconfig>…` checks those programs instead (`npm run build:server`
 * checks tsconfig.build.json so), so that this is the one place that finds TypeScript 7.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
// The package exports no bin path, so the bin is found beside its package.json.
const manifest = createRequire(import.meta.url).resolve('typescript-native/package.json');
const tsc = join(dirname(manifest), 'bin', 'tsc');

const ALL_PROGRAMS = ['tsconfig.json', 'test/e2e/tsconfig.json', 'test/component/tsconfig.json'];
const asked = process.argv.slice(2);
const PROGRAMS = asked.length ? asked : ALL_PROGRAMS;

let failed = 0;
for (const project of PROGRAMS) {
  const { status, signal } = spawnSync(process.execPath, [tsc, '--noEmit', '--singleThreaded', '-p', project], { cwd: root, stdio: 'inherit' });
  if (status !== 0) {
    failed += 1;
    process.stderr.write(`typecheck: ${project} failed (${signal ?? `exit ${status}`})\n`);
  }
}
process.exit(failed ? 1 : 0);
