#!/usr/bin/env node
/**
 * Compiles the server and the CLI (src/, cli/, migrations/) to JavaScript under dist/, only when a
 * source changed since the last build. `npm start` runs it before `node dist/src/server.js`, and
 * `cli/vms.mjs` uses it before every command, so what runs is never older than the source.
 *
 * esbuild bundles src/server.ts and cli/main.ts with what they import of our code (the packages stay
 * in node_modules; each `import()` of our code is a chunk loaded when it runs), with source maps.
 * It strips the types as tsx does; nothing is type-checked here (`npm run typecheck` and
 * `npm run build:server` do that). One bundle starts faster than two hundred modules: about 15% off
 * the server's start-up.
 *
 * Layout:
 *   dist/builds/<id>/{src/server.js,cli/main.js,chunks/}  one folder per build, never changed once complete
 *   dist/current.json                                     which build is current, and the fingerprint it was built from
 *   dist/src/server.js, dist/cli/main.js                  small entry points that import the current build
 * A process runs from one build folder to its end, even if a newer build becomes current meanwhile
 * (its later `import()`s resolve inside the same folder). A build that stopped being current is
 * deleted ten minutes later.
 *
 * Freshness: the fingerprint is a hash of the path, size, inode, modification and change times of
 * every input (every file under src/, cli/ and migrations/, package-lock.json, the tsconfig files,
 * and this script). Any edit, added, removed or renamed file changes it, including a file put back
 * with its old modification time (its change time is new). Timestamps have a granularity, so a build
 * whose newest input is under a second older than the scan is used but not trusted: the next run
 * builds again ("racy", as git calls it). Checking costs a few milliseconds: one stat per file.
 *
 * One build at a time (a lock folder, dist/.build-lock, holding its owner's pid: a lock whose owner
 * died is taken over at once); a process that waited for another's build looks again and uses that
 * build when it is fresh.
 *
 * Usage: node scripts/build-if-stale.mjs [--force] [--quiet]   (exit 1 when the build fails)
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(import.meta.url);
/** The checkout this script belongs to (the default root). */
export const PROJECT_ROOT = dirname(dirname(SCRIPT));
export const SOURCE_DIRS = ['src', 'cli', 'migrations'];
/** The entry points written at fixed paths (the Dockerfile and `npm start` run dist/src/server.js). */
export const ENTRY_POINTS = ['src/server.js', 'cli/main.js'];
/** Inputs changed less than this before the scan may change again within the same timestamp tick. */
export const RACY_MS = 1000;
const RETIRED_KEPT_MS = 10 * 60_000;
const LOCK_STALE_MS = 120_000;

const distOf = (root) => join(root, 'dist');
const currentFile = (root) => join(distOf(root), 'current.json');

/** Every input file, with its stats, in a stable order. */
const listInputs = (root) => {
  const inputs = [];
  const add = (path) => {
    let stats;
    try {
      stats = statSync(path);
    } catch {
      return;
    }
    if (stats.isDirectory()) {
      for (const name of readdirSync(path).sort()) add(join(path, name));
    } else if (stats.isFile()) {
      inputs.push({ path, stats });
    }
  };
  for (const dir of SOURCE_DIRS) add(join(root, dir));
  for (const name of readdirSync(root).sort()) if (name === 'package-lock.json' || /^tsconfig.*\.json$/.test(name)) add(join(root, name));
  add(SCRIPT);
  return inputs;
};

/** The fingerprint of the inputs: `hash` changes with any of them; `newest` is the latest time seen. */
export const fingerprint = (root = PROJECT_ROOT) => {
  const hash = createHash('sha256');
  let newest = 0;
  const inputs = listInputs(root);
  for (const { path, stats } of inputs) {
    hash.update(`${relative(root, path)}\0${stats.size}\0${stats.ino}\0${stats.mtimeMs}\0${stats.ctimeMs}\n`);
    newest = Math.max(newest, stats.mtimeMs, stats.ctimeMs);
  }
  return { hash: hash.digest('hex'), count: inputs.length, newest, files: inputs.map((input) => input.path) };
};

