#!/usr/bin/env node
// The `vms` command. In a checkout it runs the TypeScript source through tsx; in the built image
// (no cli/main.ts, compiled code under dist/) it runs the compiled JavaScript.
import { existsSync } from 'node:fs';

const source = new URL('./main.ts', import.meta.url);
if (existsSync(source)) {
  const { register } = await import('tsx/esm/api');
  register();
  await import(source.href);
} else {
  await import(new URL('../dist/cli/main.js', import.meta.url).href);
}
