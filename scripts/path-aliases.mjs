/**
 * The path aliases of tsconfig.base.json (`#contract/*`, `#kernel/*`, docs/adr/0028) as Vite and
 * vitest take them, so that the one list in tsconfig.base.json is the only one: TypeScript, esbuild
 * (scripts/build-if-stale.mjs), tsx and dependency-cruiser read tsconfig themselves.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/** `[{ find: /^#contract\//, replacement: '<root>/src/contract/' }, …]`: Vite's and vitest's `resolve.alias`. */
export const pathAliases = () => {
  // tsconfig is JSON with comments: whole-line comments are the only ones it holds.
  const text = readFileSync(join(root, 'tsconfig.base.json'), 'utf8').replace(/^\s*\/\/.*$/gm, '');
  const paths = JSON.parse(text).compilerOptions.paths ?? {};
  return Object.entries(paths).map(([key, [target]]) => ({
    find: new RegExp(`^${escape(key.replace(/\*$/, ''))}`),
    replacement: join(root, target.replace(/\*$/, '')).replace(/\/?$/, '/'),
  }));
};
