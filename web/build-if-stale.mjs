#!/usr/bin/env node
/**
 * Builds the SPA (`vite build --config web/vite.config.ts`) only when web/dist is missing or older
 * than its inputs: everything under web/ except web/dist, everything under src/contract (what the SPA takes from the server side), and
 * package-lock.json. `npm start` runs it before the server, so a fresh clone or an edited page is
 * built once and an unchanged tree starts at once.
 *
 * Freshness is a stamp file in web/dist holding the newest input time and the number of inputs seen
 * when the last successful build started. Directory times are inputs too, so a deleted or renamed
 * file also counts as a change. Exits non-zero when the build fails.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = dirname(fileURLToPath(import.meta.url));
const rootDir = dirname(webDir);
const distDir = join(webDir, 'dist');
const stampFile = join(distDir, '.build-stamp.json');
const SKIPPED_NAMES = new Set(['dist', 'node_modules', '.DS_Store', '.build-lock']);

/** Newest modification time and count of the files and folders under `path`. */
const scan = (path, totals) => {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return totals;
  }
  totals.count += 1;
  totals.newest = Math.max(totals.newest, stats.mtimeMs);
  if (stats.isDirectory()) {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (!SKIPPED_NAMES.has(entry.name) && !entry.isSymbolicLink()) scan(join(path, entry.name), totals);
    }
  }
  return totals;
};

const scanInputs = () => {
  const totals = { newest: 0, count: 0 };
  for (const entry of readdirSync(webDir, { withFileTypes: true })) {
    if (!SKIPPED_NAMES.has(entry.name)) scan(join(webDir, entry.name), totals);
  }
  scan(join(rootDir, 'src', 'contract'), totals);
  scan(join(rootDir, 'package-lock.json'), totals);
  return totals;
};

const readStamp = () => {
  try {
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
    return typeof stamp.newest === 'number' && typeof stamp.count === 'number' ? stamp : null;
  } catch {
    return null;
  }
};

const staleReason = (inputs) => {
  if (!existsSync(join(distDir, 'index.html'))) return 'web/dist is missing';
  const stamp = readStamp();
  if (!stamp) return 'web/dist has no build stamp';
  if (inputs.newest > stamp.newest) return 'a source file changed';
  if (inputs.count !== stamp.count) return 'files were added or removed';
  return null;
};

/**
 * One build at a time: two processes (a server start and a test run, say) building into web/dist
 * together would leave a mix of both. The lock is a folder; one older than two minutes was left by
 * a build that died, and is taken over.
 */
const lockDir = join(webDir, '.build-lock');
const takeLock = () => {
  for (const started = Date.now(); ; ) {
    try {
      mkdirSync(lockDir);
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      let age;
      try {
        age = Date.now() - statSync(lockDir).mtimeMs;
      } catch {
        continue;
      }
      if (age > 120_000 || Date.now() - started > 180_000) rmSync(lockDir, { recursive: true, force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
  }
};
const releaseLock = () => rmSync(lockDir, { recursive: true, force: true });

/** A build that cannot be done: the message for the person at the terminal, and the exit code. */
export class WebBuildError extends Error {
  constructor(message, exitCode = 1) {
    super(message);
    this.name = 'WebBuildError';
    this.exitCode = exitCode;
  }
}

/**
 * Builds web/dist when it is older than its inputs. Returns why it built, or null when it was
 * fresh; throws a WebBuildError when it cannot build. `npm start` (scripts/start.mjs) calls it in
 * the server's own process, which saves starting Node once more.
 */
export const buildWebIfStale = () => {
  // Fresh, the common case: one scan and no lock.
  if (!staleReason(scanInputs())) return null;
  takeLock();
  try {
    // Another process may have built while this one waited: look again under the lock.
    const inputs = scanInputs();
    const reason = staleReason(inputs);
    if (!reason) return null;
    const vite = join(rootDir, 'node_modules', '.bin', process.platform === 'win32' ? 'vite.cmd' : 'vite');
    if (!existsSync(vite)) {
      if (existsSync(join(distDir, 'index.html'))) {
        console.warn(`web: ${reason}, but vite is not installed; serving the existing web/dist.`);
        return null;
      }
      throw new WebBuildError('web: web/dist is missing and vite is not installed: run `npm install`, then `npm run build`.');
    }
    console.log(`web: building the SPA (${reason})…`);
    const result = spawnSync(vite, ['build', '--config', 'web/vite.config.ts'], {
      cwd: rootDir,
      stdio: 'inherit',
      // Always the production build: a NODE_ENV inherited from a test runner would bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
      shell: process.platform === 'win32',
    });
    if (result.error) throw new WebBuildError(`web: could not run vite: ${result.error.message}`);
    if (result.status !== 0) throw new WebBuildError(`web: the SPA build failed (exit ${result.status ?? result.signal}).`, result.status || 1);
    // The times seen before the build: a file saved while vite ran makes the next start build again.
    writeFileSync(stampFile, `${JSON.stringify({ newest: inputs.newest, count: inputs.count, builtAt: new Date().toISOString() })}\n`);
    return reason;
  } finally {
    releaseLock();
  }
};

/** buildWebIfStale for a command line: a build that cannot be done is its message and exit code. */
export const buildWebIfStaleOrExit = () => {
  try {
    buildWebIfStale();
  } catch (error) {
    if (!(error instanceof WebBuildError)) throw error;
    console.error(error.message);
    process.exit(error.exitCode);
  }
};

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) buildWebIfStaleOrExit();