const readCurrent = (root) => {
  try {
    const current = JSON.parse(readFileSync(currentFile(root), 'utf8'));
    return typeof current.id === 'string' && typeof current.hash === 'string' ? current : null;
  } catch {
    return null;
  }
};

const buildDir = (root, id) => join(distOf(root), 'builds', id);

/** Why the current build cannot be used for these inputs, or null when it can. */
const staleReason = (root, current, inputs) => {
  if (!current) return 'no build yet';
  if (!existsSync(join(buildDir(root, current.id), 'cli', 'main.js'))) return 'the build is missing';
  if (current.hash !== inputs.hash) return 'a source file changed';
  if (current.racy) return 'the last build started right after a change';
  return null;
};

/** The folder of a build made from exactly the current inputs, or null. Cheap: a stat per input. */
export const freshBuild = (root = PROJECT_ROOT) => {
  const inputs = fingerprint(root);
  const current = readCurrent(root);
  return staleReason(root, current, inputs) ? null : buildDir(root, current.id);
};

/** Replaces a file in one step, so that a reader sees the old or the new content, never a part. */
const writeAtomically = (file, content) => {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
};

/**
 * The two entry points and everything they import from src/, cli/ and migrations/, bundled by
 * esbuild; packages stay in node_modules. Each `import()` of our code becomes a chunk of its own, so
 * what a command loads lazily is still loaded only when it runs. Class and function names are kept
 * (MikroORM names entities after their classes).
 */
const compile = async (root, outdir) => {
  const esbuild = await import('esbuild');
  // esbuild's service process ends with the build: a `vms` that compiled first leaves nothing running.
  const result = await esbuild.build({
    ...compileOptions(root),
    entryPoints: ENTRY_POINTS.map((entry) => entry.replace(/\.js$/, '.ts')),
    outdir,
    outbase: root,
  }).finally(() => esbuild.stop());
  return Object.keys(result.metafile.inputs).length;
};

/**
 * How our TypeScript becomes the JavaScript that runs (everything but the entry points and where they
 * go). bench/compare.ts compiles its hand-written baseline with the same options, so that the two
 * servers it compares run code made the same way.
 */
export const compileOptions = (root = PROJECT_ROOT) => {
  const tsconfig = join(root, 'tsconfig.json');
  return {
    absWorkingDir: root,
    bundle: true,
    splitting: true,
    packages: 'external',
    chunkNames: 'chunks/[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node24',
    keepNames: true,
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    logLevel: 'silent',
    ...(existsSync(tsconfig) ? { tsconfig } : {}),
  };
};

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/**
 * Deletes builds that stopped being current more than ten minutes ago (a process that started from
 * one has loaded its modules by then), and partial builds left by a build that died.
 */
const removeOldBuilds = (root, keep) => {
  const builds = join(distOf(root), 'builds');
  const now = Date.now();
  for (const name of existsSync(builds) ? readdirSync(builds) : []) {
    if (name === keep) continue;
    try {
      const partial = /^\.partial-.*-(\d+)$/.exec(name);
      const old = partial ? !isAlive(Number(partial[1])) : now - statSync(join(builds, name)).mtimeMs > RETIRED_KEPT_MS;
      if (old) rmSync(join(builds, name), { recursive: true, force: true });
    } catch {
      // Removed by another process meanwhile.
    }
  }
};

const lockDir = (root) => join(distOf(root), '.build-lock');

/** The lock's holder is gone: its process ended without releasing it (killed during a build), or it is very old. */
const abandoned = (root) => {
  try {
    const pid = Number(readFileSync(join(lockDir(root), 'pid'), 'utf8'));
    if (Number.isInteger(pid) && pid > 0 && !isAlive(pid)) return true;
  } catch {
    // Taken a moment ago and its pid not written yet, or released meanwhile: judge by its age.
  }
  try {
    return Date.now() - statSync(lockDir(root)).mtimeMs > LOCK_STALE_MS;
  } catch {
    return false;
  }
};

