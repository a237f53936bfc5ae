#!/usr/bin/env node
/**
 * `npm start`: the SPA and the server compiled when their sources changed, then the server, all in
 * this one Node process. Three processes in a row (two staleness checks, then the server) paid
 * Node's own start-up three times; the checks themselves take milliseconds (docs/performance.md,
 * "Start-up").
 */
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { buildWebIfStaleOrExit } from '../web/build-if-stale.mjs';
import { buildIfStale } from './build-if-stale.mjs';

buildWebIfStaleOrExit();

let build;
try {
  build = await buildIfStale(undefined, { log: (line) => process.stdout.write(`server: ${line}\n`) });
} catch (error) {
  process.stderr.write(`server: the build failed:\n${error.message}\n`);
  process.exit(1);
}
// Stack traces name the TypeScript source lines, as with dist/src/server.js.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(join(build.dir, 'src', 'server.js')).href);
