import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The aliases #contract/… and #kernel/… (ADR 28) are written in tsconfig.base.json's `paths`, which
 * TypeScript, esbuild, tsx, Vite, vitest's projects and dependency-cruiser read, and in package.json's
 * `imports`, which Node's own resolution reads where no tool rewrites a specifier (vitest's global
 * set-ups load the app through it). The two must name the same folders.
 */
const root = join(import.meta.dirname, '..', '..', '..');
const json = (file: string): Record<string, unknown> => JSON.parse(readFileSync(join(root, file), 'utf8').replace(/^\s*\/\/.*$/gm, '')) as Record<string, unknown>;

describe('the path aliases', () => {
  it('are the same in tsconfig.base.json and in package.json', () => {
    const paths = (json('tsconfig.base.json')['compilerOptions'] as { paths: Record<string, string[]> }).paths;
    const imports = json('package.json')['imports'] as Record<string, string>;
    expect(Object.keys(paths).length).toBeGreaterThan(0);
    expect(imports).toEqual(Object.fromEntries(Object.entries(paths).map(([alias, [target]]) => [alias, target])));
  });
});
