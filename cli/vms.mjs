#!/usr/bin/env -S node --max-semi-space-size=2
// The `vms` command.
// - A young generation of 2 MB instead of V8's 16: the export streams a million rows through 64 KiB
//   buffers, each held until the next scavenge, and with the default the garbage alone kept peak
//   memory about 40 MB higher for no gain in speed (docs/performance.md, "Export"). Set here, in
//   the `npm run vms` script and in the image's `vms`, as V8 reads it only at start-up.
// - In a checkout it runs the compiled JavaScript of the current source: scripts/build-if-stale.mjs
//   compiles src/, cli/ and migrations/ to dist/ first if any of them changed since the last build
//   (checking costs a few milliseconds; compiling, about half a second). When esbuild is not
//   installed it runs the TypeScript source through tsx instead, and it never runs an older build.
// - In the built image (no cli/main.ts, no scripts/) it runs the compiled code under dist/.
import { existsSync } from 'node:fs';

const source = new URL('./main.ts', import.meta.url);
if (!existsSync(source)) {
  await import(new URL('../dist/cli/main.js', import.meta.url).href);
} else {
  const { fileURLToPath, pathToFileURL } = await import('node:url');
  const { join } = await import('node:path');
  const builder = await import(new URL('../scripts/build-if-stale.mjs', import.meta.url).href);
  let build = builder.freshBuild();
  if (!build) {
    try {
      // Stdout and stderr belong to the command: a note only for a person at a terminal.
      const log = process.stderr.isTTY ? (line) => process.stderr.write(`vms: ${line}\n`) : undefined;
      build = (await builder.buildIfStale(undefined, { log })).dir;
    } catch (error) {
      if (error.code !== 'ERR_MODULE_NOT_FOUND' || !/esbuild/.test(error.message)) {
        process.stderr.write(`vms: could not compile the source:\n${error.message}\n`);
        process.exit(1);
      }
      build = null;
    }
  }
  if (build) {
    // Stack traces name the TypeScript source lines (each compiled file has its source map).
    process.setSourceMapsEnabled(true);
    await import(pathToFileURL(join(build, 'cli', 'main.js')).href);
  } else {
    // No esbuild (an install without dev dependencies): the source through tsx, if it is there.
    const { register } = await import('tsx/esm/api').catch(() => {
      process.stderr.write(`vms: neither esbuild nor tsx is installed, and ${fileURLToPath(new URL('../dist', import.meta.url))} is not up to date: run \`npm install\`.\n`);
      process.exit(1);
    });
    register();
    await import(source.href);
  }
}