const takeLock = async (root) => {
  mkdirSync(distOf(root), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lockDir(root));
      writeFileSync(join(lockDir(root), 'pid'), String(process.pid));
      return () => rmSync(lockDir(root), { recursive: true, force: true });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (abandoned(root)) rmSync(lockDir(root), { recursive: true, force: true });
      else await sleep(25);
    }
  }
};

/**
 * Builds when the current build is missing or older than the inputs. Returns the build folder,
 * whether this call built it, and why. Throws when esbuild reports errors (their text in `message`).
 */
export const buildIfStale = async (root = PROJECT_ROOT, { force = false, log = () => {}, racyMs = RACY_MS } = {}) => {
  let inputs = fingerprint(root);
  let current = readCurrent(root);
  let reason = force ? 'asked to' : staleReason(root, current, inputs);
  if (!reason) return { dir: buildDir(root, current.id), built: false, reason: null };

  const release = await takeLock(root);
  try {
    // Another process may have built while this one waited: look again under the lock.
    const scannedAt = Date.now();
    inputs = fingerprint(root);
    current = readCurrent(root);
    reason = force ? 'asked to' : staleReason(root, current, inputs);
    if (!reason) return { dir: buildDir(root, current.id), built: false, reason: null };

    const started = performance.now();
    log(`compiling src/, cli/ and migrations/ (${reason})…`);
    const id = `${scannedAt.toString(36)}-${inputs.hash.slice(0, 8)}`;
    const temporary = join(distOf(root), 'builds', `.partial-${id}-${process.pid}`);
    rmSync(temporary, { recursive: true, force: true });
    let compiled;
    try {
      compiled = await compile(root, temporary);
    } catch (error) {
      rmSync(temporary, { recursive: true, force: true });
      // esbuild's own report of the source's errors; anything else (esbuild not installed) as it is.
      if (!Array.isArray(error.errors)) throw error;
      const messages = error.errors.map((e) => `${e.location ? `${e.location.file}:${e.location.line}:${e.location.column}: ` : ''}${e.text}`);
      throw new Error(messages.length ? messages.join('\n') : error.message, { cause: error });
    }
    renameSync(temporary, buildDir(root, id));

    for (const entry of ENTRY_POINTS) {
      const file = join(distOf(root), entry);
      const target = relative(dirname(file), join(buildDir(root, id), entry)).split(sep).join('/');
      writeAtomically(
        file,
        [
          '// Written by scripts/build-if-stale.mjs: the entry point of the current build.',
          '// Stack traces name the TypeScript source lines (each compiled file has its source map).',
          'process.setSourceMapsEnabled(true);',
          `await import('${target.startsWith('.') ? target : `./${target}`}');`,
          '',
        ].join('\n'),
      );
    }
    const previous = current;
    writeAtomically(
      currentFile(root),
      `${JSON.stringify({ id, hash: inputs.hash, count: inputs.count, racy: racyMs > 0 && scannedAt - inputs.newest < racyMs, builtAt: new Date().toISOString() }, null, 2)}\n`,
    );
    // The previous build retires now: its folder's time says when, for removeOldBuilds.
    if (previous && previous.id !== id && existsSync(buildDir(root, previous.id))) {
      const now = new Date();
      utimesSync(buildDir(root, previous.id), now, now);
    }
    removeOldBuilds(root, id);
    log(`compiled ${compiled} files in ${Math.round(performance.now() - started)} ms`);
    return { dir: buildDir(root, id), built: true, reason };
  } finally {
    release();
  }
};

if (process.argv[1] && resolve(process.argv[1]) === SCRIPT) {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => !['--force', '--quiet'].includes(arg));
  if (unknown.length) {
    process.stderr.write(`usage: node scripts/build-if-stale.mjs [--force] [--quiet] (unknown: ${unknown.join(' ')})\n`);
    process.exit(2);
  }
  const quiet = args.includes('--quiet');
  try {
    await buildIfStale(PROJECT_ROOT, { force: args.includes('--force'), log: quiet ? () => {} : (line) => process.stdout.write(`server: ${line}\n`) });
  } catch (error) {
    process.stderr.write(`server: the build failed:\n${error.message}\n`);
    process.exit(1);
  }
}
